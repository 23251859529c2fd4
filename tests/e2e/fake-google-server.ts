/**
 * The fake Google (tests/helpers/fake-google.ts) as a process of its own, for the browser tests:
 * playwright.config.ts starts it next to the app, whose GOOGLE_* variables point at it.
 * Its one Google account holds a traveller's calendar, dated from the day it starts.
 *
 *   FAKE_GOOGLE_PORT=3190 npx tsx tests/e2e/fake-google-server.ts
 */
import { startFakeGoogle, type FakeGoogleEvent } from "../helpers/fake-google";

export const FAKE_GOOGLE_PORT = Number(process.env.FAKE_GOOGLE_PORT ?? 3190);
export const FAKE_GOOGLE_CLIENT_ID = "e2e-client-id.apps.googleusercontent.com";
export const FAKE_GOOGLE_CLIENT_SECRET = "e2e-client-secret";

function day(offset: number): string {
  const date = new Date();
  date.setUTCHours(0, 0, 0, 0);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

/** A flight (imported by a sync on its own), two days in cities (imported by choice), a dentist. */
export function travellerCalendar(): FakeGoogleEvent[] {
  return [
    {
      id: "e2e-flight",
      summary: "Flight to Lisbon",
      start: { dateTime: `${day(30)}T09:00:00Z` },
      end: { dateTime: `${day(30)}T11:30:00Z` },
    },
    {
      id: "e2e-offsite",
      summary: "Team offsite",
      location: "Berlin, Germany",
      start: { dateTime: `${day(45)}T09:00:00Z` },
      end: { dateTime: `${day(45)}T17:00:00Z` },
    },
    {
      id: "e2e-workshop",
      summary: "Design workshop",
      location: "Porto, Portugal",
      start: { dateTime: `${day(50)}T10:00:00Z` },
      end: { dateTime: `${day(50)}T16:00:00Z` },
    },
    {
      id: "e2e-dentist",
      summary: "Dentist",
      start: { dateTime: `${day(12)}T10:00:00Z` },
      end: { dateTime: `${day(12)}T11:00:00Z` },
    },
  ];
}

async function main() {
  const fake = await startFakeGoogle({
    port: FAKE_GOOGLE_PORT,
    clientId: FAKE_GOOGLE_CLIENT_ID,
    clientSecret: FAKE_GOOGLE_CLIENT_SECRET,
  });
  fake.addAccount(fake.defaultAccount, travellerCalendar());
  console.log(`Fake Google listening on ${fake.url}`);
  const stop = () => void fake.close().then(() => process.exit(0));
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

if (process.argv[1] && /fake-google-server\.ts$/.test(process.argv[1])) void main();
