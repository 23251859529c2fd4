"use client";

import { api } from "@/components/data/api-client";
import { adminResourceRoutes, type AdminResource } from "./resources";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useAdminMutation } from "./use-admin-mutation";
import { capitalise, type AdminNoun } from "./use-admin-form";

type DeleteRowButtonProps = {
  resource: AdminResource;
  id: number;
  noun: AdminNoun;
  /** docs/product.md §5's question ('Are you sure you want to delete this pairing?'). */
  question: string;
  onDeleted?: () => void;
};

/** Every admin row's Delete: docs/product.md §5's confirmation, then the call; the lists refetch either way. */
export function DeleteRowButton({ resource, id, noun, question, onDeleted }: DeleteRowButtonProps) {
  const remove = useAdminMutation({
    mutationFn: () => api(adminResourceRoutes(resource).remove, { params: { id } }),
    success: `${capitalise(noun.one)} ${id} deleted`,
    failure: `Failed to delete ${noun.one} ${id}`,
    onSuccess: onDeleted,
  });

  return (
    <ConfirmDialog
      triggerLabel={
        <>
          Delete
          <span className="sr-only">
            {" "}
            {noun.one} {id}
          </span>
        </>
      }
      triggerVariant="ghost"
      title={`Delete ${noun.one} ${id}`}
      description={question}
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      onConfirm={() => remove.mutateAsync(undefined)}
    />
  );
}
