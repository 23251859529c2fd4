import "server-only";
import { getDb, type DbOrTx } from "@/db/client";
import { findUserById } from "@/lib/accounts/queries";
import type { Actor } from "@/lib/auth/actor";
import { AppError, fieldError, notFound } from "@/lib/errors/app-error";
import { purgeRemovedFiles } from "@/lib/uploads/removal";
import { publishUnread } from "@/lib/realtime/publish";
import { consume, LIMITS } from "@/lib/rate-limit/service";
import { deleteBlock, hasOpenReport, insertBlock, lockPair, insertReport, listBlocksOf } from "./queries";
import { REPORT_ALREADY_OPEN } from "./values";
import type { BlockedMember, BlockResult, ReportBody, ReportReason, ReportStatus, SentReport } from "./contract";

async function activeTarget(actor: Actor, userId: number) {
  if (userId === actor.id) throw fieldError("user_id", "You cannot do this to yourself");
  const target = await findUserById(await getDb(), userId);
  if (!target?.isActive) throw notFound("User not found");
  return target;
}

/**
 * POST /users/{id}/block: the two disappear from each other's Discover, lists, conversations and
 * trip invitations; any connection between them ends, and the blocked member leaves every trip the
 * blocker hosts, as if the host had removed them (docs/api.md §3.5). Blocking twice is harmless
 * (201 again). Trips stand above safety (docs/decisions/028-domains-in-layers.md): the caller passes
 * in their step, lib/trips' removeFromHostedTrips, which runs in the block's transaction and answers
 * whose unread counts changed.
 */
export async function blockUser(
  actor: Actor,
  userId: number,
  removeFromHostedTrips: (tx: DbOrTx, hostId: number, userId: number) => Promise<number[]>,
): Promise<BlockResult> {
  const target = await activeTarget(actor, userId);
  const db = await getDb();
  await db.transaction(async (tx) => {
    await lockPair(tx, actor.id, target.id);
    await insertBlock(tx, actor.id, target.id);
    const leftTrips = await removeFromHostedTrips(tx, actor.id, target.id);
    // Their conversation went with the connection, the trip chats' notifications with the trips:
    // both members' counts may have changed (docs/api.md §17).
    await publishUnread(tx, [...new Set([actor.id, target.id, ...leftTrips])]);
  });
  await purgeRemovedFiles();
  return { blocked_user_id: target.id };
}

export async function unblockUser(actor: Actor, userId: number): Promise<void> {
  if (!(await deleteBlock(await getDb(), actor.id, userId))) throw notFound("You have not blocked this member");
}

export async function listMyBlocks(actor: Actor): Promise<BlockedMember[]> {
  const rows = await listBlocksOf(await getDb(), actor.id);
  return rows.map((row) => ({ user: row.user, created_at: row.createdAt.toISOString() }));
}

/**
 * POST /users/{id}/report: lands in the admins' moderation queue. One open report per reporter and
 * member (a second is 409 until an admin resolves the first; the pair's lock holds it under races),
 * and at most LIMITS.reportsPerMember a day, counted only for reports made.
 */
export async function reportUser(actor: Actor, userId: number, input: ReportBody): Promise<SentReport> {
  const target = await activeTarget(actor, userId);
  const report = await (
    await getDb()
  ).transaction(async (tx) => {
    await lockPair(tx, actor.id, target.id);
    if (await hasOpenReport(tx, actor.id, target.id)) throw new AppError("conflict", REPORT_ALREADY_OPEN);
    await consume(tx, LIMITS.reportsPerMember, String(actor.id));
    return insertReport(tx, { reporterId: actor.id, reportedId: target.id, reason: input.reason, note: input.note });
  });
  return {
    id: report.id,
    reported_user_id: target.id,
    reason: report.reason as ReportReason,
    status: report.status as ReportStatus,
    created_at: report.createdAt.toISOString(),
  };
}
