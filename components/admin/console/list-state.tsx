import type { ReactNode } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { errorDetail } from "@/components/ui/error-detail";

/** A list's first load: docs/product.md §2's loading text ("Loading users..."), announced politely. */
export function LoadingText({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="py-8 text-center text-muted">
      {children}
    </p>
  );
}

/** A failed load, with the server's sentence and a way to ask again. */
export function LoadError({ what, error, onRetry, retrying }: { what: string; error: unknown; onRetry: () => void; retrying?: boolean }) {
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

export function EmptyList({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Card className="py-10 text-center">
      <p className="text-lg font-semibold text-foreground">{title}</p>
      {children && <p className="mt-1 text-sm text-muted">{children}</p>}
    </Card>
  );
}

/** The Pager's paging props from usePagedList's result. */
export function pagerProps(list: { page: number; pageCount: number; pageSize: number; total: number; setPage: (page: number) => void }) {
  return { page: list.page, pageCount: list.pageCount, pageSize: list.pageSize, total: list.total, onPageChange: list.setPage };
}
