"use client";

import { useCallback, useId, useState } from "react";
import { api } from "@/components/data/api-client";
import { Button } from "@/components/ui/button";
import type { CitySuggestion, DestinationResolution } from "@/lib/cities/contract";
import { DID_YOU_MEAN, keepAsTyped, looseMatch, regionOf, savedAsTyped } from "@/lib/cities/values";
import type { CityValue } from "./city-combobox";

/** The question the form asks: the text typed, the loose match (if any), and the places it may mean. */
export type DestinationQuestion = { typed: string; place: CitySuggestion | null; choices: CitySuggestion[] };

/**
 * Never a silent wrong place (docs/api.md §4.2): before a plan or trip is saved with text typed and
 * not picked, the form asks the resolver what it would be saved as. A sure match, or text that
 * names nothing, is saved at once; a loose one (another country than the words say, a namesake
 * village, a partial match) makes the form ask "Did you mean…?" with the places it may mean.
 * When the resolver cannot answer, the form saves as it always has: the server resolves the text.
 */
export function useDestinationCheck() {
  const [question, setQuestion] = useState<DestinationQuestion | null>(null);

  /** Whether the form may save `value` now; otherwise the question is set for the form to show. */
  const readyToSave = useCallback(async (value: CityValue): Promise<boolean> => {
    const typed = value.text.trim();
    if (value.cityId !== null || value.keptAsTyped || typed === "") return true;
    let answer: DestinationResolution;
    try {
      answer = await api("GET /travel-plans/search/cities/resolve", { query: { destination: typed } });
    } catch {
      return true;
    }
    const seen = new Set<number>();
    const choices = [answer.place, ...answer.alternatives].filter((city): city is CitySuggestion => {
      if (!city || seen.has(city.id)) return false;
      seen.add(city.id);
      return true;
    });
    if (answer.sure || choices.length === 0) return true;
    setQuestion({ typed, place: answer.place, choices });
    return false;
  }, []);

  return { question, readyToSave, clear: useCallback(() => setQuestion(null), []) };
}

/** How a place reads among the choices, as in the picker: "Bali — region of Indonesia", "Bāli, India". */
function placeChoiceName(city: CitySuggestion): string {
  return city.kind === "region"
    ? `${city.city} — ${regionOf(city.region ? `${city.region}, ${city.country}` : city.country)}`
    : city.name;
}

/**
 * "Did you mean…?": what the typed text would be saved as, a button for each place it may mean
 * (saving it there), and one that keeps it as typed. It takes the focus when it appears, so a
 * screen reader reads the question.
 */
export function DidYouMean({
  question,
  onPick,
  onKeep,
}: {
  question: DestinationQuestion;
  onPick: (city: CitySuggestion) => void;
  onKeep: () => void;
}) {
  const titleId = useId();
  // Stable, so the focus moves once, when the question appears, not at every render.
  const focusOnce = useCallback((element: HTMLDivElement | null) => element?.focus(), []);
  return (
    <div
      role="group"
      aria-labelledby={titleId}
      tabIndex={-1}
      ref={focusOnce}
      className="flex flex-col gap-2 rounded-lg border border-border bg-surface-muted px-4 py-3"
    >
      <p id={titleId} className="font-semibold text-foreground">
        {DID_YOU_MEAN}
      </p>
      <p className="text-sm text-foreground">
        {question.place ? looseMatch(question.typed, question.place.name) : savedAsTyped(question.typed)}
      </p>
      <ul className="flex flex-wrap gap-2">
        {question.choices.map((city) => (
          <li key={city.id}>
            <Button variant="secondary" size="sm" onClick={() => onPick(city)}>
              {placeChoiceName(city)}
            </Button>
          </li>
        ))}
        <li>
          <Button variant="ghost" size="sm" className="border border-border" onClick={onKeep}>
            {keepAsTyped(question.typed)}
          </Button>
        </li>
      </ul>
    </div>
  );
}
