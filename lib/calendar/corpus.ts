import "server-only";
import fs from "node:fs";
import path from "node:path";
import { detectTravel, readAsWhole, type CityResolver, type MemberContext } from "./detection";
import { homeOf } from "./events";
import { parseIcs } from "./ics";

/**
 * The labelled calendar corpus (tests/fixtures/calendars, SOURCES.md there) and its scorer, shared
 * by `npm run bench -- --case calendar` and the corpus test (docs/benchmarks.md, "Calendar travel
 * detection"). Each `<name>.ics` has a `<name>.json`: the day detection runs as of, the member's
 * home, and for each event (by UID, or UID#RECURRENCE-ID) whether it is travel and, if so, its city
 * and dates.
 */
type EventLabel = { travel: boolean; city?: string | null; arrival?: string; departure?: string };
export type CorpusLabels = { source: string; today: string; home?: string | null; events: Record<string, EventLabel> };
export type CorpusScore = {
  files: number;
  events: number;
  precision: number;
  recall: number;
  exactCity: number;
  exactDates: number;
  allFieldsRight: number;
  mistakes: string[];
};

const CORPUS_DIR = path.join(process.cwd(), "tests", "fixtures", "calendars");

export function readCorpus(dir = CORPUS_DIR): { name: string; text: string; labels: CorpusLabels }[] {
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith(".ics"))
    .sort()
    .map((file) => ({
      name: file,
      text: fs.readFileSync(path.join(dir, file), "utf8"),
      labels: JSON.parse(fs.readFileSync(path.join(dir, file.replace(/\.ics$/, ".json")), "utf8")) as CorpusLabels,
    }));
}

const ratio = (part: number, whole: number) => (whole === 0 ? 1 : part / whole);

export async function scoreCorpus(resolve: CityResolver, dir = CORPUS_DIR): Promise<CorpusScore> {
  let [truePositive, falsePositive, falseNegative, cityRight, datesRight, allRight, events] = [0, 0, 0, 0, 0, 0, 0];
  const mistakes: string[] = [];
  const files = readCorpus(dir);
  for (const { name, text, labels } of files) {
    const from = new Date(`${labels.today}T00:00:00Z`);
    // Untimed: a busy host must not cut a file's recurrences short and so change the figures.
    const read = parseIcs(text, { from, to: new Date(from.getTime() + 3 * 365 * 86_400_000) }, { timed: false });
    const home = labels.home ? await resolve(labels.home) : undefined;
    const member: MemberContext = home ? homeOf(home) : {};
    const detected = [];
    for (const event of read.events)
      detected.push({ event, detection: await detectTravel(event, resolve, labels.today, member) });
    const found = new Map(readAsWhole(detected).map((part) => [part.event.externalId, part]));
    for (const [id, label] of Object.entries(labels.events)) {
      events++;
      const event = found.get(id)?.event;
      const detection = found.get(id)?.detection ?? null;
      const travel = detection?.isTravel ?? false;
      if (travel && label.travel) truePositive++;
      else if (travel) falsePositive++;
      else if (label.travel) falseNegative++;
      const city = travel && label.travel && detection!.destination === (label.city ?? null);
      const dates =
        travel &&
        label.travel &&
        detection!.arrivalDate === label.arrival &&
        detection!.departureDate === label.departure;
      if (city) cityRight++;
      if (dates) datesRight++;
      const right = label.travel ? city && dates : !travel;
      if (right) allRight++;
      else {
        const got = detection
          ? `${travel ? "travel" : "not travel"} ${detection.destination ?? "-"} ${detection.arrivalDate}..${detection.departureDate}`
          : "not read";
        const want = label.travel ? `travel ${label.city ?? "-"} ${label.arrival}..${label.departure}` : "not travel";
        mistakes.push(`${name} ${id} "${event?.summary ?? ""}": got ${got}, want ${want}`);
      }
    }
  }
  return {
    files: files.length,
    events,
    precision: ratio(truePositive, truePositive + falsePositive),
    recall: ratio(truePositive, truePositive + falseNegative),
    exactCity: ratio(cityRight, truePositive),
    exactDates: ratio(datesRight, truePositive),
    allFieldsRight: ratio(allRight, events),
    mistakes,
  };
}
