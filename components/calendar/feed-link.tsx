"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { api } from "@/components/data/api-client";
import { Alert } from "@/components/ui/alert";
import { Button, buttonClasses } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { errorDetail } from "@/components/ui/error-detail";
import { FEED_KEY, fetchFeedUrl } from "./queries";

/**
 * The private iCalendar feed of the member's plans and trips (docs/api.md §8). The link is made on
 * request, not on every visit; it can be copied, opened in the calendar app (webcal://) or
 * replaced, which stops the old link from working.
 */
export function FeedLink() {
  const [shown, setShown] = useState(false);
  const queryClient = useQueryClient();
  const feed = useQuery({
    queryKey: FEED_KEY,
    queryFn: fetchFeedUrl,
    enabled: shown,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const rotate = useMutation({
    mutationFn: () => api("POST /calendar/feed/rotate"),
    onSuccess: (data) => {
      queryClient.setQueryData(FEED_KEY, data);
      toast.success("New calendar link created. The old link no longer works.");
    },
    onError: (error) => toast.error(`Failed to reset the calendar link: ${errorDetail(error) ?? "please try again"}`),
  });

  async function copy(url: string) {
    try {
      if (!navigator.clipboard) throw new Error("Clipboard unavailable");
      await navigator.clipboard.writeText(url);
      toast.success("Link copied to clipboard!");
    } catch {
      toast.error("Failed to copy link");
    }
  }

  return (
    <section aria-labelledby="calendar-feed-title" className="flex flex-col gap-3">
      <h2 id="calendar-feed-title" className="text-lg font-semibold text-foreground">
        Subscribe to your trips
      </h2>
      <p className="text-sm text-muted">
        Add your Overlap travel plans and group trips to Apple Calendar, Google Calendar or Outlook with a private link.
        Keep it to yourself: anyone with the link can see your trips.
      </p>
      {!shown ? (
        <div>
          <Button variant="secondary" size="sm" onClick={() => setShown(true)}>
            Show my calendar link
          </Button>
        </div>
      ) : feed.isPending ? (
        <p className="text-sm text-muted" role="status">
          Loading your calendar link...
        </p>
      ) : feed.isError ? (
        <Alert tone="error">Failed to load your calendar link: {errorDetail(feed.error) ?? "please try again"}</Alert>
      ) : (
        <div className="flex flex-col gap-3">
          <label htmlFor="calendar-feed-url" className="text-sm font-medium text-foreground">
            Calendar link
          </label>
          <input
            id="calendar-feed-url"
            readOnly
            value={feed.data.feed_url}
            onFocus={(event) => event.currentTarget.select()}
            className="w-full rounded-lg border border-input-border bg-surface-muted px-3 py-2 font-mono text-sm text-foreground"
          />
          <div className="flex flex-wrap gap-2">
            <Button size="sm" onClick={() => void copy(feed.data.feed_url)}>
              Copy link
            </Button>
            <a
              href={feed.data.feed_url.replace(/^https?:/, "webcal:")}
              className={buttonClasses({ variant: "secondary", size: "sm" })}
            >
              Open in calendar app
            </a>
            <ConfirmDialog
              triggerLabel="Reset link"
              title="Reset calendar link"
              description="Calendars subscribed with the current link will stop receiving your trips. You will get a new link to subscribe with."
              confirmLabel="Reset link"
              pendingLabel="Resetting..."
              onConfirm={() => rotate.mutateAsync()}
            />
          </div>
        </div>
      )}
    </section>
  );
}
