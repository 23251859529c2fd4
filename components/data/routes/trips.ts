import type { tripsApi } from "@/lib/trips/contract";
import type { Route } from "../api-client";

// Where each operation of tripsApi lives, for api() (docs/decisions/014): one export per operation,
// so a page carries only the routes it calls.

export const list = "GET /group-trips" as Route<(typeof tripsApi)["list"]>;
export const hosting = "GET /group-trips/hosting" as Route<(typeof tripsApi)["hosting"]>;
export const joining = "GET /group-trips/joining" as Route<(typeof tripsApi)["joining"]>;
export const discover = "GET /group-trips/discover" as Route<(typeof tripsApi)["discover"]>;
export const create = "POST /group-trips" as Route<(typeof tripsApi)["create"]>;
export const get = "GET /group-trips/{id}" as Route<(typeof tripsApi)["get"]>;
export const update = "PUT /group-trips/{id}" as Route<(typeof tripsApi)["update"]>;
export const cancel = "DELETE /group-trips/{id}" as Route<(typeof tripsApi)["cancel"]>;
export const invite = "POST /group-trips/{id}/invite" as Route<(typeof tripsApi)["invite"]>;
export const join = "POST /group-trips/{id}/join" as Route<(typeof tripsApi)["join"]>;
export const answer = "PUT /group-trips/{id}/participants/{userId}" as Route<(typeof tripsApi)["answer"]>;
export const removeParticipant = "DELETE /group-trips/{id}/participants/{userId}" as Route<
  (typeof tripsApi)["removeParticipant"]
>;
export const convertPlan = "POST /travel-plans/{id}/convert-to-group-trip" as Route<(typeof tripsApi)["convertPlan"]>;
export const moveWaiting = "PUT /group-trips/{id}/waitlist/{userId}" as Route<(typeof tripsApi)["moveWaiting"]>;
