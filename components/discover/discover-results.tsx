"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, useTransition } from "react";
import { ShowMoreLink } from "@/components/ui/show-more-link";
import { DiscoverEmptyState, type EmptyReason } from "./empty-state";
import { PairingButtons } from "./pairing-buttons";
import { TravellerCard } from "./traveller-card";
import type { PotentialMatch } from "@/lib/discovery/contract";

const cardHeadingId = (id: number) => `traveller-${id}-name`;

type Section = { id: string; title: string; people: PotentialMatch[]; allowMatch: boolean };

/**
 * Potential Matches (the server offers a match) and Potential Friendships (the rest, docs/api.md §4).
 * A card leaves the list as soon as its action succeeds; the page data reloads behind it. `empty`
 * is why the list is empty when the server knows (no upcoming plan); else nobody overlaps yet.
 * `moreHref` lists a page more (components/ui/show-more-link.tsx); `cappedAt` says the list stops
 * at the largest page although there are more (docs/product.md §2.4).
 */
export function DiscoverResults({
  people,
  empty,
  moreHref,
  cappedAt,
}: {
  people: PotentialMatch[];
  empty?: EmptyReason;
  moreHref?: string;
  cappedAt?: number;
}) {
  const router = useRouter();
  const [, startRefresh] = useTransition();
  const [gone, setGone] = useState<ReadonlySet<number>>(new Set());
  const focusAfterRemoval = useRef<string | null>(null);

  // Once a card is gone, keyboard focus moves to where the member can carry on.
  useEffect(() => {
    const target = focusAfterRemoval.current;
    if (!target) return;
    focusAfterRemoval.current = null;
    (document.getElementById(target) ?? document.getElementById("discover-heading"))?.focus();
  }, [gone]);

  const visible = people.filter((person) => !gone.has(person.id));
  const sections: Section[] = [
    {
      id: "potential-matches",
      title: "Potential Matches",
      people: visible.filter((person) => person.available_actions.includes("match")),
      allowMatch: true,
    },
    {
      id: "potential-friendships",
      title: "Potential Friendships",
      people: visible.filter((person) => !person.available_actions.includes("match")),
      allowMatch: false,
    },
  ];

  function done(personId: number) {
    // Keep keyboard focus nearby: the next card of the same list, else the previous one, else the heading.
    const section = sections.find((entry) => entry.people.some((person) => person.id === personId));
    const list = section?.people ?? [];
    const index = list.findIndex((person) => person.id === personId);
    const neighbour = list[index + 1] ?? list[index - 1];
    const target = neighbour ? cardHeadingId(neighbour.id) : section ? `${section.id}-heading` : "discover-heading";
    focusAfterRemoval.current = target;
    setGone((previous) => new Set(previous).add(personId));
    startRefresh(() => router.refresh());
  }

  /** A pass taken back: the card returns where it was, and the page data reloads with it. */
  function undone(personId: number) {
    setGone((previous) => {
      const next = new Set(previous);
      next.delete(personId);
      return next;
    });
    startRefresh(() => router.refresh());
  }

  if (visible.length === 0) return <DiscoverEmptyState reason={empty} />;

  return (
    <div id="discover-results" className="flex flex-col gap-10">
      {sections
        .filter((section) => section.people.length > 0)
        .map((section) => (
          <section key={section.id} aria-labelledby={`${section.id}-heading`} className="flex flex-col gap-4">
            <h2 id={`${section.id}-heading`} tabIndex={-1} className="text-xl font-semibold text-foreground">
              {section.title}
            </h2>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {section.people.map((person) => (
                <li key={person.id} data-item={person.id}>
                  <TravellerCard
                    person={person}
                    headingId={cardHeadingId(person.id)}
                    actions={
                      <PairingButtons person={person} allowMatch={section.allowMatch} onDone={done} onUndone={undone} />
                    }
                  />
                </li>
              ))}
            </ul>
          </section>
        ))}
      <ShowMoreLink containerId="discover-results" href={moreHref}>
        Show more people
      </ShowMoreLink>
      {cappedAt !== undefined && (
        <p className="text-center text-sm text-muted">
          Showing the first {cappedAt} people. Filters narrow the list to those you are looking for.
        </p>
      )}
    </div>
  );
}
