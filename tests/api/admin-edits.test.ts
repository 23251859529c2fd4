import { and, eq } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import * as tripRoute from "@/app/api/v1/admin/group-trips/[id]/route";
import * as tripsRoute from "@/app/api/v1/admin/group-trips/route";
import * as invitesRoute from "@/app/api/v1/admin/invites/route";
import * as matchesRoute from "@/app/api/v1/admin/matches/route";
import * as messagesRoute from "@/app/api/v1/admin/messages/route";
import * as pairingsRoute from "@/app/api/v1/admin/pairings/route";
import * as reportsRoute from "@/app/api/v1/admin/reports/route";
import * as planRoute from "@/app/api/v1/admin/travel-plans/[id]/route";
import * as plansRoute from "@/app/api/v1/admin/travel-plans/route";
import * as participantRoute from "@/app/api/v1/admin/trip-participants/[id]/route";
import * as participantsRoute from "@/app/api/v1/admin/trip-participants/route";
import * as userRoute from "@/app/api/v1/admin/users/[id]/route";
import * as usersRoute from "@/app/api/v1/admin/users/route";
import * as sendRoute from "@/app/api/v1/messages/route";
import * as reportRoute from "@/app/api/v1/users/[id]/report/route";
import { getDb } from "@/db/client";
import { groupTrips, travelPlans, tripParticipants, users } from "@/db/schema";
import {
  AdminUpdateParticipantBody,
  AdminUpdatePlanBody,
  AdminUpdateTripBody,
  AdminUpdateUserBody,
} from "@/lib/admin/contract";
import { addDays, todayUtc } from "@/lib/dates/days";
import { UpdatePlanBody } from "@/lib/plans/contract";
import { UpdateProfileBody } from "@/lib/profiles/contract";
import { UpdateTripBody } from "@/lib/trips/contract";
import { buildAdmin, buildParticipant, buildPlan, buildTrip, buildUser } from "../factories";
import { connectedPair } from "../helpers/connections";
import { countStatements } from "../helpers/database";
import { call } from "../helpers/http";

const day = (offset: number) => addDays(todayUtc(), offset);
type Handler = Parameters<typeof call>[0];
const camel = (field: string) => field.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase());

describe("PUT bodies are partial: a field left out keeps its value", () => {
  // Every PUT body of the API, admin and member: parsing {} must give nothing to write.
  const bodies: [string, z.ZodType][] = [
    ["AdminUpdateUserBody", AdminUpdateUserBody],
    ["AdminUpdatePlanBody", AdminUpdatePlanBody],
    ["AdminUpdateTripBody", AdminUpdateTripBody],
    ["AdminUpdateParticipantBody", AdminUpdateParticipantBody],
    ["UpdateTripBody", UpdateTripBody],
    ["UpdatePlanBody", UpdatePlanBody],
    ["UpdateProfileBody", UpdateProfileBody],
  ];
  it.each(bodies)("%s gives {} for {}", (_name, schema) => {
    expect(schema.parse({})).toEqual({});
  });

  type Row = Record<string, unknown>;
  type Case = {
    route: string;
    handler: Handler;
    table: PgTable & { id: never };
    make: () => Promise<number>;
    bodies: () => Promise<Row[]>;
  };
  const readRow = async (table: Case["table"], id: number): Promise<Row> => {
    const [row] = await (
      await getDb()
    )
      .select()
      .from(table)
      .where(eq((table as unknown as typeof users).id, id));
    return row as Row;
  };

  // Rows made with values other than the defaults, so a field reset to its default shows.
  const cases: Case[] = [
    {
      route: "PUT /admin/users/{id}",
      handler: userRoute.PUT,
      table: users as never,
      make: async () => (await buildUser({ age: 41, isAdmin: true, bio: "Sailor", handle: `keep${Date.now()}` })).id,
      bodies: async () => [
        { name: "Renamed" },
        { email: `moved${Date.now()}@example.com` },
        { age: 52 },
        { is_admin: false },
      ],
    },
    {
      route: "PUT /admin/travel-plans/{id}",
      handler: planRoute.PUT,
      table: travelPlans as never,
      make: async () => {
        const plan = await buildPlan(await buildUser(), {
          destination: "Porto, Portugal",
          arrivalDate: day(10),
          departureDate: day(20),
          travelPurpose: "Surfing",
          status: "cancelled",
        });
        return plan.id;
      },
      bodies: async () => [
        { destination: "Braga" },
        { arrival_date: day(11) },
        { departure_date: day(21) },
        { travel_purpose: "Work" },
        { status: "completed" },
        { visibility: "private" },
        { user_id: (await buildUser()).id },
      ],
    },
    {
      route: "PUT /admin/group-trips/{id}",
      handler: tripRoute.PUT,
      table: groupTrips as never,
      make: async () => {
        const trip = await buildTrip(await buildUser(), {
          title: "Keep me",
          description: "All of it",
          destination: "Oslo",
          arrivalDate: day(5),
          departureDate: day(9),
          tripType: "matches",
          visibility: "public",
          maxParticipants: 6,
          budgetRange: "$$$ - Comfortable",
          activities: "Hiking",
          tripStyle: "Adventure",
          accommodationLink: "https://stay.example",
          workspaceLink: "https://work.example",
          status: "confirmed",
        });
        return trip.id;
      },
      bodies: async () => [
        { title: "New title" },
        { description: "Changed" },
        { destination: "Bergen" },
        { arrival_date: day(6) },
        { departure_date: day(10) },
        { trip_type: "friends" },
        { visibility: "private" },
        { max_participants: 8 },
        { activities: "Beach" },
        { workspace_link: null },
        { status: "completed" },
      ],
    },
    {
      route: "PUT /admin/trip-participants/{id} (the host's row)",
      handler: participantRoute.PUT,
      table: tripParticipants as never,
      make: async () => {
        const trip = await buildTrip(await buildUser(), { title: "Hosted", destination: "Oslo" });
        return trip.hostRow.id;
      },
      bodies: async () => [{ status: "accepted" }, { role: "host" }],
    },
    {
      route: "PUT /admin/trip-participants/{id} (a participant's row)",
      handler: participantRoute.PUT,
      table: tripParticipants as never,
      make: async () => {
        const trip = await buildTrip(await buildUser(), { title: "Joined", destination: "Oslo" });
        return (await buildParticipant(trip, await buildUser(), "requested")).id;
      },
      bodies: async () => [{ status: "declined" }, { role: "participant" }],
    },
  ];

  it.each(cases)("$route changes only the field sent", async ({ handler, table, make, bodies }) => {
    const { token } = await buildAdmin();
    for (const body of await bodies()) {
      const id = await make();
      const before = await readRow(table, id);
      const response = await call(handler, { method: "PUT", token, params: { id }, body });
      expect(response.status, JSON.stringify({ body, answer: response.body })).toBe(200);
      const after = await readRow(table, id);
      const [field, value] = Object.entries(body)[0]!;
      const expected: Row = { ...before, [camel(field)]: value };
      delete expected.updatedAt;
      delete after.updatedAt;
      expect(after, `after PUT ${JSON.stringify(body)}`).toEqual(expected);
    }
  });
});

describe("a trip has exactly one host, its creator", () => {
  const hosts = async (tripId: number) =>
    (await getDb())
      .select({ userId: tripParticipants.userId, status: tripParticipants.status })
      .from(tripParticipants)
      .where(and(eq(tripParticipants.tripId, tripId), eq(tripParticipants.role, "host")));
  const rowOf = async (tripId: number, userId: number) =>
    (
      await (
        await getDb()
      )
        .select()
        .from(tripParticipants)
        .where(and(eq(tripParticipants.tripId, tripId), eq(tripParticipants.userId, userId)))
    )[0];

  async function adminTrip(token: string, extra: Record<string, unknown> = {}) {
    const creator = await buildUser();
    const trip = await call(tripsRoute.POST, {
      token,
      body: {
        creator_id: creator.id,
        title: "Handover",
        destination: "Oslo",
        arrival_date: day(5),
        departure_date: day(9),
        ...extra,
      },
    });
    expect(trip.status).toBe(201);
    return { creator, tripId: trip.body.id as number };
  }

  it("moves the host role to a new creator who was not in the trip; the old host stays accepted", async () => {
    const { token } = await buildAdmin();
    const { creator, tripId } = await adminTrip(token);
    const next = await buildUser();
    const moved = await call(tripRoute.PUT, {
      method: "PUT",
      token,
      params: { id: tripId },
      body: { creator_id: next.id },
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ creator_id: next.id, participant_count: 2 });
    expect(await hosts(tripId)).toEqual([{ userId: next.id, status: "accepted" }]);
    expect(await rowOf(tripId, creator.id)).toMatchObject({ role: "participant", status: "accepted" });
  });

  it("promotes a new creator who was invited, and refuses one the cap has no room for", async () => {
    const { token } = await buildAdmin();
    const { tripId } = await adminTrip(token, { max_participants: 2 });
    const [invited, other] = [await buildUser(), await buildUser()];
    for (const user of [invited, other])
      await call(participantsRoute.POST, { token, body: { trip_id: tripId, user_id: user.id } });
    await call(participantRoute.PUT, {
      method: "PUT",
      token,
      params: { id: (await rowOf(tripId, other.id))!.id },
      body: { status: "accepted" },
    });
    // The trip is full (host + other): a creator who has not accepted would make three.
    const refused = await call(tripRoute.PUT, {
      method: "PUT",
      token,
      params: { id: tripId },
      body: { creator_id: invited.id },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe("Trip is full");
    const roomier = await call(tripRoute.PUT, {
      method: "PUT",
      token,
      params: { id: tripId },
      body: { creator_id: invited.id, max_participants: 3 },
    });
    expect(roomier.status).toBe(200);
    expect(await hosts(tripId)).toEqual([{ userId: invited.id, status: "accepted" }]);
    expect(roomier.body.participant_count).toBe(3);
  });

  it("refuses participant edits that would leave no host or a second one (409)", async () => {
    const { token } = await buildAdmin();
    const { creator, tripId } = await adminTrip(token);
    const member = await buildUser();
    const added = await call(participantsRoute.POST, {
      token,
      body: { trip_id: tripId, user_id: member.id, status: "accepted" },
    });
    const hostRow = (await rowOf(tripId, creator.id))!;
    const attempts = [
      () =>
        call(participantRoute.PUT, { method: "PUT", token, params: { id: hostRow.id }, body: { role: "participant" } }),
      () =>
        call(participantRoute.PUT, { method: "PUT", token, params: { id: hostRow.id }, body: { status: "declined" } }),
      () => call(participantRoute.PUT, { method: "PUT", token, params: { id: added.body.id }, body: { role: "host" } }),
      () => call(participantRoute.DELETE, { method: "DELETE", token, params: { id: hostRow.id } }),
      async () =>
        call(participantsRoute.POST, {
          token,
          body: { trip_id: tripId, user_id: (await buildUser()).id, role: "host", status: "accepted" },
        }),
    ];
    for (const attempt of attempts) expect((await attempt()).status).toBe(409);
    expect(await hosts(tripId)).toEqual([{ userId: creator.id, status: "accepted" }]);
  });
});

describe("admin lists cost a fixed number of statements per page", () => {
  it("does not grow with the page size (no query per row)", async () => {
    const { token } = await buildAdmin();
    for (let i = 0; i < 6; i++) {
      const { a, b, matchId } = await connectedPair();
      await call(sendRoute.POST, { token: a.token, body: { match_id: matchId, content: `hello ${i}` } });
      await call(tripsRoute.POST, {
        token,
        body: {
          creator_id: a.user.id,
          title: `Trip ${i}`,
          destination: "Oslo",
          arrival_date: day(5),
          departure_date: day(9),
        },
      });
      await call(plansRoute.POST, {
        token,
        body: { user_id: b.user.id, destination: "Oslo", arrival_date: day(5), departure_date: day(9) },
      });
      await call(invitesRoute.POST, { token, body: {} });
      await call(reportRoute.POST, { token: a.token, params: { id: b.user.id }, body: { reason: "spam" } });
    }
    const lists: [string, Handler][] = [
      ["group-trips", tripsRoute.GET],
      ["travel-plans", plansRoute.GET],
      ["trip-participants", participantsRoute.GET],
      ["pairings", pairingsRoute.GET],
      ["matches", matchesRoute.GET],
      ["messages", messagesRoute.GET],
      ["users", usersRoute.GET],
      ["invites", invitesRoute.GET],
      ["reports", reportsRoute.GET],
    ];
    for (const [name, handler] of lists) {
      const statements = async (limit: number) => {
        let answer: Awaited<ReturnType<typeof call>> | undefined;
        const sent = await countStatements(async () => (answer = await call(handler, { token, query: { limit } })));
        expect(answer!.status, name).toBe(200);
        expect((answer!.body as unknown[]).length, name).toBe(limit);
        return sent.length;
      };
      expect(await statements(5), `GET /admin/${name}`).toBe(await statements(1));
    }
  });
});
