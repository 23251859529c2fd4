"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { toast } from "@/components/ui/toast";
import { api } from "@/components/data/api-client";
import { messageKeys } from "@/components/messages/queries";
import { Button } from "@/components/ui/button";
import { DialogClose, DialogConfirmPanel } from "@/components/ui/dialog";
import { errorDetailOrMessage } from "@/components/ui/error-detail";

const BLOCK_EFFECT =
  "They won't see you in Discover, can't message you or invite you, any connection between you ends, and they leave the trips you host.";

/**
 * The Block button's confirmation (./block-button.tsx), loaded when the button is pointed at,
 * focused or pressed. A block touches almost every list (Discover, relationships, conversations,
 * trips, notifications), so every cached query is marked stale and each screen reloads when it is
 * next shown; the conversation list, which stays on screen in Messaging, reloads at once.
 */
export default function BlockConfirm({
  person,
  redirectTo,
  pending,
  setPending,
  close,
}: {
  person: { id: number; name: string };
  redirectTo: string;
  /** Held by the button's dialog, which does not close while the block is under way. */
  pending: boolean;
  setPending: (pending: boolean) => void;
  close: () => void;
}) {
  const router = useRouter();
  const queryClient = useQueryClient();

  async function block() {
    setPending(true);
    try {
      await api("POST /users/{id}/block", { params: { id: person.id } });
      toast.success(`You blocked ${person.name}. You can unblock them in Settings.`);
      await queryClient.invalidateQueries({ refetchType: "none" });
      void queryClient.invalidateQueries({ queryKey: messageKeys.conversations });
      router.push(redirectTo);
    } catch (error) {
      toast.error(`Failed to block ${person.name}: ${errorDetailOrMessage(error)}`);
    } finally {
      setPending(false);
      close();
    }
  }

  return (
    <DialogConfirmPanel title={`Block ${person.name}?`} description={BLOCK_EFFECT}>
      <DialogClose asChild>
        <Button variant="secondary" disabled={pending}>
          Cancel
        </Button>
      </DialogClose>
      <Button variant="danger" loading={pending} loadingText="Blocking..." onClick={() => void block()}>
        Block
      </Button>
    </DialogConfirmPanel>
  );
}
