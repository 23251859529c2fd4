import type { profilesApi } from "@/lib/profiles/contract";
import type { Route } from "../api-client";

// Where each operation of profilesApi lives, for api() (docs/decisions/014): one export per operation,
// so a page carries only the routes it calls.

export const me = "GET /users/me" as Route<(typeof profilesApi)["me"]>;
export const updateMe = "PUT /users/me" as Route<(typeof profilesApi)["updateMe"]>;
export const completeOnboarding = "POST /users/me/onboarding" as Route<(typeof profilesApi)["completeOnboarding"]>;
export const member = "GET /users/{id}" as Route<(typeof profilesApi)["member"]>;
export const byHandle = "GET /users/handle/{handle}" as Route<(typeof profilesApi)["byHandle"]>;
export const addPhoto = "POST /users/me/photos" as Route<(typeof profilesApi)["addPhoto"]>;
export const removePhoto = "DELETE /users/me/photos/{photo}" as Route<(typeof profilesApi)["removePhoto"]>;
export const makePrimary = "PUT /users/me/photos/{photo}/primary" as Route<(typeof profilesApi)["makePrimary"]>;
