import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// globals.css repeats Midnight Blue's tokens for `system` under prefers-color-scheme: dark (a media
// query cannot borrow another rule's declarations): the public pages' dark look must stay the
// theme members choose, contrast checks included (docs/product.md §10).

const css = fs.readFileSync(path.join(import.meta.dirname, "../../app/globals.css"), "utf8");

function declarations(block: string): Record<string, string> {
  return Object.fromEntries(
    [...block.matchAll(/([\w-]+)\s*:\s*([^;]+);/g)].map(([, name, value]) => [name!, value!.trim()]),
  );
}

describe("the system theme", () => {
  it("is Midnight Blue when the browser prefers dark, token for token", () => {
    const midnight = /\n\[data-theme="midnight-blue"\] \{([^}]*)\}/.exec(css)?.[1];
    const system = /@media \(prefers-color-scheme: dark\) \{\s*\[data-theme="system"\] \{([^}]*)\}/.exec(css)?.[1];
    expect(midnight).toBeDefined();
    expect(system).toBeDefined();
    expect(Object.keys(declarations(midnight!)).length).toBeGreaterThan(20);
    expect(declarations(system!)).toEqual(declarations(midnight!));
  });
});
