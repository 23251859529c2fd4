import type { listMatchesAdmin, listPairingsAdmin, listParticipantsAdmin } from "@/lib/admin/data-service";
import type { MessageResponse } from "@/lib/messages/contract";
import type { PlanResponse } from "@/lib/plans/contract";
import type { TripResponse } from "@/lib/trips/contract";

/** One row of an admin list, as the list route sends it (lib/admin/data-service.ts). */
type ItemOf<List extends (...args: never[]) => Promise<{ items: unknown[] }>> = Awaited<ReturnType<List>>["items"][number];

export type AdminPairing = ItemOf<typeof listPairingsAdmin>;
export type AdminMatch = ItemOf<typeof listMatchesAdmin>;
export type AdminParticipant = ItemOf<typeof listParticipantsAdmin>;
export type AdminMessage = MessageResponse;
export type AdminPlan = PlanResponse;
export type AdminTrip = TripResponse;

/** Every admin row has a numeric id: the table's key and the path of its edit and delete calls. */
export type AdminRow = { id: number };
