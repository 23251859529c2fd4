/**
 * The one normalisation for city names, used when loading and when searching, so that
 * "São Paulo", "sao paulo" and "SAO-PAULO" meet: accents stripped, lower case, Latin ligatures
 * spelled out, anything that is not a letter or digit turned into one space.
 */
const SPELLED_OUT: Record<string, string> = { ß: "ss", æ: "ae", œ: "oe", ø: "o", ł: "l", đ: "d", ð: "d", þ: "th", ı: "i" };

export function normalizeCityName(raw: string): string {
  return raw
    .toLowerCase()
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .replace(/[ßæœøłđðþı]/g, (char) => SPELLED_OUT[char] ?? char)
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** Latin-script names only: the search box is typed in Latin letters. */
export function isLatinSearchable(normalized: string): boolean {
  return normalized.length > 0 && /^[a-z0-9 ]+$/.test(normalized);
}
