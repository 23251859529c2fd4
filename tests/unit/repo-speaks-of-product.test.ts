import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Code, tests and docs say what the product does and why (README.md, "Testing"): a rule is
// written as the rule, with a link to its docs/ section or decision, never as a work item's number,
// a numbered work period or a dated diary entry. History lives in git.
const root = path.resolve(import.meta.dirname, "../..");

/** Text files the project writes itself; data, fixtures, generated snapshots and lock files are not prose. */
const SCANNED = /\.(ts|tsx|mts|mjs|js|md|sql|css|sh|ya?ml)$|^\.ci\/run$/;
const SKIPPED = /(^|\/)node_modules\/|^tests\/fixtures\/|^db\/migrations\/meta\/|^public\/|(^|\/)package-lock\.json$/;

// Built from parts, so this file holds none of the words it looks for.
const ISSUE = new RegExp(`\\b${"iss"}ues? ?#?\\d+`, "gi");
const PERIOD = new RegExp(`\\b${"sess"}ions? \\d+`, "gi");
const ASSIGNMENT = new RegExp(`\\b${"bri"}ef\\b`, "gi");
/** A date with its time of day, as a diary entry stamps it: "(YYYY-MM-DD hh:mm UTC". */
const STAMP = /\b\d{4}-\d{2}-\d{2}[ ,]+\d{1,2}:\d{2}\b/g;
/** A Markdown heading that carries a date. */
const DATED_HEADING = /^#{1,6} .*\b\d{4}-\d{2}-\d{2}\b/;

/**
 * An outside project's tracker may be cited: "<package> issue #N" (a package name holds a
 * "-", "." , "/" or "@"), or a line linking to the tracker's issue.
 */
function citesOutsideTracker(line: string, index: number): boolean {
  if (/https?:\/\/\S+\/issues\/\d+/.test(line)) return true;
  const before = line.slice(0, index).match(/(\S+) $/)?.[1] ?? "";
  return /[-./@]/.test(before.replace(/[.,;:)]+$/, ""));
}

/** Each line of `text` that speaks of the work instead of the product, as "line: text". */
function workTalk(text: string, markdown: boolean): string[] {
  const found: string[] = [];
  text.split("\n").forEach((line, i) => {
    const issues = [...line.matchAll(ISSUE)].filter((match) => !citesOutsideTracker(line, match.index));
    const hit =
      issues.length > 0 ||
      PERIOD.test(line) ||
      ASSIGNMENT.test(line) ||
      STAMP.test(line) ||
      (markdown && DATED_HEADING.test(line));
    for (const pattern of [PERIOD, ASSIGNMENT, STAMP]) pattern.lastIndex = 0;
    if (hit) found.push(`${i + 1}: ${line.trim().slice(0, 160)}`);
  });
  return found;
}

function trackedTextFiles(): string[] {
  const listed = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], {
    cwd: root,
    encoding: "utf8",
  });
  return listed
    .split("\n")
    .filter((file) => file && SCANNED.test(file) && !SKIPPED.test(file) && fs.existsSync(path.join(root, file)));
}

describe("the repository speaks only of the product", () => {
  it("finds work talk in planted lines and leaves plain ones alone", () => {
    const word = (parts: string[]) => parts.join("");
    const planted = [
      `describe("city search (${word(["iss", "ue"])} 18 item 4)")`,
      `${word(["Iss", "ue"])} 19's targets on the corpus`,
      `fixed in ${word(["iss", "ue"])} #7`,
      `after the ${word(["Sess", "ion"])} 3 changes`,
      `${word(["Sess", "ions"])} 12-17 looked for a package`,
      `this replaces the ${word(["bri", "ef"])}'s message`,
      `Beyond the original ${word(["Bri", "ef"])}: uploads`,
      `### Figures (${"2026"}-11-27 18:20 UTC, PostgreSQL 15)`,
      `${"2026"}-11-26 18:58, busy host, 42 files`,
    ];
    for (const line of planted) expect(workTalk(line, false), line).toHaveLength(1);
    expect(workTalk(`## Latest figures (${"2026"}-11-21)`, true)).toHaveLength(1);
    expect(workTalk(planted.join("\n"), true).map((hit) => hit.split(":")[0])).toEqual(
      planted.map((_, i) => `${i + 1}`),
    );

    const plain = [
      `an adapter that inlines parameters (pg-boss ${word(["iss", "ue"])} #563)`,
      `see [the tracker](https://github.com/owner/project/${word(["iss", "ues"])}/12), ${word(["iss", "ue"])} 12`,
      "a member's sessions stay signed in for 30 days",
      "ended sessions: 3 of them",
      'formatDate("2025-01-05T15:04:00Z")',
      "Sign-in is briefly refused after 10 tries",
      "## 12. Calendar in detail",
    ];
    for (const line of plain) expect(workTalk(line, true), line).toEqual([]);
  });

  it("has no issue numbers, numbered work periods or diary entries in code, tests or docs", () => {
    const files = trackedTextFiles();
    expect(files.length).toBeGreaterThan(500);
    expect(files).toContain("docs/api.md");
    expect(files).toContain("tests/unit/repo-speaks-of-product.test.ts");
    const found = files.flatMap((file) =>
      workTalk(fs.readFileSync(path.join(root, file), "utf8"), file.endsWith(".md")).map((hit) => `${file}:${hit}`),
    );
    expect(found).toEqual([]);
  });
});
