"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, type AnchorHTMLAttributes, type MouseEvent } from "react";

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  href: string;
  /** `false`: never fetch the page ahead; otherwise it is fetched when the link nears the screen or is pointed at. */
  prefetch?: boolean;
  /** Replace the history entry instead of adding one. */
  replace?: boolean;
  /** `false`: keep the scroll position. */
  scroll?: boolean;
};

/** One observer for every link on the page; each link's prefetch runs once, when it first comes near the screen. */
let observer: IntersectionObserver | undefined;
const onSeen = new WeakMap<Element, () => void>();

function observe(element: HTMLAnchorElement, prefetch: () => void): () => void {
  if (typeof IntersectionObserver === "undefined") return () => {};
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        onSeen.get(entry.target)?.();
        observer!.unobserve(entry.target);
      }
    },
    { rootMargin: "200px" },
  );
  onSeen.set(element, prefetch);
  observer.observe(element);
  return () => {
    observer!.unobserve(element);
    onSeen.delete(element);
  };
}

function isSameOrigin(href: string): boolean {
  try {
    return new URL(href, window.location.href).origin === window.location.origin;
  } catch {
    return false;
  }
}

/**
 * The member area's link: an `<a>` that moves between screens through the app router (the shell,
 * its caches and the live stream stay), and fetches the next screen ahead as next/link does (when
 * near the screen, and again when pointed at or touched), in a tenth of next/link's client code
 * (docs/decisions/021-first-load-weight.md). A modified click (new tab, download) or another
 * site is left to the browser.
 */
export function Link({
  href,
  prefetch,
  replace = false,
  scroll = true,
  onClick,
  onMouseEnter,
  onTouchStart,
  ...rest
}: LinkProps) {
  const router = useRouter();
  const anchor = useRef<HTMLAnchorElement | null>(null);
  const prefetchEnabled = prefetch !== false && process.env.NODE_ENV === "production";

  const prefetchNow = () => {
    if (!prefetchEnabled || !isSameOrigin(href)) return;
    try {
      router.prefetch(href);
    } catch (error) {
      console.error("Could not fetch a page ahead", error);
    }
  };

  useEffect(() => {
    const element = anchor.current;
    if (!element || !prefetchEnabled || !isSameOrigin(href)) return;
    return observe(element, () => router.prefetch(href));
  }, [href, prefetchEnabled, router]);

  function click(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (event.defaultPrevented) return;
    const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0;
    const target = event.currentTarget.getAttribute("target");
    if (modified || (target && target !== "_self") || event.currentTarget.hasAttribute("download")) return;
    if (!isSameOrigin(href)) return;
    event.preventDefault();
    if (replace) router.replace(href, { scroll });
    else router.push(href, { scroll });
  }

  return (
    <a
      {...rest}
      href={href}
      ref={anchor}
      onClick={click}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        prefetchNow();
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event);
        prefetchNow();
      }}
    />
  );
}
