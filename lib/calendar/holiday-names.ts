import { data } from "date-holidays/data";
import { foldName } from "@/lib/cities/fold-name";

/**
 * The public holidays' names of some 200 countries in their languages, from the `date-holidays` package's data set
 * (CC BY-SA 3.0; its names table CC0): "San Pedro y San Pablo", "Heritage Day", "Santa Rosa de Lima". A
 * title that is one of them is the holiday, not a trip to a town it shares a name with (docs/api.md §8.2).
 */
export function isHolidayName(title: string): boolean {
  const name = foldName(title.replace(TRAILING_NOTE, ""));
  return name.length >= SHORTEST_NAME && holidayNames().has(name);
}

/**
 * A title opening with a holiday's name, then a pictograph or who it is spent with: "Noël 🎄 chez Teta", "Christmas
 * with the Smiths". The rest says who, not where (docs/api.md §8.2).
 */
export function opensWithHolidayName(title: string): boolean {
  const opening = OPENING.exec(title)?.[1];
  return Boolean(opening && opening.trim() !== title.trim() && isHolidayName(opening));
}
const OPENING = /^(.+?)\s*(?:[\p{Extended_Pictographic}]|\s(?:chez|with|w\/|bei|mit|avec|con|com|bij|hos|med|у|с)\s)/u;

/** A note after the name: its region or its day off ("Heritage Day (Yukon)", "Pongal [holiday]"). */
export const TRAILING_NOTE = /\s*[([][^)\]]*[)\]]\s*$/u;
/** A shorter name is as often a word or a code as a holiday. */
const SHORTEST_NAME = 4;

type NamedDays = { name?: Record<string, string> };

/** Read once, on first use, and kept on globalThis as the other place data is (./place-data.ts). */
const holidayNames = (): ReadonlySet<string> => (globalForHolidays.__overlapHolidayNames ??= readHolidayNames());
const globalForHolidays = globalThis as unknown as { __overlapHolidayNames?: ReadonlySet<string> };

function readHolidayNames(): ReadonlySet<string> {
  const names = new Set<string>();
  const add = (named: NamedDays | undefined) => {
    for (const written of Object.values(named?.name ?? {})) {
      names.add(foldName(written));
      // People leave out a saint's short title: "Kūčios" is "Šv. Kūčios".
      const untitled = written.replace(/^\p{L}{1,3}\.\s+/u, "");
      if (untitled !== written) names.add(foldName(untitled));
    }
  };
  // A country's days, and its states' and regions' own days, each in the languages the data set writes it.
  const walk = (node: unknown): void => {
    if (!node || typeof node !== "object") return;
    add(node as NamedDays);
    for (const [key, child] of Object.entries(node)) if (key !== "name" && key !== "names") walk(child);
  };
  walk(data.holidays);
  for (const named of Object.values(data.names)) add(named);
  names.delete("");
  return names;
}
