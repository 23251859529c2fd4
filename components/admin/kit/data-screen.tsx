"use client";

import { Suspense, type ReactNode } from "react";
import { PageHeading } from "@/components/shell/page-heading";
import { Button } from "@/components/ui/button";
import { FocusRescue } from "@/components/ui/focus-rescue";
import type { AdminColumn, AdminRow } from "./admin-table";
import { BackToDashboard } from "./back-to-dashboard";
import { DeleteRowButton } from "./delete-row-button";
import { AdminFormCard } from "./form-card";
import { AdminPagedList } from "./paged-list";
import type { AdminResource } from "./resources";
import { capitalise, type AdminForm, type AdminNoun } from "./use-admin-form";
import { usePagedList } from "./use-paged-list";

type AdminDataScreenProps<Row extends AdminRow, Values extends Record<string, unknown>> = {
  /** docs/product.md §2's heading ('All Travel Plans'). */
  title: string;
  /** The admin API's resource ("travel-plans"). */
  resource: AdminResource;
  noun: AdminNoun;
  /** docs/product.md §2's loading text ('Loading travel plans...'). */
  loadingText: string;
  /** The columns after the ID, which heads each row; Edit and Delete follow. */
  columns: AdminColumn<Row>[];
  /** docs/product.md §5's confirmation for deleting this row. */
  deleteQuestion: (row: Row) => string;
  /** For the kinds an admin may create: the form, its Add button's label and its fields. */
  create?: { form: AdminForm<Values, Row>; addLabel: string; fields: ReactNode };
};

/**
 * One admin data screen (docs/product.md §2): 'Back to Dashboard', the heading, the Add button and
 * its form, then the kit's paged list with each row's Edit and Delete.
 */
export function AdminDataScreen<Row extends AdminRow, Values extends Record<string, unknown>>({
  title,
  resource,
  noun,
  loadingText,
  columns,
  deleteQuestion,
  create,
}: AdminDataScreenProps<Row, Values>) {
  const list = usePagedList<Row>(resource);
  const form = create?.form;
  const formId = `admin-${resource}-form`;
  const tableId = `admin-${resource}-table`;

  const actions: AdminColumn<Row> = {
    key: "actions",
    header: <span className="sr-only">Actions</span>,
    className: "whitespace-nowrap",
    cell: (row) => (
      <div className="flex justify-end gap-2">
        {form?.openEdit && (
          <Button variant="ghost" size="sm" onClick={() => form.openEdit!(row)}>
            Edit
            <span className="sr-only">
              {" "}
              {noun.one} {row.id}
            </span>
          </Button>
        )}
        <DeleteRowButton
          resource={resource}
          id={row.id}
          noun={noun}
          question={deleteQuestion(row)}
          onDeleted={() => form?.row?.id === row.id && form.close()}
        />
      </div>
    ),
  };
  const idColumn: AdminColumn<Row> = {
    header: "ID",
    rowHeader: true,
    className: "font-semibold text-foreground",
    cell: (row) => row.id,
  };
  const wrapped = columns.map((column) => ({ ...column, className: column.className ?? "whitespace-nowrap" }));

  return (
    <>
      <FocusRescue fallbackId={tableId} />
      <BackToDashboard />
      <div className="flex flex-wrap items-start justify-between gap-x-4">
        <PageHeading title={title} />
        {create && form && (
          <Button
            variant={form.mode === "create" ? "secondary" : "primary"}
            aria-expanded={form.mode === "create"}
            aria-controls={form.mode === "create" ? formId : undefined}
            onClick={form.toggleCreate}
            className="mb-6"
          >
            {form.mode === "create" ? "Cancel" : create.addLabel}
          </Button>
        )}
      </div>

      {create && form && form.mode !== "closed" && (
        // A screen's fields may be loaded when the form opens: the card appears with them.
        <Suspense fallback={null}>
          <AdminFormCard id={formId} form={form}>
            {create.fields}
          </AdminFormCard>
        </Suspense>
      )}

      <AdminPagedList
        list={list}
        noun={noun.many}
        loadingText={loadingText}
        empty={{ title: `No ${noun.many} yet.` }}
        id={tableId}
        caption={`${capitalise(noun.many)}, newest first`}
        columns={[idColumn, ...wrapped, actions]}
        currentId={form?.mode === "edit" ? form.row?.id : undefined}
      />
    </>
  );
}
