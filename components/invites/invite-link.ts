import { toast } from "@/components/ui/toast";

/** The link a newcomer opens: the register form, its invite code prefilled (docs/product.md §2). */
export function inviteLink(code: string): string {
  return `${window.location.origin}/register?invite=${encodeURIComponent(code)}`;
}

/** Copies the invite link; docs/product.md §2 and §8's toasts either way (no clipboard outside https fails too). */
export async function copyInviteLink(code: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(inviteLink(code));
    toast.success("Invite link copied to clipboard!");
  } catch {
    toast.error("Failed to copy link");
  }
}
