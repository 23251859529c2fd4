// ESLint rule `overlap/domain-layers`: the folders of lib/ stand in layers, listed once in
// eslint.config.mjs, and a module imports only from its own layer or one below
// (docs/decisions/028-domains-in-layers.md). Type-only imports count too: a type that points up is
// a dependency that points up. A folder of lib/ missing from the table is refused, so a new domain
// is placed on purpose. Imports within one layer are allowed here; tests/unit/boundaries.test.ts
// holds that they form no cycle.
import path from "node:path";

const root = path.dirname(import.meta.dirname);

/** "lib/plans/service.ts" → "plans", "lib/env.ts" → "env"; undefined outside lib/. */
function domainOf(relative) {
  const match = /^lib\/([^/]+?)(?:\.tsx?)?(?:\/|$)/.exec(relative.split(path.sep).join("/"));
  return match?.[1];
}

function targetDomain(fromFile, source) {
  if (source.startsWith("@/")) return domainOf(source.slice(2));
  if (source.startsWith(".")) return domainOf(path.relative(root, path.resolve(path.dirname(fromFile), source)));
  return undefined;
}

const domainLayers = {
  meta: {
    type: "problem",
    docs: { description: "A lib/ domain imports only from its own layer or a lower one." },
    schema: [
      {
        type: "object",
        properties: {
          layers: { type: "array", items: { type: "array", items: { type: "string" } } },
          names: { type: "array", items: { type: "string" } },
        },
        required: ["layers", "names"],
        additionalProperties: false,
      },
    ],
    messages: {
      upward:
        "lib/{{from}} ({{fromLayer}} layer) may not import lib/{{to}} ({{toLayer}} layer): a domain imports only " +
        "its own layer and those below. Pass a function in, register a listener at start-up, or move the shared piece down.",
      unplaced: "lib/{{domain}} is in no layer: add it to the table of layers in eslint.config.mjs.",
    },
  },
  create(context) {
    const { layers, names } = context.options[0];
    const rank = new Map(layers.flatMap((folders, index) => folders.map((folder) => [folder, index])));
    const from = domainOf(path.relative(root, context.filename));
    if (!from) return {};
    const check = (sourceNode) => {
      if (!sourceNode || typeof sourceNode.value !== "string") return;
      const to = targetDomain(context.filename, sourceNode.value);
      if (!to || to === from) return;
      for (const domain of [from, to]) {
        if (!rank.has(domain)) context.report({ node: sourceNode, messageId: "unplaced", data: { domain } });
      }
      if (!rank.has(from) || !rank.has(to) || rank.get(to) <= rank.get(from)) return;
      context.report({
        node: sourceNode,
        messageId: "upward",
        data: { from, to, fromLayer: names[rank.get(from)], toLayer: names[rank.get(to)] },
      });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source.type === "Literal" ? node.source : undefined),
    };
  },
};

export default domainLayers;
