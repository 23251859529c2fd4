"use client";

import { useQuery } from "@tanstack/react-query";
import { useEffect, useId, useState, type KeyboardEvent } from "react";
import { api } from "@/components/data/api-client";
import { cityKeys } from "./queries";
import { cn } from "@/components/ui/cn";
import { Spinner } from "@/components/ui/spinner";
import { useDebouncedValue } from "@/components/ui/use-debounced-value";
import { FieldLabel, FieldMessages, fieldIds } from "@/components/ui/field";
import type { CitySuggestion } from "@/lib/cities/contract";
import { CITY_SEARCH_LIMIT, keepAsTyped, MIN_QUERY_LENGTH, regionOf } from "@/lib/cities/values";

/** docs/product.md §9: city search starts at 2 characters (the contract's), after a 300 ms pause, 10 results. */
const CITY_QUERY_DELAY_MS = 300;

const NOTHING_FOUND = "No matching city. The destination will be saved as typed.";

type Option = { key: string; city: CitySuggestion; keep?: undefined } | { key: string; keep: string; city?: undefined };

type CitySearchInputProps = {
  name: string;
  /** The input's id, when a page holds two such fields of one name (a form and an edit dialog). */
  id?: string;
  label: string;
  /** The field's text, as typed or as the pick put it. */
  text: string;
  onType: (text: string) => void;
  onPick: (city: CitySuggestion) => void;
  /**
   * Offers "Keep “…” as typed" after the suggestions when none is the place typed (none at all, or
   * none of that very name): the member says the data lacks it (docs/decisions/027).
   */
  onKeep?: (typed: string) => void;
  /** Suggests cities only, no regions: the places a plan kept as typed may be near. */
  citiesOnly?: boolean;
  autoFocus?: boolean;
  error?: string;
  hint?: string;
  required?: boolean;
  placeholder?: string;
};

/** Lower case, accents and punctuation gone: how "bali" is the place "Bali, Indonesia" names. */
const plain = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

const populationFormat = new Intl.NumberFormat("en-US");

/**
 * One destination field that suggests places: the WAI-ARIA combobox pattern with a listbox popup
 * (arrow keys move through the options, Enter picks, Escape closes). A region reads as one
 * ("Bali — region of Indonesia"), after the city of its name when there is one.
 */
export function CitySearchInput({
  name,
  id,
  label,
  text,
  onType,
  onPick,
  onKeep,
  citiesOnly,
  autoFocus,
  error,
  hint,
  required,
  placeholder,
}: CitySearchInputProps) {
  const baseId = useId();
  const ids = fieldIds(name, id, hint, error);
  const inputId = ids.controlId;
  const listboxId = `${baseId}-listbox`;
  const optionId = (index: number) => `${baseId}-option-${index}`;

  // Only what the member typed is searched; a picked suggestion is not searched again.
  const [term, setTerm] = useState("");
  const searched = useDebouncedValue(term.trim(), CITY_QUERY_DELAY_MS);
  const enabled = searched.length >= MIN_QUERY_LENGTH;
  const search = useQuery({
    queryKey: cityKeys.search(searched),
    queryFn: () => api("GET /travel-plans/search/cities", { query: { query: searched, limit: CITY_SEARCH_LIMIT } }),
    enabled,
    staleTime: 5 * 60_000,
    retry: false,
  });
  const typedEnough = term.trim().length >= MIN_QUERY_LENGTH;
  const found = enabled && typedEnough ? (search.data?.results ?? []) : [];
  const results = citiesOnly ? found.filter((city) => city.kind === "city") : found;
  const settled = typedEnough && enabled && searched === term.trim() && search.isSuccess;
  const named = plain(term);
  const offerKeep =
    Boolean(onKeep) && settled && !results.some((city) => plain(city.city) === named || plain(city.name) === named);
  const options: Option[] = [
    ...results.map((city) => ({ key: String(city.id), city })),
    ...(offerKeep ? [{ key: "keep", keep: term.trim() }] : []),
  ];

  const [open, setOpen] = useState(false);
  // The highlighted option belongs to one result list; a new search starts with none.
  const [highlight, setHighlight] = useState<{ term: string; index: number }>({ term: "", index: -1 });
  const activeIndex = highlight.term === searched && highlight.index < options.length ? highlight.index : -1;
  const expanded = open && options.length > 0;

  useEffect(() => {
    if (activeIndex < 0) return;
    document.getElementById(optionId(activeIndex))?.scrollIntoView({ block: "nearest" });
    // optionId depends only on baseId, which never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [activeIndex]);

  function type(value: string) {
    setTerm(value);
    setOpen(true);
    onType(value);
  }

  function choose(option: Option) {
    setTerm("");
    setOpen(false);
    if (option.city) onPick(option.city);
    else onKeep?.(option.keep);
  }

  function move(delta: 1 | -1) {
    if (options.length === 0) return;
    setOpen(true);
    const start = expanded ? activeIndex : -1;
    const next = start < 0 ? (delta === 1 ? 0 : options.length - 1) : (start + delta + options.length) % options.length;
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
        const option = expanded && activeIndex >= 0 ? options[activeIndex] : undefined;
        // With no option highlighted, Enter submits the form as usual.
        if (option) {
          event.preventDefault();
          choose(option);
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
  const nothingFound = open && settled && results.length === 0;
  const statusText = searching
    ? "Searching cities…"
    : nothingFound
      ? NOTHING_FOUND
      : expanded
        ? `${results.length} ${results.length === 1 ? "place" : "places"} found. Use the arrow keys to choose.`
        : "";

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
          aria-describedby={ids.describedBy}
          aria-required={required || undefined}
          autoComplete="off"
          spellCheck={false}
          // Only when the member just asked for this field (the step after "Keep as typed").
          autoFocus={autoFocus}
          placeholder={placeholder}
          value={text}
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
        {options.map((option, index) => (
          <li
            key={option.key}
            id={optionId(index)}
            role="option"
            aria-selected={index === activeIndex}
            // Keep the focus in the input while the pointer picks.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(option)}
            onMouseMove={() => index !== activeIndex && setHighlight({ term: searched, index })}
            className={cn(
              "flex cursor-pointer items-baseline justify-between gap-3 px-3 py-2 text-sm",
              option.keep !== undefined && "border-t border-border",
              index === activeIndex
                ? "bg-primary-soft text-foreground shadow-[inset_4px_0_0_0_var(--primary)]"
                : "text-foreground hover:bg-surface-muted",
            )}
          >
            {option.city ? (
              <PlaceOption city={option.city} />
            ) : (
              <span className="font-medium">{keepAsTyped(option.keep)}</span>
            )}
          </li>
        ))}
      </ul>
      <FieldMessages ids={ids} hint={hint} error={error} />
      <p role="status" className="sr-only">
        {statusText}
      </p>
      {nothingFound && (
        <p className="text-sm text-muted" aria-hidden="true">
          {NOTHING_FOUND}
        </p>
      )}
    </div>
  );
}

/** A city by its display form; a region by its name and what it is ("Bali — region of Indonesia"). */
function PlaceOption({ city }: { city: CitySuggestion }) {
  const detail = city.population
    ? `pop. ${populationFormat.format(city.population)}`
    : city.kind === "city"
      ? city.country
      : null;
  return (
    <>
      {city.kind === "region" ? (
        <span>
          <span className="font-medium">{city.city}</span> —{" "}
          {regionOf(city.region ? `${city.region}, ${city.country}` : city.country)}
        </span>
      ) : (
        <span className="font-medium">{city.name}</span>
      )}
      {detail && <span className="shrink-0 text-xs text-muted">{detail}</span>}
    </>
  );
}
