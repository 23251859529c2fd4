import "server-only";
import { hashSecretToken, newSecretToken } from "@/lib/auth/secret-token";
import ICAL from "ical.js";
import { getDb } from "@/db/client";
import type { GroupTripRow, TravelPlanRow } from "@/db/schema";
import type { Actor } from "@/lib/auth/actor";
import { addDays } from "@/lib/dates/days";
import { notFound } from "@/lib/errors/app-error";
import { decryptToken, encryptToken } from "./crypto";
import { feedPlans, feedTrips, findFeed, findFeedOwner, insertFeed, replaceFeed } from "./queries";

/**
 * The member's private iCalendar feed (docs/api.md §8): a URL with an unguessable token
 * (32 random bytes) that calendar apps subscribe to without signing in. Rotating replaces the
 * token; the old URL is then 404, and so is every URL of a member who is deactivated or deleted.
 * Only the token's SHA-256 is looked up; the owner's copy is sealed (AES-GCM, lib/calendar/crypto.ts)
 * so GET /calendar/feed can show the same URL again. A token that cannot be unsealed (a row from
 * before sealing, or a changed key) is replaced: the member gets a new URL (docs/security.md).
 */
const sealed = (userId: number, token: string) => ({
  hash: hashSecretToken(token),
  sealed: encryptToken(token, userId),
});

const feedPath = (token: string) => `/api/v1/calendar/feed/${token}.ics`;

export async function getFeedUrl(actor: Actor, origin: string) {
  const db = await getDb();
  let feed = await findFeed(db, actor.id);
  if (!feed) {
    await insertFeed(db, actor.id, sealed(actor.id, newSecretToken()));
    feed = await findFeed(db, actor.id);
  }
  const token = feed?.tokenSealed ? decryptToken(feed.tokenSealed, actor.id) : null;
  if (token && hashSecretToken(token) === feed!.token) return { feed_url: `${origin}${feedPath(token)}` };
  return rotateFeed(actor, origin);
}

export async function rotateFeed(actor: Actor, origin: string) {
  const token = newSecretToken();
  await replaceFeed(await getDb(), actor.id, sealed(actor.id, token));
  return { feed_url: `${origin}${feedPath(token)}` };
}

/** The feed's text for a token, or 404 for a token that is not (or no longer) an active member's. */
export async function renderFeed(token: string, origin: string): Promise<string> {
  const db = await getDb();
  const userId = await findFeedOwner(db, hashSecretToken(token));
  if (userId === undefined) throw notFound("Calendar feed not found");
  const [plans, trips] = await Promise.all([feedPlans(db, userId), feedTrips(db, userId)]);
  return buildFeed({ plans, trips: trips.map((row) => row.trip), origin });
}

type FeedInput = { plans: TravelPlanRow[]; trips: GroupTripRow[]; origin: string; now?: Date };

/** All-day events: a plan is "Trip to <city>", a trip is its title; the end date is exclusive. */
function buildFeed({ plans, trips, origin, now = new Date() }: FeedInput): string {
  const calendar = new ICAL.Component(["vcalendar", [], []]);
  calendar.updatePropertyWithValue("prodid", "-//Overlap//Travel plans and trips//EN");
  calendar.updatePropertyWithValue("version", "2.0");
  calendar.updatePropertyWithValue("calscale", "GREGORIAN");
  calendar.updatePropertyWithValue("x-wr-calname", "Overlap trips");
  calendar.updatePropertyWithValue("x-wr-caldesc", "Your travel plans and group trips on Overlap");
  // How often subscribers should look again (Apple, Outlook and Google read one of these).
  calendar.updatePropertyWithValue("refresh-interval", ICAL.Duration.fromString("PT6H"));
  calendar.updatePropertyWithValue("x-published-ttl", "PT6H");
  const stamp = ICAL.Time.fromJSDate(now, true);
  const host = new URL(origin).host || "overlap";

  for (const plan of plans) {
    const city = plan.destination.split(",")[0]!.trim();
    calendar.addSubcomponent(
      vevent({
        uid: `plan-${plan.id}@${host}`,
        stamp,
        modified: plan.updatedAt,
        arrival: plan.arrivalDate,
        departure: plan.departureDate,
        summary: `Trip to ${city}`,
        location: plan.destination,
        description: [plan.travelPurpose, "Solo travel plan on Overlap"].filter(Boolean).join("\n\n"),
        url: `${origin}/app/travel-plans`,
      }),
    );
  }
  for (const trip of trips) {
    if (!trip.arrivalDate || !trip.departureDate) continue;
    calendar.addSubcomponent(
      vevent({
        uid: `trip-${trip.id}@${host}`,
        stamp,
        modified: trip.updatedAt,
        arrival: trip.arrivalDate,
        departure: trip.departureDate,
        summary: trip.title,
        location: trip.destination,
        description: [trip.description, "Group trip on Overlap"].filter(Boolean).join("\n\n"),
        url: `${origin}/app/travel-plans/group-trip/${trip.id}`,
        status: trip.status === "confirmed" ? "CONFIRMED" : "TENTATIVE",
      }),
    );
  }
  // Every content line ends in CRLF (RFC 5545), the last one included.
  return `${calendar.toString()}\r\n`;
}

type FeedEvent = {
  uid: string;
  stamp: ICAL.Time;
  modified: Date;
  arrival: string;
  departure: string;
  summary: string;
  location: string;
  description: string;
  url: string;
  status?: string;
};

function vevent(event: FeedEvent): ICAL.Component {
  const component = new ICAL.Component("vevent");
  component.updatePropertyWithValue("uid", event.uid);
  component.updatePropertyWithValue("dtstamp", event.stamp);
  component.updatePropertyWithValue("last-modified", ICAL.Time.fromJSDate(event.modified, true));
  component.updatePropertyWithValue("dtstart", ICAL.Time.fromDateString(event.arrival));
  component.updatePropertyWithValue("dtend", ICAL.Time.fromDateString(addDays(event.departure, 1)));
  component.updatePropertyWithValue("summary", event.summary);
  component.updatePropertyWithValue("location", event.location);
  component.updatePropertyWithValue("description", event.description);
  component.updatePropertyWithValue("url", event.url);
  component.updatePropertyWithValue("transp", "TRANSPARENT");
  if (event.status) component.updatePropertyWithValue("status", event.status);
  return component;
}
