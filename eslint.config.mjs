import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";
import clientImports from "./eslint/client-imports.mjs";
import domainLayers from "./eslint/domain-layers.mjs";

const overlap = { rules: { ...clientImports.rules, "domain-layers": domainLayers } };

// The domains of lib/ in layers, lowest first (docs/decisions/028-domains-in-layers.md): a folder
// imports only its own layer and those below, so there is one order to read the code in.
const DOMAIN_LAYERS = {
  // Plain parts every domain uses: configuration, the error type, the API's vocabulary, dates,
  // background loops, stored files and image handling.
  base: ["env", "errors", "contract", "dates", "workers", "storage", "images"],
  // Who is calling and how a request is handled: sessions, the token and cookie doors, the route
  // wrapper, server-rendered forms, rate limits.
  access: ["sessions", "auth", "http", "forms", "rate-limit"],
  // What carries a change to a member: the live stream, notifications, browser push, mail and the
  // member's choice of what reaches them. It knows events, not the domains that announce them.
  delivery: ["realtime", "notifications", "notification-settings", "push", "mail"],
  // Members and what they keep: accounts, invites, photos, and the places they name.
  members: ["cities", "accounts", "invites", "uploads"],
  // Between members: requests and connections, conversations, messages, blocks and reports. What
  // is built on a relation asks whether two members are paired or blocked, so relations come first.
  relations: ["pairings", "conversations", "messages", "safety"],
  // What members see of each other and of travel: profiles, plans, group trips and their chat,
  // calendar imports, who overlaps with whom, and the references written after a shared stay.
  travel: ["profiles", "plans", "trips", "trip-chat", "calendar", "discovery", "references"],
  // What runs the rest: the admin console, demo data, the sweep, health, the API document, start-up,
  // and leaving (deletion, deactivation, the data export), which gathers every domain's part.
  top: ["admin", "demo", "sweep", "health", "openapi", "server", "leaving"],
};

// Screens link with components/ui/link.tsx: next/link's client code is 3 kB gzip of every member
// page's first load (docs/decisions/021-first-load-weight.md).
const NO_NEXT_LINK = {
  name: "next/link",
  message:
    "Link with components/ui/link.tsx (member screens) or a plain <a> (public pages): next/link is 3 kB of first load.",
};

// The layers (docs/decisions/005-layers-and-server-only.md): app → components → lib → db, imports
// only point down. Cross-folder imports use the `@/` alias; the regexes also catch a relative path
// that climbs into a forbidden top folder.
const layer = (message, ...folders) => [
  "error",
  {
    patterns: folders.map((folder) => ({
      regex: `^(@/|(\\.\\./)+)${folder}(/|$)`,
      message,
    })),
    paths: [NO_NEXT_LINK],
  },
];

export default defineConfig([
  ...nextVitals,
  ...nextTypescript,
  {
    // `const { secret: _, ...rest } = row` drops a field on purpose.
    rules: {
      "@typescript-eslint/no-unused-vars": ["warn", { ignoreRestSiblings: true, argsIgnorePattern: "^_" }],
      // Prettier wraps code at 120; this holds comments to the same width. A string, a URL or a
      // pattern is left whole: broken in two it would be harder to search for.
      "max-len": [
        "error",
        { code: 120, ignoreUrls: true, ignoreStrings: true, ignoreTemplateLiterals: true, ignoreRegExpLiterals: true },
      ],
      // A form sent before its page's script has loaded is the browser's own submit: as a GET it
      // would put what was typed (a password, a message) in the address, the history and the logs.
      "no-restricted-syntax": [
        "error",
        {
          // A form whose action is a server action is posted by React itself (components/forms/action-form.tsx).
          selector:
            "JSXOpeningElement[name.name='form']:not(:has(JSXAttribute[name.name='method'][value.value='post'])):not(:has(JSXAttribute[name.name='action'] JSXExpressionContainer))",
          message: 'Give every <form> method="post", so a submit before hydration never puts its fields in the URL.',
        },
      ],
    },
  },
  {
    files: ["components/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": layer("components/ may not import app/: take what a page knows as props.", "app"),
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { paths: [NO_NEXT_LINK] }] },
  },
  {
    files: ["lib/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": layer(
        "lib/ may not import app/ or components/: the domain knows nothing of screens.",
        "app",
        "components",
      ),
    },
  },
  {
    // The one exception: a domain's contract module (lib/<domain>/contract.ts, zod and plain data
    // only) or its values (lib/<domain>/values.ts), whose lists the tables' checks hold, so each
    // list is written once.
    files: ["db/**/*.ts"],
    rules: {
      "no-restricted-imports": layer(
        "db/ may not import lib/ (except a domain's contract or values module), components/ or app/: it is the bottom layer.",
        "lib(?!/[a-z-]+/(contract|values)$)",
        "components",
        "app",
      ),
    },
  },
  {
    // Contract modules are read by the browser, the server and the db's checks alike: zod, plain
    // data, values modules and other contract modules only (docs/decisions/014-contracts-and-openapi.md).
    files: ["lib/contract/**/*.ts", "lib/*/contract.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(?!zod$|@/lib/contract/[a-z-]+$|@/lib/[a-z-]+/(contract|values)$|\\./[a-z-]+$)",
              message:
                "A contract module imports only zod, values modules and other contract modules (lib/contract/*, lib/<domain>/contract, lib/<domain>/values).",
            },
          ],
        },
      ],
    },
  },
  {
    // A domain's values (lib/<domain>/values.ts) are what client components read instead of the
    // contract: no zod, so nothing they import may bring it (docs/decisions/014-contracts-and-openapi.md).
    files: ["lib/*/values.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(?!@/lib/[a-z-]+/values$|\\.\\./[a-z-]+/values$)",
              message: "A values module imports only other values modules (lib/<domain>/values): no zod, no contract.",
            },
          ],
        },
      ],
    },
  },
  {
    // "use client" modules: no db/, nothing marked server-only (the marker fails the build; this warns
    // at the import), and no value from a contract module or zod (it would be in the page's first load).
    files: ["app/**/*.{ts,tsx}", "components/**/*.{ts,tsx}", "lib/**/*.{ts,tsx}"],
    plugins: { overlap },
    rules: { "overlap/client-imports": "error" },
  },
  {
    files: ["lib/**/*.{ts,tsx}"],
    ignores: ["lib/**/*.test.ts"],
    rules: {
      "overlap/domain-layers": [
        "error",
        {
          layers: Object.values(DOMAIN_LAYERS),
          names: Object.keys(DOMAIN_LAYERS),
        },
      ],
    },
  },
  {
    // The public pages link with plain <a> (full loads), not next/link: its client code is 3.3 kB
    // gzip of a public page's first load (docs/benchmarks.md, first-load JS).
    files: [
      "app/(public)/**/*.tsx",
      "app/not-found.tsx",
      "components/auth/**/*.tsx",
      "components/public/**/*.tsx",
      "components/public-profile/profile-problem.tsx",
      "components/notification-settings/unsubscribe-confirm.tsx",
    ],
    rules: { "@next/next/no-html-link-for-pages": "off" },
  },
  {
    // Tests read JSON response bodies whose shape each assertion states.
    files: ["tests/**/*.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  globalIgnores([
    ".next/**",
    ".next-*/**",
    "out/**",
    "build/**",
    "next-env.d.ts",
    ".data/**",
    "db/migrations/**",
    "test-results/**",
    "playwright-report/**",
    "lib/calendar/generated/**",
  ]),
]);
