/**
 * Lists that a page pages by its address (`?shown=48`), so `Show more` is a plain link
 * (components/ui/show-more-link.tsx) and a reload or a shared link shows as many again.
 */
type SearchParams = Record<string, string | string[] | undefined>;

/** How many of a list to show: a page, or as many as the address asks for, at most `max`. */
export function readShown(params: SearchParams, key: string, pageSize: number, max: number): number {
  const raw = params[key];
  const shown = Number(Array.isArray(raw) ? raw[0] : raw);
  return Number.isInteger(shown) && shown > pageSize ? Math.min(shown, max) : pageSize;
}

/** The address `path` with `key` set to `value` and every other parameter of `params` kept. */
export function addressWith(path: string, params: SearchParams, key: string, value: number): string {
  const query = new URLSearchParams();
  for (const [name, given] of Object.entries(params)) {
    if (name === key || given === undefined) continue;
    for (const each of Array.isArray(given) ? given : [given]) query.append(name, each);
  }
  query.set(key, String(value));
  return `${path}?${query}`;
}
