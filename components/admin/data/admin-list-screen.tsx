"use client";

import type { ReactNode } from "react";
import { usePagedList } from "@/components/admin/use-paged-list";
import { PageHeading } from "@/components/shell/page-heading";
import { BackLink } from "@/components/trips/back-link";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { errorDetailOrMessage } from "@/components/ui/error-detail";
import { FocusRescue } from "@/components/ui/focus-rescue";
import { Pager } from "@/components/ui/pager";
import { Spinner } from "@/components/ui/spinner";
import { AdminFormCard } from "./admin-form-card";
import { AdminTable, type AdminColumn } from "./admin-table";
import { DeleteRowButton } from "./delete-row-button";
import type { AdminRow } from "./types";
import { capitalise, type AdminForm, type AdminNoun } from "./use-admin-form";

type AdminListScreenProps<Row extends AdminRow, Values> = {
  /** docs/product.md §2's heading ('All Travel Plans'). */
  title: string;
  /** The admin API's resource ("travel-plans"). */
  resource: string;
  noun: AdminNoun;
  /** docs/product.md §2's loading text ('Loading travel plans...'). */
  loadingText: string;
  columns: AdminColumn<Row>[];
  /** docs/product.md §5's confirmation for deleting this row. */
  deleteQuestion: (row: Row) => string;
  /** For the kinds an admin may create: the form, its Add button's label and its fields. */
  create?: { form: AdminForm<Values, Row>; addLabel: string; fields: ReactNode };
};

/**
 * One admin data screen (docs/product.md §2): 'Back to Dashboard', the heading, the Add button and its form,
 * then the list a page at a time (newest first, paged on the server so it stays usable at any
 * size) with each row's Edit and Delete.
 */
export function AdminListScreen<Row extends AdminRow, Values>({ title, resource, noun, loadingText, columns, deleteQuestion, create }: AdminListScreenProps<Row, Values>) {
  const list = usePagedList<Row>(resource);
  const { query, items, total, page, pageCount, setPage } = list;
  const form = create?.form;
  const formId = `admin-${resource}-form`;
  const tableId = `admin-${resource}-table`;

  // A delete can empty the last page: step back to the new last one.
  if (!query.isPlaceholderData && query.isSuccess && page > 0 && page >= pageCount) setPage(pageCount - 1);

  const actions = (row: Row) => (
    <>
      {form?.openEdit && (
        <Button variant="ghost" size="sm" onClick={() => form.openEdit!(row)}>
          Edit<span className="sr-only"> {noun.one} {row.id}</span>
        </Button>
      )}
      <DeleteRowButton
        resource={resource}
        id={row.id}
        noun={noun}
        question={deleteQuestion(row)}
        onDeleted={() => form?.row?.id === row.id && form.close()}
      />
    </>
  );

  return (
    <>
      <FocusRescue fallbackId={tableId} />
      <BackLink href="/app/admin">Back to Dashboard</BackLink>
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
        <AdminFormCard id={formId} form={form}>
          {create.fields}
        </AdminFormCard>
      )}

      {query.isError && (
        <Alert tone="error" className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <span>
            Failed to load {noun.many}: {errorDetailOrMessage(query.error)}
          </span>
          <Button variant="secondary" size="sm" onClick={() => query.refetch()}>
            Try again
          </Button>
        </Alert>
      )}

      {query.isPending ? (
        <p role="status" className="flex items-center gap-2 py-8 text-muted">
          <Spinner />
          {loadingText}
        </p>
      ) : query.isSuccess && total === 0 ? (
        <Card id={tableId} tabIndex={-1} className="text-center text-muted">
          No {noun.many} yet.
        </Card>
      ) : query.data ? (
        <>
          <AdminTable
            id={tableId}
            label={`${capitalise(noun.many)}, newest first`}
            columns={columns}
            rows={items}
            actions={actions}
            currentId={form?.mode === "edit" ? form.row?.id : undefined}
            busy={query.isPlaceholderData}
          />
          <Pager
            page={page}
            pageCount={pageCount}
            pageSize={list.pageSize}
            total={total}
            onPageChange={setPage}
            noun={noun.many}
            busy={query.isPlaceholderData}
          />
        </>
      ) : null}
    </>
  );
}
