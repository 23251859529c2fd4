import { Link } from "@/components/ui/link";
import type { ReactNode } from "react";
import { Avatar } from "@/components/profile/avatar";
import { memberPath } from "@/components/public-profile/paths";
import { cn } from "@/components/ui/cn";

/**
 * The frame of Discover's and the home screen's people lists (Near misses, Upcoming): a heading the
 * page can focus, a line saying who is in it, and a grid of small cards: each the person's avatar
 * and name (a link to their profile), then the list's own lines. Nothing when it is empty.
 */
export function PeopleSection<T extends { id: number; name: string; photos: string[] }>({
  id,
  title,
  description,
  entries,
  className,
  nameTag,
  children,
}: {
  id: string;
  title: string;
  description: string;
  entries: T[];
  className?: string;
  /** Said after the name, muted ("· Match"). */
  nameTag?: (entry: T) => ReactNode;
  /** The card's lines under the name. */
  children: (entry: T) => ReactNode;
}) {
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby={`${id}-heading`} className={cn("flex flex-col gap-4", className)}>
      <div>
        <h2 id={`${id}-heading`} tabIndex={-1} className="text-xl font-semibold text-foreground">
          {title}
        </h2>
        <p className="mt-1 text-sm text-muted">{description}</p>
      </div>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {entries.map((entry) => (
          <li key={entry.id} className="flex items-start gap-3 rounded-2xl border border-border bg-surface p-4">
            <Avatar id={entry.id} name={entry.name} photo={entry.photos[0]} size="md" />
            <div className="min-w-0">
              <p className="truncate font-semibold text-foreground">
                <Link href={memberPath(entry.id)} className="underline-offset-4 hover:underline">
                  {entry.name}
                </Link>
                {nameTag && <span className="text-sm font-normal text-muted"> · {nameTag(entry)}</span>}
              </p>
              {children(entry)}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
