"use client";

import { SelectField } from "@/components/ui/select-field";
import type { AdminPairing } from "@/lib/admin/contract";
import { PAIRING_TYPES } from "@/lib/pairings/values";
import { bind, IdField, wordOptions } from "../kit/fields";
import type { AdminForm } from "../kit/use-admin-form";
import type { PairingValues } from "./pairing-form";

/** The pairing form's fields (./pairings-screen.tsx), loaded when the form opens. */
export default function PairingFields({ form }: { form: AdminForm<PairingValues, AdminPairing> }) {
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <IdField form={form} field="user1_id" label="User 1 ID" required />
      <IdField form={form} field="user2_id" label="User 2 ID" required />
      <SelectField label="Type" options={wordOptions(PAIRING_TYPES)} {...bind(form, "relationship_type")} />
    </div>
  );
}
