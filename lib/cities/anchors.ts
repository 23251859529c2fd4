import "server-only";
import { eq, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { DbOrTx } from "@/db/client";
import { cities } from "@/db/schema";
import { fieldError } from "@/lib/errors/app-error";
import { findCityById } from "./queries";
import { placeOf } from "./service";
import { NEAR_CITY_WITH_CITY, UNKNOWN_PLACE } from "./values";

/**
 * Places the data lacks, anchored (docs/decisions/027-regions-hold-their-places.md, docs/api.md
 * §4.2): a plan or trip kept as typed ("Canggu") with `near_city_id`, the listed city it is near
 * (Kuta). It has no city of its own; discovery places it at its anchor.
 */

/** Where a plan or trip goes, as its row stores it. */
export type Place = { cityId: number | null; nearCityId: number | null; destination: string };

type PlaceInput = { destination: string; city_id?: number | null; near_city_id?: number | null };

/**
 * A new plan's or trip's place: with `near_city_id`, the text as typed near that city (never
 * resolved: the member said the data lacks it); else the city picked or named (placeOf).
 */
export async function placeOrAnchor(db: DbOrTx, input: PlaceInput): Promise<Place> {
  if (input.near_city_id != null) return anchored(db, input.destination, input.city_id, input.near_city_id);
  return { ...(await placeOf(db, input.destination, input.city_id)), nearCityId: null };
}

/**
 * A plan's or trip's place after an edit (a member's or an admin's), only when the edit sends a
 * destination, a city or an anchor; else nothing to write. A destination that stays typed keeps
 * its anchor unless the edit clears it (`near_city_id: null`): an edit is partial. One that now
 * resolves to a city loses it (the row's check allows an anchor only without a city).
 */
export async function placeOrAnchorAfterEdit(
  db: DbOrTx,
  edit: Partial<PlaceInput>,
  current: { destination: string; nearCityId: number | null },
): Promise<Partial<Place>> {
  if (edit.destination === undefined && edit.city_id === undefined && edit.near_city_id === undefined) return {};
  const destination = edit.destination ?? current.destination;
  if (edit.near_city_id != null) return anchored(db, destination, edit.city_id, edit.near_city_id);
  const place = await placeOf(db, destination, edit.city_id);
  const keepsAnchor = place.cityId === null && edit.near_city_id === undefined;
  return { ...place, nearCityId: keepsAnchor ? current.nearCityId : null };
}

/**
 * The typed text at its anchor: a city (a region holds places, it is no point to be near), never with a city picked.
 */
async function anchored(
  db: DbOrTx,
  destination: string,
  cityId: number | null | undefined,
  nearCityId: number,
): Promise<Place> {
  if (cityId != null) throw fieldError("near_city_id", NEAR_CITY_WITH_CITY);
  const anchor = await findCityById(db, nearCityId);
  if (!anchor || anchor.kind !== "city") throw fieldError("near_city_id", UNKNOWN_PLACE);
  return { cityId: null, nearCityId: anchor.id, destination: destination.trim() };
}

/** The anchor's display form ("Kuta, Bali, Indonesia"), as a column of a select on plans or trips. */
export const nearCityNameOf = (nearCityId: AnyPgColumn): SQL<string | null> =>
  sql<string | null>`(select c.display_name from cities c where c.id = ${nearCityId})`;

/** The anchor's display form for one row; no query when there is none. */
export async function nearCityName(db: DbOrTx, nearCityId: number | null): Promise<string | null> {
  if (nearCityId === null) return null;
  const [row] = await db.select({ name: cities.displayName }).from(cities).where(eq(cities.id, nearCityId));
  return row?.name ?? null;
}
