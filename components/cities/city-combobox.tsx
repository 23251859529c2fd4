"use client";

import { useQuery } from "@tanstack/react-query";
import { useEffect, useId, useState, type KeyboardEvent } from "react";
import { apiRequest } from "@/components/data/api-client";
import { cn } from "@/components/ui/cn";
import { Spinner } from "@/components/ui/spinner";
import { useDebouncedValue } from "@/components/ui/use-debounced-value";
import { FieldLabel, FieldMessages, fieldIds } from "@/components/ui/field";
import type { CitySearchResults, CitySuggestion } from "@/lib/cities/contract";
import { CITY_SEARCH_LIMIT, MIN_QUERY_LENGTH } from "@/lib/cities/values";

/** docs/product.md §9: city search starts at 2 characters (the contract's), after a 300 ms pause, 10 results. */
export const CITY_QUERY_DELAY_MS = 300;

export type CityValue = { text: string; cityId: number | null };

type CityComboboxProps = {
  name: string;
  label: string;
  value: CityValue;
  onChange: (value: CityValue) => void;
  error?: string;
  hint?: string;
  required?: boolean;
  placeholder?: string;
};

const populationFormat = new Intl.NumberFormat("en-US");

/**
 * A destination field that suggests cities: the WAI-ARIA combobox pattern with a listbox popup
 * (arrow keys move through the suggestions, Enter picks, Escape closes). Picking one puts its
 * display name in the field and remembers its id; typing again forgets the id, and the server
 * resolves whatever text is sent.
 */
export function CityCombobox({ name, label, value, onChange, error, hint, required, placeholder }: CityComboboxProps) {
  const baseId = useId();
  const ids = fieldIds(name, undefined, hint, error);
  const inputId = ids.controlId;
  const listboxId = `${baseId}-listbox`;
  const statusId = `${baseId}-status`;
  const optionId = (index: number) => `${baseId}-option-${index}`;

  // Only what the member typed is searched; a picked suggestion is not searched again.
  const [term, setTerm] = useState("");
  const searched = useDebouncedValue(term.trim(), CITY_QUERY_DELAY_MS);
  const enabled = searched.length >= MIN_QUERY_LENGTH;
  const search = useQuery({
    queryKey: ["city-search", searched.toLowerCase()],
    queryFn: () =>
      apiRequest<CitySearchResults>(
        `/travel-plans/search/cities?query=${encodeURIComponent(searched)}&limit=${CITY_SEARCH_LIMIT}`,
      ),
    enabled,
    staleTime: 5 * 60_000,
    retry: false,
  });
  const results = enabled && term.trim().length >= MIN_QUERY_LENGTH ? (search.data?.results ?? []) : [];

  const [open, setOpen] = useState(false);
  // The highlighted suggestion belongs to one result list; a new search starts with none.
  const [highlight, setHighlight] = useState<{ term: string; index: number }>({ term: "", index: -1 });
  const activeIndex = highlight.term === searched && highlight.index < results.length ? highlight.index : -1;
  const expanded = open && results.length > 0;

  useEffect(() => {
    if (activeIndex < 0) return;
    document.getElementById(optionId(activeIndex))?.scrollIntoView({ block: "nearest" });
    // optionId depends only on baseId, which never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [activeIndex]);

  function type(text: string) {
    setTerm(text);
    setOpen(true);
    onChange({ text, cityId: null });
  }

  function pick(city: CitySuggestion) {
    setTerm("");
    setOpen(false);
    onChange({ text: city.name, cityId: city.id });
  }

  function move(delta: 1 | -1) {
    if (results.length === 0) return;
    setOpen(true);
    const start = expanded ? activeIndex : -1;
    const next = start < 0 ? (delta === 1 ? 0 : results.length - 1) : (start + delta + results.length) % results.length;
    setHighlight({ term: searched, index: next });
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        move(1);
        break;
      case "ArrowUp":
        event.preventDefault();
        move(-1);
        break;
      case "Enter": {
        const city = expanded && activeIndex >= 0 ? results[activeIndex] : undefined;
        // With no suggestion highlighted, Enter submits the form as usual.
        if (city) {
          event.preventDefault();
          pick(city);
        }
        break;
      }
      case "Escape":
        if (expanded) {
          event.preventDefault();
          setOpen(false);
        }
        break;
      case "Tab":
        setOpen(false);
        break;
    }
  }

  const searching = enabled && search.isFetching && results.length === 0;
  const typedEnough = term.trim().length >= MIN_QUERY_LENGTH;
  const nothingFound = open && typedEnough && enabled && searched === term.trim() && search.isSuccess && results.length === 0;
  const statusText = searching
    ? "Searching cities…"
    : nothingFound
      ? "No matching city. The destination will be saved as typed."
      : expanded
        ? `${results.length} ${results.length === 1 ? "city" : "cities"} found. Use the arrow keys to choose.`
        : "";
  const describedBy = ids.describedBy;

  return (
    <div className="relative flex flex-col gap-1.5">
      <FieldLabel htmlFor={inputId} label={label} />
      <div className="relative">
        <input
          id={inputId}
          name={name}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          aria-required={required || undefined}
          autoComplete="off"
          spellCheck={false}
          placeholder={placeholder}
          value={value.text}
          onChange={(event) => type(event.target.value)}
          onKeyDown={onKeyDown}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          className={cn(
            "min-h-11 w-full rounded-lg border bg-surface px-3 py-2 pr-9 text-base text-foreground placeholder:text-muted",
            error ? "border-danger" : "border-input-border",
          )}
        />
        {searching && <Spinner className="absolute top-1/2 right-3 -translate-y-1/2 text-muted" />}
      </div>
      <ul
        id={listboxId}
        role="listbox"
        aria-label={`${label} suggestions`}
        hidden={!expanded}
        className="absolute top-full right-0 left-0 z-20 mt-1 max-h-72 overflow-y-auto rounded-lg border border-border bg-surface py-1 shadow-lg"
      >
        {results.map((city, index) => (
          <li
            key={city.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === activeIndex}
            // Keep the focus in the input while the pointer picks.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(city)}
            onMouseMove={() => index !== activeIndex && setHighlight({ term: searched, index })}
            className={cn(
              "flex cursor-pointer items-baseline justify-between gap-3 px-3 py-2 text-sm",
              index === activeIndex ? "bg-primary-soft text-foreground shadow-[inset_4px_0_0_0_var(--primary)]" : "text-foreground hover:bg-surface-muted",
            )}
          >
            <span className="font-medium">{city.name}</span>
            <span className="shrink-0 text-xs text-muted">
              {city.population ? `pop. ${populationFormat.format(city.population)}` : city.country}
            </span>
          </li>
        ))}
      </ul>
      <FieldMessages ids={ids} hint={hint} error={error} />
      <p id={statusId} role="status" className="sr-only">
        {statusText}
      </p>
      {nothingFound && (
        <p className="text-sm text-muted" aria-hidden="true">
          No matching city. The destination will be saved as typed.
        </p>
      )}
    </div>
  );
}
