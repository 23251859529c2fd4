import type { Page } from "@playwright/test";
import { BASE_URL, dayFromToday, expect, failedLoad, signedInMember, test } from "./fixtures";

/**
 * The calendar screens against the fake Google of tests/e2e/fake-google-server.ts (started by
 * playwright.config.ts; the app's GOOGLE_* variables point at it). Its account holds a flight to
 * Lisbon, a day in Berlin, a day in Porto and a dentist appointment.
 */
test.use({ locale: "en-US" });

/**
 * A server started without the fake Google (a shared dev server) cannot run the Google flow: its
 * Connect screen must then say so instead of breaking, and the rest is skipped (never in CI).
 */
async function skipUnlessGoogleConfigured(page: Page) {
  const response = await page.request.get("/api/v1/calendar/auth-url");
  if (response.status() !== 503 || process.env.CI) return;
  await page.goto("/app/calendar/connect");
  await expect(page.getByText("Calendar import is not set up on this server")).toBeVisible();
  await expect(page.getByRole("button", { name: "Connect Google Calendar" })).toHaveCount(0);
  test.skip(true, "This server has no Google configuration (see playwright.config.ts)");
}

function icsFile(): string {
  const date = (offset: number) => dayFromToday(offset).replaceAll("-", "");
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Apple Inc.//macOS 14.4//EN",
    "BEGIN:VEVENT",
    "UID:rome-e2e@example.com",
    "DTSTAMP:20250101T000000Z",
    `DTSTART;VALUE=DATE:${date(70)}`,
    `DTEND;VALUE=DATE:${date(75)}`,
    "SUMMARY:Vacation in Rome",
    "END:VEVENT",
    "BEGIN:VEVENT",
    "UID:gym-e2e@example.com",
    "DTSTAMP:20250101T000000Z",
    `DTSTART:${date(3)}T070000Z`,
    `DTEND:${date(3)}T080000Z`,
    "RRULE:FREQ=WEEKLY;COUNT=3",
    "SUMMARY:Gym",
    "END:VEVENT",
    "END:VCALENDAR",
    "",
  ].join("\r\n");
}

test.describe("calendar", () => {
  test("connect Google Calendar, sync, import two events as solo plans and see them on My Trips", async ({
    browser,
    playwright,
    allowConsoleError,
  }) => {
    // The Import screen asks for events before there are any: GET /calendar/events answers 409
    // "Calendar is not connected" by contract (docs/api.md), which Chromium logs.
    allowConsoleError(failedLoad(409, "/api/v1/calendar/events"));
    const request = await playwright.request.newContext({ baseURL: BASE_URL });
    const { page, context } = await signedInMember(browser, request, "Calendar");
    await skipUnlessGoogleConfigured(page);

    // From My Trips to the Import screen, which has nothing to list yet.
    await page.goto("/app/travel-plans");
    await page.getByRole("link", { name: "Import from Calendar" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Import from Calendar" })).toBeVisible();
    await expect(page.getByText("No calendar events yet")).toBeVisible();
    await page.getByRole("main").getByRole("link", { name: "Connect Google Calendar" }).first().click();

    // Connect: the consent screen (fake) sends the browser back with ?success=true, then the query is cleared.
    await expect(page.getByRole("heading", { level: 1, name: "Calendar" })).toBeVisible();
    await expect(page.getByText("Not connected", { exact: true }).first()).toBeVisible();
    await page.getByRole("button", { name: "Connect Google Calendar" }).click();
    await expect(page.getByText("Google Calendar connected")).toBeVisible();
    await expect(page).toHaveURL(/\/app\/calendar\/connect$/);
    await expect(page.getByText("Connected", { exact: true })).toBeVisible();
    await expect(page.getByText("Never")).toBeVisible();

    // Sync: the flight becomes a plan on its own, and the screen asks whether to view it.
    await page.getByRole("button", { name: "Sync Now" }).click();
    const prompt = page.getByRole("dialog", { name: "New travel plans" });
    await expect(prompt).toContainText(
      "1 new travel plan was created from your calendar. Would you like to view them?",
    );
    await prompt.getByRole("button", { name: "Not now" }).click();
    await expect(prompt).toBeHidden();
    await expect(page.getByText("Just now")).toBeVisible();
    await expect(page.getByRole("button", { name: "Sync Now" })).toBeEnabled();

    // Import: only travel by default (the flight, already imported); all events on request.
    await page.getByRole("link", { name: "Choose events to import" }).click();
    const events = page.getByRole("list", { name: "Calendar events" });
    await expect(events.getByRole("checkbox", { name: /Flight to Lisbon/ })).toBeDisabled();
    await expect(events.getByText("Imported as plan")).toBeVisible();
    await expect(events.getByRole("checkbox", { name: /Team offsite/ })).toHaveCount(0);
    await page.getByRole("button", { name: "Import Selected" }).click();
    await expect(page.getByText("Select at least one event to import")).toBeVisible();

    await page.getByLabel("Show all events, not only travel").check();
    await expect(events.getByRole("listitem").filter({ hasText: "Dentist" })).toContainText(
      "Destination could not be automatically extracted",
    );
    // Only travel has a destination (docs/api.md §8.2): the member gives one to what is not travel.
    for (const [summary, city] of [
      ["Team offsite", "Berlin, Germany"],
      ["Design workshop", "Porto, Portugal"],
    ] as const) {
      await events.getByRole("checkbox", { name: new RegExp(summary) }).check();
      const destination = events
        .getByRole("group", { name: new RegExp(`Correct “${summary}”`) })
        .getByRole("combobox", { name: "Destination" });
      await destination.fill(city.split(",")[0]!);
      await page
        .getByRole("option", { name: new RegExp(city) })
        .first()
        .click();
      await expect(destination).toHaveValue(city);
    }
    await expect(page.getByRole("radio", { name: "Solo travel plans" })).toBeChecked();
    await page.getByRole("button", { name: "Import Selected" }).click();

    const result = page.getByRole("region", { name: "Import result" });
    await expect(result).toContainText("2 new travel plans created");
    await expect(result).toContainText("Created: 2");
    await page.getByRole("link", { name: "View My Trips" }).click();

    const plans = page.getByRole("list", { name: "Solo trips" });
    await expect(plans.getByRole("heading", { name: "Berlin, Germany" })).toBeVisible();
    await expect(plans.getByRole("heading", { name: "Porto, Portugal" })).toBeVisible();
    await expect(plans.getByRole("heading", { name: "Lisbon, Portugal" })).toBeVisible();
    await context.close();
    await request.dispose();
  });

  test("import an .ics file as a group trip", async ({ browser, playwright, allowConsoleError }) => {
    // The Import screen asks for events before there are any: GET /calendar/events answers 409
    // "Calendar is not connected" by contract (docs/api.md), which Chromium logs.
    allowConsoleError(failedLoad(409, "/api/v1/calendar/events"));
    const request = await playwright.request.newContext({ baseURL: BASE_URL });
    const { page, context } = await signedInMember(browser, request, "Ics");
    await page.goto("/app/calendar/import");
    await page
      .getByLabel("Calendar file (.ics)")
      .setInputFiles({ name: "calendar.ics", mimeType: "text/calendar", buffer: Buffer.from(icsFile()) });
    await page.getByRole("button", { name: "Upload" }).click();
    await expect(page.getByText("4 upcoming events read from calendar.ics")).toBeVisible();

    const events = page.getByRole("list", { name: "Calendar events" });
    await expect(events.getByRole("checkbox")).toHaveCount(1);
    await expect(page.getByText("3 other events are hidden because they do not look like travel.")).toBeVisible();
    await events.getByRole("checkbox", { name: /Vacation in Rome/ }).check();
    await page.getByRole("radio", { name: "Group trips I host" }).check();
    await page.getByRole("button", { name: "Import Selected" }).click();
    await expect(page.getByRole("region", { name: "Import result" })).toContainText("1 new group trip created");
    await expect(events.getByText("Imported as trip")).toBeVisible();

    await page.getByRole("link", { name: "View Trips I'm Hosting" }).click();
    await expect(page.getByRole("heading", { name: "Vacation in Rome" })).toBeVisible();
    await context.close();
    await request.dispose();
  });

  test("correct a detected event's city before importing it (docs/api.md §8.2)", async ({
    browser,
    playwright,
    allowConsoleError,
  }) => {
    allowConsoleError(failedLoad(409, "/api/v1/calendar/events"));
    const request = await playwright.request.newContext({ baseURL: BASE_URL });
    const { page, context } = await signedInMember(browser, request, "Correct");
    await page.goto("/app/calendar/import");
    await page
      .getByLabel("Calendar file (.ics)")
      .setInputFiles({ name: "calendar.ics", mimeType: "text/calendar", buffer: Buffer.from(icsFile()) });
    await page.getByRole("button", { name: "Upload" }).click();
    await expect(page.getByText("4 upcoming events read from calendar.ics")).toBeVisible();

    const events = page.getByRole("list", { name: "Calendar events" });
    await expect(events.getByText("Destination: Rome, Italy")).toBeVisible();
    await events.getByRole("checkbox", { name: /Vacation in Rome/ }).check();
    // The chosen event opens with what was detected; the member picks another city.
    const correction = events.getByRole("group", { name: /Correct “Vacation in Rome”/ });
    const destination = correction.getByRole("combobox", { name: "Destination" });
    await expect(destination).toHaveValue("Rome, Italy");
    await expect(correction.getByLabel("Arrival date")).toHaveValue(dayFromToday(70));
    await destination.fill("Florence");
    await page
      .getByRole("option", { name: /Florence, Italy/ })
      .first()
      .click();
    await expect(destination).toHaveValue("Florence, Italy");
    // A departure before the arrival is refused under that event's own field, and nothing is imported.
    allowConsoleError(failedLoad(422, "/api/v1/calendar/import"));
    const departure = correction.getByLabel("Departure date");
    const detectedDeparture = await departure.inputValue();
    await departure.fill(dayFromToday(60));
    await page.getByRole("button", { name: "Import Selected" }).click();
    await expect(departure).toHaveAccessibleDescription(/Departure date must be on or after the arrival date/);
    await expect(page.getByRole("alert").filter({ hasText: "Check the corrections marked below." })).toBeVisible();
    await departure.fill(detectedDeparture);
    await expect(departure).not.toHaveAttribute("aria-invalid", "true");
    await page.getByRole("button", { name: "Import Selected" }).click();
    await expect(page.getByRole("region", { name: "Import result" })).toContainText("1 new travel plan created");

    await page.getByRole("link", { name: "View My Trips" }).click();
    await expect(page.getByText("Florence, Italy").first()).toBeVisible();
    await expect(page.getByText("Rome, Italy")).toHaveCount(0);
    await context.close();
    await request.dispose();
  });
});
