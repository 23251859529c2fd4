import type { ConversationRow, PairingRow } from "@/db/schema";
import type { PairingStatus, PairingType } from "@/lib/pairings/contract";
import type { ReportReason } from "@/lib/safety/contract";
import type { AdminMatch, AdminPairing, AdminReport } from "./contract";

/** The rows only admins see, as lib/admin/contract.ts describes them. */

export function presentAdminPairing(row: { pairing: PairingRow; user1Name: string; user2Name: string }): AdminPairing {
  return {
    id: row.pairing.id,
    user1_id: row.pairing.user1Id,
    user1_name: row.user1Name,
    user2_id: row.pairing.user2Id,
    user2_name: row.user2Name,
    relationship_type: row.pairing.relationshipType as PairingType,
    status: row.pairing.status as PairingStatus,
    created_at: row.pairing.createdAt.toISOString(),
  };
}

export function presentAdminMatch({
  conversation,
  user1Name,
  user2Name,
}: {
  conversation: ConversationRow;
  user1Name: string;
  user2Name: string;
}): AdminMatch {
  return {
    id: conversation.id,
    pairing_id: conversation.pairingId,
    user1_id: conversation.user1Id,
    user1_name: user1Name,
    user2_id: conversation.user2Id,
    user2_name: user2Name,
    created_at: conversation.createdAt.toISOString(),
  };
}

type Person = { id: number | null; name: string | null } | null;
type ReportRowWithPeople = {
  report: {
    id: number;
    reason: string;
    note: string | null;
    status: string;
    resolution: string | null;
    createdAt: Date;
    resolvedAt: Date | null;
  };
  reporter: Person;
  reported: { id: number; name: string; handle: string | null; isActive: boolean };
  resolver: Person;
};

/** A report in the moderation queue; a reporter or resolver whose account is gone is null. */
export function presentReport({ report, reporter, reported, resolver }: ReportRowWithPeople): AdminReport {
  return {
    id: report.id,
    reporter: reporter?.id ? { id: reporter.id, name: reporter.name! } : null,
    reported: { id: reported.id, name: reported.name, handle: reported.handle, is_active: reported.isActive },
    reason: report.reason as ReportReason,
    note: report.note,
    status: report.status as AdminReport["status"],
    resolution: report.resolution as AdminReport["resolution"],
    created_at: report.createdAt.toISOString(),
    resolved_at: report.resolvedAt?.toISOString() ?? null,
    resolved_by: resolver?.id ? { id: resolver.id, name: resolver.name! } : null,
  };
}
