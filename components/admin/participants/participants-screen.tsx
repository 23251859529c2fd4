"use client";

import { SelectField } from "@/components/ui/select-field";
import type { AdminParticipant } from "@/lib/admin/contract";
import { PARTICIPANT_ROLES, PARTICIPANT_STATUSES } from "@/lib/trips/values";
import { ParticipantStatusBadge, RoleBadge } from "../kit/badges";
import { AdminTimestamp, NamedId } from "../kit/cells";
import { AdminDataScreen } from "../kit/data-screen";
import { bind, IdField, wordOptions } from "../kit/fields";
import { useAdminForm } from "../kit/use-admin-form";
import { EMPTY_PARTICIPANT, participantCreateBody, participantCreateSchema, participantUpdateBody, participantValues, type ParticipantValues } from "./participant-form";

const NOUN = { one: "participant", many: "participants" };

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
  const editing = form.mode === "edit";
  const moveHint = editing ? "To move someone, delete this entry and add another." : undefined;
  return (
    <AdminDataScreen<AdminParticipant, ParticipantValues>
      title="All Trip Participants"
      resource="trip-participants"
      noun={NOUN}
      loadingText="Loading participants..."
      columns={[
        { header: "Trip", cell: (entry) => <NamedId name={entry.trip_title} id={entry.trip_id} fallback={`Trip ${entry.trip_id}`} /> },
        { header: "User", cell: (entry) => <NamedId name={entry.user_name} id={entry.user_id} fallback={`User ${entry.user_id}`} /> },
        { header: "Status", cell: (entry) => <ParticipantStatusBadge status={entry.status} /> },
        { header: "Role", cell: (entry) => <RoleBadge role={entry.role} /> },
        { header: "Invited", cell: (entry) => <AdminTimestamp value={entry.invited_at} /> },
      ]}
      deleteQuestion={() => "Are you sure you want to delete this participant?"}
      create={{
        form,
        addLabel: "Add Participant",
        fields: (
          <div className="grid gap-4 sm:grid-cols-2">
            <IdField form={form} field="trip_id" label="Trip ID" required readOnly={editing} hint={moveHint} />
            <IdField form={form} field="user_id" label="User ID" required readOnly={editing} hint={moveHint} />
            <SelectField label="Status" options={wordOptions(PARTICIPANT_STATUSES)} {...bind(form, "status")} />
            <SelectField label="Role" options={wordOptions(PARTICIPANT_ROLES)} {...bind(form, "role")} />
          </div>
        ),
      }}
    />
  );
}
