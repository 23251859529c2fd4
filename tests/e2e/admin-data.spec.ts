import type { Locator, Page } from "@playwright/test";
import {
  ADMIN,
  adminToken,
  dayFromToday,
  expect,
  memberWithToken,
  newAccount,
  registerMember,
  signInThroughForm,
  test,
} from "./fixtures";

/** The one table row that mentions `text` (every list is newest first, so a new row is on page 1). */
const rowWith = (page: Page, text: string) => page.getByRole("row").filter({ hasText: text });

/** Confirms the delete dialog after checking docs/product.md §5's question, and waits for the row to go. */
async function deleteRow(page: Page, row: Locator, noun: string, question: string) {
  await row.getByRole("button", { name: new RegExp(`^Delete ${noun} \\d+$`) }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText(question);
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(0);
}

test.describe("admin data screens", () => {
  test("an admin creates, edits and deletes a travel plan", async ({ page, request }) => {
    const ownerId = await registerMember(request, newAccount("Planner"));
    const destination = `Admin Town ${Date.now()}`;
    await signInThroughForm(page, ADMIN);

    await page.goto("/app/admin/travel-plans");
    await expect(page.getByRole("heading", { level: 1, name: "All Travel Plans" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Dashboard" })).toHaveAttribute("href", "/app/admin");

    // Create: a missing destination stops at docs/product.md §5's warning, nothing is sent.
    await page.getByRole("button", { name: "Add Travel Plan" }).click();
    const form = page.getByRole("form", { name: "New travel plan" });
    await form.getByLabel("User ID").fill(String(ownerId));
    await form.getByLabel("Arrival date").fill(dayFromToday(40));
    await form.getByLabel("Departure date").fill(dayFromToday(45));
    await form.getByRole("button", { name: "Create" }).click();
    await expect(page.getByText("Please fill in required fields")).toBeVisible();
    await expect(rowWith(page, destination)).toHaveCount(0);

    await form.getByLabel("Destination").fill(destination);
    await form.getByRole("button", { name: "Create" }).click();
    await expect(page.getByText("Travel plan created")).toBeVisible();
    // A successful create closes the form; the list is refetched with the new plan first.
    await expect(form).toBeHidden();
    await expect(page.getByRole("button", { name: "Add Travel Plan" })).toBeVisible();
    const row = rowWith(page, destination);
    await expect(row).toContainText(String(ownerId));
    await expect(row.getByText("active", { exact: true })).toBeVisible();
    // No visibility picked: the member's default, everyone for a new account.
    await expect(row.getByText("Everyone", { exact: true })).toBeVisible();

    // Edit: the form is prefilled; the status becomes completed and the badge follows.
    await row.getByRole("button", { name: /^Edit travel plan \d+$/ }).click();
    const editForm = page.getByRole("form", { name: /^Edit travel plan \d+$/ });
    await expect(editForm.getByLabel("Destination")).toHaveValue(destination);
    await expect(editForm.getByLabel("User ID")).toHaveValue(String(ownerId));
    await editForm.getByLabel("Status").selectOption("completed");
    await expect(editForm.getByLabel("Visibility")).toHaveValue("everyone");
    await editForm.getByLabel("Visibility").selectOption("private");
    await editForm.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Travel plan updated")).toBeVisible();
    await expect(editForm).toBeHidden();
    await expect(row.getByText("completed", { exact: true })).toBeVisible();
    await expect(row.getByText("active", { exact: true })).toHaveCount(0);
    await expect(row.getByText("Private", { exact: true })).toBeVisible();

    await deleteRow(page, row, "travel plan", `Are you sure you want to delete travel plan to ${destination}?`);
  });

  test("an admin adds a participant to a trip, accepts them and removes them", async ({ page, request }) => {
    const host = newAccount("Host");
    const guest = newAccount("Guest");
    const hostId = await registerMember(request, host);
    const guestId = await registerMember(request, guest);
    const title = `Admin Trip ${Date.now()}`;
    const created = await request.post("/api/v1/admin/group-trips", {
      headers: { Authorization: `Bearer ${await adminToken(request)}` },
      data: {
        creator_id: hostId,
        title,
        destination: "Porto, Portugal",
        arrival_date: dayFromToday(30),
        departure_date: dayFromToday(35),
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const tripId = ((await created.json()) as { id: number }).id;
    await signInThroughForm(page, ADMIN);

    await page.goto("/app/admin/participants");
    await expect(page.getByRole("heading", { level: 1, name: "All Trip Participants" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Dashboard" })).toHaveAttribute("href", "/app/admin");
    // The trip's creator is its host, in purple words: role host.
    const hostRow = rowWith(page, host.name);
    await expect(hostRow).toContainText(title);
    await expect(hostRow.getByText("host", { exact: true })).toBeVisible();

    await page.getByRole("button", { name: "Add Participant" }).click();
    const form = page.getByRole("form", { name: "New participant" });
    await form.getByLabel("Trip ID").fill(String(tripId));
    await form.getByRole("button", { name: "Create" }).click();
    await expect(page.getByText("Please fill in trip ID and user ID")).toBeVisible();

    await form.getByLabel("User ID").fill(String(guestId));
    await expect(form.getByLabel("Status")).toHaveValue("invited");
    await expect(form.getByLabel("Role")).toHaveValue("participant");
    await form.getByRole("button", { name: "Create" }).click();
    await expect(page.getByText("Participant created")).toBeVisible();
    await expect(form).toBeHidden();
    const row = rowWith(page, guest.name);
    await expect(row).toContainText(title);
    await expect(row.getByText("invited", { exact: true })).toBeVisible();
    await expect(row.getByText("participant", { exact: true })).toBeVisible();

    await row.getByRole("button", { name: /^Edit participant \d+$/ }).click();
    const editForm = page.getByRole("form", { name: /^Edit participant \d+$/ });
    await expect(editForm.getByLabel("User ID")).toHaveValue(String(guestId));
    await editForm.getByLabel("Status").selectOption("accepted");
    await editForm.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Participant updated")).toBeVisible();
    await expect(editForm).toBeHidden();
    await expect(row.getByText("accepted", { exact: true })).toBeVisible();

    await deleteRow(page, row, "participant", "Are you sure you want to delete this participant?");
    await expect(hostRow).toBeVisible();
  });
});

test.describe("places", () => {
  test("an admin adds a place members typed, and their plans go to it", async ({ page, request }) => {
    const member = await memberWithToken(request, "Surfer");
    const name = `Batu Bolong ${Date.now()}`;
    const typed = await request.post("/api/v1/travel-plans", {
      headers: member.headers,
      data: { destination: `${name}, Indonesia`, arrival_date: dayFromToday(20), departure_date: dayFromToday(30) },
    });
    expect(typed.status(), await typed.text()).toBe(201);
    expect(await typed.json()).toMatchObject({ destination: `${name}, Indonesia`, city_id: null });
    const other = `Echo Beach ${Date.now()}`;
    const typedToo = await request.post("/api/v1/travel-plans", {
      headers: member.headers,
      data: { destination: other, arrival_date: dayFromToday(40), departure_date: dayFromToday(45) },
    });
    expect(typedToo.status()).toBe(201);
    await signInThroughForm(page, ADMIN);

    await page.goto("/app/admin");
    await page.getByRole("link", { name: /^Places/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Places" })).toBeVisible();
    const suggestions = page.getByRole("table", { name: "Destinations without a place, most members first" });
    const suggestion = suggestions.getByRole("row").filter({ hasText: name });
    await expect(suggestion).toContainText("1");
    // Each suggestion fills the form and takes the focus to it, even when it is open already.
    await suggestions.getByRole("button", { name: `Add as a place for ${other}` }).click();
    const form = page.getByRole("form", { name: "New place" });
    await expect(form.getByLabel("Name", { exact: true })).toHaveValue(other);
    await expect(form.getByLabel("Country")).toHaveValue("");
    await suggestion.getByRole("button", { name: `Add as a place for ${name}, Indonesia` }).click();
    await expect(form.getByRole("heading", { name: "New place" })).toBeFocused();

    // The form has the name and the country the member typed.
    await expect(form.getByLabel("Name", { exact: true })).toHaveValue(name);
    await expect(form.getByLabel("Country")).toHaveValue("ID");
    await form.getByLabel("Latitude").fill("-8.6598");
    await form.getByRole("button", { name: "Create" }).click();
    await expect(page.getByText("Please fill in required fields")).toBeVisible();
    await form.getByLabel("Longitude").fill("415.1");
    await form.getByRole("button", { name: "Create" }).click();
    await expect(form.getByText("Longitude must be between -180 and 180")).toBeVisible();
    await form.getByLabel("Longitude").fill("115.1301");
    await form.getByRole("button", { name: "Create" }).click();
    await expect(page.getByText("Place created")).toBeVisible();
    await expect(form).toBeHidden();

    const row = rowWith(page, `${name}, Indonesia`).filter({ hasText: "-8.6598, 115.1301" });
    await expect(row).toBeVisible();
    await expect(suggestions.getByRole("row").filter({ hasText: name })).toHaveCount(0);
    const plans = await request.get("/api/v1/travel-plans", { headers: member.headers });
    expect((await plans.json())[0]).toMatchObject({ destination: `${name}, Indonesia` });
    expect((await plans.json())[0].city_id).toEqual(expect.any(Number));

    // Edit: the form is prefilled; a corrected position is saved and shown.
    await row.getByRole("button", { name: /^Edit place \d+$/ }).click();
    const editForm = page.getByRole("form", { name: /^Edit place \d+$/ });
    await expect(editForm.getByLabel("Name", { exact: true })).toHaveValue(name);
    await expect(editForm.getByLabel("Latitude")).toHaveValue("-8.6598");
    await editForm.getByLabel("Latitude").fill("-8.6601");
    await editForm.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Place updated")).toBeVisible();
    await expect(editForm).toBeHidden();
    const moved = rowWith(page, `${name}, Indonesia`).filter({ hasText: "-8.6601, 115.1301" });
    await expect(moved).toBeVisible();

    await deleteRow(
      page,
      moved,
      "place",
      `Are you sure you want to delete ${name}, Indonesia? Its plans keep their destination without a place.`,
    );
    await expect(suggestions.getByRole("row").filter({ hasText: name })).toHaveCount(1);
  });
});
