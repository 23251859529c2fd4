import "server-only";
import { getDb, type DbOrTx } from "@/db/client";
import type { CityRow } from "@/db/schema";
import { assertAdmin, type Actor } from "@/lib/auth/actor";
import type { Page } from "@/lib/contract/pagination";
import { todayUtc } from "@/lib/dates/days";
import { AppError, fieldError, isUniqueViolation, notFound } from "@/lib/http/errors";
import type { AddedPlace, AddPlaceBody, UnplacedDestination } from "./contract";
import { countryName } from "./dataset";
import { isSearchable, normalizeCityName } from "./normalize";
import { presentCity } from "./present";
import {
  countAddedPlaces, countUnplacedDestinations, datasetCountryCodes, deleteAddedPlace, findCityByDisplayName, hasCountry, hasPlaceNamed, insertAddedPlace, listAddedPlaceRows,
  listUnplacedDestinationRows, moveToPlace, recountPlansOf, unplacedDestinationTexts, type AddedPlaceRow,
} from "./queries";
import { forgetCitySearches, qualifies } from "./service";

/**
 * Places admins add (docs/decisions/024-places-admins-add.md): the small places travellers go to
 * that GeoNames' cities1000 and cities500 lack (Canggu, Seminyak), found from what members typed
 * (listUnplacedDestinations) and added with coordinates, so they are searched, resolved and met
 * within a radius like any city.
 */

export async function listUnplacedDestinations(actor: Actor, page: Page): Promise<{ items: UnplacedDestination[]; total: number }> {
  assertAdmin(actor);
  const db = await getDb();
  const rows = await listUnplacedDestinationRows(db, todayUtc(), page);
  return {
    items: rows.map((row, index) => ({ id: page.skip + index + 1, ...row })),
    total: await countUnplacedDestinations(db),
  };
}

/** The countries a place may be added to: the data set's, by English name (the Places form's choice). */
export async function listCountries(actor: Actor): Promise<{ code: string; name: string }[]> {
  assertAdmin(actor);
  const codes = await datasetCountryCodes(await getDb());
  return codes.map((code) => ({ code, name: countryName(code) })).sort((a, b) => a.name.localeCompare(b.name, "en"));
}

export async function listPlaces(actor: Actor, page: Page): Promise<{ items: AddedPlace[]; total: number }> {
  assertAdmin(actor);
  const db = await getDb();
  const rows = await listAddedPlaceRows(db, page);
  return { items: rows.map(presentAddedPlace), total: await countAddedPlaces(db) };
}

export async function addPlace(actor: Actor, input: AddPlaceBody): Promise<AddedPlace> {
  assertAdmin(actor);
  const ownName = searchableName("name", input.name);
  const otherNames = [...new Set(input.other_names.map((name, index) => searchableName(`other_names.${index}`, name)))].filter((name) => name !== ownName);
  // The region is matched after a comma ("Canggu, Bali"), normalised as a name is.
  if (input.region) searchableName("region", input.region);
  const db = await getDb();
  // The countries are the data set's: Intl names "ZZ" ("Unknown Region") and "EU" too.
  if (!(await hasCountry(db, input.country_code))) throw fieldError("country_code", "Unknown country code");
  const country = countryName(input.country_code);
  try {
    const id = await db.transaction(async (tx) => {
      const displayName = await displayNameOf(tx, input, country);
      const existing = await findCityByDisplayName(tx, displayName);
      if (existing) throw alreadyAPlace(existing.displayName);
      const place = await insertAddedPlace(tx, {
        name: input.name,
        asciiName: input.name.normalize("NFD").replace(/\p{M}+/gu, ""),
        displayName,
        countryCode: input.country_code,
        country,
        region: input.region,
        latitude: input.latitude,
        longitude: input.longitude,
        addedBy: actor.id,
        names: [{ name: ownName, isOwnName: true }, ...otherNames.map((name) => ({ name, isOwnName: false }))],
      });
      await moveToPlace(tx, place, await destinationsNaming(tx, place, new Set([ownName, ...otherNames])));
      await recountPlansOf(tx, place.id, todayUtc());
      return place.id;
    });
    forgetCitySearches(db);
    const [row] = await listAddedPlaceRows(db, { skip: 0, limit: 1 }, id);
    return presentAddedPlace(row!);
  } catch (error) {
    // Two admins adding the same place at once: the second meets the unique index.
    if (isUniqueViolation(error, "cities_added_display_name_key")) {
      const displayName = await displayNameOf(db, input, country);
      throw alreadyAPlace((await findCityByDisplayName(db, displayName))?.displayName ?? displayName);
    }
    throw error;
  }
}

export async function deletePlace(actor: Actor, id: number): Promise<void> {
  assertAdmin(actor);
  const db = await getDb();
  // Plans and trips keep their destination's text; their city_id is cleared by the foreign key.
  if (!(await deleteAddedPlace(db, id))) throw notFound("Place not found");
  forgetCitySearches(db);
}

/** The name as the search stores it; the search holds Latin-script, Chinese, Japanese and Korean names only. */
function searchableName(field: string, name: string): string {
  const normalized = normalizeCityName(name);
  if (!isSearchable(normalized)) throw fieldError(field, UNSEARCHABLE_NAME);
  return normalized;
}

const UNSEARCHABLE_NAME = "Must be written in Latin, Chinese, Japanese or Korean letters or digits";

const alreadyAPlace = (displayName: string) => new AppError("conflict", `${displayName} is already a place`);

/**
 * "Canggu, Indonesia", or with its region when one is given: "Canggu, Bali, Indonesia". The region
 * is needed when another place of the country has the same name, as the data set's places are
 * named (lib/cities/dataset.ts); a place that has the plain form already is the caller's 409.
 */
async function displayNameOf(db: DbOrTx, input: AddPlaceBody, country: string): Promise<string> {
  if (input.region) return `${input.name}, ${input.region}, ${country}`;
  const plain = `${input.name}, ${country}`;
  if (!(await findCityByDisplayName(db, plain)) && (await hasPlaceNamed(db, input.name, input.country_code))) {
    throw fieldError("region", `Another place in ${country} is called ${input.name}: give its region`);
  }
  return plain;
}

/**
 * The typed destinations (of plans and trips without a city) that name the new place as the
 * destination resolver would (lib/cities/service.ts resolveDestination): one of its names, then
 * optionally its region, country or country code after commas ("canggu", "Canggu, Bali, ID").
 */
async function destinationsNaming(db: DbOrTx, place: CityRow, names: Set<string>): Promise<string[]> {
  const texts = await unplacedDestinationTexts(db);
  return texts.filter((text) => {
    const [name = "", ...rest] = text.split(",").map(normalizeCityName);
    return names.has(name) && rest.filter(Boolean).every((part) => qualifies(place, part, false));
  });
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
