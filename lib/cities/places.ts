import "server-only";
import { sql } from "drizzle-orm";
import { getDb, queryRows, type Database, type DbOrTx } from "@/db/client";
import type { CityRow } from "@/db/schema";
import { assertAdmin, type Actor } from "@/lib/auth/actor";
import type { Page } from "@/lib/contract/pagination";
import { todayUtc } from "@/lib/dates/days";
import { AppError, fieldError, isUniqueViolation, notFound } from "@/lib/errors/app-error";
import type {
  AddedPlace,
  AddPlaceBody,
  MisplacedDestination,
  PlaceCountry,
  UnplacedDestination,
  UpdatePlaceBody,
} from "./contract";
import { countryName, countryNamesOf } from "./dataset";
import { isSearchable, normalizeCityName } from "./normalize";
import { presentCity } from "./present";
import {
  announceCitiesChanged,
  countAddedPlaces,
  countUnplacedDestinations,
  datasetCountryCodes,
  deleteAddedPlace,
  findAddedPlaceRow,
  findCityByDisplayName,
  findCityById,
  hasCountry,
  hasPlaceNamed,
  insertAddedPlace,
  keepPlace,
  listAddedPlaceRows,
  listUnplacedDestinationRows,
  misplacedCandidates,
  movePlansAndTrips,
  moveToPlace,
  planCountsOf,
  recountPlansOf,
  unplacedDestinationTexts,
  updateAddedPlace,
  type AddedPlaceRow,
} from "./queries";
import { destinationReadings } from "./destination-readings";
import { forgetCitySearches, placeInTheRegions, qualifies, resolvePlace } from "./service";

/**
 * Places admins add (docs/decisions/024-places-admins-add.md): the small places travellers go to
 * that GeoNames' cities1000 and cities500 lack (Canggu, Seminyak), found from what members typed
 * (listUnplacedDestinations) and added with coordinates, so they are searched, resolved and met
 * within a radius like any city.
 */

export async function listUnplacedDestinations(
  actor: Actor,
  page: Page,
): Promise<{ items: UnplacedDestination[]; total: number }> {
  assertAdmin(actor);
  const db = await getDb();
  const rows = await listUnplacedDestinationRows(db, todayUtc(), page);
  return {
    items: rows.map((row, index) => ({ id: page.skip + index + 1, ...row })),
    total: await countUnplacedDestinations(db),
  };
}

/**
 * Plans saved at a place their text may not mean (docs/api.md §9.5): saved before regions and the
 * ranking of decision 027 at the biggest city of a name that now surely means another place, the
 * plans typed "Bali" at Bāli, West Bengal. The text typed is not kept, so every place with plans
 * that a name of its own or another language once brought plans to is listed, with what that name
 * means now, until an admin keeps the place or moves its plans: a handful of rows, computed when
 * asked (misplacedCandidates narrows them to names another, bigger place now has).
 */
export async function listMisplacedDestinations(
  actor: Actor,
  page: Page,
): Promise<{ items: MisplacedDestination[]; total: number }> {
  assertAdmin(actor);
  const db = await getDb();
  const found = new Map<number, { typed: string; suggested: CityRow }>();
  for (const { name, cityId } of await misplacedCandidates(db)) {
    if (found.has(cityId)) continue;
    const { place, sure } = await resolvePlace(db, name);
    if (place && sure && place.id !== cityId && !(await heldBy(db, cityId, place)))
      found.set(cityId, { typed: name, suggested: place });
  }
  const counts = await planCountsOf(db, [...found.keys()], todayUtc());
  const rows = await Promise.all(
    [...found].map(async ([cityId, { typed, suggested }]) => ({
      id: cityId,
      place: presentCity((await findCityById(db, cityId))!),
      typed,
      suggested: presentCity(suggested),
      ...(counts.get(cityId) ?? { members: 0, plans: 0, upcoming_plans: 0 }),
    })),
  );
  rows.sort((a, b) => b.members - a.members || b.upcoming_plans - a.upcoming_plans || a.id - b.id);
  return { items: rows.slice(page.skip, page.skip + page.limit), total: rows.length };
}

/** A region of the name that holds the place (Lisbon in the Lisbon district) is no other place. */
async function heldBy(db: DbOrTx, cityId: number, place: CityRow): Promise<boolean> {
  if (place.kind !== "region") return false;
  const rows = await queryRows(
    db,
    sql`select 1 from place_regions where place_id = ${cityId} and region_id = ${place.id}`,
  );
  return rows.length > 0;
}

/** The place stays where its plans are: it leaves the list. */
export async function keepMisplacedDestination(actor: Actor, cityId: number): Promise<void> {
  assertAdmin(actor);
  const db = await getDb();
  if (!(await findCityById(db, cityId))) throw notFound("Place not found");
  await keepPlace(db, cityId, actor.id);
}

/** Every plan and trip at the place goes to another (usually what its name means now). */
export async function moveMisplacedDestination(
  actor: Actor,
  cityId: number,
  to: number,
): Promise<{ plans: number; trips: number }> {
  assertAdmin(actor);
  const db = await getDb();
  if (!(await findCityById(db, cityId))) throw notFound("Place not found");
  const target = await findCityById(db, to);
  if (!target || target.id === cityId) throw fieldError("city_id", "Unknown place");
  const moved = await db.transaction(async (tx) => {
    const counts = await movePlansAndTrips(tx, cityId, target);
    for (const id of [cityId, target.id]) await recountPlansOf(tx, id, todayUtc());
    return counts;
  });
  forgetCitySearches(db);
  return moved;
}

/** The countries a place may be added to: the data set's, by English name (the Places form's choice). */
export async function listCountries(actor: Actor): Promise<PlaceCountry[]> {
  assertAdmin(actor);
  const codes = await datasetCountryCodes(await getDb());
  return codes
    .map((code) => ({ code, name: countryName(code), names: countryNamesOf(code) }))
    .sort((a, b) => a.name.localeCompare(b.name, "en"));
}

export async function listPlaces(actor: Actor, page: Page): Promise<{ items: AddedPlace[]; total: number }> {
  assertAdmin(actor);
  const db = await getDb();
  const rows = await listAddedPlaceRows(db, page);
  return { items: rows.map(presentAddedPlace), total: await countAddedPlaces(db) };
}

export async function addPlace(actor: Actor, input: AddPlaceBody): Promise<AddedPlace> {
  assertAdmin(actor);
  const db = await getDb();
  const place = await checkedPlace(db, input);
  const id = await writingPlace(db, place, (tx) =>
    insertAddedPlace(tx, { ...place.row, addedBy: actor.id, names: place.names }),
  );
  return presentAddedPlace((await findAddedPlaceRow(db, id))!);
}

/** An edit: what is sent replaces the place's; its plans and trips follow its display form. */
export async function updatePlace(actor: Actor, id: number, input: UpdatePlaceBody): Promise<AddedPlace> {
  assertAdmin(actor);
  const db = await getDb();
  const current = await findAddedPlaceRow(db, id);
  if (!current) throw notFound("Place not found");
  const place = await checkedPlace(
    db,
    {
      name: input.name ?? current.name,
      country_code: input.country_code ?? current.countryCode,
      region: input.region === undefined ? current.region : input.region,
      latitude: input.latitude ?? current.latitude,
      longitude: input.longitude ?? current.longitude,
      other_names: input.other_names ?? current.otherNames,
    },
    id,
  );
  await writingPlace(db, place, (tx) => updateAddedPlace(tx, id, place.row, place.names));
  return presentAddedPlace((await findAddedPlaceRow(db, id))!);
}

export async function deletePlace(actor: Actor, id: number): Promise<void> {
  assertAdmin(actor);
  const db = await getDb();
  // Plans and trips keep their destination's text; their city_id is cleared by the foreign key.
  if (!(await deleteAddedPlace(db, id))) throw notFound("Place not found");
  forgetCitySearches(db);
  await announceCitiesChanged(db);
}

type CheckedPlace = {
  /** The place being edited; none for a new one. */
  id?: number;
  row: Pick<
    CityRow,
    "name" | "asciiName" | "displayName" | "countryCode" | "country" | "region" | "latitude" | "longitude"
  >;
  /** As the search stores them: its own name first. */
  names: { name: string; isOwnName: boolean }[];
};

/** The place as it will be stored, or the 422 that says why not. `id`: the place being edited. */
async function checkedPlace(db: DbOrTx, input: AddPlaceBody, id?: number): Promise<CheckedPlace> {
  const ownName = searchableName("name", input.name);
  const otherNames = [
    ...new Set(input.other_names.map((name, index) => searchableName(`other_names.${index}`, name))),
  ].filter((name) => name !== ownName);
  // The region is matched after a comma ("Canggu, Bali"), normalised as a name is.
  if (input.region) searchableName("region", input.region);
  // The countries are the data set's: Intl names "ZZ" ("Unknown Region") and "EU" too.
  if (!(await hasCountry(db, input.country_code))) throw fieldError("country_code", "Unknown country code");
  const country = countryName(input.country_code);
  const displayName = await displayNameOf(db, input, country, id);
  return {
    id,
    row: {
      name: input.name,
      asciiName: input.name.normalize("NFD").replace(/\p{M}+/gu, ""),
      displayName,
      countryCode: input.country_code,
      country,
      region: input.region ?? null,
      latitude: input.latitude,
      longitude: input.longitude,
    },
    names: [{ name: ownName, isOwnName: true }, ...otherNames.map((name) => ({ name, isOwnName: false }))],
  };
}

/**
 * Writes the place (`write`, in a transaction) unless another place has its display form (409),
 * then brings to it the plans and trips whose typed destination names it and recounts its plans.
 * Two admins writing one display form at once meet the unique index: the second is the same 409.
 */
async function writingPlace(
  db: Database,
  place: CheckedPlace,
  write: (tx: DbOrTx) => Promise<CityRow>,
): Promise<number> {
  try {
    const id = await db.transaction(async (tx) => {
      await assertFormFree(tx, place.row.displayName, place.id);
      const row = await write(tx);
      // The regions holding it follow its point: a place added in Bali is met by plans to Bali.
      await placeInTheRegions(tx, row);
      await moveToPlace(tx, row, await destinationsNaming(tx, row, new Set(place.names.map((entry) => entry.name))));
      await recountPlansOf(tx, row.id, todayUtc());
      await announceCitiesChanged(tx);
      return row.id;
    });
    forgetCitySearches(db);
    return id;
  } catch (error) {
    if (isUniqueViolation(error, "cities_added_display_name_key"))
      await assertFormFree(db, place.row.displayName, place.id);
    throw error;
  }
}

/** 409 when another place (than the one edited) has this display form, any case. */
async function assertFormFree(db: DbOrTx, displayName: string, id?: number): Promise<void> {
  const existing = await findCityByDisplayName(db, displayName, id);
  if (existing) throw new AppError("conflict", `${existing.displayName} is already a place`);
}

/** The name as the search stores it; the search holds Latin-script, Chinese, Japanese and Korean names only. */
function searchableName(field: string, name: string): string {
  const normalized = normalizeCityName(name);
  if (!isSearchable(normalized)) throw fieldError(field, UNSEARCHABLE_NAME);
  return normalized;
}

const UNSEARCHABLE_NAME = "Must be written in Latin, Chinese, Japanese or Korean letters or digits";

/**
 * "Canggu, Indonesia", or with its region when one is given: "Canggu, Bali, Indonesia". The region
 * is needed when another place of the country has the same name, as the data set's places are
 * named (lib/cities/dataset.ts); a place that has the plain form already is the caller's 409.
 */
async function displayNameOf(db: DbOrTx, input: AddPlaceBody, country: string, id?: number): Promise<string> {
  if (input.region) return `${input.name}, ${input.region}, ${country}`;
  const plain = `${input.name}, ${country}`;
  // In this order: a place added meanwhile by another admin is then this one's 409, never a 422.
  if ((await hasPlaceNamed(db, input.name, input.country_code, id)) && !(await findCityByDisplayName(db, plain, id))) {
    throw fieldError("region", `Another place in ${country} is called ${input.name}: give its region`);
  }
  return plain;
}

/**
 * The typed destinations (of plans and trips without a city) that name the place as the
 * destination resolver reads them (./readings.ts destinationReadings): one of its names,
 * then optionally its region, country or country code ("canggu", "Canggu, Bali, ID", "Canggu Indonesia").
 */
async function destinationsNaming(db: DbOrTx, place: CityRow, names: Set<string>): Promise<string[]> {
  const texts = await unplacedDestinationTexts(db);
  return texts.filter((text) =>
    destinationReadings(text).some(
      (reading) => names.has(reading.name) && reading.narrowing.every((part) => qualifies(place, part, false)),
    ),
  );
}

function presentAddedPlace(row: AddedPlaceRow): AddedPlace {
  return {
    ...presentCity(row),
    region: row.region,
    other_names: row.otherNames,
    plans: row.plans,
    added_at: row.addedAt.toISOString(),
    added_by: row.adderId === null ? null : { id: row.adderId, name: row.adderName! },
  };
}
