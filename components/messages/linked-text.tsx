import { Fragment } from "react";

/**
 * Web addresses as people write them in a message: `https://…`, `http://…` or `www.…`. What comes
 * after stops at a space or at characters that cannot end an address in running text.
 */
const ADDRESS = /\b(?:https?:\/\/|www\.)[^\s<>"'`]+/gi;
/** Punctuation that ends the sentence rather than the address ("see https://x.org."). */
const TRAILING = /[.,;:!?)\]}'"»]+$/;

export type TextPart = { text: string } | { text: string; href: string };

/**
 * A message's text cut into plain runs and links (docs/product.md §2.8). Only http and https
 * addresses become links, checked by the URL parser (never `javascript:` or `data:`); everything
 * is text for React to escape, never HTML.
 */
export function linkParts(content: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of content.matchAll(ADDRESS)) {
    const found = match[0];
    let text = found.replace(TRAILING, "");
    // A closing bracket the address itself opened stays: https://en.wikipedia.org/wiki/Lisbon_(city)
    if (found[text.length] === ")" && count(text, "(") > count(text, ")")) text += ")";
    const href = safeHref(text);
    if (!href) continue;
    const start = match.index!;
    if (start > last) parts.push({ text: content.slice(last, start) });
    parts.push({ text, href });
    last = start + text.length;
  }
  if (last < content.length) parts.push({ text: content.slice(last) });
  return parts;
}

const count = (text: string, character: string) => text.split(character).length - 1;

function safeHref(text: string): string | null {
  try {
    const url = new URL(/^www\./i.test(text) ? `https://${text}` : text);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    if (!url.hostname.includes(".")) return null;
    return url.href;
  } catch {
    return null;
  }
}

/** The text with its addresses as links that open in a new tab and pass nothing to the site. */
export function LinkedText({ content }: { content: string }) {
  return linkParts(content).map((part, index) =>
    "href" in part ? (
      <a
        key={index}
        href={part.href}
        target="_blank"
        rel="noopener noreferrer nofollow"
        className="break-all underline underline-offset-2"
      >
        {part.text}
      </a>
    ) : (
      <Fragment key={index}>{part.text}</Fragment>
    ),
  );
}
