import { dayFromToday, expect, newAccount, registerMember, signInThroughForm, solidImage, test } from "./fixtures";

/** docs/product.md §2.13: a new member's first sign-in asks what discovery needs, in six skippable steps. */
test.describe("onboarding", () => {
  test("a new member answers every step, adds a first plan with the city picker and lands on Discover with it", async ({
    page,
    request,
  }) => {
    const account = newAccount("Newbie");
    await registerMember(request, account, { onboarded: false });
    await signInThroughForm(page, account);

    await expect(page).toHaveURL(/\/app\/welcome$/);
    await expect(page.getByRole("heading", { level: 1, name: `Welcome to Overlap, ${account.name}` })).toBeVisible();
    await expect(page.getByText("Step 1 of 6")).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "How do you describe yourself?" })).toBeVisible();
    await page.getByRole("group", { name: "Gender" }).getByRole("radio", { name: "Woman" }).check();
    await page.getByRole("button", { name: "Continue" }).click();

    // Step 2, by keyboard: the step's heading has the focus, the first choice is a Tab away.
    await expect(page.getByText("Step 2 of 6")).toBeVisible();
    const interested = page.getByRole("heading", { level: 2, name: "Who are you interested in?" });
    await expect(interested).toBeFocused();
    const men = page.getByRole("checkbox", { name: "Men", exact: true });
    await page.keyboard.press("Tab");
    await expect(men).toBeFocused();
    await page.keyboard.press("Space");
    await expect(men).toBeChecked();
    await page.getByRole("button", { name: "Continue" }).click();

    // Step 3: open to matches and friendships (both, as preset); at least one is required.
    await expect(page.getByText("Step 3 of 6")).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "What are you open to?" })).toBeFocused();
    const openTo = page.getByRole("group", { name: "Open to" });
    await expect(openTo.getByRole("checkbox", { name: "Matches (Romantic)" })).toBeChecked();
    await openTo.getByRole("checkbox", { name: "Matches (Romantic)" }).uncheck();
    await openTo.getByRole("checkbox", { name: "Friendships" }).uncheck();
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByText("Choose at least one of matches or friendships")).toBeVisible();
    await openTo.getByRole("checkbox", { name: "Matches (Romantic)" }).check();
    await openTo.getByRole("checkbox", { name: "Friendships" }).check();
    await page.getByRole("button", { name: "Continue" }).click();

    // Step 4: a photo, saved as soon as it is chosen; a reload resumes at this step.
    await expect(page.getByText("Step 4 of 6")).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Add a photo" })).toBeFocused();
    const uploaded = page.waitForResponse(
      (response) => response.url().endsWith("/api/v1/users/me/photos") && response.status() === 201,
    );
    await page
      .getByLabel("Add photo")
      .setInputFiles({ name: "me.png", mimeType: "image/png", buffer: await solidImage() });
    await uploaded;
    await expect(page.getByRole("img", { name: "Photo 1 (primary)" })).toBeVisible();
    await expect(page).toHaveURL(/\/app\/welcome\?step=photo$/);
    await page.reload();
    await expect(page.getByText("Step 4 of 6")).toBeVisible();
    await expect(page.getByRole("img", { name: "Photo 1 (primary)" })).toBeVisible();
    await page.getByRole("button", { name: "Continue" }).click();

    // Step 5: a short bio, saved on Continue.
    await expect(page.getByText("Step 5 of 6")).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "A few words about you" })).toBeFocused();
    await page.getByLabel("Bio").fill("Designer from Porto, slow travelling.");
    await page.getByRole("button", { name: "Continue" }).click();

    // Step 6: the first plan, with the app's city picker and plan rules.
    await expect(page.getByText("Step 6 of 6")).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Where are you going next?" })).toBeFocused();
    const destination = page.getByRole("combobox", { name: "Destination" });
    await destination.fill("Ljublj");
    await page.getByRole("option", { name: "Ljubljana, Slovenia" }).first().click();
    await expect(destination).toHaveValue("Ljubljana, Slovenia");
    await page.getByLabel("Arrival date").fill(dayFromToday(40));
    await page.getByLabel("Departure date").fill(dayFromToday(46));
    await page.getByRole("button", { name: "Add plan and finish" }).click();

    // Discover, with the new plan among the member's destinations and nothing missing from the profile.
    await expect(page).toHaveURL(/\/app$/);
    await expect(page.getByRole("heading", { level: 1, name: "Discover" })).toBeVisible();
    await expect(
      page
        .getByRole("navigation", { name: "Filter by destination" })
        .getByRole("link", { name: "Ljubljana, Slovenia" }),
    ).toBeVisible();
    await expect(page.getByRole("heading", { name: "Why nobody is offered to you as a match" })).toHaveCount(0);

    const me = await page.request.get("/api/v1/users/me");
    const answer = (await me.json()) as { photos: string[] };
    expect(answer).toMatchObject({
      gender: "Woman",
      interested_in: ["Men"],
      open_to_pairing_types: ["match", "friend"],
      bio: "Designer from Porto, slow travelling.",
      onboarding_done: true,
    });
    expect(answer.photos).toHaveLength(1);

    // Remembered: the flow is not offered again.
    await page.goto("/app/welcome");
    await expect(page).toHaveURL(/\/app$/);
  });

  test("Skip for now ends the flow; Discover then says what is missing and links to fix it", async ({
    page,
    request,
  }) => {
    const account = newAccount("Skipper");
    await registerMember(request, account, { onboarded: false });
    await signInThroughForm(page, account);
    await expect(page).toHaveURL(/\/app\/welcome$/);

    await page.getByRole("button", { name: "Skip this step" }).click();
    await expect(page.getByText("Step 2 of 6")).toBeVisible();
    await page.getByRole("button", { name: "Back" }).click();
    await expect(page.getByText("Step 1 of 6")).toBeVisible();
    await page.getByRole("button", { name: "Skip for now" }).click();

    await expect(page).toHaveURL(/\/app$/);
    await expect(page.getByRole("heading", { level: 1, name: "Discover" })).toBeVisible();
    const gaps = page.getByRole("region", { name: "Why nobody is offered to you as a match" });
    await expect(
      gaps.getByText("Your profile has no gender, so nobody can be offered to you as a match."),
    ).toBeVisible();
    await expect(
      gaps.getByText(
        "Your profile does not say who you are interested in, so nobody can be offered to you as a match.",
      ),
    ).toBeVisible();
    await expect(page.getByText("No potential matches found")).toBeVisible();
    await expect(page.getByText("Create a travel plan to find other nomads!")).toBeVisible();

    // Skipped is done too: Discover stays Discover.
    await page.reload();
    await expect(page).toHaveURL(/\/app$/);

    // The link opens the profile in edit mode, where the gender is set.
    await gaps.getByRole("link", { name: "Add your gender" }).click();
    await expect(page).toHaveURL(/\/app\/profile\?edit=1$/);
    await page.getByLabel("Gender").selectOption("Man");
    // Registered without a handle: the profile form asks for one before it saves.
    await page.getByLabel("Handle").fill(`skipper_${Date.now()}`);
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByRole("button", { name: "Edit Profile" })).toBeVisible();
    await page.goto("/app");
    await expect(gaps.getByText("Your profile has no gender, so nobody can be offered to you as a match.")).toHaveCount(
      0,
    );
    await expect(
      gaps.getByText(
        "Your profile does not say who you are interested in, so nobody can be offered to you as a match.",
      ),
    ).toBeVisible();
  });
});
