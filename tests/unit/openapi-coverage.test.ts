import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Operation } from "@/lib/contract/operation";
import { API_OPERATIONS } from "@/lib/openapi/operations";

// Every method a route file under app/api/v1 exports serves a documented operation, on the
// method and path of its file, listed in API_OPERATIONS: so the OpenAPI document covers the
// whole API (docs/decisions/014-contracts-and-openapi.md).

const root = path.resolve(import.meta.dirname, "../..");
const apiDir = path.join(root, "app/api/v1");
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
// The API's own 404 for unknown paths: not an operation of the API.
const EXCEPTIONS = new Set(["app/api/v1/[...path]/route.ts"]);

function routeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === "route.ts" ? [full] : [];
  });
}

/** app/api/v1/travel-plans/[id]/route.ts → /travel-plans/{id} */
function documentedPath(file: string): string {
  const folder = path.relative(apiDir, path.dirname(file)).split(path.sep).join("/");
  return `/${folder}`.replace(/\[([^\]]+)\]/g, "{$1}");
}

type Finding = { route: string; problem: string };

async function findings(): Promise<{ checked: number; missing: Finding[] }> {
  const listed = new Set<Operation>(API_OPERATIONS);
  const missing: Finding[] = [];
  let checked = 0;
  for (const file of routeFiles(apiDir).sort()) {
    const relative = path.relative(root, file).split(path.sep).join("/");
    if (EXCEPTIONS.has(relative)) continue;
    const exports = (await import(/* @vite-ignore */ file)) as Record<string, unknown>;
    const expectedPath = documentedPath(file);
    for (const method of METHODS) {
      const handler = exports[method] as { operation?: Partial<Operation> } | undefined;
      if (!handler) continue;
      checked++;
      const route = `${method} ${expectedPath}`;
      const op = handler.operation;
      const problems: string[] = [];
      const absent = op ? (["method", "path", "summary", "tag"] as const).filter((field) => !op[field]) : [];
      if (!op) problems.push("not built with route()");
      else if (absent.length === 4) problems.push("no documented operation yet (route() with inline options)");
      else {
        if (absent.length) problems.push(`its operation has no ${absent.join(", ")}`);
        if (op.method && op.method !== method) problems.push(`its operation says ${op.method}`);
        if (op.path && op.path !== expectedPath) problems.push(`its operation says ${op.path}`);
        if (!listed.has(op as Operation))
          problems.push("its operation is not in API_OPERATIONS (lib/openapi/operations.ts)");
      }
      if (problems.length) missing.push({ route: `${route} (${relative})`, problem: problems.join("; ") });
    }
  }
  return { checked, missing };
}

describe("OpenAPI coverage of app/api/v1", () => {
  it("documents every exported route handler with its own method and path", { timeout: 120_000 }, async () => {
    const { checked, missing } = await findings();
    expect(checked).toBeGreaterThan(0);
    const report = missing.map(({ route, problem }) => `  ${route}: ${problem}`).join("\n");
    expect(missing.length, `${missing.length} of ${checked} route handlers are not documented:\n${report}\n`).toBe(0);
  });

  it("maps a route folder to its documented path", () => {
    expect(documentedPath(path.join(apiDir, "travel-plans/[id]/route.ts"))).toBe("/travel-plans/{id}");
    expect(documentedPath(path.join(apiDir, "group-trips/[id]/participants/[userId]/route.ts"))).toBe(
      "/group-trips/{id}/participants/{userId}",
    );
    expect(documentedPath(path.join(apiDir, "openapi.json/route.ts"))).toBe("/openapi.json");
  });
});
