// `npm run bench -- --case calendar`: travel detection scored on the labelled corpus of calendar
// files (tests/fixtures/calendars, lib/calendar/corpus.ts) against the full world-cities data set,
// in an in-memory PGlite database. Prints precision, recall, exact city, exact dates and
// all-fields-right, and each event it got wrong (docs/benchmarks.md). `--corpus <folder>` scores another
// folder of labelled files instead: a new batch, measured before detection has seen it.
import { openDatabase } from "@/db/client";
import { scoreCorpus } from "@/lib/calendar/corpus";
import { cityResolver } from "@/lib/calendar/events";
import { ensureCitiesLoaded } from "@/lib/cities/service";

export async function calendarCase(corpusDir?: string): Promise<void> {
  const handle = await openDatabase({ kind: "pglite" });
  try {
    const started = performance.now();
    await ensureCitiesLoaded(handle.db);
    console.log(`world cities loaded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const score = await scoreCorpus(cityResolver(handle.db), corpusDir);
    for (const mistake of score.mistakes) console.log(`  wrong: ${mistake}`);
    const percent = (value: number) => value.toFixed(3);
    console.log(`calendar corpus: ${score.files} files, ${score.events} labelled events`);
    console.log(
      `precision ${percent(score.precision)}  recall ${percent(score.recall)}  exact city ${percent(score.exactCity)}  exact dates ${percent(score.exactDates)}  all fields right ${percent(score.allFieldsRight)}`,
    );
  } finally {
    await handle.close();
  }
}
