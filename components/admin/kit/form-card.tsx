"use client";

import { useEffect, useRef, type FormEvent, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import type { AdminRow } from "./admin-table";
import type { AdminForm } from "./use-admin-form";

type AdminFormCardProps<Values extends Record<string, unknown>, Row extends AdminRow> = {
  id: string;
  form: AdminForm<Values, Row>;
  children: ReactNode;
};

/**
 * The open create or edit form above a list. A create has one button, Create ('Creating...'),
 * and is closed by the Add button that opened it (now Cancel); an edit has Save Changes and
 * Cancel (docs/product.md §2). Opening it moves the focus to its heading, so keyboard and screen-reader
 * users land on the form rather than stay at the row or button that opened it.
 */
export function AdminFormCard<Values extends Record<string, unknown>, Row extends AdminRow>({
  id,
  form,
  children,
}: AdminFormCardProps<Values, Row>) {
  const heading = useRef<HTMLHeadingElement>(null);
  const editing = form.mode === "edit" && form.row !== null;
  const title = editing ? `Edit ${form.noun.one} ${form.row!.id}` : `New ${form.noun.one}`;

  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView?.({ block: "nearest" });
  }, [title, form.opened]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    form.submit();
  }

  return (
    <Card className="mb-6 p-5 sm:p-6">
      <form
        method="post"
        id={id}
        noValidate
        onSubmit={onSubmit}
        aria-labelledby={`${id}-title`}
        className="flex flex-col gap-4"
      >
        <h2 id={`${id}-title`} ref={heading} tabIndex={-1} className="text-lg font-semibold text-foreground capitalize">
          {title}
        </h2>
        {children}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          {editing && (
            <Button variant="secondary" onClick={form.close} disabled={form.pending}>
              Cancel
            </Button>
          )}
          <Button type="submit" loading={form.pending} loadingText={editing ? "Saving..." : "Creating..."}>
            {editing ? "Save Changes" : "Create"}
          </Button>
        </div>
      </form>
    </Card>
  );
}
