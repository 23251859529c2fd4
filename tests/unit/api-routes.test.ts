import fs from "node:fs";
import path from "node:path";
import { describe, expect, expectTypeOf, it } from "vitest";
import { api, apiUrl, type ApiRoute } from "@/components/data/api-client";
import type { HttpMethod } from "@/lib/contract/operation";
import { API_OPERATIONS, type ApiOperation } from "@/lib/openapi/operations";

const root = path.resolve(import.meta.dirname, "../..");

// The screens call /api/v1 through components/data/api-client.ts, naming each operation by its
// "METHOD /path" (docs/decisions/014): the compiler holds the string to the contracts, which reach
// the client as types only.
describe("the client's routes", () => {
  it("name each operation once", () => {
    const routes = API_OPERATIONS.map((operation) => `${operation.method} ${operation.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it("are the contracts' literal methods and paths, so a route that is not one fails the typecheck", () => {
    // An operation whose path or method the compiler knows only as a string would stand for every route.
    type Wide<Op> = Op extends { method: infer M; path: infer P }
      ? string extends P
        ? Op
        : [HttpMethod] extends [M]
          ? Op
          : never
      : never;
    expectTypeOf<Wide<ApiOperation>>().toBeNever();
    expectTypeOf<"PUT /travel-plans/{id}">().toExtend<ApiRoute>();
    expectTypeOf<"GET /travel-plans/{id}/nowhere">().not.toExtend<ApiRoute>();
    // Never called: what the compiler says of a route no contract has, and of an input that is not the operation's.
    const unchecked = () => {
      // @ts-expect-error -- no operation has this path
      void api("GET /nowhere");
      // @ts-expect-error -- the operation's params are { id }
      void api("GET /travel-plans/{id}", { params: { handle: "x" } });
    };
    expect(typeof unchecked).toBe("function");
  });
});

describe("apiUrl", () => {
  it("fills the path's parameters and leaves out the query's empty values", () => {
    expect(apiUrl("GET /users/handle/{handle}", { params: { handle: "a b/c" } })).toBe(
      "/api/v1/users/handle/a%20b%2Fc",
    );
    expect(
      apiUrl("PUT /group-trips/{id}/participants/{userId}", {
        params: { id: 3, userId: 7 },
        query: { status_update: "accepted" },
      }),
    ).toBe("/api/v1/group-trips/3/participants/7?status_update=accepted");
    expect(apiUrl("GET /messages/{id}", { params: { id: 5 }, query: { after_id: undefined, limit: 20 } })).toBe(
      "/api/v1/messages/5?limit=20",
    );
  });
});

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return relative === path.join("app", "api") ? [] : sourceFiles(relative);
    return /\.(ts|tsx)$/.test(entry.name) ? [relative] : [];
  });
}

// Built from parts, so this file holds none of what it looks for.
const HAND_WRITTEN = [
  new RegExp(`["'\`]/${"api"}/v1`),
  new RegExp(`\\b${"apiRequest"}\\b`),
  // A cast past the compiler's check of the route (the admin kit types its routes as routes first).
  new RegExp(`\\bas (?:${"Api"}|${"Any"})Route\\b`),
  /\bfetch\(\s*["'`]\//,
];

describe("components and pages", () => {
  it("call the API through the client and its checked routes, never a path written by hand", () => {
    const found = ["components", "app"]
      .flatMap(sourceFiles)
      .filter((file) => file !== path.join("components", "data", "api-client.ts"))
      .flatMap((file) =>
        fs
          .readFileSync(path.join(root, file), "utf8")
          .split("\n")
          .flatMap((line, index) =>
            HAND_WRITTEN.some((pattern) => pattern.test(line)) ? [`${file}:${index + 1}`] : [],
          ),
      );
    expect(found).toEqual([]);
  });
});
