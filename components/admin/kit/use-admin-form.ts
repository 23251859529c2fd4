"use client";

import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { api } from "@/components/data/api-client";
import { useFormErrors, type SchemaLoader } from "@/components/forms/form-errors";
import type { AdminRow } from "./admin-table";
import type { Checked } from "./form-values";
import { adminResourceRoutes, type AdminResource } from "./resources";
import { useAdminMutation } from "./use-admin-mutation";

export type FormMode = "closed" | "create" | "edit";

/** What a screen's list and form call its rows: "travel plan" / "travel plans". */
export type AdminNoun = { one: string; many: string };

export const capitalise = (text: string) => text[0]!.toUpperCase() + text.slice(1);

type AdminFormOptions<Values extends Record<string, unknown>, Row extends AdminRow> = {
  /** The admin API's resource ("travel-plans"). */
  resource: AdminResource;
  noun: AdminNoun;
  empty: Values;
  /** Loads the create route's own request schema (lib/admin/contract.ts): its rules are the form's. */
  createSchema: SchemaLoader;
  createBody: (values: Values) => Promise<Checked<Record<string, unknown>>>;
  /** Only for the kinds an admin may edit (docs/product.md §6); without it the rows have no Edit. */
  edit?: { fromRow: (row: Row) => Values; updateBody: (values: Values) => Record<string, unknown> };
};

/**
 * docs/product.md §4's admin form: closed, create or edit. A successful create closes and resets
 * the form; a successful update leaves edit mode; cancel resets. A create stops at docs/product.md
 * §5.11's warning toast when the contract's required fields are missing, and at the contract's
 * field errors otherwise; an edit goes out unchecked (§5.11). The server's 422 field errors go
 * under their fields, and every failure is also a toast. The errors are `useFormErrors`'s; this adds the
 * state every admin data screen shares (docs/decisions/014).
 */
export function useAdminForm<Values extends Record<string, unknown>, Row extends AdminRow>({
  resource,
  noun,
  empty,
  createSchema,
  createBody,
  edit,
}: AdminFormOptions<Values, Row>) {
  const [state, setState] = useState<{ mode: FormMode; row: Row | null; values: Values; opened: number }>({
    mode: "closed",
    row: null,
    values: empty,
    opened: 0,
  });
  const problems = useFormErrors<string>({ fields: Object.keys(empty) });
  const reset = (next: { mode: FormMode; row: Row | null; values: Values }) => {
    problems.clear();
    setState((previous) => ({ ...next, opened: previous.opened + (next.mode === "closed" ? 0 : 1) }));
  };
  const close = () => reset({ mode: "closed", row: null, values: empty });
  /** A fresh create form, some of its fields filled in when `values` gives them (a suggestion to add). */
  const openCreate = (values: Partial<Values> = {}) =>
    reset({ mode: "create", row: null, values: { ...empty, ...values } });

  const create = useAdminMutation({
    mutationFn: (body: unknown) => api(adminResourceRoutes(resource).create, { body }),
    success: `${capitalise(noun.one)} created`,
    failure: `Failed to create ${noun.one}`,
    onSuccess: close,
    onError: (error) => problems.fail(error),
  });
  const update = useAdminMutation({
    mutationFn: ({ id, body }: { id: number; body: unknown }) =>
      api(adminResourceRoutes(resource).update, { params: { id }, body }),
    success: `${capitalise(noun.one)} updated`,
    failure: `Failed to update ${noun.one}`,
    onSuccess: close,
    onError: (error) => problems.fail(error),
  });

  async function submit() {
    if (state.mode === "edit" && state.row && edit) {
      problems.clear();
      update.mutate({ id: state.row.id, body: edit.updateBody(state.values) });
      return;
    }
    const checked = await createBody(state.values);
    if (checked.warning !== undefined) {
      problems.clear();
      toast.warning(checked.warning);
      return;
    }
    if ((await problems.check(createSchema, checked.body)) === null) return;
    create.mutate(checked.body);
  }

  return {
    noun,
    mode: state.mode,
    /** The row being edited. */
    row: state.row,
    /** Counts the openings: the form takes the focus at each, even when already open (a new suggestion). */
    opened: state.opened,
    values: state.values,
    /** The field errors of the contract's check or of the server's 422, by field. */
    errors: problems.errors as Partial<Record<keyof Values & string, string>>,
    set: <Field extends keyof Values>(field: Field, value: Values[Field]) =>
      setState((previous) => ({ ...previous, values: { ...previous.values, [field]: value } })),
    openCreate,
    /** The Add button: opens a fresh create form, or closes (and resets) the open one. */
    toggleCreate: () => (state.mode === "create" ? close() : openCreate()),
    openEdit: edit ? (row: Row) => reset({ mode: "edit", row, values: edit.fromRow(row) }) : undefined,
    close,
    submit,
    pending: create.isPending || update.isPending,
  };
}

export type AdminForm<Values extends Record<string, unknown>, Row extends AdminRow> = ReturnType<
  typeof useAdminForm<Values, Row>
>;
