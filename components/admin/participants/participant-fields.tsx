"use client";

import { SelectField } from "@/components/ui/select-field";
import type { AdminParticipant } from "@/lib/admin/contract";
import { ADMIN_PARTICIPANT_STATUSES, PARTICIPANT_ROLES } from "@/lib/trips/values";
import { bind, IdField, wordOptions } from "../kit/fields";
import type { AdminForm } from "../kit/use-admin-form";
import type { ParticipantValues } from "./participant-form";

/**
 * The participant form's fields (./participants-screen.tsx), loaded when the form opens. In an
 * edit the trip and user ids are read-only: the server refuses to move a participant.
 */
export default function ParticipantFields({ form }: { form: AdminForm<ParticipantValues, AdminParticipant> }) {
  const editing = form.mode === "edit";
  const moveHint = editing ? "To move someone, delete this entry and add another." : undefined;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <IdField form={form} field="trip_id" label="Trip ID" required readOnly={editing} hint={moveHint} />
      <IdField form={form} field="user_id" label="User ID" required readOnly={editing} hint={moveHint} />
      <SelectField label="Status" options={wordOptions(ADMIN_PARTICIPANT_STATUSES)} {...bind(form, "status")} />
      <SelectField label="Role" options={wordOptions(PARTICIPANT_ROLES)} {...bind(form, "role")} />
    </div>
  );
}
