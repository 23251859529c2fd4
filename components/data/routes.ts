/**
 * Where each /api/v1 operation lives, as plain data: "METHOD /path" by operation, one table per domain,
 * keyed like the domain's contract (lib/<domain>/contract.ts). The contracts are imported for their types
 * only, so a screen's bundle carries these strings and not the zod schemas; `api()`
 * (components/data/api-client.ts) takes an entry and types the call from the operation it stands for.
 * The tables must hold every operation (a new one does not compile until it is added here), and
 * tests/unit/api-routes.test.ts checks each string against its operation (docs/decisions/014).
 */
import type { accountsApi } from "@/lib/accounts/contract";
import type { adminApi } from "@/lib/admin/contract";
import type { calendarApi } from "@/lib/calendar/contract";
import type { citiesApi } from "@/lib/cities/contract";
import type { conversationsApi } from "@/lib/conversations/contract";
import type { discoveryApi } from "@/lib/discovery/contract";
import type { eventsApi } from "@/lib/realtime/contract";
import type { healthApi } from "@/lib/health/contract";
import type { invitesApi } from "@/lib/invites/contract";
import type { mailApi } from "@/lib/mail/contract";
import type { messagesApi } from "@/lib/messages/contract";
import type { notificationSettingsApi } from "@/lib/notification-settings/contract";
import type { notificationsApi } from "@/lib/notifications/contract";
import type { openApiApi } from "@/lib/openapi/contract";
import type { pairingsApi } from "@/lib/pairings/contract";
import type { plansApi } from "@/lib/plans/contract";
import type { profilesApi } from "@/lib/profiles/contract";
import type { pushApi } from "@/lib/push/contract";
import type { safetyApi } from "@/lib/safety/contract";
import type { sessionsApi } from "@/lib/sessions/contract";
import type { sweepApi } from "@/lib/sweep/contract";
import type { tripChatApi } from "@/lib/trip-chat/contract";
import type { tripsApi } from "@/lib/trips/contract";
import type { AnyOperation, Route } from "./api-client";

/** Brands each "METHOD /path" with its operation's type; a no-op at run time. */
const table = <Ops extends Record<string, AnyOperation>>(routes: { [K in keyof Ops]: string }) =>
  routes as { [K in keyof Ops]: Route<Ops[K]> };

export const accountsRoutes = /* @__PURE__ */ table<typeof accountsApi>({
  register: "POST /auth/register",
  login: "POST /auth/login/json",
  activate: "POST /auth/activate",
  forgotPassword: "POST /auth/password/forgot",
  resetPassword: "POST /auth/password/reset",
  confirmEmail: "POST /auth/email/confirm",
  resendConfirmation: "POST /auth/email/resend",
  changePassword: "PUT /users/me/password",
  changeEmail: "PUT /users/me/email",
  checkHandle: "GET /users/handle/check",
  deleteMe: "DELETE /users/me",
  exportMe: "GET /users/me/export",
});

export const adminRoutes = /* @__PURE__ */ table<typeof adminApi>({
  stats: "GET /admin/stats",
  listUsers: "GET /admin/users",
  createUser: "POST /admin/users",
  getUser: "GET /admin/users/{id}",
  updateUser: "PUT /admin/users/{id}",
  deleteUser: "DELETE /admin/users/{id}",
  activateUser: "POST /admin/users/{id}/activate",
  deactivateUser: "POST /admin/users/{id}/deactivate",
  listInvites: "GET /admin/invites",
  createInvite: "POST /admin/invites",
  deleteInvite: "DELETE /admin/invites/{id}",
  inviteTree: "GET /admin/invite-tree",
  listInvitees: "GET /admin/users/{id}/invitees",
  listReports: "GET /admin/reports",
  resolveReport: "POST /admin/reports/{id}/resolve",
  listPairings: "GET /admin/pairings",
  createPairing: "POST /admin/pairings",
  getPairing: "GET /admin/pairings/{id}",
  deletePairing: "DELETE /admin/pairings/{id}",
  listMatches: "GET /admin/matches",
  deleteMatch: "DELETE /admin/matches/{id}",
  listMessages: "GET /admin/messages",
  deleteMessage: "DELETE /admin/messages/{id}",
  listPlans: "GET /admin/travel-plans",
  createPlan: "POST /admin/travel-plans",
  getPlan: "GET /admin/travel-plans/{id}",
  updatePlan: "PUT /admin/travel-plans/{id}",
  deletePlan: "DELETE /admin/travel-plans/{id}",
  listTrips: "GET /admin/group-trips",
  createTrip: "POST /admin/group-trips",
  getTrip: "GET /admin/group-trips/{id}",
  updateTrip: "PUT /admin/group-trips/{id}",
  deleteTrip: "DELETE /admin/group-trips/{id}",
  listParticipants: "GET /admin/trip-participants",
  createParticipant: "POST /admin/trip-participants",
  updateParticipant: "PUT /admin/trip-participants/{id}",
  deleteParticipant: "DELETE /admin/trip-participants/{id}",
  listPlaces: "GET /admin/places",
  createPlace: "POST /admin/places",
  updatePlace: "PUT /admin/places/{id}",
  deletePlace: "DELETE /admin/places/{id}",
  listUnplacedDestinations: "GET /admin/unplaced-destinations",
  listMisplacedDestinations: "GET /admin/misplaced-destinations",
  keepMisplacedDestination: "POST /admin/misplaced-destinations/{id}/keep",
  moveMisplacedDestination: "POST /admin/misplaced-destinations/{id}/move",
});

export const calendarRoutes = /* @__PURE__ */ table<typeof calendarApi>({
  authUrl: "GET /calendar/auth-url",
  callback: "GET /calendar/callback",
  status: "GET /calendar/status",
  sync: "POST /calendar/sync",
  events: "GET /calendar/events",
  uploadIcs: "POST /calendar/ics",
  import: "POST /calendar/import",
  disconnect: "DELETE /calendar/disconnect",
  feedUrl: "GET /calendar/feed",
  rotateFeed: "POST /calendar/feed/rotate",
  feed: "GET /calendar/feed/{token}",
  autoSync: "GET /calendar/auto-sync",
  autoSyncPost: "POST /calendar/auto-sync",
});

export const citiesRoutes = /* @__PURE__ */ table<typeof citiesApi>({
  search: "GET /travel-plans/search/cities",
  resolve: "GET /travel-plans/search/cities/resolve",
});

export const conversationsRoutes = /* @__PURE__ */ table<typeof conversationsApi>({
  list: "GET /matches",
  fromPairing: "POST /matches/from-pairing/{id}",
});

export const discoveryRoutes = /* @__PURE__ */ table<typeof discoveryApi>({
  potential: "GET /matches/potential",
  nearMisses: "GET /matches/near-misses",
  upcoming: "GET /matches/upcoming",
});

export const healthRoutes = /* @__PURE__ */ table<typeof healthApi>({
  check: "GET /health",
});

export const invitesRoutes = /* @__PURE__ */ table<typeof invitesApi>({
  list: "GET /invites",
  create: "POST /invites",
  revoke: "DELETE /invites/{id}",
});

export const mailRoutes = /* @__PURE__ */ table<typeof mailApi>({
  deliver: "GET /mail/deliver",
  deliverPost: "POST /mail/deliver",
});

export const messagesRoutes = /* @__PURE__ */ table<typeof messagesApi>({
  send: "POST /messages",
  thread: "GET /messages/{id}",
  markRead: "PUT /messages/{id}/read",
  unreadCount: "GET /messages/unread-count",
  unreadCountOf: "GET /messages/{id}/unread-count",
  uploadPhoto: "POST /messages/upload-photo",
});

export const notificationSettingsRoutes = /* @__PURE__ */ table<typeof notificationSettingsApi>({
  get: "GET /users/me/notification-settings",
  update: "PUT /users/me/notification-settings",
  unsubscribe: "POST /mail/unsubscribe",
});

export const notificationsRoutes = /* @__PURE__ */ table<typeof notificationsApi>({
  list: "GET /notifications",
  unreadCount: "GET /notifications/unread-count",
  markRead: "PUT /notifications/{id}/read",
  markAllRead: "PUT /notifications/read-all",
  remove: "DELETE /notifications/{id}",
});

export const openApiRoutes = /* @__PURE__ */ table<typeof openApiApi>({
  document: "GET /openapi.json",
});

export const pairingsRoutes = /* @__PURE__ */ table<typeof pairingsApi>({
  create: "POST /pairings",
  received: "GET /pairings/requests",
  sent: "GET /pairings/requests/sent",
  matches: "GET /pairings/matches",
  friends: "GET /pairings/friends",
  passed: "GET /pairings/passed",
  get: "GET /pairings/{id}",
  changeType: "PUT /pairings/{id}",
  remove: "DELETE /pairings/{id}",
  respond: "POST /pairings/{id}/respond",
});

export const plansRoutes = /* @__PURE__ */ table<typeof plansApi>({
  list: "GET /travel-plans",
  create: "POST /travel-plans",
  get: "GET /travel-plans/{id}",
  update: "PUT /travel-plans/{id}",
  remove: "DELETE /travel-plans/{id}",
});

export const profilesRoutes = /* @__PURE__ */ table<typeof profilesApi>({
  me: "GET /users/me",
  updateMe: "PUT /users/me",
  completeOnboarding: "POST /users/me/onboarding",
  member: "GET /users/{id}",
  byHandle: "GET /users/handle/{handle}",
  addPhoto: "POST /users/me/photos",
  removePhoto: "DELETE /users/me/photos/{photo}",
  makePrimary: "PUT /users/me/photos/{photo}/primary",
});

export const pushRoutes = /* @__PURE__ */ table<typeof pushApi>({
  publicKey: "GET /push/public-key",
  subscribe: "POST /push/subscriptions",
  unsubscribe: "DELETE /push/subscriptions",
});

export const eventsRoutes = /* @__PURE__ */ table<typeof eventsApi>({
  stream: "GET /events",
});

export const safetyRoutes = /* @__PURE__ */ table<typeof safetyApi>({
  block: "POST /users/{id}/block",
  unblock: "DELETE /users/{id}/block",
  blocks: "GET /users/me/blocks",
  report: "POST /users/{id}/report",
});

export const sessionsRoutes = /* @__PURE__ */ table<typeof sessionsApi>({
  logout: "POST /auth/logout",
  logoutAll: "POST /auth/logout-all",
  logoutOthers: "POST /auth/logout-others",
  list: "GET /users/me/sessions",
  end: "DELETE /users/me/sessions/{id}",
});

export const sweepRoutes = /* @__PURE__ */ table<typeof sweepApi>({
  sweep: "GET /sweep",
  sweepPost: "POST /sweep",
});

export const tripChatRoutes = /* @__PURE__ */ table<typeof tripChatApi>({
  chats: "GET /group-trips/chats",
  list: "GET /group-trips/{id}/messages",
  send: "POST /group-trips/{id}/messages",
  markRead: "POST /group-trips/{id}/messages/read",
  unreadCount: "GET /group-trips/{id}/messages/unread-count",
});

export const tripsRoutes = /* @__PURE__ */ table<typeof tripsApi>({
  list: "GET /group-trips",
  hosting: "GET /group-trips/hosting",
  joining: "GET /group-trips/joining",
  discover: "GET /group-trips/discover",
  create: "POST /group-trips",
  get: "GET /group-trips/{id}",
  update: "PUT /group-trips/{id}",
  cancel: "DELETE /group-trips/{id}",
  invite: "POST /group-trips/{id}/invite",
  join: "POST /group-trips/{id}/join",
  answer: "PUT /group-trips/{id}/participants/{userId}",
  removeParticipant: "DELETE /group-trips/{id}/participants/{userId}",
  convertPlan: "POST /travel-plans/{id}/convert-to-group-trip",
});
