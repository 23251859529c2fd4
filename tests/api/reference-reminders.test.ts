import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as referencesRoute from "@/app/api/v1/references/route";
import * as blockRoute from "@/app/api/v1/users/[id]/block/route";
import { getDb } from "@/db/client";
import { notifications, referenceReminders, users } from "@/db/schema";
import { addDays, todayUtc } from "@/lib/dates/days";
import { showExpiredReferences } from "@/lib/references/service";
import { sweepStoredData } from "@/lib/sweep/service";
import { buildConnection, buildMember, buildParticipant, buildPlan, buildTrip } from "../factories";
import { call } from "../helpers/http";

/**
 * The reminder two days before a stay's window closes (docs/api.md §3.6): each member of the stay who
 * has not written about the other is reminded once, if the other wrote or if the two are connected.
 */

type Member = Awaited<ReturnType<typeof buildMember>>;
const day = (offset: number) => addDays(todayUtc(), offset);
const TEXT = "Great company for a week of coworking and hikes.";

let places = 0;
/** Two friends (or, `strangers`, two members) whose plans to one place shared days that ended `endedDaysAgo` ago. */
async function sharedStay(
  endedDaysAgo: number,
  visibilityOfB: "everyone" | "private" = "everyone",
  { strangers = false } = {},
) {
  const [a, b] = [await buildMember(), await buildMember()];
  if (!strangers) await buildConnection(a, b, "friend");
  const destination = `Cove ${Date.now()} ${++places}`;
  await buildPlan(a, {
    destination,
    cityId: null,
    arrivalDate: day(-endedDaysAgo - 6),
    departureDate: day(-endedDaysAgo),
  });
  await buildPlan(b, {
    destination,
    cityId: null,
    arrivalDate: day(-endedDaysAgo - 3),
    departureDate: day(-endedDaysAgo + 4),
    visibility: visibilityOfB,
  });
  return { a, b, destination };
}

const write = (who: Member, subject: Member) =>
  call(referencesRoute.POST, {
    token: who.token,
    body: { subject_id: subject.user.id, text: TEXT, met_in_person: true, recommend: true },
  });

async function remindersOf(...members: Member[]) {
  return (await getDb())
    .select()
    .from(notifications)
    .where(
      and(
        inArray(
          notifications.userId,
          members.map((member) => member.user.id),
        ),
        eq(notifications.type, "reference_reminder"),
      ),
    );
}

describe("the reference reminder", () => {
  it("reaches both members when neither has written, once each however often the sweep runs", async () => {
    const { a, b, destination } = await sharedStay(12);
    await sweepStoredData();
    await sweepStoredData();
    const sent = await remindersOf(a, b);
    expect(sent.map((row) => [row.userId, row.relatedUserId]).sort()).toEqual(
      [
        [a.user.id, b.user.id],
        [b.user.id, a.user.id],
      ].sort(),
    );
    const toA = sent.find((row) => row.userId === a.user.id)!;
    expect(toA.message).toBe(`How was ${destination} with ${b.user.name}? Write them a reference by ${day(2)}.`);
    // Writing now still works, and brings no second reminder.
    expect((await write(a, b)).status).toBe(201);
    await sweepStoredData();
    expect(await remindersOf(a, b)).toHaveLength(2);
  });

  it("leaves strangers who were merely in one place alone until one of them writes", async () => {
    const { a, b, destination } = await sharedStay(12, "everyone", { strangers: true });
    await sweepStoredData();
    expect(await remindersOf(a, b)).toEqual([]);
    expect((await write(a, b)).status).toBe(201);
    await sweepStoredData();
    const sent = await remindersOf(a, b);
    expect(sent.map((row) => [row.userId, row.relatedUserId])).toEqual([[b.user.id, a.user.id]]);
    expect(sent[0]!.message).toBe(
      `Someone you met in ${destination} wrote you a reference. Write yours by ${day(2)} to see it.`,
    );
  });

  it("reaches only the member who has not written, telling them the other did", async () => {
    const { a, b } = await sharedStay(13);
    await write(a, b);
    await sweepStoredData();
    const sent = await remindersOf(a, b);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ userId: b.user.id, relatedUserId: a.user.id });
    expect(sent[0]!.message).toContain("wrote you a reference");
  });

  it("comes two days before the window closes, not earlier, and not after it closed", async () => {
    const early = await sharedStay(11);
    const lastDay = await sharedStay(14);
    const closed = await sharedStay(15);
    await sweepStoredData();
    expect(await remindersOf(early.a, early.b, closed.a, closed.b)).toEqual([]);
    expect(await remindersOf(lastDay.a, lastDay.b)).toHaveLength(2);
  });

  it("is for a trip both were accepted in", async () => {
    const [host, guest, invited] = [await buildMember(), await buildMember(), await buildMember()];
    const trip = await buildTrip(host, { arrivalDate: day(-18), departureDate: day(-12) });
    await buildParticipant(trip, guest, "accepted");
    await buildParticipant(trip, invited, "invited");
    await sweepStoredData();
    const sent = await remindersOf(host, guest, invited);
    expect(sent.map((row) => row.userId).sort()).toEqual([host.user.id, guest.user.id].sort());
    expect(sent[0]!.message).toContain(trip.title);
  });

  it("leaves out blocked pairs, deactivated members, and a stay the member may not see", async () => {
    const blocked = await sharedStay(12);
    const answer = await call(blockRoute.POST, {
      method: "POST",
      token: blocked.b.token,
      params: { id: blocked.a.user.id },
    });
    expect(answer.status).toBe(201);
    const gone = await sharedStay(12);
    await (await getDb()).update(users).set({ isActive: false }).where(eq(users.id, gone.b.user.id));
    // b's plan is b's alone: a cannot write about that stay, b can.
    const hidden = await sharedStay(12, "private");
    await sweepStoredData();
    expect(await remindersOf(blocked.a, blocked.b, gone.a, gone.b, hidden.a)).toEqual([]);
    expect(await remindersOf(hidden.b)).toMatchObject([{ relatedUserId: hidden.a.user.id }]);
  });

  it("is sent once when two sweeps run at the same moment: the reminders' key holds it", async () => {
    for (let round = 0; round < 3; round++) {
      const { a, b } = await sharedStay(12);
      await Promise.all([showExpiredReferences(), showExpiredReferences(), showExpiredReferences()]);
      expect(await remindersOf(a, b)).toHaveLength(2);
      const kept = await (
        await getDb()
      )
        .select()
        .from(referenceReminders)
        .where(inArray(referenceReminders.userId, [a.user.id, b.user.id]));
      expect(kept).toHaveLength(2);
    }
  });
});
