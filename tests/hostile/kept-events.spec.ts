import { expect, test, type APIRequestContext } from "@playwright/test";
import { newAccount, registerMember } from "../e2e/fixtures";

/**
 * One member uploading large calendar files one after another at the real production server
 * (docs/security.md, "Counts"): the events kept stay within the cap of 1,000 per source, the last
 * upload answers about as fast as the first (an upload reads back only the events its own file
 * names), and the server keeps answering health checks meanwhile. Uploads are limited to 20 an
 * hour per member, whatever the address: 15 are sent. Timings are attached to the annotations.
 */
const UPLOADS = 15;
const EVENTS_PER_FILE = 1_000;
const KEPT_CAP = 1_000;

const icsDay = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10).replaceAll("-", "");

/** 1,000 one-day meetings over the next 250 days, with UIDs of their own and a long agenda each: about 1.2 MB. */
function largeCalendar(file: number): Buffer {
  const agenda = `Agenda for the weekly review of file ${file}: ${"numbers, plans, open questions and next steps; ".repeat(22)}`;
  const lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Hostile//Kept events//EN"];
  for (let i = 0; i < EVENTS_PER_FILE; i++) {
    const offset = 1 + Math.floor(i / 4);
    lines.push(
      "BEGIN:VEVENT",
      `UID:file-${file}-event-${i}@hostile.test`,
      "DTSTAMP:20250101T000000Z",
      `DTSTART;VALUE=DATE:${icsDay(offset)}`,
      `DTEND;VALUE=DATE:${icsDay(offset + 1)}`,
      "SUMMARY:Team meeting",
      `DESCRIPTION:${agenda}`,
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR", "");
  return Buffer.from(lines.join("\r\n"));
}

async function healthMs(request: APIRequestContext): Promise<number> {
  const started = Date.now();
  expect((await request.get("/api/v1/health")).status()).toBe(200);
  return Date.now() - started;
}

async function memberToken(request: APIRequestContext): Promise<string> {
  const account = newAccount("Uploader");
  await registerMember(request, account);
  const response = await request.post("/api/v1/auth/login/json", {
    data: { email: account.email, password: account.password },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

test(`${UPLOADS} large calendar files from one member: kept events stay within the cap, the last upload is as fast as the first`, async ({
  request,
}) => {
  test.setTimeout(300_000);
  const token = await memberToken(request);
  const headers = { Authorization: `Bearer ${token}` };
  const idle = Math.max(await healthMs(request), await healthMs(request), await healthMs(request));
  const uploads: number[] = [];
  const health: number[] = [];
  for (let file = 0; file < UPLOADS; file++) {
    const bytes = largeCalendar(file);
    expect(bytes.length).toBeLessThan(2 * 1024 * 1024);
    const started = Date.now();
    const upload = request.post("/api/v1/calendar/ics", {
      headers,
      multipart: { file: { name: `calendar-${file}.ics`, mimeType: "text/calendar", buffer: bytes } },
      timeout: 30_000,
    });
    // While the file is read and kept, another request is served.
    await new Promise((resolve) => setTimeout(resolve, 300));
    health.push(await healthMs(request));
    const response = await upload;
    uploads.push(Date.now() - started);
    const body = (await response.json()) as { total_events?: number; detail?: string };
    expect(response.status(), JSON.stringify(body).slice(0, 300)).toBe(200);
    expect(body.total_events).toBe(EVENTS_PER_FILE);
  }
  test.info().annotations.push({
    type: "timing",
    description: `uploads ${uploads.join(", ")} ms; health during them ${health.join(", ")} ms, ${idle} ms idle`,
  });

  const listed = await request.get("/api/v1/calendar/events?days_ahead=365", { headers });
  expect(listed.status()).toBe(200);
  const kept = (await listed.json()) as { total_events: number; events: { summary: string; description: string }[] };
  expect(kept.total_events).toBeLessThanOrEqual(KEPT_CAP);
  // The newest file's events are the ones kept.
  expect(kept.events.every((event) => event.description.includes(`file ${UPLOADS - 1}:`))).toBe(true);

  const [first, last] = [uploads[0]!, uploads.at(-1)!];
  expect(last).toBeLessThan(3 * first + 1_000);
  for (const ms of health) expect(ms).toBeLessThan(Math.max(2_000, 3 * idle));
});
