import type { ReactNode } from "react";
import { Photo } from "@/components/ui/photo";
import { cn } from "@/components/ui/cn";
import { LocalTime } from "@/components/ui/local-time";
import { photoSrc } from "@/components/profile/avatar";
import type { Message } from "@/lib/conversations/contract";
import { LinkedText } from "./linked-text";

/** What a bubble shows: a conversation's message, or a trip chat's (no read state, many senders). */
type ShownMessage = Pick<Message, "id" | "content" | "photo_url" | "created_at"> & { is_read?: boolean };

/**
 * One message. The member's own sit on the right in the primary colour; the others' sit on the
 * left on a muted surface. Both pairs are the theme tokens checked for AA contrast. Screen readers
 * hear who wrote each one first; in a group (`showSender`) everyone sees the name above the
 * others' messages. Addresses in the text are links (./linked-text.tsx). A thread with read state
 * puts one word under one message (`status`): "Read" under the latest the other person has read,
 * or "Sent" under the latest when it is not read yet.
 */
export function MessageBubble({
  message,
  own,
  senderName,
  startsUnread = false,
  showSender = false,
  status,
  pending,
}: {
  message: ShownMessage;
  own: boolean;
  senderName: string;
  /** The first message that was unread when the thread opened: a divider marks where reading resumes. */
  startsUnread?: boolean;
  showSender?: boolean;
  /** The one read-state word of the thread, under this message. */
  status?: "Read" | "Sent";
  /** Not confirmed by the server yet (the outbox): what to show instead of the time, and how to act on it. */
  pending?: ReactNode;
}) {
  const photo = message.photo_url ? photoSrc(message.photo_url) : null;
  return (
    <li
      data-message-id={message.id}
      data-unread-incoming={!own && message.is_read === false ? "" : undefined}
      data-pending={pending ? "" : undefined}
      className="flex flex-col gap-2"
    >
      {startsUnread && (
        <div className="flex items-center gap-3 py-1 text-xs font-semibold text-link">
          <span aria-hidden="true" className="h-px flex-1 bg-link/40" />
          Unread messages
          <span aria-hidden="true" className="h-px flex-1 bg-link/40" />
        </div>
      )}
      <div className={cn("flex", own ? "justify-end pl-10 sm:pl-16" : "justify-start pr-10 sm:pr-16")}>
        <div
          className={cn(
            "flex max-w-full min-w-0 flex-col gap-1 rounded-2xl px-3 py-2 shadow-sm",
            own
              ? "rounded-br-md bg-primary text-primary-contrast"
              : "rounded-bl-md border border-border bg-surface-muted text-foreground",
            pending ? "opacity-80" : undefined,
          )}
        >
          {showSender && !own ? (
            <span className="text-xs font-semibold text-muted">
              {senderName}
              <span className="sr-only">:</span>
            </span>
          ) : (
            <span className="sr-only">{own ? "You" : senderName}:</span>
          )}
          {/* A fixed 4:3 frame, so a picture that loads late never shifts the thread; the link opens it whole. */}
          {photo && (
            <a href={photo} target="_blank" rel="noreferrer" className="block overflow-hidden rounded-xl">
              <Photo
                src={photo}
                alt={`Photo from ${own ? "you" : senderName}`}
                width={288}
                height={216}
                className="aspect-[4/3] w-72 max-w-full bg-surface object-cover"
              />
            </a>
          )}
          {message.content && (
            <p className="text-[0.9375rem] leading-snug break-words whitespace-pre-wrap">
              <LinkedText content={message.content} />
            </p>
          )}
          {!pending && (
            <p
              className={cn("flex items-center gap-1.5 self-end text-xs", own ? "text-primary-contrast" : "text-muted")}
            >
              <LocalTime value={message.created_at} style="message" />
            </p>
          )}
        </div>
      </div>
      {pending}
      {status && <p className="-mt-1 pr-1 text-right text-xs text-muted">{status}</p>}
    </li>
  );
}
