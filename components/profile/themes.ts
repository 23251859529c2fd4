import type { Theme } from "@/lib/accounts/values";

export type { Theme };

/**
 * docs/product.md §3's themes, each with a name and a one-line description. Their colours are not repeated
 * here: a swatch renders inside `data-theme={key}` and reads the theme's tokens from globals.css.
 */
export const THEME_CHOICES = [
  { key: "light", name: "Light", description: "Bright and clean, for planning in daylight." },
  {
    key: "midnight-blue",
    name: "Midnight Blue",
    description: "Deep navy with soft blue accents, easy on the eyes at night.",
  },
  { key: "warm-sunset", name: "Warm Sunset", description: "Dusky browns with glowing orange accents." },
  { key: "ocean-deep", name: "Ocean Deep", description: "Dark teal waters with bright aqua highlights." },
] as const satisfies readonly { key: Theme; name: string; description: string }[];

export function isTheme(value: string): value is Theme {
  return THEME_CHOICES.some((choice) => choice.key === value);
}
