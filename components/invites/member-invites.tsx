"use client";

import { FormattedDate } from "@/components/ui/formatted-date";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@/components/ui/link";
import { toast } from "@/components/ui/toast";
import { api } from "@/components/data/api-client";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { errorDetailOrMessage } from "@/components/ui/error-detail";
import { useHydrated } from "@/components/ui/use-hydrated";
import type { MemberInvite } from "@/lib/invites/contract";
import { MEMBER_INVITE_CAP, MEMBER_INVITE_DAYS } from "@/lib/invites/values";
import { copyInviteLink, inviteLink } from "./invite-link";
import { memberPath } from "@/components/public-profile/paths";
import { SectionQueryState } from "@/components/settings/section-states";

const memberInviteKeys = { mine: ["invites", "mine"] as const };

// A day is precise enough for a 30-day code; UTC and one locale keep the server's render and the browser's alike.

const fetchInvites = () => api("GET /invites");

/**
 * Settings' "Invite friends" (docs/product.md §2): create a single-use code, copy or share its link,
 * see who used each one and revoke those still waiting.
 */
export function MemberInvites({ initialInvites, canInvite }: { initialInvites?: MemberInvite[]; canInvite: boolean }) {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: memberInviteKeys.mine, queryFn: fetchInvites, initialData: initialInvites });
  const create = useMutation({
    mutationFn: () => api("POST /invites"),
    onSuccess: (invite) => toast.success(`Invite code ${invite.code} created`),
    onError: (error) => toast.error(`Failed to create an invite: ${errorDetailOrMessage(error)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: memberInviteKeys.mine }),
  });

  if (!canInvite) return <p className="text-muted">Inviting members is turned off for your account.</p>;
  if (query.isPending || query.isError) return <SectionQueryState query={query} what="your invites" />;

  const unused = query.data.filter((invite) => invite.status === "active").length;
  const atCap = unused >= MEMBER_INVITE_CAP;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col items-start gap-2">
        <Button
          loading={create.isPending}
          disabled={atCap}
          aria-describedby="invite-cap-note"
          onClick={() => create.mutate()}
        >
          Create invite code
        </Button>
        <p id="invite-cap-note" className="text-sm text-muted">
          {atCap
            ? `You have ${MEMBER_INVITE_CAP} unused invites: revoke one, or wait until one is used or expires, to create another.`
            : `Each code lets one person join and lasts ${MEMBER_INVITE_DAYS} days. You can have up to ${MEMBER_INVITE_CAP} unused at once (${unused} now).`}
        </p>
      </div>
      {query.data.length === 0 ? (
        <p className="text-muted">You haven&apos;t created any invite codes yet.</p>
      ) : (
        <ul aria-label="Your invite codes" className="flex flex-col divide-y divide-border">
          {query.data.map((invite) => (
            <InviteRow key={invite.id} invite={invite} />
          ))}
        </ul>
      )}
    </div>
  );
}

function InviteRow({ invite }: { invite: MemberInvite }) {
  const queryClient = useQueryClient();
  // Only a code that still lets someone in can be copied or shared; the others are history.
  const shareable = invite.status === "active";

  async function revoke() {
    try {
      await api("DELETE /invites/{id}", { params: { id: invite.id } });
    } catch (error) {
      toast.error(`Failed to revoke the invite: ${errorDetailOrMessage(error)}`);
      throw error;
    } finally {
      void queryClient.invalidateQueries({ queryKey: memberInviteKeys.mine });
    }
    toast.success(`Invite code ${invite.code} revoked`);
  }

  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex flex-col gap-1">
        <p className="flex items-center gap-2">
          <span className="font-mono font-semibold text-foreground">{invite.code}</span>
          <MemberInviteStatus invite={invite} />
        </p>
        <p className="text-sm text-muted">
          {invite.status === "used" && invite.used_by ? (
            <>
              Used by{" "}
              <Link
                className="font-semibold text-link underline-offset-4 hover:underline"
                href={memberPath(invite.used_by.id)}
              >
                {invite.used_by.name}
              </Link>
            </>
          ) : (
            <>
              {invite.status === "expired" ? "Expired " : "Expires "}
              <FormattedDate value={invite.expires_at} />
            </>
          )}
        </p>
      </div>
      {shareable && (
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={() => void copyInviteLink(invite.code)}>
            Copy link<span className="sr-only"> for {invite.code}</span>
          </Button>
          <ShareButton code={invite.code} />
          <ConfirmDialog
            triggerLabel={
              <>
                Revoke<span className="sr-only"> {invite.code}</span>
              </>
            }
            triggerVariant="danger"
            triggerSize="sm"
            title="Revoke invite code?"
            description={`Invite code ${invite.code} will stop working. It stays in your list.`}
            confirmLabel="Revoke"
            pendingLabel="Revoking..."
            onConfirm={revoke}
          />
        </div>
      )}
    </li>
  );
}

/** The Web Share API where the browser has one (phones mostly); nothing otherwise. */
function ShareButton({ code }: { code: string }) {
  // Known only in the browser: the server's render, and hydration's, leave the button out.
  const hydrated = useHydrated();
  if (!hydrated || typeof navigator.share !== "function") return null;

  async function share() {
    try {
      await navigator.share({
        title: "Join me on Overlap",
        text: `Use my invite code ${code} to join Overlap.`,
        url: inviteLink(code),
      });
    } catch (error) {
      // Closing the share sheet is not a failure.
      if (error instanceof DOMException && error.name === "AbortError") return;
      toast.error("Failed to share the invite");
    }
  }

  return (
    <Button variant="secondary" size="sm" onClick={() => void share()}>
      Share<span className="sr-only"> {code}</span>
    </Button>
  );
}

function MemberInviteStatus({ invite }: { invite: MemberInvite }) {
  if (invite.status === "active") return <Badge tone="success">Unused</Badge>;
  if (invite.status === "used") return <Badge tone="accent">Used</Badge>;
  if (invite.status === "expired") return <Badge tone="warning">Expired</Badge>;
  return <Badge tone="neutral">Revoked</Badge>;
}
