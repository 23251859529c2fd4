import { describe, expect, it } from "vitest";
import { fullPlaceName, placeName, shortPlaceName } from "@/components/cities/place-name";
import { overlapNote } from "@/components/discover/overlap-note";
import { createBody, initialTripValues, updateBody } from "@/components/trips/trip-form-values";
import type { Trip } from "@/components/trips/trip-format";

/** docs/decisions/027-regions-hold-their-places.md: how screens name a place kept as typed near a listed city. */

const anchored = { destination: "Canggu", near_city_name: "Kuta, Bali, Indonesia" };

describe("a place's name on screens", () => {
  it("says which listed place a typed one is near, and names cities and regions as ever", () => {
    expect(placeName(anchored)).toBe("Canggu, near Kuta");
    expect(shortPlaceName({ destination: "Canggu, Indonesia", near_city_name: "Kuta, Indonesia" })).toBe(
      "Canggu, near Kuta",
    );
    expect(fullPlaceName(anchored)).toBe("Canggu, near Kuta, Bali, Indonesia");
    for (const name of [placeName, fullPlaceName])
      expect(name({ destination: "Bali, Indonesia", near_city_name: null })).toBe("Bali, Indonesia");
    expect(shortPlaceName({ destination: "Bali, Indonesia" })).toBe("Bali");
    expect(overlapNote({ ...anchored, overlap_start: "2031-03-03", overlap_end: "2031-03-06", overlap_days: 4 })).toBe(
      "4 days in Canggu, near Kuta, Mar 3-6",
    );
  });
});

describe("the trip form's place", () => {
  const trip = {
    id: 9,
    title: "Surf week",
    destination: "Canggu",
    city_id: null,
    near_city_id: 1639002,
    near_city_name: "Kuta, Indonesia",
    arrival_date: "2031-05-01",
    departure_date: "2031-05-08",
    trip_type: "friends",
    visibility: "private",
    status: "planning",
  } as Trip;

  it("sends the anchor on create, and on an edit only when the place changes", () => {
    const values = initialTripValues(trip);
    expect(values.destination).toEqual({
      text: "Canggu",
      cityId: null,
      keptAsTyped: true,
      near: { id: 1639002, name: "Kuta, Indonesia" },
    });
    expect(createBody(values)).toMatchObject({ destination: "Canggu", near_city_id: 1639002 });
    expect(createBody(values)).not.toHaveProperty("city_id");
    expect(updateBody({ ...values, title: "Surf weeks" }, trip)).toEqual({ title: "Surf weeks" });
    // Another anchor; then retyped (the anchor goes with what was picked); then a city picked.
    expect(
      updateBody(
        { ...values, destination: { ...values.destination, near: { id: 1622846, name: "Ubud, Indonesia" } } },
        trip,
      ),
    ).toEqual({
      destination: "Canggu",
      city_id: null,
      near_city_id: 1622846,
    });
    expect(updateBody({ ...values, destination: { text: "Canggu Beach", cityId: null } }, trip)).toEqual({
      destination: "Canggu Beach",
      city_id: null,
      near_city_id: null,
    });
    expect(updateBody({ ...values, destination: { text: "Kuta, Indonesia", cityId: 1639002 } }, trip)).toEqual({
      destination: "Kuta, Indonesia",
      city_id: 1639002,
      near_city_id: null,
    });
  });
});
