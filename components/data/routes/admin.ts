import type { adminApi } from "@/lib/admin/contract";
import type { Route } from "../api-client";

// Where each operation of adminApi lives, for api() (docs/decisions/014): one export per operation,
// so a page carries only the routes it calls.

export const stats = "GET /admin/stats" as Route<(typeof adminApi)["stats"]>;
export const listUsers = "GET /admin/users" as Route<(typeof adminApi)["listUsers"]>;
export const createUser = "POST /admin/users" as Route<(typeof adminApi)["createUser"]>;
export const getUser = "GET /admin/users/{id}" as Route<(typeof adminApi)["getUser"]>;
export const updateUser = "PUT /admin/users/{id}" as Route<(typeof adminApi)["updateUser"]>;
export const deleteUser = "DELETE /admin/users/{id}" as Route<(typeof adminApi)["deleteUser"]>;
export const activateUser = "POST /admin/users/{id}/activate" as Route<(typeof adminApi)["activateUser"]>;
export const deactivateUser = "POST /admin/users/{id}/deactivate" as Route<(typeof adminApi)["deactivateUser"]>;
export const listInvites = "GET /admin/invites" as Route<(typeof adminApi)["listInvites"]>;
export const createInvite = "POST /admin/invites" as Route<(typeof adminApi)["createInvite"]>;
export const deleteInvite = "DELETE /admin/invites/{id}" as Route<(typeof adminApi)["deleteInvite"]>;
export const inviteTree = "GET /admin/invite-tree" as Route<(typeof adminApi)["inviteTree"]>;
export const listInvitees = "GET /admin/users/{id}/invitees" as Route<(typeof adminApi)["listInvitees"]>;
export const listReports = "GET /admin/reports" as Route<(typeof adminApi)["listReports"]>;
export const resolveReport = "POST /admin/reports/{id}/resolve" as Route<(typeof adminApi)["resolveReport"]>;
export const listPairings = "GET /admin/pairings" as Route<(typeof adminApi)["listPairings"]>;
export const createPairing = "POST /admin/pairings" as Route<(typeof adminApi)["createPairing"]>;
export const getPairing = "GET /admin/pairings/{id}" as Route<(typeof adminApi)["getPairing"]>;
export const deletePairing = "DELETE /admin/pairings/{id}" as Route<(typeof adminApi)["deletePairing"]>;
export const listMatches = "GET /admin/matches" as Route<(typeof adminApi)["listMatches"]>;
export const deleteMatch = "DELETE /admin/matches/{id}" as Route<(typeof adminApi)["deleteMatch"]>;
export const listMessages = "GET /admin/messages" as Route<(typeof adminApi)["listMessages"]>;
export const deleteMessage = "DELETE /admin/messages/{id}" as Route<(typeof adminApi)["deleteMessage"]>;
export const listPlans = "GET /admin/travel-plans" as Route<(typeof adminApi)["listPlans"]>;
export const createPlan = "POST /admin/travel-plans" as Route<(typeof adminApi)["createPlan"]>;
export const getPlan = "GET /admin/travel-plans/{id}" as Route<(typeof adminApi)["getPlan"]>;
export const updatePlan = "PUT /admin/travel-plans/{id}" as Route<(typeof adminApi)["updatePlan"]>;
export const deletePlan = "DELETE /admin/travel-plans/{id}" as Route<(typeof adminApi)["deletePlan"]>;
export const listTrips = "GET /admin/group-trips" as Route<(typeof adminApi)["listTrips"]>;
export const createTrip = "POST /admin/group-trips" as Route<(typeof adminApi)["createTrip"]>;
export const getTrip = "GET /admin/group-trips/{id}" as Route<(typeof adminApi)["getTrip"]>;
export const updateTrip = "PUT /admin/group-trips/{id}" as Route<(typeof adminApi)["updateTrip"]>;
export const deleteTrip = "DELETE /admin/group-trips/{id}" as Route<(typeof adminApi)["deleteTrip"]>;
export const listParticipants = "GET /admin/trip-participants" as Route<(typeof adminApi)["listParticipants"]>;
export const createParticipant = "POST /admin/trip-participants" as Route<(typeof adminApi)["createParticipant"]>;
export const updateParticipant = "PUT /admin/trip-participants/{id}" as Route<(typeof adminApi)["updateParticipant"]>;
export const deleteParticipant = "DELETE /admin/trip-participants/{id}" as Route<
  (typeof adminApi)["deleteParticipant"]
>;
export const listPlaces = "GET /admin/places" as Route<(typeof adminApi)["listPlaces"]>;
export const createPlace = "POST /admin/places" as Route<(typeof adminApi)["createPlace"]>;
export const updatePlace = "PUT /admin/places/{id}" as Route<(typeof adminApi)["updatePlace"]>;
export const deletePlace = "DELETE /admin/places/{id}" as Route<(typeof adminApi)["deletePlace"]>;
export const listUnplacedDestinations = "GET /admin/unplaced-destinations" as Route<
  (typeof adminApi)["listUnplacedDestinations"]
>;
export const listMisplacedDestinations = "GET /admin/misplaced-destinations" as Route<
  (typeof adminApi)["listMisplacedDestinations"]
>;
export const keepMisplacedDestination = "POST /admin/misplaced-destinations/{id}/keep" as Route<
  (typeof adminApi)["keepMisplacedDestination"]
>;
export const moveMisplacedDestination = "POST /admin/misplaced-destinations/{id}/move" as Route<
  (typeof adminApi)["moveMisplacedDestination"]
>;
export const listReferences = "GET /admin/references" as Route<(typeof adminApi)["listReferences"]>;
export const deleteReference = "DELETE /admin/references/{id}" as Route<(typeof adminApi)["deleteReference"]>;
