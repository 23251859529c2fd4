import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as adminPlansRoute from "@/app/api/v1/admin/travel-plans/route";
import * as importRoute from "@/app/api/v1/calendar/import/route";
import * as participantRoute from "@/app/api/v1/group-trips/[id]/participants/[userId]/route";
import * as inviteRoute from "@/app/api/v1/group-trips/[id]/invite/route";
import * as messagesRoute from "@/app/api/v1/messages/route";
import * as pairingsRoute from "@/app/api/v1/pairings/route";
import * as plansRoute from "@/app/api/v1/travel-plans/route";
import { getDb } from "@/db/client";
import { MAX_ROW_ID, NO_SUCH_ID } from "@/lib/contract/params";
import { addDays, todayUtc } from "@/lib/dates/days";
import { problemOf } from "@/lib/http/route";
import { API_BASE_PATH, openApiDocument } from "@/lib/openapi/document";
import { buildAdmin, buildMember, buildTrip } from "../factories";
import { call } from "../helpers/http";

// Row ids are PostgreSQL integers: a larger id used to reach its statement and fail it (SQLSTATE
// 22003, a 500). Every id a client sends is bounded (lib/contract/params.ts MAX_ROW_ID).
const day = (offset: number) => addDays(todayUtc(), offset);
const PAST = MAX_ROW_ID + 1;

type Schema = {
  $ref?: string;
  type?: string;
  maximum?: number;
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};

describe("ids past PostgreSQL's integer", () => {
  it("are a 422 on their field in bodies and queries, and a 404 in paths", async () => {
    const member = await buildMember();
    const admin = await buildAdmin();
    const trip = await buildTrip(member);
    const plan = { destination: "Lisbon", arrival_date: day(3), departure_date: day(6) };
    const bodies = [
      [pairingsRoute.POST, member.token, { target_user_id: PAST, action: "friend" }, "target_user_id"],
      [plansRoute.POST, member.token, { ...plan, city_id: PAST }, "city_id"],
      [importRoute.POST, member.token, { event_ids: [PAST] }, "event_ids.0"],
      [messagesRoute.POST, member.token, { match_id: PAST, content: "Hello" }, "match_id"],
      [adminPlansRoute.POST, admin.token, { ...plan, user_id: PAST }, "user_id"],
    ] as const;
    for (const [handler, token, body, field] of bodies) {
      const response = await call(handler, { token, body });
      expect(response.status, field).toBe(422);
      expect(response.body.errors, field).toEqual([{ field, message: NO_SUCH_ID }]);
    }
    const invite = await call(inviteRoute.POST, {
      token: member.token,
      params: { id: trip.id },
      body: { user_id: PAST },
    });
    expect(invite.status).toBe(422);
    expect(invite.body.errors).toEqual([{ field: "user_id", message: NO_SUCH_ID }]);
    const participant = await call(participantRoute.DELETE, {
      token: member.token,
      params: { id: trip.id, userId: PAST },
    });
    expect(participant.status).toBe(404);
  });

  it("are bounded wherever the API takes an integer (the OpenAPI document says so)", () => {
    const document = openApiDocument() as unknown as {
      paths: Record<
        string,
        Record<
          string,
          {
            parameters?: { name: string; in: string; schema: Schema }[];
            requestBody?: { content: Record<string, { schema: Schema }> };
          }
        >
      >;
      components: { schemas: Record<string, Schema> };
    };
    const unbounded: string[] = [];
    const walk = (schema: Schema | undefined, where: string, seen: Set<string>) => {
      if (!schema) return;
      if (schema.$ref) {
        const name = schema.$ref.split("/").pop()!;
        if (!seen.has(name)) walk(document.components.schemas[name], where, new Set([...seen, name]));
        return;
      }
      if (schema.type === "integer" && !(schema.maximum !== undefined && schema.maximum <= MAX_ROW_ID))
        unbounded.push(where);
      for (const [key, value] of Object.entries(schema.properties ?? {})) walk(value, `${where}.${key}`, seen);
      walk(schema.items, `${where}[]`, seen);
      for (const each of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])])
        walk(each, where, seen);
    };
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, op] of Object.entries(item)) {
        const name = `${method.toUpperCase()} ${API_BASE_PATH}${path}`;
        // skip is an OFFSET (a bigint) and limit is clamped to the route's page: neither meets an integer column.
        for (const parameter of op.parameters ?? [])
          if (!["skip", "limit"].includes(parameter.name))
            walk(parameter.schema, `${name} ${parameter.in} ${parameter.name}`, new Set());
        walk(op.requestBody?.content["application/json"]?.schema, `${name} body`, new Set());
      }
    }
    expect(unbounded).toEqual([]);
  });

  it("answer 422, not 500, should one reach the database", async () => {
    const failure = await (await getDb()).execute(sql`select ${PAST}::int`).then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).not.toBeNull();
    expect(problemOf(failure)).toEqual({ status: 422, detail: "A number is out of range" });
    // The same net for a date PostgreSQL's calendar lacks (year 0000 is an ISO date).
    const date = await (await getDb()).execute(sql`select ${"0000-01-01"}::date`).then(
      () => null,
      (error: unknown) => error,
    );
    expect(problemOf(date)).toEqual({ status: 422, detail: "A date is out of range" });
  });
});
