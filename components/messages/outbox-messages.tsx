"use client";

import { Button } from "@/components/ui/button";
import { MessageBubble } from "./message-bubble";
import type { Outgoing } from "./use-outbox";

/**
 * The member's messages the server has not confirmed, below the thread's own (docs/product.md
 * §2.8): "Sending…" while under way; "Not sent" with Retry and Delete once a try failed. They are
 * sent again by themselves when the connection comes back.
 */
export function OutboxMessages({
  entries,
  onRetry,
  onDiscard,
}: {
  entries: readonly Outgoing[];
  onRetry: (clientId: string) => void;
  onDiscard: (clientId: string) => void;
}) {
  if (entries.length === 0) return null;
  return (
    <ol aria-label="Messages not sent yet" className="flex flex-col gap-2">
      {entries.map((entry) => (
        <MessageBubble
          key={entry.client_id}
          message={{ id: 0, content: entry.content, photo_url: entry.photo_url ?? null, created_at: entry.created_at }}
          own
          senderName="You"
          pending={
            <div className="-mt-1 flex flex-wrap items-center justify-end gap-2 pr-1 text-xs">
              {entry.state === "sending" ? (
                <span className="text-muted">Sending…</span>
              ) : (
                <>
                  <span aria-live="polite" className="font-semibold text-danger">
                    {entry.reason ? `Not sent: ${entry.reason}` : "Not sent"}
                  </span>
                  <Button size="sm" variant="secondary" onClick={() => onRetry(entry.client_id)}>
                    Retry
                  </Button>
                  <Button size="sm" variant="ghost" onClick={() => onDiscard(entry.client_id)}>
                    Delete
                  </Button>
                </>
              )}
            </div>
          }
        />
      ))}
    </ol>
  );
}
