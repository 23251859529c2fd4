"use client";

import { lazy, type ReactNode } from "react";
import type { AdminPairing } from "@/lib/admin/contract";
import { PairingStatusBadge, PairingTypeBadge } from "../kit/badges";
import { AdminTimestamp, NamedId } from "../kit/cells";
import { AdminDataScreen } from "../kit/data-screen";
import { useAdminForm } from "../kit/use-admin-form";
import { EMPTY_PAIRING, pairingCreateBody, pairingCreateSchema, type PairingValues } from "./pairing-form";

const NOUN = { one: "pairing", many: "pairings" };
// The fields are loaded when the form opens (docs/decisions/021-first-load-weight.md).
const PairingFields = lazy(() => import("./pairing-fields"));

/** The list's columns: who, the type, the status (pending, accepted, declined) and when. */
export const PAIRING_COLUMNS: { header: string; cell: (pairing: AdminPairing) => ReactNode }[] = [
  {
    header: "User 1",
    cell: (pairing) => (
      <NamedId name={pairing.user1_name} id={pairing.user1_id} fallback={`User ${pairing.user1_id}`} />
    ),
  },
  {
    header: "User 2",
    cell: (pairing) => (
      <NamedId name={pairing.user2_name} id={pairing.user2_id} fallback={`User ${pairing.user2_id}`} />
    ),
  },
  { header: "Type", cell: (pairing) => <PairingTypeBadge type={pairing.relationship_type} /> },
  { header: "Status", cell: (pairing) => <PairingStatusBadge status={pairing.status} /> },
  { header: "Created", cell: (pairing) => <AdminTimestamp value={pairing.created_at} /> },
];

/** All Pairings (docs/product.md §2): read, create and delete; a pairing is not edited. */
export function PairingsScreen() {
  const form = useAdminForm<PairingValues, AdminPairing>({
    resource: "pairings",
    noun: NOUN,
    empty: EMPTY_PAIRING,
    createSchema: pairingCreateSchema,
    createBody: pairingCreateBody,
  });
  return (
    <AdminDataScreen<AdminPairing, PairingValues>
      title="All Pairings"
      resource="pairings"
      noun={NOUN}
      loadingText="Loading pairings..."
      columns={PAIRING_COLUMNS}
      deleteQuestion={() => "Are you sure you want to delete this pairing?"}
      create={{
        form,
        addLabel: "Add Pairing",
        fields: <PairingFields form={form} />,
      }}
    />
  );
}
