import type { ReactNode } from "react";
import { Icon } from "@/components/ui/icon";

const PATHS = {
  compass: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm3.5-12.5-2 5-5 2 2-5 5-2Z",
  suitcase:
    "M8 7V5a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2M4 7h16a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1Zm4 0v13m8-13v13",
  heart: "M12 20s-7-4.35-7-10a4 4 0 0 1 7-2.65A4 4 0 0 1 19 10c0 5.65-7 10-7 10Z",
  chat: "M4 5h16v11H8l-4 4V5Z",
  shield: "M12 3 4 6v6c0 4.5 3.4 8.2 8 9 4.6-.8 8-4.5 8-9V6l-8-3Z",
  sliders: "M4 6h9m4 0h3M4 12h3m4 0h9M4 18h11m4 0h1M15 4v4M9 10v4m8 2v4",
  ticket: "M3 8a2 2 0 0 0 0 4v0a2 2 0 0 1 0 4v2h18v-2a2 2 0 0 1 0-4 2 2 0 0 1 0-4V6H3v2Zm11-2v12",
} as const;

export type IconName = keyof typeof PATHS;

/** The navigation's icons, drawn by ui/icons' Icon; the label next to each carries the meaning. */
function NavIcon({ name, className }: { name: IconName; className?: string }) {
  return (
    <Icon className={className}>
      <path d={PATHS[name]} />
    </Icon>
  );
}

/** Every navigation icon drawn, for the bottom navigation (a client component) to place by name. */
export function navIcons(): Record<IconName, ReactNode> {
  return Object.fromEntries(
    (Object.keys(PATHS) as IconName[]).map((name) => [name, <NavIcon key={name} name={name} />]),
  ) as Record<IconName, ReactNode>;
}
