"use client";

import { lazy } from "react";
import type { AdminParticipant } from "@/lib/admin/contract";
import { ParticipantStatusBadge, RoleBadge } from "../kit/badges";
import { AdminTimestamp, NamedId } from "../kit/cells";
import { AdminDataScreen } from "../kit/data-screen";
import { useAdminForm } from "../kit/use-admin-form";
import {
  EMPTY_PARTICIPANT,
  participantCreateBody,
  participantCreateSchema,
  participantUpdateBody,
  participantValues,
  type ParticipantValues,
} from "./participant-form";

const NOUN = { one: "participant", many: "participants" };
// The fields are loaded when the form opens (docs/decisions/021-first-load-weight.md).
const ParticipantFields = lazy(() => import("./participant-fields"));

/**
 * All Trip Participants (docs/product.md §2). In an edit the trip and user ids are read-only: the server
 * refuses to move a participant to another trip or user (delete it and create another).
 */
export function ParticipantsScreen() {
  const form = useAdminForm<ParticipantValues, AdminParticipant>({
    resource: "trip-participants",
    noun: NOUN,
    empty: EMPTY_PARTICIPANT,
    createSchema: participantCreateSchema,
    createBody: participantCreateBody,
    edit: { fromRow: participantValues, updateBody: participantUpdateBody },
  });
  return (
    <AdminDataScreen<AdminParticipant, ParticipantValues>
      title="All Trip Participants"
      resource="trip-participants"
      noun={NOUN}
      loadingText="Loading participants..."
      columns={[
        {
          header: "Trip",
          cell: (entry) => <NamedId name={entry.trip_title} id={entry.trip_id} fallback={`Trip ${entry.trip_id}`} />,
        },
        {
          header: "User",
          cell: (entry) => <NamedId name={entry.user_name} id={entry.user_id} fallback={`User ${entry.user_id}`} />,
        },
        { header: "Status", cell: (entry) => <ParticipantStatusBadge status={entry.status} /> },
        { header: "Role", cell: (entry) => <RoleBadge role={entry.role} /> },
        { header: "Invited", cell: (entry) => <AdminTimestamp value={entry.invited_at} /> },
      ]}
      deleteQuestion={() => "Are you sure you want to delete this participant?"}
      create={{
        form,
        addLabel: "Add Participant",
        fields: <ParticipantFields form={form} />,
      }}
    />
  );
}
