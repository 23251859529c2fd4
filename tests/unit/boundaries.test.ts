import fs from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

// The layer rules of docs/decisions/005-layers-and-server-only.md, run through the project's own
// eslint.config.mjs on planted files at virtual paths (nothing is written to disk).
const root = path.resolve(import.meta.dirname, "../..");
const BOUNDARY_RULES = new Set(["no-restricted-imports", "overlap/client-imports"]);
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
      'import { z } from "zod";\nimport { Plan } from "./contract";\nimport { PLAN_STATUSES } from "@/lib/plans/values";\nimport { GENDERS } from "../profiles/values";\nexport const planted = [z, Plan, PLAN_STATUSES, GENDERS];\n',
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
        '"use client";\nimport { GENDERS } from "@/lib/profiles/values";\nimport type { getMember } from "@/lib/profiles/service";\nimport { Button } from "@/components/ui/button";\nexport type Member = Awaited<ReturnType<typeof getMember>>;\nexport const planted = [GENDERS, Button];\n',
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
