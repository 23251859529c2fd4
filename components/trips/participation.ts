import { ApiError, api } from "@/components/data/api-client";
import type { ParticipationAnswer } from "@/lib/trips/contract";

export type Answer = ParticipationAnswer;

export const answerParticipation = (tripId: number, userId: number, answer: Answer) =>
  api("PUT /group-trips/{id}/participants/{userId}", {
    params: { id: tripId, userId },
    query: { status_update: answer },
  });

/** The host takes back an invitation (docs/api.md §6.3): its row goes, as a removal's does. */
export const withdrawInvitation = (tripId: number, userId: number) =>
  api("DELETE /group-trips/{id}/participants/{userId}", { params: { id: tripId, userId } });

/**
 * docs/product.md §8: 'Failed to update participant. Please try again.', except that a conflict the member
 * can act on (docs/api.md §6: 'Trip is full', an answer already given) says what it is.
 */
export function participantUpdateFailure(error: unknown): string {
  if (error instanceof ApiError && error.status === 409 && error.detail) return error.detail;
  return "Failed to update participant. Please try again.";
}
