import { expect, test, type APIRequestContext } from "@playwright/test";
import { newAccount, registerMember } from "../e2e/fixtures";
import { icsBombs } from "./ics-bombs";

/**
 * Calendar bombs at the real production server (docs/security.md, "iCalendar files"): each file
 * is answered within 5 s with 200 (events and skipped) or 422, and the server keeps answering
 * others meanwhile: a health check fired while the bomb is being read answers 200 within 1 s.
 * Each bomb is uploaded by a member of its own (uploads are limited to 20 an hour per member).
 */
async function memberToken(request: APIRequestContext): Promise<string> {
  const account = newAccount("Bomber");
  await registerMember(request, account);
  const response = await request.post("/api/v1/auth/login/json", { data: { email: account.email, password: account.password } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

for (const bomb of icsBombs()) {
  test(`ICS bomb ${bomb.name}: ${bomb.note}`, async ({ request }) => {
    const token = await memberToken(request);
    const started = Date.now();
    const upload = request.post("/api/v1/calendar/ics", {
      headers: { Authorization: `Bearer ${token}` },
      multipart: { file: { name: `${bomb.name}.ics`, mimeType: "text/calendar", buffer: Buffer.from(bomb.bytes) } },
      timeout: 15_000,
    });
    // While the file is being read (the upload is in flight), another request is served at once.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const healthStarted = Date.now();
    const health = await request.get("/api/v1/health");
    const healthMs = Date.now() - healthStarted;
    const response = await upload;
    const uploadMs = Date.now() - started;

    expect(response.status(), await response.text()).toBe(bomb.expect);
    expect(uploadMs).toBeLessThan(5_000);
    expect(health.status()).toBe(200);
    expect(healthMs).toBeLessThan(1_000);
    const body = (await response.json()) as { detail?: string; events?: { summary: string }[]; total_events?: number; skipped?: unknown[] };
    if (bomb.expect === 422) {
      expect(body.detail).toBe("Not an iCalendar file");
      return;
    }
    expect(body.total_events).toBe(body.events!.length);
    expect(body.events!.length).toBeLessThanOrEqual(1_000);
    expect(Array.isArray(body.skipped)).toBe(true);
    if (!bomb.crowded) expect(body.events!.map((event) => event.summary)).toContain("Vacation in Rome");
  });
}
