"use client";

import { useState } from "react";
import { toast } from "sonner";
import { useAdminMutation } from "@/components/admin/use-admin-mutation";
import { apiRequest } from "@/components/data/api-client";
import type { Checked } from "./form-values";
import type { AdminRow } from "./types";

export type FormMode = "closed" | "create" | "edit";

/** What a screen's list and form call its rows: "travel plan" / "travel plans". */
export type AdminNoun = { one: string; many: string };

export const capitalise = (text: string) => text[0]!.toUpperCase() + text.slice(1);

type AdminFormOptions<Values, Row extends AdminRow> = {
  /** The admin API's resource ("travel-plans"). */
  resource: string;
  noun: AdminNoun;
  empty: Values;
  createBody: (values: Values) => Checked<unknown>;
  /** Only for the kinds an admin may edit (docs/product.md §6); without it the rows have no Edit. */
  edit?: { fromRow: (row: Row) => Values; updateBody: (values: Values) => unknown };
};

/**
 * docs/product.md §4's admin form: closed, create or edit. A successful create closes and resets the form; a
 * successful update leaves edit mode; cancel resets. A create first runs docs/product.md §5's required-field
 * check and stops at its warning toast; an edit goes out unchecked.
 */
export function useAdminForm<Values, Row extends AdminRow>({ resource, noun, empty, createBody, edit }: AdminFormOptions<Values, Row>) {
  const [state, setState] = useState<{ mode: FormMode; row: Row | null; values: Values }>({ mode: "closed", row: null, values: empty });
  const close = () => setState({ mode: "closed", row: null, values: empty });
  const openCreate = () => setState({ mode: "create", row: null, values: empty });

  const create = useAdminMutation({
    mutationFn: (body: unknown) => apiRequest(`/admin/${resource}`, { method: "POST", body }),
    success: `${capitalise(noun.one)} created`,
    failure: `Failed to create ${noun.one}`,
    onSuccess: close,
  });
  const update = useAdminMutation({
    mutationFn: ({ id, body }: { id: number; body: unknown }) => apiRequest(`/admin/${resource}/${id}`, { method: "PUT", body }),
    success: `${capitalise(noun.one)} updated`,
    failure: `Failed to update ${noun.one}`,
    onSuccess: close,
  });

  function submit() {
    if (state.mode === "edit" && state.row && edit) {
      update.mutate({ id: state.row.id, body: edit.updateBody(state.values) });
      return;
    }
    const checked = createBody(state.values);
    if (checked.warning !== undefined) {
      toast.warning(checked.warning);
      return;
    }
    create.mutate(checked.body);
  }

  return {
    noun,
    mode: state.mode,
    /** The row being edited. */
    row: state.row,
    values: state.values,
    set: <Field extends keyof Values>(field: Field, value: Values[Field]) =>
      setState((previous) => ({ ...previous, values: { ...previous.values, [field]: value } })),
    openCreate,
    /** The Add button: opens a fresh create form, or closes (and resets) the open one. */
    toggleCreate: () => (state.mode === "create" ? close() : openCreate()),
    openEdit: edit ? (row: Row) => setState({ mode: "edit", row, values: edit.fromRow(row) }) : undefined,
    close,
    submit,
    pending: create.isPending || update.isPending,
  };
}

export type AdminForm<Values, Row extends AdminRow> = ReturnType<typeof useAdminForm<Values, Row>>;
