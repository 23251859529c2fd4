import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { ADMIN, adminToken, BASE_URL, dayFromToday, expect, signedInMember, signInThroughForm, test } from "./fixtures";

// docs/api.md §3.6, docs/product.md §2.9: two members whose stay together ended write about each
// other, one on a desktop and one on a phone; each reference shows only once both are written, and
// the admin removes one from the references screen.

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

const person = (browser: Browser, request: APIRequestContext, label: string, viewport: typeof DESKTOP) =>
  signedInMember(browser, request, label, { viewport });

/** A stay that ended two days ago: both members' plans to one place, made by the admin API (past dates). */
async function endedStay(request: APIRequestContext, ids: number[]) {
  const token = await adminToken(request);
  const destination = `Refs Cove ${Date.now()}`;
  for (const [index, id] of ids.entries()) {
    const response = await request.post("/api/v1/admin/travel-plans", {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        user_id: id,
        destination,
        arrival_date: dayFromToday(-9 + index),
        departure_date: dayFromToday(-2),
        status: "completed",
      },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
}

async function writeReference(page: Page, aboutId: number, name: string, text: string) {
  await page.goto(`/app/user/${aboutId}`);
  const section = page.getByRole("region", { name: "References" });
  await expect(section.getByText(`No references for ${name} yet.`)).toBeVisible();
  await expect(section.getByText(/References are double-blind/)).toBeVisible();
  await section.getByRole("button", { name: "Write a reference" }).click();
  const dialog = page.getByRole("dialog", { name: `Write a reference for ${name}` });
  await dialog.getByLabel("Your reference").fill(text);
  await expect(dialog.getByText(`${text.length} / 2,000 characters`)).toBeVisible();
  await expect(dialog.getByLabel("We met in person")).toBeChecked();
  await expect(dialog.getByLabel(`I would recommend ${name}`)).toBeChecked();
  await dialog.getByRole("button", { name: "Post Reference" }).click();
  await expect(dialog).toBeHidden();
  return section;
}

test("two members write references after a stay, they appear on the profiles, and an admin removes one", async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const ana = await person(browser, request, "Ana", DESKTOP);
  const ben = await person(browser, request, "Ben", PHONE);
  await endedStay(request, [ana.id, ben.id]);

  const fromAna = "Ana was a thoughtful flatmate and cooked for everyone twice.";
  const anaView = await writeReference(ana.page, ben.id, ben.account.name, fromAna);
  await expect(anaView.getByText(`Hidden until ${ben.account.name} writes theirs`)).toBeVisible();
  await expect(anaView.getByRole("button", { name: "Delete reference" })).toBeVisible();
  await expect(anaView.getByRole("button", { name: "Write a reference" })).toHaveCount(0);

  const fromBen = "Ben showed me the best surf spots and was always on time.";
  const benView = await writeReference(ben.page, ana.id, ana.account.name, fromBen);
  await expect(benView.getByText("Shown", { exact: true })).toBeVisible();
  await expect(benView.getByText("1 reference, 1 from a member who met them in person")).toBeVisible();
  await expect(benView.getByRole("listitem").filter({ hasText: fromBen }).getByText("Recommends")).toBeVisible();

  await ana.page.reload();
  const shown = ana.page.getByRole("region", { name: "References" });
  const item = shown.getByRole("listitem").filter({ hasText: fromAna }).filter({ hasText: "Recommends" });
  await expect(item.getByRole("link", { name: ana.account.name })).toBeVisible();
  await expect(shown.getByRole("button", { name: "Delete reference" })).toHaveCount(0);

  const adminContext = await browser.newContext({ baseURL: BASE_URL, viewport: DESKTOP });
  const admin = await adminContext.newPage();
  await signInThroughForm(admin, ADMIN);
  await admin.goto("/app/admin/references");
  await admin.getByLabel("Member ID").fill(String(ben.id));
  const row = admin.getByRole("row").filter({ hasText: fromAna });
  await expect(row).toBeVisible();
  await expect(admin.getByRole("row").filter({ hasText: fromBen })).toBeVisible();
  await row.getByRole("button", { name: /^Delete reference/ }).click();
  await admin.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(admin.getByText(/Reference \d+ deleted/)).toBeVisible();
  await expect(admin.getByRole("row").filter({ hasText: fromAna })).toHaveCount(0);

  await ben.page.goto(`/app/user/${ben.id}`);
  await expect(ben.page.getByRole("region", { name: "References" }).getByText(/No references/)).toBeVisible();
  await ana.page.goto(`/app/user/${ana.id}`);
  await expect(ana.page.getByRole("region", { name: "References" }).getByText(fromBen)).toBeVisible();

  await Promise.all([ana.context.close(), ben.context.close(), adminContext.close()]);
});
