import { describe, expect, it } from "vitest";
import * as adminPlansRoute from "@/app/api/v1/admin/travel-plans/route";
import * as loginRoute from "@/app/api/v1/auth/login/json/route";
import * as registerRoute from "@/app/api/v1/auth/register/route";
import * as importRoute from "@/app/api/v1/calendar/import/route";
import * as tripsRoute from "@/app/api/v1/group-trips/route";
import * as plansRoute from "@/app/api/v1/travel-plans/route";
import { addDays, todayUtc } from "@/lib/dates/days";
import { buildAdmin, buildMember } from "../factories";
import { call } from "../helpers/http";

const day = (offset: number) => addDays(todayUtc(), offset);
type Handler = Parameters<typeof call>[0];

// A missing field gets its own message where the product gives one (docs/api.md, "Messages of
// validation"); a wrong type gets the schema's own text, else the generic one.
const plan = { destination: "Lisbon", arrival_date: day(3), departure_date: day(6) };
const trip = { title: "Surf week", ...plan };
const register = { email: "new@example.com", password: "long enough password", name: "New Member", age: 30 };

const cases: [string, Handler, "member" | "admin" | "none", Record<string, unknown>, string, unknown, string][] = [
  // route, handler, who calls, a valid body, the field, its value (undefined: left out), the message
  ["POST /travel-plans", plansRoute.POST, "member", plan, "destination", undefined, "Destination is required"],
  ["POST /travel-plans", plansRoute.POST, "member", plan, "arrival_date", undefined, "Arrival date is required"],
  ["POST /travel-plans", plansRoute.POST, "member", plan, "departure_date", undefined, "Departure date is required"],
  ["POST /travel-plans", plansRoute.POST, "member", plan, "arrival_date", 20310101, "Must be a date (YYYY-MM-DD)"],
  // Year 0000 is an ISO date PostgreSQL cannot hold (a 500 once); 9999 no trip reaches.
  [
    "POST /travel-plans",
    plansRoute.POST,
    "member",
    plan,
    "arrival_date",
    "0000-01-01",
    "Must be a date between 2000 and 2100",
  ],
  [
    "POST /travel-plans",
    plansRoute.POST,
    "member",
    plan,
    "departure_date",
    "9999-12-31",
    "Must be a date between 2000 and 2100",
  ],
  ["POST /group-trips", tripsRoute.POST, "member", trip, "title", undefined, "Title is required"],
  ["POST /group-trips", tripsRoute.POST, "member", trip, "destination", undefined, "Destination is required"],
  ["POST /group-trips", tripsRoute.POST, "member", trip, "arrival_date", undefined, "Arrival date is required"],
  ["POST /group-trips", tripsRoute.POST, "member", trip, "departure_date", undefined, "Departure date is required"],
  ["POST /group-trips", tripsRoute.POST, "member", trip, "title", 42, "Must be text"],
  [
    "POST /group-trips",
    tripsRoute.POST,
    "member",
    trip,
    "arrival_date",
    "0000-01-01",
    "Must be a date between 2000 and 2100",
  ],
  ["POST /group-trips", tripsRoute.POST, "member", trip, "trip_type", 7, "Trip type must be matches or friends"],
  ["POST /group-trips", tripsRoute.POST, "member", trip, "description", 5, "Must be text"],
  [
    "POST /calendar/import",
    importRoute.POST,
    "member",
    { event_ids: [1] },
    "event_ids",
    undefined,
    "Select at least one event to import",
  ],
  [
    "POST /calendar/import",
    importRoute.POST,
    "member",
    { event_ids: [1] },
    "event_ids",
    "1,2",
    "event_ids must be a list of event ids",
  ],
  [
    "POST /calendar/import",
    importRoute.POST,
    "member",
    { event_ids: [1] },
    "event_ids",
    ["x"],
    "Event ids must be numbers",
  ],
  ["POST /auth/register", registerRoute.POST, "none", register, "name", undefined, "Full name is required"],
  ["POST /auth/register", registerRoute.POST, "none", register, "email", undefined, "Email is required"],
  ["POST /auth/register", registerRoute.POST, "none", register, "password", undefined, "Password is required"],
  ["POST /auth/register", registerRoute.POST, "none", register, "age", undefined, "Age is required"],
  ["POST /auth/register", registerRoute.POST, "none", register, "age", "thirty", "Must be a number"],
  ["POST /auth/register", registerRoute.POST, "none", register, "email", null, "Must not be empty"],
  [
    "POST /auth/login/json",
    loginRoute.POST,
    "none",
    { email: "a@b.c", password: "x" },
    "password",
    undefined,
    "Password is required",
  ],
  [
    "POST /admin/travel-plans",
    adminPlansRoute.POST,
    "admin",
    { user_id: 1, ...plan },
    "user_id",
    undefined,
    "User ID is required",
  ],
  [
    "POST /admin/travel-plans",
    adminPlansRoute.POST,
    "admin",
    { user_id: 1, ...plan },
    "user_id",
    "1",
    "User ID must be a number",
  ],
  [
    "POST /admin/travel-plans",
    adminPlansRoute.POST,
    "admin",
    { user_id: 1, ...plan },
    "arrival_date",
    undefined,
    "Arrival date is required",
  ],
  [
    "POST /admin/travel-plans",
    adminPlansRoute.POST,
    "admin",
    { user_id: 1, ...plan },
    "arrival_date",
    "0000-01-01",
    "Must be a date between 2000 and 2100",
  ],
];

describe("validation messages", () => {
  const named = cases.map(([route, handler, who, valid, field, value, message]) => ({
    route,
    handler,
    who,
    valid,
    field,
    value: value === undefined ? "(missing)" : value,
    sent: value,
    message,
  }));
  it.each(named)("$route: $field $value → $message", async ({ handler, who, valid, field, sent: value, message }) => {
    const token =
      who === "member" ? (await buildMember()).token : who === "admin" ? (await buildAdmin()).token : undefined;
    const body: Record<string, unknown> = { ...valid };
    if (value === undefined) delete body[field];
    else body[field] = value;
    const response = await call(handler, { token, body });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual([{ field: field + (Array.isArray(value) ? ".0" : ""), message }]);
  });
});
