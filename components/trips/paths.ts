/**
 * A group trip's addresses in the app, apart from ./trip-format.ts: the conversation list links its
 * trip chats here without bringing the trip formatting into Messaging's first load.
 */
export const tripHref = (tripId: number) => `/app/travel-plans/group-trip/${tripId}`;
export const editTripHref = (tripId: number) => `/app/travel-plans/edit-group-trip/${tripId}`;
export const HOST_A_TRIP_HREF = "/app/travel-plans/create-group-trip";
