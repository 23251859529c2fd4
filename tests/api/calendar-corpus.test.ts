import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { readCorpus, scoreCorpus } from "@/lib/calendar/corpus";
import { cityResolver } from "@/lib/calendar/events";
import { loadTestCities } from "../helpers/cities";

/**
 * Travel detection's targets (docs/decisions/013) on the labelled corpus (tests/fixtures/calendars, SOURCES.md there).
 * The
 * bench (`npm run bench -- --case calendar`) scores it against every city; here the test set of
 * cities of 50,000 people or more stands in, so a few small labelled places (Stanford) are misses.
 */
const FIXTURES = path.join(process.cwd(), "tests", "fixtures", "calendars");

beforeAll(() => loadTestCities());

describe("the calendar corpus", () => {
  it("has at least 30 files, each labelled, with sources recorded", () => {
    const corpus = readCorpus();
    expect(corpus.length).toBeGreaterThanOrEqual(30);
    for (const file of corpus) {
      expect(file.labels.source, file.name).toMatch(/^(ours: |npm package |Debian package |git repository )/);
      expect(Object.keys(file.labels.events).length, file.name).toBeGreaterThan(0);
    }
  });

  it("meets the targets: precision ≥ 0.97, recall ≥ 0.95, city ≥ 0.95, all fields right ≥ 0.9", async () => {
    const score = await scoreCorpus(cityResolver(await getDb()));
    const { mistakes, ...figures } = score;
    // The figures, for the CI log (docs/benchmarks.md, "Calendar travel detection").
    console.info(`calendar corpus: ${JSON.stringify(figures)}`);
    const summary = JSON.stringify({ ...figures, mistakes: mistakes.slice(0, 30) }, null, 1);
    expect(score.precision, summary).toBeGreaterThanOrEqual(0.97);
    expect(score.recall, summary).toBeGreaterThanOrEqual(0.95);
    expect(score.exactCity, summary).toBeGreaterThanOrEqual(0.95);
    expect(score.allFieldsRight, summary).toBeGreaterThanOrEqual(0.9);
    // No figure falls from one commit to the next: the last ones are recorded beside the corpus.
    const last = JSON.parse(fs.readFileSync(path.join(FIXTURES, "figures.json"), "utf8")) as Record<string, number>;
    for (const figure of ["precision", "recall", "exactCity", "exactDates", "allFieldsRight"] as const)
      expect(score[figure], `${figure} fell below figures.json's\n${summary}`).toBeGreaterThanOrEqual(last[figure]!);
    // Over 10,000 labelled events take four to five minutes on a 2-core host: a bound, not a benchmark.
  }, 600_000);
});
