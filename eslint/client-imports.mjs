// ESLint rule `overlap/client-imports`: a "use client" module may not import db/ or a module that
// starts with `import "server-only"` (docs/decisions/005-layers-and-server-only.md). The marker
// already fails `next build`; this says so in the editor, at the import. Nor may it statically
// import a value from a contract module (lib/<domain>/contract, lib/contract/*) or zod: they would
// put zod in the page's first load; values come from lib/<domain>/values.ts and schemas through a
// dynamic import on submit (docs/decisions/014-contracts-and-openapi.md). Type-only imports are
// erased before the browser sees them and stay allowed. Packages loaded on first use (sonner, Radix
// Dialog) are imported only by their stand-ins in components/ui (toast.tsx, dialog.tsx), which
// load them when a toast or dialog first shows (docs/benchmarks.md, first-load JavaScript).
import fs from "node:fs";
import path from "node:path";

const root = path.dirname(import.meta.dirname);
const EXTENSIONS = [".ts", ".tsx", ".js", ".mjs", "/index.ts", "/index.tsx"];
const serverOnlyCache = new Map();

function resolveOwn(fromFile, source) {
  let base;
  if (source.startsWith("@/")) base = path.join(root, source.slice(2));
  else if (source.startsWith(".")) base = path.resolve(path.dirname(fromFile), source);
  else return undefined; // a package: not ours
  for (const candidate of ["", ...EXTENSIONS].map((ending) => base + ending)) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

function isServerOnly(file) {
  if (!serverOnlyCache.has(file)) {
    serverOnlyCache.set(file, /^\s*import\s+["']server-only["']/m.test(fs.readFileSync(file, "utf8")));
  }
  return serverOnlyCache.get(file);
}

/** A module that builds zod schemas when loaded, as a path relative to the root, or zod itself. */
function carriesZod(source, relative) {
  if (source === "zod" || source.startsWith("zod/")) return true;
  const unix = relative.split(path.sep).join("/");
  return /^lib\/([a-z-]+\/contract|contract\/[a-z-]+)\.ts$/.test(unix);
}

/** Packages kept out of the first load, and the stand-in every other module imports instead. */
const LOADED_ON_USE = { sonner: "@/components/ui/toast", "@radix-ui/react-dialog": "@/components/ui/dialog" };

function typeOnly(node) {
  if (node.importKind === "type" || node.exportKind === "type") return true;
  const specifiers = node.specifiers ?? [];
  return specifiers.length > 0 && specifiers.every((s) => s.importKind === "type" || s.exportKind === "type");
}

const clientImports = {
  meta: {
    type: "problem",
    docs: {
      description:
        'A "use client" module imports no server code (db/, or a module marked server-only), nor zod on load.',
    },
    schema: [],
    messages: {
      serverCode:
        'Client module imports server code: "{{source}}" ({{why}}). Call the API through react-query, ' +
        "or move what the browser needs into a client-safe module (schemas, options, formatters).",
      zodOnLoad:
        'Client module imports a value from "{{source}}", which brings zod into the page\'s first load. ' +
        "Import lists and limits from lib/<domain>/values, and load a schema with a dynamic import() when the form is sent.",
      loadedOnUse: 'Client module imports "{{source}}", which is loaded on first use: import {{standIn}} instead.',
    },
  },
  create(context) {
    const isClient = context.sourceCode.ast.body.some((statement) => statement.directive === "use client");
    if (!isClient) return {};
    const inUiKit = path.relative(root, context.filename).split(path.sep).join("/").startsWith("components/ui/");
    const check = (node, sourceNode) => {
      if (!sourceNode || typeof sourceNode.value !== "string" || typeOnly(node)) return;
      const source = sourceNode.value;
      const target = resolveOwn(context.filename, source);
      const relative = target ? path.relative(root, target) : source.startsWith("@/") ? source.slice(2) : "";
      let why;
      if (relative === "db" || relative.startsWith(`db${path.sep}`) || relative.startsWith("db/")) why = "the db layer";
      else if (target && isServerOnly(target)) why = 'it imports "server-only"';
      if (why) context.report({ node: sourceNode, messageId: "serverCode", data: { source, why } });
      else if (node.type !== "ImportExpression" && carriesZod(source, relative))
        context.report({ node: sourceNode, messageId: "zodOnLoad", data: { source } });
      else if (node.type !== "ImportExpression" && source in LOADED_ON_USE && !inUiKit) {
        context.report({
          node: sourceNode,
          messageId: "loadedOnUse",
          data: { source, standIn: LOADED_ON_USE[source] },
        });
      }
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source.type === "Literal" ? node.source : undefined),
    };
  },
};

const plugin = { rules: { "client-imports": clientImports } };
export default plugin;
