import type { AnyRoute, ApiRoute } from "@/components/data/api-client";

type ResourceRoutes<Route> = {
  list: Route;
  create?: Route;
  update?: Route;
  remove?: Route;
};

/**
 * The admin data screens' resources ("travel-plans") and the operations of each: the kit's lists, forms and
 * Delete buttons are shared by the screens, so they take the resource and call its routes from here.
 */
const resources = {
  users: {
    list: "GET /admin/users",
    create: "POST /admin/users",
    update: "PUT /admin/users/{id}",
    remove: "DELETE /admin/users/{id}",
  },
  invites: { list: "GET /admin/invites", create: "POST /admin/invites", remove: "DELETE /admin/invites/{id}" },
  "invite-tree": { list: "GET /admin/invite-tree" },
  reports: { list: "GET /admin/reports" },
  references: { list: "GET /admin/references", remove: "DELETE /admin/references/{id}" },
  pairings: { list: "GET /admin/pairings", create: "POST /admin/pairings", remove: "DELETE /admin/pairings/{id}" },
  matches: { list: "GET /admin/matches", remove: "DELETE /admin/matches/{id}" },
  messages: { list: "GET /admin/messages", remove: "DELETE /admin/messages/{id}" },
  "travel-plans": {
    list: "GET /admin/travel-plans",
    create: "POST /admin/travel-plans",
    update: "PUT /admin/travel-plans/{id}",
    remove: "DELETE /admin/travel-plans/{id}",
  },
  "group-trips": {
    list: "GET /admin/group-trips",
    create: "POST /admin/group-trips",
    update: "PUT /admin/group-trips/{id}",
    remove: "DELETE /admin/group-trips/{id}",
  },
  "trip-participants": {
    list: "GET /admin/trip-participants",
    create: "POST /admin/trip-participants",
    update: "PUT /admin/trip-participants/{id}",
    remove: "DELETE /admin/trip-participants/{id}",
  },
  places: {
    list: "GET /admin/places",
    create: "POST /admin/places",
    update: "PUT /admin/places/{id}",
    remove: "DELETE /admin/places/{id}",
  },
  "unplaced-destinations": { list: "GET /admin/unplaced-destinations" },
  "misplaced-destinations": { list: "GET /admin/misplaced-destinations" },
} satisfies Record<string, ResourceRoutes<ApiRoute>>;

export type AdminResource = keyof typeof resources;

/** A resource's routes; a screen that deletes, creates or edits rows names a resource that has the route. */
export function adminResourceRoutes(resource: AdminResource): Required<ResourceRoutes<AnyRoute>> {
  const routes: ResourceRoutes<ApiRoute> = resources[resource];
  return routes as Required<ResourceRoutes<AnyRoute>>;
}
