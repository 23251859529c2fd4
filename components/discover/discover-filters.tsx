"use client";

import { Link } from "@/components/ui/link";
import { usePathname, useRouter } from "next/navigation";
import { useState, useTransition, type FormEvent } from "react";
import { Button, buttonClasses } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import type { FieldError } from "@/lib/contract/messages";
import { DISCOVERY_RADIUS_CHOICES, RADIUS_COOKIE, type DiscoveryType } from "@/lib/discovery/values";
import { AGE_RANGE, GENDERS } from "@/lib/accounts/values";

export type DiscoverFilterValues = {
  radiusKm: number;
  type?: DiscoveryType;
  genders: string[];
  minAge?: number;
  maxAge?: number;
};

const RADIUS_OPTIONS = DISCOVERY_RADIUS_CHOICES.map((km) => ({
  value: String(km),
  label: km === 0 ? "Same city" : `Within ${km} km`,
}));
const TYPE_OPTIONS = [
  { value: "match", label: "Matches only" },
  { value: "friend", label: "Friendships only" },
];
/** A year: the radius stays this browser's choice until changed (docs/decisions/019-nearby-by-bounding-box.md). */
const COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

/** How many filters narrow or widen the list: the distance (beyond the same city), who to show, genders, ages. */
function activeFilterCount(values: DiscoverFilterValues): number {
  return [
    values.radiusKm > 0,
    values.type !== undefined,
    values.genders.length > 0,
    values.minAge !== undefined || values.maxAge !== undefined,
  ].filter(Boolean).length;
}

/**
 * Discover's filters (docs/product.md §2.4): the radius around the member's own cities, and who
 * to show (matches or friendships, genders, ages). Native controls in a form, so the keyboard
 * works as everywhere; Apply puts the choice in the address (a shareable list) and remembers the
 * radius in a cookie the page reads. On a phone the form waits behind a Filters button that says
 * how many are on, so the first screen shows people; a value the address gave that is not valid
 * is marked on its own field (`invalid`), and the form opens to show it.
 */
export function DiscoverFilters({
  values,
  destination,
  invalid = [],
}: {
  values: DiscoverFilterValues;
  destination?: string;
  invalid?: FieldError[];
}) {
  const router = useRouter();
  const pathname = usePathname();
  const [pending, startTransition] = useTransition();
  const [genders, setGenders] = useState<string[]>(values.genders);
  const [expanded, setExpanded] = useState(invalid.length > 0);
  const active =
    values.type !== undefined ||
    values.genders.length > 0 ||
    values.minAge !== undefined ||
    values.maxAge !== undefined;
  const count = activeFilterCount(values);
  const errorOf = (field: string) => invalid.find((error) => error.field === field)?.message;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const params = new URLSearchParams();
    for (const [key, value] of form.entries()) {
      if (typeof value === "string" && value.trim() !== "") params.append(key, value.trim());
    }
    const radius = params.get("radius_km") ?? "0";
    document.cookie = `${RADIUS_COOKIE}=${encodeURIComponent(radius)}; path=/; max-age=${COOKIE_MAX_AGE}; samesite=lax`;
    startTransition(() => router.push(`${pathname}${params.size ? `?${params}` : ""}`));
  }

  return (
    <div className="mb-6 md:mb-8">
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls="discover-filters"
        onClick={() => setExpanded((open) => !open)}
        className="inline-flex min-h-10 items-center gap-2 rounded-full border border-input-border bg-surface px-4 text-sm font-medium text-foreground hover:bg-surface-muted md:hidden"
      >
        Filters{" "}
        {count > 0 && (
          <span className="inline-flex min-w-6 items-center justify-center rounded-full bg-primary px-1.5 text-xs font-semibold text-primary-contrast">
            {count}
            <span className="sr-only"> on</span>
          </span>
        )}
      </button>
      <form
        id="discover-filters"
        method="post"
        onSubmit={submit}
        aria-labelledby="discover-filters-heading"
        className={cn(
          "mt-3 rounded-2xl border border-border bg-surface p-5 md:mt-0 md:block",
          expanded ? "block" : "hidden",
        )}
      >
        <h2 id="discover-filters-heading" className="text-lg font-semibold text-foreground">
          Filters
        </h2>
        {destination && <input type="hidden" name="destination" value={destination} />}
        <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <SelectField
            name="radius_km"
            label="Distance"
            defaultValue={String(values.radiusKm)}
            options={RADIUS_OPTIONS}
            hint="Around the cities of your plans"
            error={errorOf("radius_km")}
          />
          <SelectField
            name="type"
            label="Show"
            defaultValue={values.type ?? ""}
            emptyLabel="Matches and friendships"
            options={TYPE_OPTIONS}
            error={errorOf("type")}
          />
          <TextField
            name="min_age"
            label="Minimum age"
            type="number"
            inputMode="numeric"
            min={AGE_RANGE.min}
            max={AGE_RANGE.max}
            defaultValue={values.minAge ?? ""}
            optional
            error={errorOf("min_age")}
          />
          <TextField
            name="max_age"
            label="Maximum age"
            type="number"
            inputMode="numeric"
            min={AGE_RANGE.min}
            max={AGE_RANGE.max}
            defaultValue={values.maxAge ?? ""}
            optional
            error={errorOf("max_age")}
          />
        </div>
        <fieldset className="mt-4" aria-describedby={errorOf("gender") ? "discover-gender-error" : undefined}>
          <legend className="mb-2 text-sm font-medium text-foreground">
            Gender <span className="font-normal text-muted">(any when none is ticked)</span>
          </legend>
          {errorOf("gender") && (
            <p id="discover-gender-error" className="mb-2 text-sm text-danger">
              {errorOf("gender")}
            </p>
          )}
          <div className="flex flex-wrap gap-x-5 gap-y-2">
            {GENDERS.map((gender, index) => (
              <label
                key={gender}
                htmlFor={`discover-gender-${index}`}
                className="inline-flex min-h-10 items-center gap-2 text-sm text-foreground"
              >
                <input
                  id={`discover-gender-${index}`}
                  type="checkbox"
                  name="gender"
                  value={gender}
                  checked={genders.includes(gender)}
                  onChange={(event) =>
                    setGenders((previous) =>
                      event.target.checked ? [...previous, gender] : previous.filter((entry) => entry !== gender),
                    )
                  }
                  className="size-5 accent-(--primary)"
                />
                {gender}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="mt-4 flex flex-wrap gap-2">
          <Button type="submit" size="sm" loading={pending}>
            Apply filters
          </Button>
          {active && (
            <Link
              href={`${pathname}?${new URLSearchParams({ ...(destination ? { destination } : {}), radius_km: String(values.radiusKm) })}`}
              className={buttonClasses({ variant: "ghost", size: "sm", className: "border border-border" })}
            >
              Clear filters
            </Link>
          )}
        </div>
      </form>
    </div>
  );
}
