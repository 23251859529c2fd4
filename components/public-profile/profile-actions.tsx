"use client";

import { api } from "@/components/data/api-client";
import { AnswerRequestButtons } from "@/components/relationships/answer-request-buttons";
import { InviteToTripDialog } from "@/components/relationships/invite-to-trip-dialog";
import { usePairingMutation } from "@/components/relationships/use-pairing-mutation";
import { Button } from "@/components/ui/button";
import { errorDetail, errorDetailOrMessage } from "@/components/ui/error-detail";
import { toast } from "@/components/ui/toast";
import type { CreatePairingBody, PairingResponse } from "@/lib/pairings/contract";
import type { MemberProfile } from "./member-profile-view";

type ConnectAction = CreatePairingBody["action"];

/**
 * The one action that fits another member (docs/api.md §3.2, docs/product.md §2.9):
 * connect while nothing is between the two (the kinds `available_actions` offers), answer the
 * request they sent, or message and invite to a trip once connected. A sent request or a pass
 * offers nothing here. Each change reloads the page from the server.
 */
export function ProfileActions({ profile }: { profile: MemberProfile }) {
  const relationship = profile.relationship;
  if (!relationship) return <ConnectButtons profile={profile} />;
  if (relationship.status === "pending" && !relationship.requested_by_me) {
    return (
      <AnswerRequestButtons pairingId={relationship.pairing_id} isMatch={relationship.relationship_type === "match"} />
    );
  }
  if (relationship.status === "accepted" && relationship.relationship_type !== "pass") {
    return (
      <>
        <MessageButton pairingId={relationship.pairing_id} />
        {profile.invitable_trips.length > 0 && (
          <InviteToTripDialog person={{ id: profile.id, name: profile.name }} trips={profile.invitable_trips} />
        )}
      </>
    );
  }
  return null;
}

function announce(pairing: PairingResponse, action: ConnectAction, name: string) {
  if (pairing.status === "accepted") {
    toast.success(
      pairing.relationship_type === "match"
        ? `It's a match! You and ${name} matched.`
        : `You and ${name} are now friends!`,
    );
    return;
  }
  toast.success(action === "match" ? "Match request sent!" : "Friend request sent!");
}

function ConnectButtons({ profile }: { profile: MemberProfile }) {
  const connect = usePairingMutation({
    mutationFn: (action: ConnectAction) =>
      api("POST /pairings", {
        body: { target_user_id: profile.id, action } satisfies CreatePairingBody,
      }),
    onSuccess: (pairing, action) => announce(pairing, action, profile.name),
    onError: (error) => toast.error(errorDetail(error) ?? "Failed to create pairing"),
  });
  const offered: { action: ConnectAction; label: string }[] = [];
  if (profile.available_actions.includes("match")) offered.push({ action: "match", label: "Connect as match" });
  if (profile.available_actions.includes("befriend")) offered.push({ action: "friend", label: "Connect as friend" });
  if (offered.length === 0) {
    return (
      <p className="text-sm text-muted">Your profiles do not fit for a match or a friendship with {profile.name}.</p>
    );
  }
  return offered.map(({ action, label }, index) => (
    <Button
      key={action}
      size="sm"
      variant={index === 0 ? "primary" : "secondary"}
      disabled={connect.busy}
      loading={connect.busy && connect.variables === action}
      onClick={() => connect.mutate(action)}
    >
      {label}
    </Button>
  ));
}

function MessageButton({ pairingId }: { pairingId: number }) {
  const message = usePairingMutation({
    mutationFn: () => api("POST /matches/from-pairing/{id}", { params: { id: pairingId } }),
    onError: (error) => toast.error(`Failed to start conversation: ${errorDetailOrMessage(error)}`),
    navigate: (router, conversation) => router.push(`/app/messages/${conversation.id}`),
  });
  return (
    <Button size="sm" loading={message.busy} onClick={() => message.mutate(undefined)}>
      Message
    </Button>
  );
}
