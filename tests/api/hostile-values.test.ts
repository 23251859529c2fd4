import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { Operation } from "@/lib/contract/operation";
import {
  buildAdmin,
  buildConnection,
  buildMember,
  buildMessage,
  buildParticipant,
  buildPlan,
  buildTrip,
} from "../factories";
import { call } from "../helpers/http";

// Every documented operation, every field of its query and body, given values no client should
// send: none may answer 500 (docs/security.md, "Input"). The caller is an admin, so that every
// route reaches its checks; path ids name real rows where the test has them.

const root = path.resolve(import.meta.dirname, "../..");
const apiDir = path.join(root, "app/api/v1");
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

type Handler = Parameters<typeof call>[0] & { operation?: Operation };
type Shape = Record<string, unknown>;

function routeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === "route.ts" ? [full] : [];
  });
}

/** The top-level fields of a zod object schema (through pipes, refinements and the like). */
function fieldsOf(schema: unknown): string[] {
  let current = schema as
    { shape?: Shape; _zod?: { def?: { in?: unknown; schema?: unknown; innerType?: unknown } } } | undefined;
  for (let depth = 0; current && depth < 10; depth++) {
    if (current.shape) return Object.keys(current.shape);
    const def = current._zod?.def;
    current = (def?.in ?? def?.schema ?? def?.innerType) as typeof current;
  }
  return [];
}

/** 100,000 characters, as plain text and as a web address (which link fields would otherwise refuse for its form). */
const LONG_TEXTS = ["x".repeat(100_000), `https://example.com/${"x".repeat(100_000)}`];
const HOSTILE: unknown[] = [
  "\u0000",
  ...LONG_TEXTS,
  "\ud800",
  2_147_483_648,
  -1,
  1.5,
  1e308,
  Array.from({ length: 10_000 }, (_, i) => i),
  { nested: { deeper: ["x"] } },
  true,
];
const HOSTILE_QUERY = ["\u0000", "x".repeat(4_000), "2147483648", "-1", "1.5", "1e308", "NaN", "Infinity", ""];

describe("hostile values in every documented query and body", () => {
  let admin: Awaited<ReturnType<typeof buildAdmin>>;
  let tripId: number;
  beforeAll(async () => {
    admin = await buildAdmin();
    tripId = (await buildTrip(admin)).id;
  });

  it("never answer 500, and never store 100,000 characters", { timeout: 300_000 }, async () => {
    const failures: string[] = [];
    const unbounded: string[] = [];
    let calls = 0;
    for (const file of routeFiles(apiDir).sort()) {
      const exports = (await import(/* @vite-ignore */ file)) as Record<string, Handler | undefined>;
      for (const method of METHODS) {
        const handler = exports[method];
        const op = handler?.operation;
        if (!handler || !op) continue;
        // Path parameters: ids of rows that exist (the trip, its host), other text as it is.
        const params = Object.fromEntries(
          [...op.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [
            name!,
            name === "id" ? tripId : name === "userId" ? admin.user.id : "hostile",
          ]),
        );
        const send = async (options: { query?: Record<string, unknown>; body?: unknown }, label: string) => {
          calls++;
          const response = await call(handler, { token: admin.token, params, ...(options as object) });
          if (response.status >= 500 && response.status !== 503)
            failures.push(
              `${method} ${op.path} ${label}: ${response.status} ${JSON.stringify(response.body).slice(0, 120)}`,
            );
          return response.status;
        };
        for (const field of fieldsOf(op.query)) {
          for (const value of HOSTILE_QUERY)
            await send({ query: { [field]: value } }, `?${field}=${JSON.stringify(value).slice(0, 20)}`);
        }
        for (const field of fieldsOf(op.body)) {
          for (const value of HOSTILE) {
            const status = await send(
              { body: { [field]: value } },
              `body.${field}=${JSON.stringify(value).slice(0, 20)}`,
            );
            // Every text a client stores has a bound far below this (an edit sends one field alone,
            // so its answer is about that field; a create's lacks the rest and is refused anyway).
            if (LONG_TEXTS.includes(value as string) && status < 300)
              unbounded.push(`${method} ${op.path} body.${field}: ${status}`);
          }
        }
      }
    }
    expect(calls).toBeGreaterThan(500);
    expect(failures).toEqual([]);
    expect(unbounded).toEqual([]);
  });
});

// Partial updates with nothing in them, or only what the schema drops: an edit that changes nothing
// must not reach the database as an empty UPDATE (a 500), whichever resource it names. Each
// operation is tried with the id of every kind of row the test has, so an id names a real row of
// the operation's own kind whatever that kind is.
const ODD_BODIES: [string, unknown][] = [
  ["{}", {}],
  ["an unknown field", { not_a_field: "x" }],
  ["null", null],
  ["[]", []],
  ['""', ""],
];

describe("empty and odd partial bodies in every documented operation", () => {
  it("never answer 500", { timeout: 300_000 }, async () => {
    const admin = await buildAdmin();
    const member = await buildMember();
    const other = await buildMember();
    const trip = await buildTrip(member);
    const participant = await buildParticipant(trip, other, "invited");
    const plan = await buildPlan(member);
    const { pairing, conversation } = await buildConnection(member, other);
    const message = await buildMessage(conversation!, member);
    const ids = [
      ...new Set([
        admin.user.id,
        member.user.id,
        other.user.id,
        trip.id,
        trip.hostRow.id,
        participant.id,
        plan.id,
        pairing.id,
        conversation!.id,
        message.id,
      ]),
    ];
    const failures: string[] = [];
    let calls = 0;
    for (const file of routeFiles(apiDir).sort()) {
      const exports = (await import(/* @vite-ignore */ file)) as Record<string, Handler | undefined>;
      for (const method of METHODS) {
        const handler = exports[method];
        const op = handler?.operation;
        if (!handler || !op?.body) continue;
        const names = [...op.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => name!);
        const fields = fieldsOf(op.body).map((field): [string, unknown] => [`{${field}: null}`, { [field]: null }]);
        for (const id of names.length > 0 ? ids : [0]) {
          const params = Object.fromEntries(names.map((name) => [name, name === "userId" ? other.user.id : id]));
          for (const [label, body] of [...ODD_BODIES, ...fields]) {
            calls++;
            const response = await call(handler, { token: admin.token, params, body: JSON.stringify(body), method });
            if (response.status >= 500 && response.status !== 503) {
              failures.push(
                `${method} ${op.path} ${JSON.stringify(params)} ${label}: ${response.status} ${JSON.stringify(response.body).slice(0, 120)}`,
              );
            }
          }
        }
      }
    }
    expect(calls).toBeGreaterThan(300);
    expect(failures).toEqual([]);
  });
});
