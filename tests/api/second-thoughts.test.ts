import { describe, expect, it } from "vitest";
import * as pairingRoute from "@/app/api/v1/pairings/[id]/route";
import * as passedRoute from "@/app/api/v1/pairings/passed/route";
import * as pairingsRoute from "@/app/api/v1/pairings/route";
import * as potentialRoute from "@/app/api/v1/matches/potential/route";
import { getDb } from "@/db/client";
import { events, pairings } from "@/db/schema";
import { addDays, todayUtc } from "@/lib/dates/days";
import { buildMember, buildPlan } from "../factories";
import { call } from "../helpers/http";

type Member = Awaited<ReturnType<typeof buildMember>>;

const request = (from: Member, to: Member, action: string) =>
  call(pairingsRoute.POST, { token: from.token, body: { target_user_id: to.user.id, action } });
const takeBack = (who: Member, id: number) =>
  call(pairingRoute.DELETE, { method: "DELETE", token: who.token, params: { id } });
const passedBy = async (who: Member) =>
  (await call(passedRoute.GET, { token: who.token })).body.map(
    (entry: { other_user: { id: number } }) => entry.other_user.id,
  );
const discover = async (who: Member) =>
  (await call(potentialRoute.GET, { token: who.token })).body.map((entry: { id: number }) => entry.id);
const rowsBetween = async (a: Member, b: Member) =>
  (await (await getDb()).select().from(pairings)).filter(
    (p) => (p.user1Id === a.user.id && p.user2Id === b.user.id) || (p.user1Id === b.user.id && p.user2Id === a.user.id),
  );

/** Two members whose plans meet, so each is in the other's Discover while nothing is between them. */
async function twoWhoMeet() {
  const [a, b] = [await buildMember(), await buildMember()];
  const destination = `Second Look ${a.user.id}`;
  for (const who of [a, b])
    await buildPlan(who.user, {
      destination,
      arrivalDate: addDays(todayUtc(), 10),
      departureDate: addDays(todayUtc(), 15),
    });
  return [a, b] as const;
}

describe("taking back a pass (docs/api.md §5.1)", () => {
  it("lists the member's own passes, newest first, and never another's pass on them", async () => {
    const [me, first, second, passer] = [
      await buildMember(),
      await buildMember(),
      await buildMember(),
      await buildMember(),
    ];
    await request(me, first, "pass");
    await request(me, second, "pass");
    await request(passer, me, "pass");
    await request(me, await buildMember(), "friend");
    const response = await call(passedRoute.GET, { token: me.token });
    expect(response.status).toBe(200);
    expect(response.headers.get("X-Total-Count")).toBe("2");
    expect(response.body.map((entry: { other_user: { id: number } }) => entry.other_user.id)).toEqual([
      second.user.id,
      first.user.id,
    ]);
    expect(response.body[0]).toMatchObject({ relationship_type: "pass", user1_id: me.user.id });
    expect(await passedBy(passer)).toEqual([me.user.id]);
    expect((await call(passedRoute.GET, {})).status).toBe(401);
  });

  it("deletes the pass: the member is back in Discover and off the list, and the other hears nothing", async () => {
    const [me, them] = await twoWhoMeet();
    const pass = (await request(me, them, "pass")).body;
    expect(await discover(me)).not.toContain(them.user.id);
    const before = (await (await getDb()).select().from(events)).filter(
      (event) => event.userId === them.user.id,
    ).length;

    expect((await takeBack(me, pass.id)).status).toBe(204);
    expect(await rowsBetween(me, them)).toEqual([]);
    expect(await discover(me)).toContain(them.user.id);
    expect(await passedBy(me)).toEqual([]);
    const after = (await (await getDb()).select().from(events)).filter((event) => event.userId === them.user.id).length;
    expect(after).toBe(before);
    // They can ask again now.
    expect((await request(me, them, "friend")).status).toBe(201);
  });

  it("keeps the other's pass when both had passed: each takes back only their own", async () => {
    const [first, second] = await twoWhoMeet();
    await request(first, second, "pass");
    const secondPass = (await request(second, first, "pass")).body;
    expect(await passedBy(second)).toEqual([first.user.id]);

    expect((await takeBack(second, secondPass.id)).status).toBe(204);
    expect(await passedBy(second)).toEqual([]);
    expect(await discover(second)).toContain(first.user.id);
    // The first still passes on the second, who does not see it.
    expect(await passedBy(first)).toEqual([second.user.id]);
    expect(await discover(first)).not.toContain(second.user.id);
    const [row] = await rowsBetween(first, second);
    expect(row).toMatchObject({
      user1Id: first.user.id,
      user2Id: second.user.id,
      relationshipType: "pass",
      bothPassed: false,
    });
  });

  it("is the passer's alone: another's pass on the member stays nothing to them (404)", async () => {
    const [passer, passed] = await twoWhoMeet();
    const pass = (await request(passer, passed, "pass")).body;
    expect((await takeBack(passed, pass.id)).status).toBe(404);
    expect(await passedBy(passer)).toEqual([passed.user.id]);
  });

  it("takes a pass back once when two tabs race to undo it (204, then 404)", async () => {
    const [me, them] = await twoWhoMeet();
    const pass = (await request(me, them, "pass")).body;
    const statuses = (await Promise.all([takeBack(me, pass.id), takeBack(me, pass.id)]))
      .map((response) => response.status)
      .sort();
    expect(statuses).toEqual([204, 404]);
    expect(await rowsBetween(me, them)).toEqual([]);
  });

  it("holds against the other passing back at the same moment: one row, their pass kept either way", async () => {
    const [me, them] = await twoWhoMeet();
    const pass = (await request(me, them, "pass")).body;
    const [undo, passBack] = await Promise.all([takeBack(me, pass.id), request(them, me, "pass")]);
    expect(passBack.status).toBe(201);
    const rows = await rowsBetween(me, them);
    expect(rows).toHaveLength(1);
    expect(await passedBy(them)).toEqual([me.user.id]);
    // The undo first: mine is gone. The pass back first: it replaced the row (a new id), so the undo
    // names nothing (404) and both passes stand, as two passes do.
    if (undo.status === 204) expect(await passedBy(me)).toEqual([]);
    else {
      expect(undo.status).toBe(404);
      expect(await passedBy(me)).toEqual([them.user.id]);
    }
  });
});
