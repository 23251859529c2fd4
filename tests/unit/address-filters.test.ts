import { describe, expect, it } from "vitest";
import { checkInputByField } from "@/lib/contract/messages";
import { PotentialMatchesQuery } from "@/lib/discovery/contract";

/** Discover's address is read field by field (docs/product.md §2.4): a bad value never undoes the rest. */
describe("checkInputByField", () => {
  it("keeps the destination and the distance beside an age range upside down, and names the field", () => {
    const { data, errors } = checkInputByField(PotentialMatchesQuery, {
      destination: "Lisbon",
      radius_km: "25",
      min_age: "40",
      max_age: "30",
    });
    expect(data).toMatchObject({ destination: "Lisbon", radius_km: 25, max_age: 30 });
    expect(data.min_age).toBeUndefined();
    expect(errors).toEqual([{ field: "min_age", message: "Minimum age must not be above the maximum" }]);
  });

  it("drops each bad field on its own, a repeated one included, and keeps the good", () => {
    const { data, errors } = checkInputByField(PotentialMatchesQuery, {
      destination: "Lisbon",
      radius_km: "900",
      type: "hug",
      gender: ["Woman", "Robot"],
      min_age: "abc",
      max_age: "40",
    });
    expect(data).toMatchObject({ destination: "Lisbon", radius_km: 0, max_age: 40 });
    expect(data.type).toBeUndefined();
    expect(data.gender).toBeUndefined();
    expect(errors.map((error) => error.field).sort()).toEqual(["gender", "min_age", "radius_km", "type"]);
  });

  it("answers the parse itself when every field is good, and the defaults when nothing is given", () => {
    expect(checkInputByField(PotentialMatchesQuery, { type: "friend", gender: "Man" })).toEqual({
      data: expect.objectContaining({ type: "friend", gender: ["Man"], radius_km: 0 }),
      errors: [],
    });
    expect(checkInputByField(PotentialMatchesQuery, {}).errors).toEqual([]);
  });

  it("refuses text holding a null character field by field too", () => {
    const { data, errors } = checkInputByField(PotentialMatchesQuery, { destination: "Lis\u0000bon", radius_km: "50" });
    expect(data).toMatchObject({ radius_km: 50 });
    expect(data.destination).toBeUndefined();
    expect(errors).toEqual([{ field: "destination", message: "Must not contain a null character" }]);
  });
});
