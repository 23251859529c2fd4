"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { toast } from "@/components/ui/toast";
import { api } from "@/components/data/api-client";
import { messageKeys } from "@/components/messages/queries";
import type { ButtonSize, ButtonVariant } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { BlockIcon } from "@/components/ui/icons";
import { PhoneIconLabel } from "@/components/ui/phone-icon-label";
import { errorDetailOrMessage } from "@/components/ui/error-detail";

const BLOCK_EFFECT =
  "They won't see you in Discover, can't message you or invite you, any connection between you ends, and they leave the trips you host.";

type BlockButtonProps = {
  person: { id: number; name: string };
  /** Where to go once blocked: the screen the member was on shows someone who is now gone. */
  redirectTo: string;
  triggerVariant?: ButtonVariant;
  triggerSize?: ButtonSize;
  /** An icon instead of the word on phones, for a crowded header (the word stays for screen readers). */
  compactOnPhones?: boolean;
};

/**
 * Blocking, after a confirmation that says what it does. A block touches almost every list (Discover,
 * relationships, conversations, trips, notifications), so every cached query is marked stale and
 * each screen reloads when it is next shown; the conversation list, which stays on screen in
 * Messaging, reloads at once.
 */
export function BlockButton({
  person,
  redirectTo,
  triggerVariant = "secondary",
  triggerSize = "sm",
  compactOnPhones = false,
}: BlockButtonProps) {
  const router = useRouter();
  const queryClient = useQueryClient();

  async function block() {
    try {
      await api("POST /users/{id}/block", { params: { id: person.id } });
    } catch (error) {
      toast.error(`Failed to block ${person.name}: ${errorDetailOrMessage(error)}`);
      throw error;
    }
    toast.success(`You blocked ${person.name}. You can unblock them in Settings.`);
    await queryClient.invalidateQueries({ refetchType: "none" });
    void queryClient.invalidateQueries({ queryKey: messageKeys.conversations });
    router.push(redirectTo);
  }

  return (
    <ConfirmDialog
      triggerLabel={
        compactOnPhones ? <PhoneIconLabel icon={<BlockIcon className="size-5" />}>Block</PhoneIconLabel> : "Block"
      }
      triggerVariant={triggerVariant}
      triggerSize={triggerSize}
      triggerClassName={compactOnPhones ? "max-sm:px-2" : undefined}
      title={`Block ${person.name}?`}
      description={BLOCK_EFFECT}
      confirmLabel="Block"
      pendingLabel="Blocking..."
      onConfirm={block}
    />
  );
}
