/**
 * Lists that a page pages by its address (`?shown=48`), so `Show more` is a plain link
 * (components/ui/show-more-link.tsx) and a reload or a shared link shows as many again.
 */
type SearchParams = Record<string, string | string[] | undefined>;

/** One such list: its page's path, its parameter, how many a page adds, and the most it shows. */
export type AddressPaging = { path: string; key: string; pageSize: number; max: number };

/** How many of the list to show: a page, or as many as the address asks for, at most `max`. */
export function readShown(params: SearchParams, paging: AddressPaging): number {
  const raw = params[paging.key];
  const shown = Number(Array.isArray(raw) ? raw[0] : raw);
  return Number.isInteger(shown) && shown > paging.pageSize ? Math.min(shown, paging.max) : paging.pageSize;
}

/**
 * The address that shows a page more (every other parameter kept), or none when the list has no
 * more or already shows `max`: then the page says it stops there.
 */
export function moreAddress(
  params: SearchParams,
  paging: AddressPaging,
  shown: number,
  hasMore: boolean,
): string | undefined {
  if (!hasMore || shown >= paging.max) return undefined;
  const query = new URLSearchParams();
  for (const [name, given] of Object.entries(params)) {
    if (name === paging.key || given === undefined) continue;
    for (const each of Array.isArray(given) ? given : [given]) query.append(name, each);
  }
  query.set(paging.key, String(Math.min(shown + paging.pageSize, paging.max)));
  return `${paging.path}?${query}`;
}
