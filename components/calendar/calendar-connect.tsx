"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@/components/ui/link";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { toast } from "@/components/ui/toast";
import { api } from "@/components/data/api-client";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button, buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { errorDetail } from "@/components/ui/error-detail";
import { LastSync } from "./last-sync";
import { EVENTS_KEY, fetchStatus, STATUS_KEY, STATUS_POLL_MS, type CalendarStatus, type ImportResult } from "./queries";
import { SyncResult, ViewPlansDialog } from "./sync-result";

const CONNECT_FAILED = "Failed to connect calendar. Please try again.";
const DISCONNECT_FAILED = "Failed to disconnect calendar. Please try again.";
const SYNC_FAILED = "Failed to sync calendar. Please try again.";

type Props = {
  initialStatus: CalendarStatus;
  /** Whether this server has Google credentials; without them only .ics files work. */
  configured: boolean;
  /** What Google's redirect brought back: ?success=true, or ?error=<reason> from the callback. */
  returned: "success" | "error" | null;
};

/** The Connect screen's Google Calendar card (docs/product.md §2): status, last sync, Sync Now, Disconnect. */
export function CalendarConnect({ initialStatus, configured, returned }: Props) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [result, setResult] = useState<ImportResult | null>(null);
  const [askToView, setAskToView] = useState(false);
  const status = useQuery({
    queryKey: STATUS_KEY,
    queryFn: fetchStatus,
    initialData: initialStatus,
    refetchInterval: STATUS_POLL_MS,
  });
  const current = status.data;

  // Back from Google: refresh the status, say how it went, and clear the query (docs/product.md §2).
  const handled = useRef(false);
  useEffect(() => {
    if (!returned || handled.current) return;
    handled.current = true;
    if (returned === "success") {
      void queryClient.invalidateQueries({ queryKey: STATUS_KEY });
      toast.success("Google Calendar connected");
    } else {
      toast.error(CONNECT_FAILED);
    }
    router.replace("/app/calendar/connect", { scroll: false });
  }, [returned, queryClient, router]);

  const connect = useMutation({
    mutationFn: () => api("GET /calendar/auth-url"),
    onSuccess: ({ auth_url }) => window.location.assign(auth_url),
    onError: () => toast.error(CONNECT_FAILED),
  });

  const sync = useMutation({
    mutationFn: () => api("POST /calendar/sync"),
    onMutate: () => {
      setResult(null);
      queryClient.setQueryData<CalendarStatus>(STATUS_KEY, (old) => (old ? { ...old, sync_status: "syncing" } : old));
    },
    onSuccess: (data) => {
      setResult(data);
      if (data.plans_created > 0) setAskToView(true);
      else toast.info(data.message);
    },
    onError: (error) => toast.error(errorDetail(error) ?? SYNC_FAILED),
    onSettled: () => queryClient.invalidateQueries({ queryKey: STATUS_KEY }),
  });

  const disconnect = useMutation({
    mutationFn: () => api("DELETE /calendar/disconnect"),
    onSuccess: () => {
      setResult(null);
      queryClient.setQueryData<CalendarStatus>(STATUS_KEY, {
        connected: false,
        enabled: false,
        last_sync: null,
        sync_status: "idle",
      });
      void queryClient.invalidateQueries({ queryKey: EVENTS_KEY });
      toast.success("Calendar disconnected");
    },
    onError: () => toast.error(DISCONNECT_FAILED),
  });

  const syncing = current.sync_status === "syncing" || sync.isPending;

  return (
    <Card className="flex flex-col gap-5 p-5 sm:p-6">
      <section aria-labelledby="google-calendar-title" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="google-calendar-title" className="text-lg font-semibold text-foreground">
            Google Calendar
          </h2>
          {current.connected ? (
            <Badge tone="success">Connected</Badge>
          ) : (
            <Badge className="normal-case!">Not connected</Badge>
          )}
        </div>

        {!configured && !current.connected ? (
          <Alert tone="info">
            Calendar import is not set up on this server, so Google Calendar cannot be connected here. You can still
            import an .ics file exported from any calendar on the{" "}
            <Link href="/app/calendar/import" className="font-semibold text-link underline">
              Import page
            </Link>
            .
          </Alert>
        ) : (
          <>
            <dl className="grid gap-3 text-sm sm:grid-cols-3">
              <div>
                <dt className="text-muted">Connection</dt>
                <dd className="font-medium text-foreground">
                  {current.connected
                    ? current.enabled
                      ? "Connected, syncing daily"
                      : "Connected, daily sync paused"
                    : "Not connected"}
                </dd>
              </div>
              <div>
                <dt className="text-muted">Last sync</dt>
                <dd className="font-medium text-foreground">
                  <LastSync value={current.last_sync} />
                </dd>
              </div>
              <div>
                <dt className="text-muted">Sync status</dt>
                <dd>
                  <SyncStatusBadge status={current.sync_status} />
                </dd>
              </div>
            </dl>

            {current.connected && current.sync_status === "error" && current.sync_error && (
              <Alert tone="error">{current.sync_error}</Alert>
            )}

            <p className="text-sm text-muted">
              {current.connected
                ? "Your calendar is synced once a day: upcoming events that look like travel (flights, hotels, trips…) become solo travel plans automatically. Sync now to do it right away."
                : "Connect your Google Calendar to turn upcoming flights, hotel stays and trips into travel plans. It is then synced once a day; Overlap only reads your events."}
            </p>

            <div className="flex flex-wrap gap-2">
              {current.connected ? (
                <>
                  <Button onClick={() => sync.mutate()} disabled={syncing} loading={syncing} loadingText="Syncing...">
                    Sync Now
                  </Button>
                  <Link href="/app/calendar/import" className={buttonClasses({ variant: "secondary" })}>
                    Choose events to import
                  </Link>
                  <ConfirmDialog
                    triggerLabel="Disconnect"
                    triggerSize="md"
                    title="Disconnect calendar"
                    description="Are you sure you want to disconnect your calendar? Overlap will stop syncing it and forget its access. Plans already imported stay."
                    confirmLabel="Disconnect"
                    pendingLabel="Disconnecting..."
                    onConfirm={() => disconnect.mutateAsync()}
                  />
                </>
              ) : (
                <Button
                  onClick={() => connect.mutate()}
                  loading={connect.isPending || connect.isSuccess}
                  loadingText="Opening Google..."
                >
                  Connect Google Calendar
                </Button>
              )}
            </div>
          </>
        )}
      </section>

      {result && <SyncResult result={result} />}
      <ViewPlansDialog open={askToView} onOpenChange={setAskToView} result={result} />
    </Card>
  );
}

function SyncStatusBadge({ status }: { status: CalendarStatus["sync_status"] }) {
  if (status === "syncing") return <Badge tone="warning">Syncing</Badge>;
  if (status === "error") return <Badge tone="danger">Error</Badge>;
  return <Badge>Idle</Badge>;
}
