import type { ReactNode } from "react";
import { Alert } from "@/components/ui/alert";
import { buttonClasses } from "@/components/ui/button";
import { NETWORK_MESSAGE } from "@/components/data/api-client";
import { Spinner } from "@/components/ui/spinner";
import { ActionForm, type FormAction } from "./action-form";

/**
 * The submit button of an ActionForm, rendered on the server: while the form is busy (its
 * aria-busy) it shows a spinner and `pendingLabel` and takes no clicks, with no script of its own.
 */
export function SubmitButton({ children, pendingLabel }: { children: ReactNode; pendingLabel: string }) {
  return (
    <button
      type="submit"
      className={buttonClasses({ className: "group-aria-busy:pointer-events-none group-aria-busy:opacity-60" })}
    >
      <span className="hidden items-center gap-2 group-aria-busy:inline-flex">
        <Spinner />
        {pendingLabel}
      </span>
      <span className="group-aria-busy:hidden">{children}</span>
    </button>
  );
}

/**
 * A form answered by a server action, with the notices every such form gives (docs/product.md §8):
 * the server could not be reached, and, where `slowMessage` is given, a send taking too long.
 */
export function ServerForm({
  action,
  fields,
  slowMessage,
  children,
}: {
  action: FormAction;
  fields: ReactNode;
  slowMessage?: string;
  children: ReactNode;
}) {
  return (
    <ActionForm
      action={action}
      fields={fields}
      slowNotice={slowMessage && <Alert tone="error">{slowMessage}</Alert>}
      unreachableNotice={<Alert tone="error">{NETWORK_MESSAGE}</Alert>}
    >
      {children}
    </ActionForm>
  );
}
