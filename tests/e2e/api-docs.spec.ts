import { BASE_URL, expect, test } from "./fixtures";

// The API reference is public and rendered from the OpenAPI document (docs/decisions/015).

test.describe("API reference", () => {
  test("shows the travel plans operations to a visitor, with their answers and the document's link", async ({
    page,
    request,
  }) => {
    await page.goto("/docs/api");
    await expect(page.getByRole("heading", { level: 1, name: "Overlap API reference" })).toBeVisible();
    const plans = page.getByRole("region", { name: "Travel plans" });
    await expect(plans.getByRole("heading", { level: 3, name: "Create a travel plan" })).toBeVisible();
    await expect(plans.getByRole("heading", { level: 3, name: "List my travel plans" })).toBeVisible();
    await expect(
      plans
        .getByRole("region", { name: "Request body of Create a travel plan" })
        .getByRole("cell", { name: "arrival_date" }),
    ).toBeVisible();

    // The side navigation jumps to an operation; a named schema links to its section.
    await page
      .getByRole("navigation", { name: "API sections" })
      .getByRole("link", { name: "Delete one of my travel plans" })
      .click();
    await expect(page).toHaveURL(`${BASE_URL}/docs/api#plansRemove`);
    await plans.getByRole("link", { name: "TravelPlan" }).first().click();
    await expect(page.getByRole("heading", { level: 3, name: "TravelPlan" })).toBeInViewport();

    const link = page.getByRole("link", { name: "/api/v1/openapi.json" });
    const document = await request.get((await link.getAttribute("href")) ?? "");
    expect(document.status()).toBe(200);
    expect(((await document.json()) as { openapi: string }).openapi).toBe("3.1.0");
  });
});
