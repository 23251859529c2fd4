import type { AnyOperation, Route } from "@/components/data/api-client";
import * as admin from "@/components/data/routes/admin";

type ResourceRoutes = {
  list: Route<AnyOperation>;
  create?: Route<AnyOperation>;
  update?: Route<AnyOperation>;
  remove?: Route<AnyOperation>;
};

/**
 * The admin data screens' resources ("travel-plans") and the operations of each: the kit's lists, forms and
 * Delete buttons are shared by the screens, so they take the resource and call its routes from here.
 */
const resources = {
  users: { list: admin.listUsers, create: admin.createUser, update: admin.updateUser, remove: admin.deleteUser },
  invites: { list: admin.listInvites, create: admin.createInvite, remove: admin.deleteInvite },
  "invite-tree": { list: admin.inviteTree },
  reports: { list: admin.listReports },
  references: { list: admin.listReferences, remove: admin.deleteReference },
  pairings: { list: admin.listPairings, create: admin.createPairing, remove: admin.deletePairing },
  matches: { list: admin.listMatches, remove: admin.deleteMatch },
  messages: { list: admin.listMessages, remove: admin.deleteMessage },
  "travel-plans": {
    list: admin.listPlans,
    create: admin.createPlan,
    update: admin.updatePlan,
    remove: admin.deletePlan,
  },
  "group-trips": {
    list: admin.listTrips,
    create: admin.createTrip,
    update: admin.updateTrip,
    remove: admin.deleteTrip,
  },
  "trip-participants": {
    list: admin.listParticipants,
    create: admin.createParticipant,
    update: admin.updateParticipant,
    remove: admin.deleteParticipant,
  },
  places: { list: admin.listPlaces, create: admin.createPlace, update: admin.updatePlace, remove: admin.deletePlace },
  "unplaced-destinations": { list: admin.listUnplacedDestinations },
  "misplaced-destinations": { list: admin.listMisplacedDestinations },
} satisfies Record<string, ResourceRoutes>;

export type AdminResource = keyof typeof resources;

/** A resource's routes; a screen that deletes, creates or edits rows names a resource that has the route. */
export function adminResourceRoutes(resource: AdminResource): Required<ResourceRoutes> {
  return resources[resource] as Required<ResourceRoutes>;
}
