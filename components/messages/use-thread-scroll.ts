"use client";

import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import type { Message } from "@/lib/conversations/contract";

/** Within this distance of the end, the reader counts as "at the bottom". */
const NEAR_BOTTOM_PX = 48;
/** Room left above the first unread message when a thread opens there. */
const UNREAD_OFFSET_PX = 12;

const prefersReducedMotion = () => window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/**
 * Keeps the thread where the reader is. It opens at the end, or at the first unread message when
 * there is more unread than fits, so the reader reads on downwards. New messages pull the view
 * down only when the reader was already at the bottom (or sent the message); otherwise a
 * "New messages" pill offers the jump. Older messages loaded above leave the view in place.
 */
export function useThreadScroll(messages: readonly Pick<Message, "id" | "sender_id">[], viewerId: number) {
  const scrollerRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const atBottomRef = useRef(true);
  const [atBottom, setAtBottom] = useState(true);
  const [showPill, setShowPill] = useState(false);

  const newest = messages[messages.length - 1];
  const firstId = messages[0]?.id;
  const newestId = newest?.id;

  // A message arrived below while the reader was scrolled up: offer the pill (derived during
  // render from the previous newest id, as React's docs suggest, rather than in an effect).
  const [trackedNewest, setTrackedNewest] = useState(newestId);
  if (newestId !== trackedNewest) {
    setTrackedNewest(newestId);
    if (
      !atBottom &&
      newest &&
      newest.sender_id !== viewerId &&
      (trackedNewest === undefined || newest.id > trackedNewest)
    )
      setShowPill(true);
  }

  const scrollToBottom = useCallback((smooth = false) => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    scroller.scrollTo({ top: scroller.scrollHeight, behavior: smooth && !prefersReducedMotion() ? "smooth" : "auto" });
  }, []);

  const onScroll = useCallback(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const bottom = scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight <= NEAR_BOTTOM_PX;
    atBottomRef.current = bottom;
    setAtBottom(bottom);
    if (bottom) setShowPill(false);
  }, []);

  // Called just before older messages are merged in, to keep the visible ones in place.
  const restore = useRef<{ height: number; top: number } | null>(null);
  const keepPositionForOlder = useCallback(() => {
    const scroller = scrollerRef.current;
    if (scroller) restore.current = { height: scroller.scrollHeight, top: scroller.scrollTop };
  }, []);

  const previous = useRef<{ firstId?: number; newestId?: number } | null>(null);
  useLayoutEffect(() => {
    const scroller = scrollerRef.current;
    const before = previous.current;
    previous.current = { firstId, newestId };
    if (!scroller) return;
    if (!before) {
      // Opening: at the first unread message when the unread ones do not all fit, else at the end.
      const firstUnread = scroller.querySelector<HTMLElement>("[data-unread-incoming]");
      const bottom = scroller.scrollHeight - scroller.clientHeight;
      const unreadTop = firstUnread
        ? scroller.scrollTop +
          firstUnread.getBoundingClientRect().top -
          scroller.getBoundingClientRect().top -
          UNREAD_OFFSET_PX
        : bottom;
      scroller.scrollTop = Math.min(Math.max(unreadTop, 0), bottom);
      atBottomRef.current = unreadTop >= bottom;
      return;
    }
    if (firstId !== before.firstId && restore.current) {
      scroller.scrollTop = restore.current.top + (scroller.scrollHeight - restore.current.height);
      restore.current = null;
    }
    if (newestId !== before.newestId && newest && (atBottomRef.current || newest.sender_id === viewerId)) {
      scroller.scrollTop = scroller.scrollHeight;
      atBottomRef.current = true;
    }
  }, [firstId, newestId, newest, viewerId]);

  // Photos finish loading and the composer grows after the fact: stay pinned if pinned.
  useEffect(() => {
    const scroller = scrollerRef.current;
    const content = contentRef.current;
    if (!scroller || !content || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => {
      if (atBottomRef.current) scroller.scrollTop = scroller.scrollHeight;
    });
    observer.observe(scroller);
    observer.observe(content);
    return () => observer.disconnect();
  }, []);

  return { scrollerRef, contentRef, onScroll, showPill, scrollToBottom, keepPositionForOlder };
}
