import fs from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

// The layer rules of docs/decisions/005-layers-and-server-only.md, run through the project's own
// eslint.config.mjs on planted files at virtual paths (nothing is written to disk).
const root = path.resolve(import.meta.dirname, "../..");
const BOUNDARY_RULES = new Set(["no-restricted-imports", "overlap/client-imports", "overlap/domain-layers"]);
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

async function boundaryErrors(file: string, code: string) {
  const results = await eslint.lintText(code, { filePath: path.join(root, file) });
  return results
    .flatMap((result) => result.messages)
    .filter((message) => message.ruleId && BOUNDARY_RULES.has(message.ruleId))
    .map((message) => `${message.ruleId}: ${message.message}`);
}

describe("layer boundaries (npm run lint)", () => {
  it("refuses a component importing app/, by alias or by a relative path", async () => {
    const viaAlias = await boundaryErrors(
      "components/shell/planted.tsx",
      'import { requireMember } from "@/app/app/require-member";\nexport const planted = requireMember;\n',
    );
    expect(viaAlias).toEqual([expect.stringMatching(/^no-restricted-imports: .*components\/ may not import app\//)]);
    const viaRelative = await boundaryErrors(
      "components/shell/planted.tsx",
      'import { requireMember } from "../../app/app/require-member";\nexport const planted = requireMember;\n',
    );
    expect(viaRelative).toEqual([expect.stringMatching(/components\/ may not import app\//)]);
  });

  it("refuses lib/ importing components/ or app/", async () => {
    const errors = await boundaryErrors(
      "lib/plans/planted.ts",
      'import { cn } from "@/components/ui/cn";\nimport { requireMember } from "@/app/app/require-member";\nexport const planted = [cn, requireMember];\n',
    );
    expect(errors).toHaveLength(2);
    for (const error of errors) expect(error).toMatch(/lib\/ may not import app\/ or components\//);
  });

  it("refuses db/ importing lib/", async () => {
    const errors = await boundaryErrors(
      "db/planted.ts",
      'import { env } from "@/lib/env";\nexport const planted = env;\n',
    );
    expect(errors).toEqual([expect.stringMatching(/db\/ may not import lib\//)]);
  });

  it("lets db/ import a domain's contract or values module, whose value lists its checks hold", async () => {
    const errors = await boundaryErrors(
      "db/planted.ts",
      'import { PLAN_STATUSES } from "@/lib/plans/contract";\nimport { TRIP_STATUSES } from "@/lib/trips/values";\nexport const planted = [PLAN_STATUSES, TRIP_STATUSES];\n',
    );
    expect(errors).toEqual([]);
  });

  it("refuses a values module importing zod or a contract, and lets it import other values modules", async () => {
    const errors = await boundaryErrors(
      "lib/trips/values.ts",
      'import { z } from "zod";\nimport { Plan } from "./contract";\nimport { PLAN_STATUSES } from "@/lib/plans/values";\nimport { GENDERS } from "../accounts/values";\nexport const planted = [z, Plan, PLAN_STATUSES, GENDERS];\n',
    );
    expect(errors).toEqual([
      expect.stringMatching(/^no-restricted-imports: 'zod'.*values module imports only other values modules/),
      expect.stringMatching(/^no-restricted-imports: '\.\/contract'.*values module imports only other values modules/),
    ]);
  });

  it("refuses a contract module importing anything but zod and other contracts", async () => {
    const errors = await boundaryErrors(
      "lib/plans/contract.ts",
      'import { z } from "zod";\nimport { PlanStatus } from "@/lib/trips/contract";\nimport { travelPlans } from "@/db/schema";\nimport { todayUtc } from "@/lib/dates/days";\nexport const planted = [z, PlanStatus, travelPlans, todayUtc];\n',
    );
    expect(errors).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*'@\/db\/schema'.*contract module imports only zod/),
      expect.stringMatching(/^no-restricted-imports: .*'@\/lib\/dates\/days'.*contract module imports only zod/),
    ]);
  });

  it("refuses a client component importing the database or a server-only module", async () => {
    const errors = await boundaryErrors(
      "components/plans/planted.tsx",
      '"use client";\nimport { getDb } from "@/db/client";\nimport { createPlan } from "@/lib/plans/service";\nexport const planted = [getDb, createPlan];\n',
    );
    expect(errors).toEqual([
      expect.stringMatching(/^overlap\/client-imports: .*"@\/db\/client" \(the db layer\)/),
      expect.stringMatching(/^overlap\/client-imports: .*"@\/lib\/plans\/service" \(it imports "server-only"\)/),
    ]);
  });

  it("refuses a client module's static value import of a contract module or zod: it would be in the first load", async () => {
    const errors = await boundaryErrors(
      "components/plans/planted.tsx",
      '"use client";\nimport { PLAN_STATUSES } from "@/lib/plans/contract";\nimport { checkInput } from "../../lib/contract/messages";\nimport { z } from "zod";\nexport const planted = [PLAN_STATUSES, checkInput, z];\n',
    );
    expect(errors).toEqual([
      expect.stringMatching(/^overlap\/client-imports: .*"@\/lib\/plans\/contract", which brings zod/),
      expect.stringMatching(/^overlap\/client-imports: .*"\.\.\/\.\.\/lib\/contract\/messages", which brings zod/),
      expect.stringMatching(/^overlap\/client-imports: .*"zod", which brings zod/),
    ]);
  });

  it("refuses a client module's static import of sonner or Radix Dialog outside components/ui: they load on first use", async () => {
    const planted =
      '"use client";\nimport { toast } from "sonner";\nimport * as Dialog from "@radix-ui/react-dialog";\nexport const planted = [toast, Dialog];\n';
    expect(await boundaryErrors("components/plans/planted.tsx", planted)).toEqual([
      expect.stringMatching(
        /^overlap\/client-imports: .*"sonner", which is loaded on first use: import @\/components\/ui\/toast/,
      ),
      expect.stringMatching(
        /^overlap\/client-imports: .*"@radix-ui\/react-dialog", which is loaded on first use: import @\/components\/ui\/dialog/,
      ),
    ]);
    expect(await boundaryErrors("components/ui/planted.tsx", planted)).toEqual([]);
  });

  it("lets a client module import values.ts, a contract's types, and a schema loaded on submit", async () => {
    const errors = await boundaryErrors(
      "components/plans/planted.tsx",
      '"use client";\nimport type { PlanResponse } from "@/lib/plans/contract";\nimport { PLAN_STATUSES } from "@/lib/plans/values";\n' +
        'export const load = () => import("@/lib/plans/contract").then((m) => m.CreatePlanBody);\nexport type Planted = PlanResponse;\nexport const planted = PLAN_STATUSES;\n',
    );
    expect(errors).toEqual([]);
  });

  it("allows the legal directions and a client module's type-only import of server code", async () => {
    expect(
      await boundaryErrors(
        "components/profile/planted.tsx",
        '"use client";\nimport { GENDERS } from "@/lib/accounts/values";\nimport type { getMember } from "@/lib/profiles/service";\nimport { Button } from "@/components/ui/button";\nexport type Member = Awaited<ReturnType<typeof getMember>>;\nexport const planted = [GENDERS, Button];\n',
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        "app/app/planted/page.tsx",
        'import { getDb } from "@/db/client";\nimport { AppHeader } from "@/components/shell/app-header";\nexport const planted = [getDb, AppHeader];\n',
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        "lib/plans/planted.ts",
        'import { getDb } from "@/db/client";\nimport { travelPlans } from "@/db/schema";\nexport const planted = [getDb, travelPlans];\n',
      ),
    ).toEqual([]);
    // A server component may import server-only modules: the client rule looks at "use client" files only.
    expect(
      await boundaryErrors(
        "components/shell/planted.tsx",
        'import { countUnreadNotifications } from "@/lib/notifications/service";\nexport const planted = countUnreadNotifications;\n',
      ),
    ).toEqual([]);
  });
});

describe("the domains' layers (docs/decisions/028-domains-in-layers.md)", () => {
  it("refuses a lower domain importing a higher one, by alias, by a relative path or as a type", async () => {
    const errors = await boundaryErrors(
      "lib/dates/planted.ts",
      'import { listMessages } from "@/lib/messages/service";\nimport type { NewEvent } from "../realtime/publish";\n' +
        "export const planted = listMessages;\nexport type Planted = NewEvent;\n",
    );
    expect(errors).toEqual([
      expect.stringMatching(
        /^overlap\/domain-layers: lib\/dates \(base layer\) may not import lib\/messages \(relations/,
      ),
      expect.stringMatching(
        /^overlap\/domain-layers: lib\/dates \(base layer\) may not import lib\/realtime \(delivery/,
      ),
    ]);
  });

  it("refuses a folder of lib/ that is in no layer", async () => {
    const errors = await boundaryErrors(
      "lib/planted/service.ts",
      'import { todayUtc } from "@/lib/dates/days";\nexport const planted = todayUtc;\n',
    );
    expect(errors).toEqual([expect.stringMatching(/^overlap\/domain-layers: lib\/planted is in no layer/)]);
  });

  it("lets a domain import its own layer and those below", async () => {
    const errors = await boundaryErrors(
      "lib/trips/planted.ts",
      'import { findPlanOfUser } from "@/lib/plans/queries";\nimport { publishEvents } from "../realtime/publish";\n' +
        'import { AppError } from "@/lib/errors/app-error";\nexport const planted = [findPlanOfUser, publishEvents, AppError];\n',
    );
    expect(errors).toEqual([]);
  });
});

describe("the import graph of lib/", () => {
  const graph = libImportGraph();
  const folderOf = (file: string): string => /^lib\/([^/]+?)(?:\.tsx?)?(?:\/|$)/.exec(file)![1]!;
  const folderGraph = new Map<string, Set<string>>();
  for (const [file, targets] of graph) {
    const from = folderOf(file);
    if (!folderGraph.has(from)) folderGraph.set(from, new Set());
    for (const target of targets) if (folderOf(target) !== from) folderGraph.get(from)!.add(folderOf(target));
  }

  it("is read from the source: every domain and its imports", () => {
    expect(folderGraph.size).toBeGreaterThan(30);
    expect(graph.get("lib/http/route.ts")).toContain("lib/auth/actor.ts");
  });

  it("has no cycle between domain folders", () => {
    expect(cycles(folderGraph)).toEqual([]);
  });

  it("has no cycle between files", () => {
    expect(cycles(graph)).toEqual([]);
  });
});

/** lib/'s modules (tests aside) and the lib/ modules each imports, as paths from the root. */
function libImportGraph(): Map<string, Set<string>> {
  const files = walkSources("lib");
  const known = new Set(files);
  const resolve = (from: string, spec: string): string | undefined => {
    let base: string;
    if (spec.startsWith("@/")) base = spec.slice(2);
    else if (spec.startsWith(".")) base = path.posix.join(path.posix.dirname(from), spec);
    else return undefined;
    return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((candidate) => known.has(candidate));
  };
  const graph = new Map<string, Set<string>>();
  for (const file of files) {
    const source = fs.readFileSync(path.join(root, file), "utf8");
    const targets = new Set<string>();
    for (const match of source.matchAll(
      /(?:^|\n)\s*(?:import|export)\b[^;]*?from\s*"([^"]+)"|\bimport\(\s*"([^"]+)"\s*\)/g,
    )) {
      const target = resolve(file, (match[1] ?? match[2])!);
      if (target && target !== file) targets.add(target);
    }
    graph.set(file, targets);
  }
  return graph;
}

function walkSources(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === "generated" ? [] : walkSources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The strongly connected components of more than one node (Tarjan), each sorted, sorted by their first node. */
function cycles(graph: Map<string, Set<string>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node)!, index.get(target)!));
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

describe("zod's browser setting", () => {
  it("is loaded by every contract module that builds schemas, before it builds any (lib/contract/zod.ts)", () => {
    const contracts = fs
      .readdirSync(path.join(root, "lib"), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(root, "lib", entry.name, "contract.ts")))
      .map((entry) => `lib/${entry.name}/contract.ts`);
    const unset = contracts.filter((file) => {
      const source = fs.readFileSync(path.join(root, file), "utf8");
      return (
        /\bz\./.test(source) && !/from "@\/lib\/contract\/(operation|messages|pagination|params|zod)"/.test(source)
      );
    });
    expect(contracts.length).toBeGreaterThan(10);
    expect(unset).toEqual([]);
  });
});

describe('the "server-only" marker', () => {
  const walk = (dir: string): string[] =>
    fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === "generated" ? [] : walk(file);
      return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".test.ts") ? [file] : [];
    });

  it("starts every module that opens the database, reads the environment or holds a service or queries", () => {
    const unmarked = ["db/client.ts", ...walk("lib")].filter((file) => {
      const source = fs.readFileSync(path.join(root, file), "utf8");
      const needsMarker =
        file === "db/client.ts" ||
        /(^|[/-])(service|queries)\.ts$/.test(file) ||
        /from "@\/(db\/client|lib\/env)"/.test(source);
      return needsMarker && !/^import "server-only";/m.test(source);
    });
    expect(unmarked).toEqual([]);
  });
});
