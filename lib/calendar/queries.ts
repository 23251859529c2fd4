import "server-only";
import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lt, lte, ne, notInArray, or, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import {
  calendarConnections,
  calendarEvents,
  calendarFeeds,
  cities,
  citySearchNames,
  groupTrips,
  placeRegions,
  travelPlans,
  tripParticipants,
  users,
  type CalendarConnectionRow,
  type CalendarEventRow,
  type CityRow,
} from "@/db/schema";
import { distanceKm } from "@/lib/cities/land";
import type { EventSource, ImportPlanType } from "./contract";

const GOOGLE = "google";
const ofUser = (userId: number) =>
  and(eq(calendarConnections.userId, userId), eq(calendarConnections.provider, GOOGLE));

// ---- connections -----------------------------------------------------------------------------

export async function findConnection(db: DbOrTx, userId: number): Promise<CalendarConnectionRow | undefined> {
  const [row] = await db.select().from(calendarConnections).where(ofUser(userId));
  return row;
}

export type SealedTokens = { accessToken: string; accessTokenExpiresAt: Date | null; refreshTokenEncrypted: string };

/** A new grant replaces the old one and starts afresh (enabled, idle, no error). */
export async function saveConnection(db: DbOrTx, userId: number, tokens: SealedTokens): Promise<CalendarConnectionRow> {
  const values = { ...tokens, enabled: true, syncStatus: "idle", syncError: null, syncStartedAt: null };
  const [row] = await db
    .insert(calendarConnections)
    .values({ userId, provider: GOOGLE, ...values })
    .onConflictDoUpdate({ target: [calendarConnections.userId, calendarConnections.provider], set: values })
    .returning();
  return row!;
}

export async function saveAccessToken(db: DbOrTx, userId: number, tokens: Partial<SealedTokens>): Promise<void> {
  await db.update(calendarConnections).set(tokens).where(ofUser(userId));
}

/**
 * Marks the member's calendar as syncing, unless a sync is already running (one that started
 * before `staleBefore` is taken to have died). The conditional update is the lock: of two racing
 * syncs, one gets the row and the other gets nothing.
 */
export async function claimSync(
  db: DbOrTx,
  userId: number,
  staleBefore: Date,
): Promise<CalendarConnectionRow | undefined> {
  const [row] = await db
    .update(calendarConnections)
    .set({ syncStatus: "syncing", syncStartedAt: new Date() })
    .where(
      and(
        ofUser(userId),
        or(ne(calendarConnections.syncStatus, "syncing"), lt(calendarConnections.syncStartedAt, staleBefore)),
      ),
    )
    .returning();
  return row;
}

export async function finishSync(
  db: DbOrTx,
  userId: number,
  outcome: { ok: true; at: Date } | { ok: false; error: string; disable?: boolean },
): Promise<void> {
  await db
    .update(calendarConnections)
    .set(
      outcome.ok
        ? { syncStatus: "idle", syncError: null, lastSync: outcome.at, syncStartedAt: null }
        : {
            syncStatus: "error",
            syncError: outcome.error,
            syncStartedAt: null,
            ...(outcome.disable ? { enabled: false } : {}),
          },
    )
    .where(ofUser(userId));
}

export async function deleteConnection(db: DbOrTx, userId: number): Promise<CalendarConnectionRow | undefined> {
  const [row] = await db.delete(calendarConnections).where(ofUser(userId)).returning();
  return row;
}

/** Connections the daily sync should run now: enabled, not synced since `syncedBefore`, not running. */
function dueCondition(syncedBefore: Date, staleBefore: Date) {
  return and(
    eq(calendarConnections.provider, GOOGLE),
    eq(calendarConnections.enabled, true),
    isNotNull(calendarConnections.refreshTokenEncrypted),
    or(isNull(calendarConnections.lastSync), lt(calendarConnections.lastSync, syncedBefore)),
    or(ne(calendarConnections.syncStatus, "syncing"), lt(calendarConnections.syncStartedAt, staleBefore)),
  );
}

export async function dueConnections(
  db: DbOrTx,
  options: { syncedBefore: Date; staleBefore: Date; limit: number; exclude: number[] },
): Promise<number[]> {
  const rows = await db
    .select({ userId: calendarConnections.userId })
    .from(calendarConnections)
    .where(
      and(
        dueCondition(options.syncedBefore, options.staleBefore),
        options.exclude.length ? notInArray(calendarConnections.userId, options.exclude) : undefined,
      ),
    )
    .orderBy(sql`${calendarConnections.lastSync} asc nulls first`, asc(calendarConnections.id))
    .limit(options.limit);
  return rows.map((row) => row.userId);
}

export async function countDueConnections(
  db: DbOrTx,
  options: { syncedBefore: Date; staleBefore: Date },
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(calendarConnections)
    .where(dueCondition(options.syncedBefore, options.staleBefore));
  return row?.count ?? 0;
}

// ---- kept events -----------------------------------------------------------------------------

export type { EventSource };
export type KeptEventValues = Omit<
  typeof calendarEvents.$inferInsert,
  "id" | "createdAt" | "importedPlanId" | "importedTripId" | "importedAt"
>;

/** Inserts or refreshes events by (member, source, external id); what was imported from them stays. */
export async function upsertEvents(db: DbOrTx, rows: KeptEventValues[]): Promise<CalendarEventRow[]> {
  const kept: CalendarEventRow[] = [];
  for (let start = 0; start < rows.length; start += 200) {
    const chunk = rows.slice(start, start + 200);
    kept.push(
      ...(await db
        .insert(calendarEvents)
        .values(chunk)
        .onConflictDoUpdate({
          target: [calendarEvents.userId, calendarEvents.source, calendarEvents.externalId],
          set: {
            seriesId: sql`excluded.series_id`,
            summary: sql`excluded.summary`,
            description: sql`excluded.description`,
            location: sql`excluded.location`,
            startAt: sql`excluded.start_at`,
            endAt: sql`excluded.end_at`,
            startDate: sql`excluded.start_date`,
            endDate: sql`excluded.end_date`,
            isTravelEvent: sql`excluded.is_travel_event`,
            extractedDestination: sql`excluded.extracted_destination`,
            extractedCityId: sql`excluded.extracted_city_id`,
            extractedArrivalDate: sql`excluded.extracted_arrival_date`,
            extractedDepartureDate: sql`excluded.extracted_departure_date`,
          },
        })
        .returning()),
    );
  }
  return kept;
}

/**
 * Forgets events of a source that were in the window read but are no longer there (deleted or
 * moved away at the source), unless imported: an event is never imported twice.
 */
export async function pruneEvents(
  db: DbOrTx,
  userId: number,
  source: EventSource,
  window: { from: string; to: string },
  seen: string[],
) {
  await db
    .delete(calendarEvents)
    .where(
      and(
        eq(calendarEvents.userId, userId),
        eq(calendarEvents.source, source),
        isNull(calendarEvents.importedAt),
        gte(calendarEvents.extractedDepartureDate, window.from),
        lte(calendarEvents.extractedArrivalDate, window.to),
        seen.length ? sql`not (${calendarEvents.externalId} = any(${textArray(seen)}::text[]))` : undefined,
      ),
    );
}

/** A PostgreSQL text[] literal, one bound value however many ids: for `= any(...)`. */
const textArray = (values: readonly string[]) =>
  `{${values.map((value) => `"${value.replace(/["\\]/g, "\\$&")}"`).join(",")}}`;
const intArray = (values: readonly number[]) => `{${values.map((value) => Math.trunc(value)).join(",")}}`;
/** Ids per statement: one array each, so the statement's text is the same whatever the count. */
const CHUNK = 1_000;

/**
 * The member's kept events of a source with these external ids: an upload or sync reads only the
 * events it brings (through the unique index), never the member's others (docs/security.md, "Counts").
 */
export async function keptEventsWithIds(
  db: DbOrTx,
  userId: number,
  source: EventSource,
  externalIds: string[],
): Promise<CalendarEventRow[]> {
  const found: CalendarEventRow[] = [];
  for (let start = 0; start < externalIds.length; start += CHUNK) {
    const chunk = externalIds.slice(start, start + CHUNK);
    found.push(
      ...(await db
        .select()
        .from(calendarEvents)
        .where(
          and(
            eq(calendarEvents.userId, userId),
            eq(calendarEvents.source, source),
            sql`${calendarEvents.externalId} = any(${textArray(chunk)}::text[])`,
          ),
        )),
    );
  }
  return found;
}

/**
 * Forgets the uploaded events that a calendar file cancels: a whole series by its UID (the event
 * and every occurrence, kept as "<uid>#<occurrence>" with the UID as series id), or one occurrence,
 * each found by index. Events already imported stay: the plan or trip made from them is the
 * member's to cancel.
 */
export async function deleteCancelledEvents(
  db: DbOrTx,
  userId: number,
  cancelled: { uid: string; occurrence: string | null }[],
): Promise<void> {
  for (let start = 0; start < cancelled.length; start += CHUNK) {
    const chunk = cancelled.slice(start, start + CHUNK);
    const series = textArray(chunk.filter((one) => one.occurrence === null).map((one) => one.uid));
    const occurrences = textArray(chunk.flatMap((one) => (one.occurrence === null ? [] : [one.occurrence])));
    await db
      .delete(calendarEvents)
      .where(
        and(
          eq(calendarEvents.userId, userId),
          eq(calendarEvents.source, "ics"),
          isNull(calendarEvents.importedAt),
          or(
            sql`${calendarEvents.seriesId} = any(${series}::text[])`,
            sql`${calendarEvents.externalId} = any(${series}::text[])`,
            sql`${calendarEvents.externalId} = any(${occurrences}::text[])`,
          ),
        ),
      );
  }
}

/**
 * Forgets the member's events that ended before `before`, imported ones too: an event over can no
 * longer be imported, and the plans and trips made from it keep their own dates.
 */
export async function deletePastEventsOf(db: DbOrTx, userId: number, before: string): Promise<void> {
  await db
    .delete(calendarEvents)
    .where(and(eq(calendarEvents.userId, userId), lt(calendarEvents.extractedDepartureDate, before)));
}

/** The sweep's share of deletePastEventsOf, for every member: at most `limit` rows a call. */
export async function deletePastEvents(db: DbOrTx, before: string, limit: number): Promise<number> {
  const rows = await db
    .delete(calendarEvents)
    .where(
      inArray(
        calendarEvents.id,
        db
          .select({ id: calendarEvents.id })
          .from(calendarEvents)
          .where(lt(calendarEvents.extractedDepartureDate, before))
          .limit(limit),
      ),
    )
    .returning({ id: calendarEvents.id });
  return rows.length;
}

/**
 * Holds the member's events of a source to KEPT_EVENTS_PER_SOURCE (lib/calendar/values.ts):
 * keeps imported events first, then `own` (the rows this upload or sync wrote), then travel
 * events, soonest first, and deletes the rest. Answers the ids deleted. The caller holds the
 * member's row lock, so two uploads at once cannot both fill the room.
 */
export async function keepWithinCap(
  db: DbOrTx,
  userId: number,
  source: EventSource,
  own: number[],
  cap: number,
): Promise<Set<number>> {
  const rows = await db
    .delete(calendarEvents)
    .where(
      inArray(
        calendarEvents.id,
        db
          .select({ id: calendarEvents.id })
          .from(calendarEvents)
          .where(and(eq(calendarEvents.userId, userId), eq(calendarEvents.source, source)))
          .orderBy(
            sql`${calendarEvents.importedAt} is not null desc`,
            sql`${calendarEvents.id} = any(${intArray(own)}::int[]) desc`,
            desc(calendarEvents.isTravelEvent),
            asc(calendarEvents.startDate),
            asc(calendarEvents.id),
          )
          .offset(cap),
      ),
    )
    .returning({ id: calendarEvents.id });
  return new Set(rows.map((row) => row.id));
}

export async function deleteUnimportedEvents(db: DbOrTx, userId: number, source: EventSource): Promise<void> {
  await db
    .delete(calendarEvents)
    .where(
      and(eq(calendarEvents.userId, userId), eq(calendarEvents.source, source), isNull(calendarEvents.importedAt)),
    );
}

/** The member's kept events that have not ended and start within the window, soonest first. */
export async function listKeptEvents(
  db: DbOrTx,
  userId: number,
  window: { from: string; to: string },
  sources: EventSource[],
): Promise<CalendarEventRow[]> {
  if (sources.length === 0) return [];
  return db
    .select()
    .from(calendarEvents)
    .where(
      and(
        eq(calendarEvents.userId, userId),
        inArray(calendarEvents.source, sources),
        gte(calendarEvents.extractedDepartureDate, window.from),
        lte(calendarEvents.extractedArrivalDate, window.to),
      ),
    )
    .orderBy(asc(calendarEvents.startDate), sql`${calendarEvents.startAt} asc nulls first`, asc(calendarEvents.id));
}

export async function hasKeptEvents(db: DbOrTx, userId: number, source: EventSource): Promise<boolean> {
  const [row] = await db
    .select({ id: calendarEvents.id })
    .from(calendarEvents)
    .where(and(eq(calendarEvents.userId, userId), eq(calendarEvents.source, source)))
    .limit(1);
  return Boolean(row);
}

export async function findEventsOfUser(db: DbOrTx, userId: number, ids: number[]): Promise<CalendarEventRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(calendarEvents)
    .where(and(eq(calendarEvents.userId, userId), inArray(calendarEvents.id, ids)));
}

/** An import the member chose (solo or group), or the sync's own (solo plans). */
export type ImportKind = "sync" | ImportPlanType;

/**
 * The column that marks an event as taken by each import: the daily sync takes only events never
 * imported in any way (a plan the member deleted is not brought back); an explicit import takes an
 * event without a plan (solo) or without a trip (group).
 */
const IMPORT_MARK = { sync: "importedAt", solo: "importedPlanId", group: "importedTripId" } as const satisfies Record<
  ImportKind,
  keyof CalendarEventRow
>;

/** Whether the event, as it was read, has had this import already (claimEvent has the last word). */
export function importedAlready(event: CalendarEventRow, kind: ImportKind): boolean {
  return event[IMPORT_MARK[kind]] !== null;
}

/**
 * Takes the event for one import, or nothing when that import already happened (IMPORT_MARK). The
 * conditional update locks the row until the transaction ends, so of two racing imports the second
 * waits, sees the link the first wrote and takes nothing.
 */
export async function claimEvent(
  db: DbOrTx,
  userId: number,
  eventId: number,
  kind: ImportKind,
): Promise<CalendarEventRow | undefined> {
  const free = isNull(calendarEvents[IMPORT_MARK[kind]]);
  const [row] = await db
    .update(calendarEvents)
    .set({ importedAt: sql`coalesce(${calendarEvents.importedAt}, now())` })
    .where(and(eq(calendarEvents.id, eventId), eq(calendarEvents.userId, userId), free))
    .returning();
  return row;
}

export async function linkImport(
  db: DbOrTx,
  eventId: number,
  link: { planId: number } | { tripId: number },
): Promise<void> {
  await db
    .update(calendarEvents)
    .set("planId" in link ? { importedPlanId: link.planId } : { importedTripId: link.tripId })
    .where(eq(calendarEvents.id, eventId));
}

// ---- feed ------------------------------------------------------------------------------------

/** The member's feed row: its token's hash and, sealed, the token itself. */
export async function findFeed(db: DbOrTx, userId: number) {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  return row;
}

/** Keeps this token as the member's unless one exists already (a racing request's wins if first). */
export async function insertFeed(db: DbOrTx, userId: number, token: { hash: string; sealed: string }): Promise<void> {
  await db
    .insert(calendarFeeds)
    .values({ userId, token: token.hash, tokenSealed: token.sealed })
    .onConflictDoNothing({ target: calendarFeeds.userId });
}

export async function replaceFeed(db: DbOrTx, userId: number, token: { hash: string; sealed: string }): Promise<void> {
  await db
    .insert(calendarFeeds)
    .values({ userId, token: token.hash, tokenSealed: token.sealed })
    .onConflictDoUpdate({
      target: calendarFeeds.userId,
      set: { token: token.hash, tokenSealed: token.sealed, createdAt: new Date() },
    });
}

/** The owner of the feed with this token hash, if the owner is an active member. */
export async function findFeedOwner(db: DbOrTx, tokenHash: string): Promise<number | undefined> {
  const [row] = await db
    .select({ userId: calendarFeeds.userId })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(and(eq(calendarFeeds.token, tokenHash), eq(users.isActive, true)));
  return row?.userId;
}

/** Plans for the feed: every plan still marked active (past ones stay in the subscriber's history). */
export async function feedPlans(db: DbOrTx, userId: number) {
  return db
    .select()
    .from(travelPlans)
    .where(and(eq(travelPlans.userId, userId), eq(travelPlans.status, "active")))
    .orderBy(asc(travelPlans.arrivalDate), asc(travelPlans.id));
}

/** Trips the member hosts or has accepted, with dates, not cancelled. */
export async function feedTrips(db: DbOrTx, userId: number) {
  return db
    .select({ trip: groupTrips, role: tripParticipants.role })
    .from(tripParticipants)
    .innerJoin(groupTrips, eq(groupTrips.id, tripParticipants.tripId))
    .where(
      and(
        eq(tripParticipants.userId, userId),
        eq(tripParticipants.status, "accepted"),
        ne(groupTrips.status, "cancelled"),
        isNotNull(groupTrips.arrivalDate),
        isNotNull(groupTrips.departureDate),
      ),
    )
    .orderBy(asc(groupTrips.arrivalDate), asc(groupTrips.id));
}

// ---- places (detection's lookups, lib/calendar/events.ts) --------------------------------------

export type NamedCity = CityRow & { ownName: boolean };

/**
 * Places known by this normalised name, biggest first, each once: by its own name when it is one.
 * A region that holds a city of that own name is left out: "Lisbon" is the city, as the search
 * lists it first (docs/api.md §4.1), though the Lisbon district holds more people; "Bali" is the
 * island, and so is "Tenerife", though Santa Cruz de Tenerife is also called so. An address's province asks
 * for it too ("…, Krabi 81150": docs/api.md §8.2).
 */
export async function citiesNamed(
  db: DbOrTx,
  normalizedName: string,
  { limit = 30, namesakeRegions = false } = {},
): Promise<NamedCity[]> {
  const namesake = sql`${cities.kind} = 'region' and exists (
      select 1 from city_search_names held join place_regions p on p.place_id = held.city_id and p.region_id = ${cities.id}
      where held.name = ${normalizedName} and held.is_own_name)`;
  const rows = await db
    .select({ city: cities, ownName: citySearchNames.isOwnName })
    .from(citySearchNames)
    .innerJoin(cities, eq(cities.id, citySearchNames.cityId))
    .where(
      namesakeRegions
        ? sql`${citySearchNames.name} = ${normalizedName}`
        : sql`${citySearchNames.name} = ${normalizedName} and not (${namesake})`,
    )
    .orderBy(sql`${cities.population} desc`, sql`${citySearchNames.isOwnName} desc`)
    .limit(limit);
  const byId = new Map<number, NamedCity>();
  for (const row of rows) {
    const known = byId.get(row.city.id);
    if (!known || (!known.ownName && row.ownName)) byId.set(row.city.id, { ...row.city, ownName: row.ownName });
  }
  return [...byId.values()];
}

/** The towns (no regions) in a box of `km` half-width around a point, biggest first, by the coordinates' index. */
function townsInBox(db: DbOrTx, point: { latitude: number; longitude: number }, km: number, limit: number) {
  const latitudeSpan = km / 111;
  const longitudeSpan = km / (111 * Math.max(0.1, Math.cos((point.latitude * Math.PI) / 180)));
  return db
    .select()
    .from(cities)
    .where(
      sql`${cities.kind} = 'city'
      and ${cities.latitude} between ${point.latitude - latitudeSpan}::float8 and ${point.latitude + latitudeSpan}::float8
      and ${cities.longitude} between ${point.longitude - longitudeSpan}::float8 and ${point.longitude + longitudeSpan}::float8`,
    )
    .orderBy(sql`${cities.population} desc`)
    .limit(limit);
}

/**
 * The towns around a point, within `km` (a box of that half-width), biggest first, at most `limit`: where a name no
 * place is called may be one written in another romanisation (docs/api.md §8.2).
 */
export async function townsAround(
  db: DbOrTx,
  point: { latitude: number; longitude: number },
  km: number,
  limit = 3_000,
): Promise<NamedCity[]> {
  const rows = await townsInBox(db, point, km, limit);
  return rows
    .filter((town) => distanceKm(town.latitude, town.longitude, point.latitude, point.longitude) <= km)
    .map((town) => ({ ...town, ownName: false }));
}

/** A text as a LIKE pattern matches it, its wildcards escaped. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, "\\$&");

/**
 * The towns of a country of `minPopulation` or more whose own name starts with this letter, at most `limit`: where a
 * name may be one of them in another romanisation (docs/api.md §8.2).
 */
export async function townsOfCountryStarting(
  db: DbOrTx,
  countryCode: string,
  letter: string,
  minPopulation: number,
  limit = 1_000,
): Promise<NamedCity[]> {
  const prefix = `${likeLiteral(letter)}%`;
  const rows = await db
    .selectDistinctOn([cities.id], { city: cities })
    .from(citySearchNames)
    .innerJoin(cities, eq(cities.id, citySearchNames.cityId))
    .where(
      sql`${citySearchNames.isOwnName} and ${cities.kind} = 'city' and ${cities.countryCode} = ${countryCode}
      and ${cities.population} >= ${minPopulation} and ${citySearchNames.name} like ${prefix}`,
    )
    .limit(limit);
  return rows.map((row) => ({ ...row.city, ownName: false }));
}

/**
 * The villages of a country whose own name is two words, this one-word name and another ("namche" of Namche Bazar),
 * or a point of the compass and this one ("vlieland" of Oost-Vlieland, the island's village), at most `limit` of
 * each: how travellers shorten a village's name (docs/api.md §8.2). A city's they write whole, and a city's section
 * may start with any word ("Shivaji Nagar" of Pune).
 */
export async function villagesWrittenShort(
  db: DbOrTx,
  normalizedWord: string,
  countryCode: string,
  limit = 2,
): Promise<NamedCity[]> {
  const prefix = `${likeLiteral(normalizedWord)} %`;
  const village = sql`${citySearchNames.isOwnName} and ${cities.kind} = 'city'
    and ${cities.countryCode} = ${countryCode} and ${cities.population} < ${VILLAGE_PEOPLE}`;
  const villagesWhere = (named: ReturnType<typeof sql>) =>
    db
      .selectDistinctOn([cities.id], { city: cities })
      .from(citySearchNames)
      .innerJoin(cities, eq(cities.id, citySearchNames.cityId))
      .where(sql`${village} and ${named}`)
      .limit(limit);
  const rows = [
    ...(await villagesWhere(
      sql`${citySearchNames.name} like ${prefix} and ${citySearchNames.name} not like ${`${prefix} %`}`,
    )),
    ...(await villagesWhere(
      inArray(
        citySearchNames.name,
        COMPASS_POINTS.map((point) => `${point} ${normalizedWord}`),
      ),
    )),
  ];
  return [...new Map(rows.map((row) => [row.city.id, { ...row.city, ownName: false }])).values()];
}

/** The points of the compass that open villages' names, as names are compared ("Oost-Vlieland", "West Bay"). */
const COMPASS_POINTS = [
  "north",
  "south",
  "east",
  "west",
  "noord",
  "zuid",
  "oost",
  "nord",
  "sud",
  "ost",
  "norte",
  "sur",
  "este",
  "oeste",
];

/** How many people a village holds at most. */
export const VILLAGE_PEOPLE = 10_000;

/**
 * The city (no region) an airport at a point serves, within `km`, by the cities' coordinates index: the biggest
 * for its distance (population over distance plus 5 km), when OpenFlights names it otherwise (MDE's "Rio Negro"
 * is Medellín's, 20 km out) or names its island (MAH's "Menorca" lands at Maó, not at Ciutadella, as big but 40 km
 * away).
 */
export async function cityServedNear(
  db: DbOrTx,
  point: { latitude: number; longitude: number },
  km: number,
  countryCode?: string | null,
): Promise<NamedCity | undefined> {
  const around = (await townsInBox(db, point, km, SERVED_CANDIDATES)).filter((row) => row.population > 0);
  // A border's other side is served by its own airport: IGR, Puerto Iguazú's, is not Foz do Iguaçu's across the river.
  const inCountry = around.filter((row) => row.countryCode === countryCode);
  const rows = inCountry.length > 0 ? inCountry : around;
  const away = (row: (typeof rows)[number]) => distanceKm(row.latitude, row.longitude, point.latitude, point.longitude);
  const served = (row: (typeof rows)[number]) => row.population / (away(row) + 5);
  const best = rows
    .filter((row) => away(row) <= km)
    .reduce<(typeof rows)[number] | undefined>(
      (top, row) => (!top || served(row) > served(top) ? row : top),
      undefined,
    );
  return best && { ...best, ownName: true };
}

/** How many of the biggest places around an airport are weighed: one further down is too small to win. */
const SERVED_CANDIDATES = 20;

/** Where the member lives, as typed on their profile (docs/api.md §8.2: events there are not travel). */
export async function memberLocation(db: DbOrTx, userId: number): Promise<string | null> {
  const [row] = await db.select({ location: users.currentLocation }).from(users).where(eq(users.id, userId));
  return row?.location ?? null;
}

/** How many people a small island holds at most: a ferry's island (Ischia, Waiheke), not a city's (Penang). */
export const SMALL_ISLAND_PEOPLE = 100_000;

/**
 * The small island a place lies on (lib/cities/data/islands.ts), by its region id, or null: the islands that hold it
 * whose places hold fewer than SMALL_ISLAND_PEOPLE people. Home ground does not cross the sea to it (docs/api.md §8.2).
 */
export async function smallIslandOf(db: DbOrTx, placeId: number): Promise<number | null> {
  const [island] = await db
    .select({ id: cities.id })
    .from(placeRegions)
    .innerJoin(cities, eq(cities.id, placeRegions.regionId))
    .where(
      // A town of that size on it rules a big island out at once (Java, Honshu), before its people are counted.
      sql`${placeRegions.placeId} = ${placeId} and ${cities.kind} = 'region' and ${cities.featureCode} = 'ISL'
      and not exists (select 1 from place_regions on_it join cities place on place.id = on_it.place_id
           where on_it.region_id = ${cities.id} and place.population >= ${SMALL_ISLAND_PEOPLE})
      and (select coalesce(sum(place.population), 0) from place_regions on_it join cities place on place.id = on_it.place_id
           where on_it.region_id = ${cities.id}) < ${SMALL_ISLAND_PEOPLE}`,
    )
    .orderBy(asc(cities.id))
    .limit(1);
  return island?.id ?? null;
}
