import { describe, expect, it } from "vitest";
import { suggestedPlace } from "@/components/admin/places/place-form";
import { countryName, countryNamesOf } from "@/lib/cities/dataset";

// The Places form's countries as the server sends them (lib/cities/places.ts listCountries).
const countries = ["ID", "AE", "BA", "US"].map((code) => ({
  code,
  name: countryName(code),
  names: countryNamesOf(code),
}));

describe("Add as a place: the form filled from what members typed", () => {
  it.each([
    ["Canggu, Indonesia", { name: "Canggu", country_code: "ID" }],
    ["Canggu, ID", { name: "Canggu", country_code: "ID" }],
    ["Canggu Indonesia", { name: "Canggu", country_code: "ID" }],
    ["Jumeirah Beach UAE", { name: "Jumeirah Beach", country_code: "AE" }],
    ["Blagaj Bosnia and Herzegovina", { name: "Blagaj", country_code: "BA" }],
    ["Canggu", { name: "Canggu" }],
    ["Batu Bolong Beach", { name: "Batu Bolong Beach" }],
    ["Canggu, Narnia", { name: "Canggu" }],
  ])("%s", (typed, expected) => {
    expect(suggestedPlace(typed, countries)).toEqual(expected);
  });
});
