import type { SchemaLoader } from "@/components/forms/form-errors";
import type { PairingType } from "@/lib/pairings/contract";
import { numberValue, requireFields, type Checked } from "../kit/form-values";

/** A pairing is created, never edited (docs/product.md §4). */
const PAIRING_IDS_WARNING = "Please fill in both user IDs";

export type PairingValues = { user1_id: string; user2_id: string; relationship_type: PairingType };
export const EMPTY_PAIRING: PairingValues = { user1_id: "", user2_id: "", relationship_type: "match" };

/** The create route's schema, loaded on submit so zod stays out of the page's first load. */
export const pairingCreateSchema: SchemaLoader = () =>
  import("@/lib/admin/contract").then((m) => m.AdminCreatePairingBody);

export function pairingCreateBody(values: PairingValues): Promise<Checked<Record<string, unknown>>> {
  const body = {
    user1_id: numberValue(values.user1_id),
    user2_id: numberValue(values.user2_id),
    relationship_type: values.relationship_type,
  };
  return requireFields(pairingCreateSchema, body, PAIRING_IDS_WARNING);
}
