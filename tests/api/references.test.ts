import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as referenceRoute from "@/app/api/v1/references/[id]/route";
import * as referencesRoute from "@/app/api/v1/references/route";
import * as blockRoute from "@/app/api/v1/users/[id]/block/route";
import * as exportRoute from "@/app/api/v1/users/me/export/route";
import * as meRoute from "@/app/api/v1/users/me/route";
import * as staysRoute from "@/app/api/v1/users/[id]/reference-stays/route";
import * as userReferencesRoute from "@/app/api/v1/users/[id]/references/route";
import { getDb } from "@/db/client";
import { memberReferences, notifications, users } from "@/db/schema";
import { addDays, todayUtc } from "@/lib/dates/days";
import { sweepStoredData } from "@/lib/sweep/service";
import { buildMember, buildParticipant, buildPlan, buildTrip, TEST_PASSWORD } from "../factories";
import { call } from "../helpers/http";

/**
 * References between members (docs/api.md §3.6): one per writer and stay, within 14 days after the
 * stay ends, hidden until both wrote or the 14 days are over.
 */

type Member = Awaited<ReturnType<typeof buildMember>>;
const day = (offset: number) => addDays(todayUtc(), offset);
const TEXT = "Great company for a week of coworking and hikes.";

let places = 0;
/** Two members whose plans to one place shared days that ended `endedDaysAgo` ago. */
async function sharedStay(endedDaysAgo = 2) {
  const [a, b] = [await buildMember(), await buildMember()];
  const destination = `Refuge ${Date.now()} ${++places}`;
  await buildPlan(a, {
    destination,
    cityId: null,
    arrivalDate: day(-endedDaysAgo - 6),
    departureDate: day(-endedDaysAgo),
  });
  await buildPlan(b, {
    destination: destination.toUpperCase(),
    cityId: null,
    arrivalDate: day(-endedDaysAgo - 3),
    departureDate: day(-endedDaysAgo + 4),
  });
  return { a, b, destination };
}

const write = (who: Member, subject: Member, extra: Record<string, unknown> = {}) =>
  call(referencesRoute.POST, {
    token: who.token,
    body: { subject_id: subject.user.id, text: TEXT, met_in_person: true, recommend: true, ...extra },
  });
const listOf = (viewer: Member, subject: Member) =>
  call(userReferencesRoute.GET, { token: viewer.token, params: { id: subject.user.id } });
const shownNotes = async (who: Member) =>
  (await getDb())
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, who.user.id), eq(notifications.type, "reference_shown")));

describe("writing a reference", () => {
  it("is hidden until the other writes theirs, then both are shown and each subject told once", async () => {
    const { a, b } = await sharedStay();
    const first = await write(a, b, { met_in_person: false });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ subject_id: b.user.id, shown: false, private_note: null });
    expect(first.body.context).toEqual({ destination: expect.any(String), start: day(-5), end: day(-2) });
    expect((await listOf(b, b)).body).toEqual({ total: 0, met_in_person: 0, items: [] });
    expect((await listOf(a, b)).body.total).toBe(0);

    const second = await write(b, a);
    expect(second.status).toBe(201);
    expect(second.body.shown).toBe(true);
    const ofB = await listOf(a, b);
    expect(ofB.body.total).toBe(1);
    expect(ofB.body.met_in_person).toBe(0);
    expect(ofB.body.items[0]).toMatchObject({
      author: { id: a.user.id, name: a.user.name, handle: a.user.handle },
      text: TEXT,
      met_in_person: false,
      recommend: true,
    });
    expect((await listOf(b, a)).body).toMatchObject({ total: 1, met_in_person: 1 });
    expect(await shownNotes(a)).toHaveLength(1);
    expect(await shownNotes(b)).toHaveLength(1);
  });

  it("is one per stay (409), and only for a shared stay that ended within 14 days (403)", async () => {
    const { a, b } = await sharedStay();
    expect((await write(a, b)).status).toBe(201);
    expect((await write(a, b)).status).toBe(409);

    const stranger = await buildMember();
    expect((await write(a, stranger)).status).toBe(403);

    const old = await sharedStay(15);
    expect((await write(old.a, old.b)).status).toBe(403);
    const ongoing = await sharedStay(0);
    expect((await write(ongoing.a, ongoing.b)).status).toBe(403);
    const lastDay = await sharedStay(14);
    expect((await write(lastDay.a, lastDay.b)).status).toBe(201);

    // Same days, other places: no stay.
    const [c, d] = [await buildMember(), await buildMember()];
    await buildPlan(c, {
      destination: `Here ${Date.now()}`,
      cityId: null,
      arrivalDate: day(-6),
      departureDate: day(-2),
    });
    await buildPlan(d, {
      destination: `There ${Date.now()}`,
      cityId: null,
      arrivalDate: day(-6),
      departureDate: day(-2),
    });
    expect((await write(c, d)).status).toBe(403);
  });

  it("refuses bad fields with 422, and yourself", async () => {
    const { a, b } = await sharedStay();
    for (const extra of [
      { text: "too short" },
      { text: "x".repeat(2001) },
      { met_in_person: "yes" },
      { recommend: undefined },
      { private_note: "n".repeat(2001) },
      { subject_id: "someone" },
    ]) {
      const answer = await write(a, b, extra);
      expect(answer.status, JSON.stringify(extra).slice(0, 40)).toBe(422);
    }
    expect((await write(a, a)).status).toBe(422);
    expect((await write(a, b, { subject_id: 2_147_483_648 })).status).toBe(422);
  });

  it("is for a trip both were accepted in, named by trip_id", async () => {
    const [host, guest, invited] = [await buildMember(), await buildMember(), await buildMember()];
    const trip = await buildTrip(host, { arrivalDate: day(-9), departureDate: day(-3) });
    await buildParticipant(trip, guest, "accepted");
    await buildParticipant(trip, invited, "invited");
    expect((await write(host, invited, { trip_id: trip.id })).status).toBe(403);
    const stays = await call(staysRoute.GET, { token: guest.token, params: { id: host.user.id } });
    expect(stays.body).toEqual([
      { trip_id: trip.id, context: { trip_id: trip.id, title: trip.title }, window_ends: day(11) },
    ]);
    const written = await write(guest, host, { trip_id: trip.id });
    expect(written.status).toBe(201);
    expect(written.body.context).toEqual({ trip_id: trip.id, title: trip.title });
    expect((await write(guest, host, { trip_id: trip.id })).status).toBe(409);
    expect((await call(staysRoute.GET, { token: guest.token, params: { id: host.user.id } })).body).toEqual([]);
  });

  it("is refused between blocked members, either way", async () => {
    const { a, b } = await sharedStay();
    expect((await call(blockRoute.POST, { method: "POST", token: b.token, params: { id: a.user.id } })).status).toBe(
      201,
    );
    expect((await write(a, b)).status).toBe(403);
    expect((await write(b, a)).status).toBe(403);
  });
});

describe("shown references", () => {
  it("are shown after the 14 days even if only one wrote, by the sweep once, never with the private note", async () => {
    const { a, b } = await sharedStay(3);
    const written = await write(a, b, { private_note: "Left without paying their share of the rent." });
    expect(written.status).toBe(201);
    expect(written.body.private_note).toBe("Left without paying their share of the rent.");
    // The window ends: move the stay back.
    const db = await getDb();
    await db
      .update(memberReferences)
      .set({ windowEnds: day(-1) })
      .where(eq(memberReferences.id, written.body.id));
    const list = await listOf(a, b);
    expect(list.body.total).toBe(1);
    expect(JSON.stringify(list.body)).not.toContain("rent");
    expect(list.body.items[0]).not.toHaveProperty("private_note");

    expect((await sweepStoredData()).references_shown).toBeGreaterThanOrEqual(1);
    await sweepStoredData();
    expect(await shownNotes(b)).toHaveLength(1);
    expect(await shownNotes(a)).toHaveLength(0);
  });

  it("may be deleted by the writer while hidden, not once shown", async () => {
    const { a, b } = await sharedStay();
    const mine = await write(a, b);
    expect((await write(b, a, { text: "Kind, quiet and always on time for the boat." })).body.shown).toBe(true);
    expect(
      (await call(referenceRoute.DELETE, { method: "DELETE", token: a.token, params: { id: mine.body.id } })).status,
    ).toBe(403);

    const pair = await sharedStay();
    const hidden = await write(pair.a, pair.b);
    expect(
      (await call(referenceRoute.DELETE, { method: "DELETE", token: pair.b.token, params: { id: hidden.body.id } }))
        .status,
    ).toBe(404);
    expect(
      (await call(referenceRoute.DELETE, { method: "DELETE", token: pair.a.token, params: { id: hidden.body.id } }))
        .status,
    ).toBe(204);
    // Deleted, it may be written again.
    expect((await write(pair.a, pair.b)).status).toBe(201);
  });

  it("are hidden while their writer is deactivated", async () => {
    const { a, b } = await sharedStay();
    await write(a, b);
    await write(b, a);
    expect((await listOf(b, b)).body.total).toBe(1);
    await (await getDb()).update(users).set({ isActive: false }).where(eq(users.id, a.user.id));
    expect((await listOf(b, b)).body).toEqual({ total: 0, met_in_person: 0, items: [] });
  });

  it("are both shown when both write at the same moment, each subject told exactly once", async () => {
    for (let round = 0; round < 3; round++) {
      const { a, b } = await sharedStay();
      const [one, two] = await Promise.all([write(a, b), write(b, a)]);
      expect([one.status, two.status]).toEqual([201, 201]);
      expect([one.body.shown, two.body.shown].filter(Boolean)).toHaveLength(1);
      expect((await listOf(a, b)).body.total).toBe(1);
      expect((await listOf(b, a)).body.total).toBe(1);
      expect(await shownNotes(a)).toHaveLength(1);
      expect(await shownNotes(b)).toHaveLength(1);
    }
  });

  it("remind a subject who has not written back, once, two days before the window closes", async () => {
    const { a, b } = await sharedStay(12);
    await write(a, b);
    const reminders = async () =>
      (await getDb())
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, b.user.id), eq(notifications.type, "reference_reminder")));
    await sweepStoredData();
    await sweepStoredData();
    const sent = await reminders();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.relatedUserId).toBe(a.user.id);
    expect((await listOf(b, b)).body.total).toBe(0);
  });
});

describe("a member's references and their data", () => {
  it("are in their export (written with notes; received only once shown) and go with their account", async () => {
    const { a, b } = await sharedStay();
    await write(a, b, { private_note: "Only for the moderators to read here." });
    const hidden = (await call(exportRoute.GET, { token: b.token, path: "/api/v1/users/me/export" })).body;
    expect(hidden.references_received).toEqual([]);
    const mine = (await call(exportRoute.GET, { token: a.token, path: "/api/v1/users/me/export" })).body;
    expect(mine.references_written).toEqual([
      expect.objectContaining({ subject_id: b.user.id, private_note: "Only for the moderators to read here." }),
    ]);
    await write(b, a);
    const shown = (await call(exportRoute.GET, { token: b.token, path: "/api/v1/users/me/export" })).body;
    expect(shown.references_received).toEqual([expect.objectContaining({ author_id: a.user.id, text: TEXT })]);
    expect(JSON.stringify(shown.references_received)).not.toContain("moderators");

    const deleted = await call(meRoute.DELETE, { method: "DELETE", token: a.token, body: { password: TEST_PASSWORD } });
    expect(deleted.status).toBe(204);
    const left = await (await getDb()).select().from(memberReferences).where(eq(memberReferences.authorId, a.user.id));
    expect(left).toEqual([]);
    expect((await listOf(b, b)).body.total).toBe(0);
  });

  it("read a written reference whose window is over as shown before the sweep has run", async () => {
    const { a, b } = await sharedStay();
    const written = await write(a, b);
    const db = await getDb();
    await db
      .update(memberReferences)
      .set({ windowEnds: day(-1) })
      .where(eq(memberReferences.id, written.body.id));
    const [row] = await db.select().from(memberReferences).where(eq(memberReferences.id, written.body.id));
    expect(row!.shownAt).toBeNull();

    const mine = (await call(exportRoute.GET, { token: a.token, path: "/api/v1/users/me/export" })).body;
    expect(mine.references_written).toEqual([expect.objectContaining({ id: written.body.id, shown: true })]);
    const theirs = (await call(exportRoute.GET, { token: b.token, path: "/api/v1/users/me/export" })).body;
    expect(theirs.references_received).toEqual([expect.objectContaining({ id: written.body.id })]);
  });
});
