"use client";

import { useRouter } from "next/navigation";
import { useEffect, useTransition, type MouseEvent, type ReactNode } from "react";
import { buttonClasses } from "./button-classes";
import { Spinner } from "./spinner";

/**
 * The items listed in a container when its member asked for more. Module state, not a ref: the
 * longer list is a new address, for which the router mounts the page's components afresh.
 */
let pending: { containerId: string; before: ReadonlySet<string>; at: number } | null = null;

/** A longer list that brought nothing new (the list changed meanwhile) must not steal focus later. */
const PENDING_FOR_MS = 10_000;

const itemsOf = (containerId: string) => [
  ...(document.getElementById(containerId)?.querySelectorAll<HTMLElement>("[data-item]") ?? []),
];

/**
 * `Show more …` under a list paged by its address (`?shown=48`): a link, so it works before the
 * page's script runs and can be shared; once the script runs it loads the longer list in place and
 * moves focus to the first item it added (the items are the `data-item` elements inside
 * `containerId`; focus goes to the item's focusable heading, else its first link or button).
 * Rendered with no `href` once there is no more to show, so the focus still moves to what came.
 */
export function ShowMoreLink({
  containerId,
  href,
  children,
}: {
  containerId: string;
  href?: string;
  children: ReactNode;
}) {
  const router = useRouter();
  const [loading, startLoading] = useTransition();

  useEffect(() => {
    if (pending?.containerId !== containerId) return;
    if (Date.now() - pending.at > PENDING_FOR_MS) {
      pending = null;
      return;
    }
    const { before } = pending;
    const added = itemsOf(containerId).find((item) => !before.has(item.dataset.item ?? ""));
    if (!added) return;
    pending = null;
    (added.querySelector<HTMLElement>('[tabindex="-1"], a[href], button') ?? added).focus();
  });

  if (!href) return null;

  function showMore(event: MouseEvent<HTMLAnchorElement>, to: string) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    if (loading) return;
    pending = {
      containerId,
      before: new Set(itemsOf(containerId).map((item) => item.dataset.item ?? "")),
      at: Date.now(),
    };
    startLoading(() => router.push(to, { scroll: false }));
  }

  return (
    <div className="flex justify-center">
      <a
        href={href}
        onClick={(event) => showMore(event, href)}
        aria-disabled={loading || undefined}
        className={buttonClasses({ variant: "secondary" })}
      >
        {loading && <Spinner />}
        {children}
      </a>
    </div>
  );
}
