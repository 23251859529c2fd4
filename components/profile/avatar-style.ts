/**
 * A member without a photo: their initials on a colour of their own (docs/product.md §2.9). The
 * colour comes from the member's id, so it stays the same on every screen and after a rename; the
 * initials from the name. Each colour carries white text at a contrast of at least 4.5:1 (WCAG AA
 * for text), and the avatar paints its own background, so it reads the same in all four themes.
 */
export const AVATAR_COLOURS = [
  "#b91c1c", // red
  "#c2410c", // orange
  "#a16207", // amber
  "#4d7c0f", // lime
  "#15803d", // green
  "#0f766e", // teal
  "#0369a1", // sky
  "#1d4ed8", // blue
  "#6d28d9", // violet
  "#a21caf", // fuchsia
  "#be185d", // pink
  "#475569", // slate
] as const;
export const AVATAR_TEXT = "#ffffff";

export function avatarColour(memberId: number): string {
  return AVATAR_COLOURS[Math.abs(Math.trunc(memberId)) % AVATAR_COLOURS.length]!;
}

/** "Ana Lopez" → "AL", "ana maria lopez" → "AL", "Zoë" → "Z", "Ana 2" → "A", "" → "?"; whole characters, not halves. */
export function avatarInitials(name: string): string {
  const all = name.trim().split(/\s+/);
  // Words with letters first ("Ana 2" is "A"); a name of digits alone still gets its first.
  const lettered = all.filter((word) => /\p{L}/u.test(word));
  const words = lettered.length > 0 ? lettered : all.filter((word) => /\p{N}/u.test(word));
  const first = (word: string | undefined) => (word ? (Array.from(word.replace(/^[^\p{L}\p{N}]+/u, ""))[0] ?? "") : "");
  const initials = words.length > 1 ? first(words[0]) + first(words[words.length - 1]) : first(words[0]);
  return initials.toLocaleUpperCase() || "?";
}
