import type { ReactNode } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { errorDetail } from "@/components/ui/error-detail";
import { Spinner } from "@/components/ui/spinner";

/** A list's first load: docs/product.md §2's loading text ("Loading users..."), announced politely. */
export function LoadingText({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="flex items-center justify-center gap-2 py-8 text-center text-muted">
      <Spinner />
      {children}
    </p>
  );
}

/** A failed load, with the server's sentence and a way to ask again. */
export function LoadError({
  what,
  error,
  onRetry,
  retrying,
}: {
  what: string;
  error: unknown;
  onRetry: () => void;
  retrying?: boolean;
}) {
  return (
    <Alert tone="error" className="flex flex-wrap items-center justify-between gap-3">
      <span>
        Failed to load {what}
        {errorDetail(error) ? `: ${errorDetail(error)}` : ""}
      </span>
      <Button variant="secondary" size="sm" onClick={onRetry} loading={retrying} loadingText="Retrying...">
        Retry
      </Button>
    </Alert>
  );
}

/** An empty list; `id` makes it the focus target once the last row is deleted. */
export function EmptyList({ id, title, children }: { id?: string; title: string; children?: ReactNode }) {
  return (
    <Card id={id} tabIndex={id ? -1 : undefined} className="py-10 text-center">
      <p className="text-lg font-semibold text-foreground">{title}</p>
      {children && <p className="mt-1 text-sm text-muted">{children}</p>}
    </Card>
  );
}
