"use client";

import { api } from "@/components/data/api-client";
import { cn } from "@/components/ui/cn";
import type { AdminUser } from "@/lib/admin/contract";
import { useAdminMutation } from "../kit/use-admin-mutation";

/** Whether the member may create invite codes (docs/api.md §2.6): a switch, named after the member. */
export function CanInviteSwitch({ user }: { user: AdminUser }) {
  const toggle = useAdminMutation({
    mutationFn: (next: boolean) =>
      api("PUT /admin/users/{id}", { params: { id: user.id }, body: { can_invite: next } }),
    success: (_result, next) =>
      next ? `${user.name} can invite members` : `${user.name} can no longer invite members`,
    failure: "Failed to change invites",
  });
  const on = toggle.isPending ? toggle.variables : user.can_invite;

  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      aria-label={`${user.name} can invite`}
      disabled={toggle.isPending}
      onClick={() => toggle.mutate(!user.can_invite)}
      className={cn(
        "relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-transparent transition-colors focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2 focus-visible:outline-none disabled:opacity-60",
        on ? "bg-primary" : "bg-border",
      )}
    >
      <span
        aria-hidden
        className={cn(
          "inline-block h-5 w-5 rounded-full bg-white shadow transition-transform",
          on ? "translate-x-5" : "translate-x-0",
        )}
      />
    </button>
  );
}
