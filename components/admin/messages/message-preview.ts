const PREVIEW_LENGTH = 60;

/** docs/product.md §2's truncated preview: the text cut at a word near 60 characters, '(no text)' when empty. */
export function contentPreview(content: string | null | undefined): string {
  const text = (content ?? "").replace(/\s+/g, " ").trim();
  if (!text) return "(no text)";
  if (text.length <= PREVIEW_LENGTH) return text;
  const cut = text.slice(0, PREVIEW_LENGTH);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > PREVIEW_LENGTH / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
