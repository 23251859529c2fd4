import type { ConversationRow, MemberReferenceRow, PairingRow } from "@/db/schema";
import { todayUtc } from "@/lib/dates/days";
import type { PairingStatus, PairingType } from "@/lib/pairings/contract";
import type { ReportKind, ReportReason } from "@/lib/safety/contract";
import { contextOf, isReferenceShown } from "@/lib/references/service";
import type { AdminMatch, AdminPairing, AdminReference, AdminReport } from "./contract";

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
    kind: string;
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
  reference: MemberReferenceRow | null;
};

/** A report in the moderation queue; a reporter or resolver whose account is gone is null. */
export function presentReport({ report, reporter, reported, resolver, reference }: ReportRowWithPeople): AdminReport {
  return {
    id: report.id,
    kind: report.kind as ReportKind,
    reference: reference ? presentAdminReference(reference, todayUtc()) : null,
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

/** A reference with what only the moderators see: the private note and whether it is shown yet. */
export function presentAdminReference(
  row: MemberReferenceRow,
  today: string,
): Omit<AdminReference, "author" | "subject"> {
  return {
    id: row.id,
    text: row.text,
    met_in_person: row.metInPerson,
    recommend: row.recommend,
    private_note: row.privateNote,
    context: contextOf(row),
    shown: isReferenceShown(row, today),
    created_at: row.createdAt.toISOString(),
  };
}
