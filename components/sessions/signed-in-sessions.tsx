"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { api } from "@/components/data/api-client";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { errorDetailOrMessage } from "@/components/ui/error-detail";
import { LocalTime } from "@/components/ui/local-time";
import { describeDevice } from "@/lib/sessions/device";
import type { Session } from "@/lib/sessions/contract";
import { SectionQueryState } from "@/components/settings/section-states";

const sessionKeys = { mine: ["users", "me", "sessions"] as const };

const fetchSessions = () => api("GET /users/me/sessions");

/** Settings' "Where you're signed in": the member's sessions, each but this one with Sign out. */
export function SignedInSessions({ initialSessions }: { initialSessions?: Session[] }) {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: sessionKeys.mine, queryFn: fetchSessions, initialData: initialSessions });

  if (query.isPending || query.isError) return <SectionQueryState query={query} what="your sessions" />;
  if (query.data.length === 0) return <p className="text-muted">You aren&apos;t signed in anywhere else.</p>;

  const others = query.data.filter((session) => !session.current);

  async function signOutOthers() {
    try {
      await api("POST /auth/logout-others");
    } catch (error) {
      toast.error(`Failed to sign out your other sessions: ${errorDetailOrMessage(error)}`);
      throw error;
    } finally {
      void queryClient.invalidateQueries({ queryKey: sessionKeys.mine });
    }
    toast.success(others.length === 1 ? "Signed out 1 other session" : `Signed out ${others.length} other sessions`);
  }

  return (
    <div className="flex flex-col gap-4">
      <ul aria-label="Sessions" className="flex flex-col divide-y divide-border">
        {query.data.map((session) => (
          <SessionRow key={session.id} session={session} />
        ))}
      </ul>
      {others.length > 0 ? (
        <ConfirmDialog
          triggerLabel="Sign out everywhere else"
          triggerClassName="self-start"
          title="Sign out everywhere else?"
          description={`Every other browser and app signed in to your account (${others.length}) will need your password again. This device stays signed in.`}
          confirmLabel="Sign out everywhere else"
          pendingLabel="Signing out..."
          onConfirm={signOutOthers}
        />
      ) : (
        <p className="text-sm text-muted">You aren&apos;t signed in anywhere else.</p>
      )}
    </div>
  );
}

function SessionRow({ session }: { session: Session }) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const device = describeDevice(session.user_agent);

  async function signOut() {
    setPending(true);
    try {
      await api("DELETE /users/me/sessions/{id}", { params: { id: session.id } });
      toast.success(`Signed out ${device}`);
    } catch (error) {
      toast.error(`Failed to sign out ${device}: ${errorDetailOrMessage(error)}`);
    } finally {
      // Ended here or already gone elsewhere: either way the list is out of date.
      await queryClient.invalidateQueries({ queryKey: sessionKeys.mine });
      setPending(false);
    }
  }

  return (
    <li className="flex flex-wrap items-center gap-3 py-3" aria-current={session.current ? "true" : undefined}>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-medium text-foreground">
          <span className="truncate" title={session.user_agent ?? undefined}>
            {device}
          </span>
          {session.current && (
            // Not <Badge>: its capitalize would read "This Device".
            <span className="inline-flex items-center rounded-full border border-success/40 bg-success-soft px-2.5 py-0.5 text-xs font-semibold text-success">
              This device
            </span>
          )}
        </p>
        <p className="text-sm text-muted">
          Signed in <LocalTime value={session.created_at} style="message" /> ·{" "}
          {/* last_used_at is only written every few minutes: this device is simply active now. */}
          {session.current ? (
            "Active now"
          ) : (
            <>
              Last active <LocalTime value={session.last_used_at} style="relative" />
            </>
          )}
        </p>
      </div>
      {!session.current && (
        <Button
          variant="secondary"
          size="sm"
          loading={pending}
          loadingText="Signing out..."
          onClick={() => void signOut()}
        >
          Sign out<span className="sr-only"> {device}</span>
        </Button>
      )}
    </li>
  );
}
