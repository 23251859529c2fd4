import { describe, expect, it } from "vitest";
import * as meRoute from "@/app/api/v1/users/me/route";
import {
  agePreferenceText,
  checkProfile,
  initialProfileValues,
  profileBody,
  serverProfileErrors,
  type ProfileFormValues,
} from "@/components/profile/profile-form-values";
import type { OwnUser } from "@/lib/accounts/contract";
import { HANDLE_HINT } from "@/lib/accounts/values";
import { UpdateProfileBody } from "@/lib/profiles/contract";
import { buildMember } from "../factories";
import { call } from "../helpers/http";

/**
 * The profile edit form's pure parts (components/profile/profile-form-values.ts), and its body sent to the real route.
 */

async function ownUser(overrides: Parameters<typeof buildMember>[0] = {}) {
  const { token } = await buildMember(overrides);
  const { body } = await call<OwnUser>(meRoute.GET, { token });
  return { token, user: body };
}

const valid = (overrides: Partial<ProfileFormValues> = {}): ProfileFormValues => ({
  name: "Ana",
  handle: "ana_travels",
  headline: "",
  age: "30",
  gender: "",
  current_location: "",
  occupation: "",
  height: "",
  bio: "",
  travel_preferences: "",
  sexual_orientation: "",
  interested_in: [],
  relationship_intent: [],
  languages: [],
  min_age_preference: "",
  max_age_preference: "",
  open_to_pairing_types: ["match", "friend"],
  ...overrides,
});

describe("checkProfile", () => {
  it("accepts a valid form", async () => {
    expect(await checkProfile(valid())).toEqual({});
    expect(
      await checkProfile(valid({ age: "18", height: "250", min_age_preference: "18", max_age_preference: "18" })),
    ).toEqual({});
  });

  it.each([
    [{ name: "   " }, "name", "Name is required"],
    [{ handle: "" }, "handle", "Handle is required"],
    [{ handle: "  @ " }, "handle", "Handle is required"],
    [{ handle: "1abc" }, "handle", HANDLE_HINT],
    [{ handle: "ab" }, "handle", HANDLE_HINT],
    [{ handle: "Admin" }, "handle", "This handle is reserved"],
    [{ headline: "x".repeat(101) }, "headline", "Headline must be at most 100 characters"],
    [{ age: "" }, "age", "Age is required"],
    [{ age: "17" }, "age", "Age must be between 18 and 120"],
    [{ age: "121" }, "age", "Age must be between 18 and 120"],
    [{ age: "30.5" }, "age", "Age must be a whole number"],
    [{ height: "99" }, "height", "Height must be between 100 and 250 cm"],
    [{ height: "251" }, "height", "Height must be between 100 and 250 cm"],
    [{ min_age_preference: "17" }, "min_age_preference", "Minimum age preference must be between 18 and 100"],
    [{ max_age_preference: "101" }, "max_age_preference", "Maximum age preference must be between 18 and 100"],
    [
      { min_age_preference: "40", max_age_preference: "30" },
      "min_age_preference",
      "Minimum age preference must not be above the maximum",
    ],
    [{ open_to_pairing_types: [] }, "open_to_pairing_types", "Choose at least one of matches or friendships"],
  ] as [Partial<ProfileFormValues>, keyof ProfileFormValues, string][])(
    "refuses %j on %s",
    async (overrides, field, message) => {
      expect(await checkProfile(valid(overrides))).toEqual({ [field]: message });
    },
  );

  it("accepts a handle typed with @, spaces and capitals (it is normalised)", async () => {
    expect(await checkProfile(valid({ handle: "  @Ana_Travels " }))).toEqual({});
  });
});

describe("profileBody", () => {
  it("sends nothing when nothing changed, and a freshly loaded user round-trips through the form", async () => {
    const { user } = await ownUser({
      handle: "roundtrip",
      height: 170,
      languages: ["English"],
      gender: "Woman",
      minAgePreference: 25,
    });
    expect(profileBody(initialProfileValues(user), user)).toEqual({});
  });

  it("sends only the changed fields: texts trimmed, numbers as integers, handle normalised", async () => {
    const { user } = await ownUser({ handle: "before_h" });
    const body = profileBody(
      {
        ...initialProfileValues(user),
        headline: "  Surfer  ",
        height: "182",
        handle: " @After_H ",
        languages: ["Spanish", "English"],
        open_to_pairing_types: ["friend"],
      },
      user,
    );
    // Checkbox lists come out in docs/product.md §9's order, whatever order they were ticked in.
    expect(body).toEqual({
      headline: "Surfer",
      height: 182,
      handle: "after_h",
      languages: ["English", "Spanish"],
      open_to_pairing_types: ["friend"],
    });
    expect(UpdateProfileBody.safeParse(body).success).toBe(true);
  });

  it("clears an emptied field with null, and the real route stores the change", async () => {
    const { token, user } = await ownUser({
      handle: "clearing",
      height: 170,
      bio: "Old bio",
      gender: "Man",
      maxAgePreference: 40,
      headline: "Hi",
    });
    const body = profileBody(
      { ...initialProfileValues(user), height: " ", bio: "", gender: "", max_age_preference: "", headline: "" },
      user,
    );
    expect(body).toEqual({ height: null, bio: null, gender: null, max_age_preference: null, headline: null });

    const saved = await call<OwnUser>(meRoute.PUT, { method: "PUT", token, body });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      height: null,
      bio: null,
      gender: null,
      max_age_preference: null,
      headline: null,
      handle: "clearing",
    });
    expect(profileBody(initialProfileValues(saved.body), saved.body)).toEqual({});
  });

  it("sends a whole edited profile the route accepts as it is", async () => {
    const { token, user } = await ownUser();
    const values: ProfileFormValues = {
      name: " Ana Lima ",
      handle: "ana_lima_form",
      headline: "Remote designer",
      age: "31",
      gender: "Woman",
      current_location: "Lisbon, Portugal",
      occupation: "Designer",
      height: "168",
      bio: "Line one\nLine two",
      travel_preferences: "Slow travel",
      sexual_orientation: "Bisexual",
      interested_in: ["Men", "Women"],
      relationship_intent: ["Travel Date"],
      languages: ["Portuguese", "English"],
      min_age_preference: "25",
      max_age_preference: "40",
      open_to_pairing_types: ["match"],
    };
    expect(await checkProfile(values)).toEqual({});
    const saved = await call<OwnUser>(meRoute.PUT, { method: "PUT", token, body: profileBody(values, user) });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      name: "Ana Lima",
      handle: "ana_lima_form",
      age: 31,
      height: 168,
      languages: ["English", "Portuguese"],
      interested_in: ["Men", "Women"],
      min_age_preference: 25,
      max_age_preference: 40,
      open_to_pairing_types: ["match"],
      bio: "Line one\nLine two",
    });
  });
});

describe("serverProfileErrors", () => {
  it("puts a 422's errors on their fields (list items on the list) and a taken handle on the handle", () => {
    expect(
      serverProfileErrors(422, "…", [
        { field: "age", message: "Age must be between 18 and 120" },
        { field: "languages.0", message: "Languages must be one of: …" },
        { field: "email", message: "not ours" },
      ]),
    ).toEqual({ age: "Age must be between 18 and 120", languages: "Languages must be one of: …" });
    expect(serverProfileErrors(409, "Handle already taken", [])).toEqual({ handle: "Handle already taken" });
    expect(serverProfileErrors(500, "Something went wrong", [])).toEqual({});
  });

  it("the route's own 422 maps back onto the form", async () => {
    const { token } = await ownUser();
    const response = await call(meRoute.PUT, {
      method: "PUT",
      token,
      body: { min_age_preference: 50, max_age_preference: 30 },
    });
    expect(response.status).toBe(422);
    expect(serverProfileErrors(response.status, response.body.detail, response.body.errors)).toHaveProperty(
      "min_age_preference",
    );
  });
});

describe("agePreferenceText", () => {
  it("reads both, either or neither bound", () => {
    expect(agePreferenceText(25, 40)).toBe("25–40");
    expect(agePreferenceText(25, null)).toBe("25+");
    expect(agePreferenceText(null, 40)).toBe("Up to 40");
    expect(agePreferenceText(null, null)).toBeNull();
  });
});
