import "server-only";
import { and, count, desc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "@/db/client";
import {
  blocks,
  groupTrips,
  memberReferences,
  pairings,
  reports,
  tripParticipants,
  users,
  type ReportRow,
} from "@/db/schema";
import type { Page } from "@/lib/contract/pagination";
import type { ReportResolution, ReportStatus } from "./contract";

/** Whether either of the two has blocked the other. */
export async function isBlockedBetween(db: DbOrTx, a: number, b: number): Promise<boolean> {
  const [row] = await db
    .select({ blocker: blocks.blockerId })
    .from(blocks)
    .where(
      or(and(eq(blocks.blockerId, a), eq(blocks.blockedId, b)), and(eq(blocks.blockerId, b), eq(blocks.blockedId, a))),
    );
  return Boolean(row);
}

/**
 * Everything two members do to each other (block, pairing request, trip invitation or join
 * request, message) takes this transaction-scoped lock on their unordered pair first, so a block
 * and a request never interleave: whichever comes second sees the first.
 */
export async function lockPair(db: DbOrTx, a: number, b: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(least(${a}::int, ${b}::int), greatest(${a}::int, ${b}::int))`);
}

/** The pairing row of two members, whoever asked (the unordered pair the unique index holds). */
export function isPairOf(a: number, b: number): SQL {
  return sql`least(${pairings.user1Id}, ${pairings.user2Id}) = least(${a}::int, ${b}::int)
    and greatest(${pairings.user1Id}, ${pairings.user2Id}) = greatest(${a}::int, ${b}::int)`;
}

/**
 * Blocks, and ends what was between the two: their pairing (accepted or pending; its conversation
 * goes with it) and the blocker's pending invitations to or requests for the blocked member's trips
 * (the blocked member leaves the blocker's own trips through removeFromHostedTrips, lib/trips).
 * Call under lockPair.
 */
export async function insertBlock(db: DbOrTx, blockerId: number, blockedId: number): Promise<void> {
  await db.insert(blocks).values({ blockerId, blockedId }).onConflictDoNothing();
  await db.delete(pairings).where(isPairOf(blockerId, blockedId));
  await db
    .delete(tripParticipants)
    .where(
      and(
        inArray(tripParticipants.status, ["invited", "requested"]),
        eq(tripParticipants.userId, blockerId),
        inArray(
          tripParticipants.tripId,
          db.select({ id: groupTrips.id }).from(groupTrips).where(eq(groupTrips.creatorId, blockedId)),
        ),
      ),
    );
}

export async function deleteBlock(db: DbOrTx, blockerId: number, blockedId: number): Promise<boolean> {
  const rows = await db
    .delete(blocks)
    .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)))
    .returning({ blockedId: blocks.blockedId });
  return rows.length > 0;
}

export function listBlocksOf(db: DbOrTx, blockerId: number) {
  return db
    .select({
      user: { id: users.id, name: users.name, handle: users.handle, photos: users.photos },
      createdAt: blocks.createdAt,
    })
    .from(blocks)
    .innerJoin(users, eq(users.id, blocks.blockedId))
    .where(eq(blocks.blockerId, blockerId))
    .orderBy(desc(blocks.createdAt));
}

/** Whether the reporter's report about the member is still waiting for an admin (a reference's does not count). */
export async function hasOpenReport(db: DbOrTx, reporterId: number, reportedId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: reports.id })
    .from(reports)
    .where(
      and(
        eq(reports.reporterId, reporterId),
        eq(reports.reportedId, reportedId),
        eq(reports.kind, "member"),
        eq(reports.status, "open"),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertReport(db: DbOrTx, values: typeof reports.$inferInsert): Promise<ReportRow> {
  const [row] = await db.insert(reports).values(values).returning();
  return row!;
}

const reporter = alias(users, "reporter");
const reported = alias(users, "reported");
const resolver = alias(users, "resolver");

export async function listReports(db: DbOrTx, filter: { status?: ReportStatus; id?: number }, page: Page) {
  const where = and(
    filter.status ? eq(reports.status, filter.status) : undefined,
    filter.id ? eq(reports.id, filter.id) : undefined,
  );
  const rows = await db
    .select({
      report: reports,
      reporter: { id: reporter.id, name: reporter.name },
      reported: {
        id: reported.id,
        name: reported.name,
        handle: reported.handle,
        isActive: reported.isActive,
        isAdmin: reported.isAdmin,
      },
      resolver: { id: resolver.id, name: resolver.name },
      // A reference's report shows the reference as written, until it is deleted.
      reference: memberReferences,
    })
    .from(reports)
    .leftJoin(reporter, eq(reporter.id, reports.reporterId))
    .innerJoin(reported, eq(reported.id, reports.reportedId))
    .leftJoin(resolver, eq(resolver.id, reports.resolvedBy))
    .leftJoin(memberReferences, eq(memberReferences.id, reports.referenceId))
    .where(where)
    .orderBy(desc(reports.id))
    .offset(page.skip)
    .limit(page.limit);
  const [totals] = await db.select({ total: count() }).from(reports).where(where);
  return { rows, total: totals?.total ?? 0 };
}

export async function lockReport(db: DbOrTx, id: number): Promise<ReportRow | undefined> {
  const [row] = await db.select().from(reports).where(eq(reports.id, id)).for("update");
  return row;
}

export async function resolveReportRow(
  db: DbOrTx,
  id: number,
  values: { resolution: ReportResolution; resolvedBy: number },
) {
  await db
    .update(reports)
    .set({ status: "resolved", resolution: values.resolution, resolvedBy: values.resolvedBy, resolvedAt: new Date() })
    .where(eq(reports.id, id));
}

/** A reference's open reports, resolved because an admin removed it: before the reference goes, which unlinks them. */
export async function resolveReferenceReports(db: DbOrTx, referenceId: number, resolvedBy: number) {
  await db
    .update(reports)
    .set({ status: "resolved", resolution: "reference_removed", resolvedBy, resolvedAt: new Date() })
    .where(and(eq(reports.referenceId, referenceId), eq(reports.status, "open")));
}
