"use client";

import { api } from "@/components/data/api-client";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { AdminUser } from "@/lib/admin/contract";
import { useAdminMutation } from "../kit/use-admin-mutation";
import { EditUserDialog } from "./user-form-dialog";

/**
 * docs/product.md §2's row actions: Activate for inactive accounts, Deactivate only for active non-admins,
 * neither for admins (an admin cannot be deactivated); Edit; Delete after a confirmation. Each
 * button's accessible name carries the member's name ("Delete Jane Doe").
 */
export function UserActions({ user }: { user: AdminUser }) {
  const activate = useAdminMutation({
    mutationFn: () => api("POST /admin/users/{id}/activate", { params: { id: user.id } }),
    success: `${user.name} activated`,
    failure: "Failed to activate user",
  });
  const deactivate = useAdminMutation({
    mutationFn: () => api("POST /admin/users/{id}/deactivate", { params: { id: user.id } }),
    success: `${user.name} deactivated`,
    failure: "Failed to deactivate user",
  });
  const remove = useAdminMutation({
    mutationFn: () => api("DELETE /admin/users/{id}", { params: { id: user.id } }),
    success: `${user.name} deleted`,
    failure: "Failed to delete user",
  });
  const who = <span className="sr-only"> {user.name}</span>;

  return (
    // Wraps rather than widening the table past a laptop's screen.
    <div className="flex flex-wrap gap-2 whitespace-nowrap">
      {!user.is_admin && !user.is_active && (
        <Button size="sm" loading={activate.isPending} loadingText="Activating..." onClick={() => activate.mutate()}>
          Activate{who}
        </Button>
      )}
      {!user.is_admin && user.is_active && (
        <ConfirmDialog
          triggerLabel={<>Deactivate{who}</>}
          title="Deactivate member"
          description={`Are you sure you want to deactivate ${user.name}? They are signed out at once and cannot sign in until an admin activates them again.`}
          confirmLabel="Deactivate"
          pendingLabel="Deactivating..."
          onConfirm={() => deactivate.mutateAsync()}
        />
      )}
      <EditUserDialog user={user} />
      <ConfirmDialog
        triggerLabel={<>Delete{who}</>}
        triggerVariant="danger"
        title="Delete user"
        description={`Are you sure you want to delete ${user.name}? This removes all their data: profile, trips, relationships and messages.`}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        onConfirm={() => remove.mutateAsync()}
      />
    </div>
  );
}
