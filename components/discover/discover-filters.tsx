"use client";

import Link from "next/link";
import { usePathname, useRouter } from "next/navigation";
import { useState, useTransition, type FormEvent } from "react";
import { Button, buttonClasses } from "@/components/ui/button";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { DISCOVERY_RADIUS_CHOICES, RADIUS_COOKIE, type DiscoveryType } from "@/lib/discovery/values";
import { AGE_RANGE, GENDERS } from "@/lib/profiles/values";

export type DiscoverFilterValues = {
  radiusKm: number;
  type?: DiscoveryType;
  genders: string[];
  minAge?: number;
  maxAge?: number;
};

const RADIUS_OPTIONS = DISCOVERY_RADIUS_CHOICES.map((km) => ({ value: String(km), label: km === 0 ? "Same city" : `Within ${km} km` }));
const TYPE_OPTIONS = [
  { value: "match", label: "Matches only" },
  { value: "friend", label: "Friendships only" },
];
/** A year: the radius stays this browser's choice until changed (docs/decisions/019-nearby-by-bounding-box.md). */
const COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

/**
 * Discover's filters (docs/product.md §2.4): the radius around the member's own cities, and who
 * to show (matches or friendships, genders, ages). Native controls in a form, so the keyboard
 * works as everywhere; Apply puts the choice in the address (a shareable list) and remembers the
 * radius in a cookie the page reads.
 */
export function DiscoverFilters({ values, destination }: { values: DiscoverFilterValues; destination?: string }) {
  const router = useRouter();
  const pathname = usePathname();
  const [pending, startTransition] = useTransition();
  const [genders, setGenders] = useState<string[]>(values.genders);
  const active = values.type !== undefined || values.genders.length > 0 || values.minAge !== undefined || values.maxAge !== undefined;

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
    <form method="post" onSubmit={submit} aria-labelledby="discover-filters-heading" className="mb-8 rounded-2xl border border-border bg-surface p-5">
      <h2 id="discover-filters-heading" className="text-lg font-semibold text-foreground">
        Filters
      </h2>
      {destination && <input type="hidden" name="destination" value={destination} />}
      <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <SelectField name="radius_km" label="Distance" defaultValue={String(values.radiusKm)} options={RADIUS_OPTIONS} hint="Around the cities of your plans" />
        <SelectField name="type" label="Show" defaultValue={values.type ?? ""} emptyLabel="Matches and friendships" options={TYPE_OPTIONS} />
        <TextField name="min_age" label="Minimum age" type="number" inputMode="numeric" min={AGE_RANGE.min} max={AGE_RANGE.max} defaultValue={values.minAge ?? ""} optional />
        <TextField name="max_age" label="Maximum age" type="number" inputMode="numeric" min={AGE_RANGE.min} max={AGE_RANGE.max} defaultValue={values.maxAge ?? ""} optional />
      </div>
      <fieldset className="mt-4">
        <legend className="mb-2 text-sm font-medium text-foreground">
          Gender <span className="font-normal text-muted">(any when none is ticked)</span>
        </legend>
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {GENDERS.map((gender, index) => (
            <label key={gender} htmlFor={`discover-gender-${index}`} className="inline-flex min-h-10 items-center gap-2 text-sm text-foreground">
              <input
                id={`discover-gender-${index}`}
                type="checkbox"
                name="gender"
                value={gender}
                checked={genders.includes(gender)}
                onChange={(event) => setGenders((previous) => (event.target.checked ? [...previous, gender] : previous.filter((entry) => entry !== gender)))}
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
          <Link href={`${pathname}?${new URLSearchParams({ ...(destination ? { destination } : {}), radius_km: String(values.radiusKm) })}`} className={buttonClasses({ variant: "ghost", size: "sm", className: "border border-border" })}>
            Clear filters
          </Link>
        )}
      </div>
    </form>
  );
}
