import "server-only";
import { and, count, desc, eq, ne, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "@/db/client";
import type { Page } from "@/lib/contract/pagination";
import { conversations, pairings, users, type PairingRow } from "@/db/schema";
import { isPairOf } from "@/lib/safety/queries";
import type { PairingWithPeople } from "./present";

/**
 * The pairings a member sees (pairingSeenBy in ./present.ts): all of theirs but another's pass on
 * them, unless they passed too (docs/api.md §5.1).
 */
export function seenBy(userId: number): SQL {
  return sql`(${pairings.user1Id} = ${userId}
    or (${pairings.user2Id} = ${userId} and (${pairings.relationshipType} <> 'pass' or ${pairings.bothPassed})))`;
}

/** The one pairing between two members, whoever asked, locked for the rest of the transaction. */
export async function lockPairingBetween(db: DbOrTx, a: number, b: number): Promise<PairingRow | undefined> {
  const [pairing] = await db.select().from(pairings).where(isPairOf(a, b)).for("update");
  return pairing;
}

/** The pairing between two members, whoever asked, without a lock. */
export async function findPairingBetween(db: DbOrTx, a: number, b: number): Promise<PairingRow | undefined> {
  const [pairing] = await db.select().from(pairings).where(isPairOf(a, b));
  return pairing;
}

export async function findPairingRow(db: DbOrTx, id: number): Promise<PairingRow | undefined> {
  const [pairing] = await db.select().from(pairings).where(eq(pairings.id, id));
  return pairing;
}

export async function lockPairing(db: DbOrTx, id: number): Promise<PairingRow | undefined> {
  const [pairing] = await db.select().from(pairings).where(eq(pairings.id, id)).for("update");
  return pairing;
}

export async function insertPairing(db: DbOrTx, values: typeof pairings.$inferInsert): Promise<PairingRow> {
  const [pairing] = await db.insert(pairings).values(values).returning();
  return pairing!;
}

/** Sets `updatedAt` to now unless `values` keeps it (a quiet decline, which must not move the sender's list). */
export async function updatePairing(
  db: DbOrTx,
  id: number,
  values: Partial<typeof pairings.$inferInsert>,
): Promise<PairingRow> {
  const [pairing] = await db
    .update(pairings)
    .set({ updatedAt: new Date(), ...values })
    .where(eq(pairings.id, id))
    .returning();
  return pairing!;
}

export async function deletePairingRow(db: DbOrTx, id: number): Promise<void> {
  await db.delete(pairings).where(eq(pairings.id, id));
}

const user1 = alias(users, "user1");
const user2 = alias(users, "user2");

/** Pairings with both people and the conversation id, for the caller's lists, newest first. */
async function selectWithPeople(db: DbOrTx, where: SQL | undefined, page?: Page): Promise<PairingWithPeople[]> {
  const query = db
    .select({ pairing: pairings, user1, user2, matchId: conversations.id })
    .from(pairings)
    .innerJoin(user1, eq(user1.id, pairings.user1Id))
    .innerJoin(user2, eq(user2.id, pairings.user2Id))
    .leftJoin(conversations, eq(conversations.pairingId, pairings.id))
    .where(where)
    .orderBy(desc(pairings.updatedAt), desc(pairings.id))
    .$dynamic();
  return page ? query.offset(page.skip).limit(page.limit) : query;
}

export function findPairingWithPeople(db: DbOrTx, id: number) {
  return selectWithPeople(db, eq(pairings.id, id)).then((rows) => rows[0]);
}

/**
 * The caller's lists (docs/api.md §5.1); the Relationships screen also splits the requests it
 * received by what they ask for (docs/product.md §2.7).
 */
export type PairingListKind =
  "received" | "match_requests" | "friend_requests" | "sent" | "matches" | "friends" | "passed";

/**
 * One of the caller's lists, a page of it and its whole count; connections with deactivated members drop out of them.
 */
export async function listPairingsOfUser(db: DbOrTx, userId: number, kind: PairingListKind, page: Page) {
  const otherIsActive = sql`(case when ${pairings.user1Id} = ${userId} then ${user2.isActive} else ${user1.isActive} end)`;
  const involves = or(eq(pairings.user1Id, userId), eq(pairings.user2Id, userId));
  const received = and(eq(pairings.user2Id, userId), eq(pairings.status, "pending"));
  const filters: Record<PairingListKind, SQL | undefined> = {
    received,
    match_requests: and(received, eq(pairings.relationshipType, "match")),
    friend_requests: and(received, ne(pairings.relationshipType, "match")),
    // A request the other declined stays pending to its sender (docs/api.md §5.1).
    sent: and(
      eq(pairings.user1Id, userId),
      or(eq(pairings.status, "pending"), and(eq(pairings.status, "declined"), ne(pairings.relationshipType, "pass"))),
    ),
    matches: and(involves, eq(pairings.status, "accepted"), eq(pairings.relationshipType, "match")),
    friends: and(involves, eq(pairings.status, "accepted"), eq(pairings.relationshipType, "friend")),
    // The member's own passes: theirs as the one who asked, or a pass back on another's (both_passed).
    passed: and(
      eq(pairings.relationshipType, "pass"),
      or(eq(pairings.user1Id, userId), and(eq(pairings.user2Id, userId), eq(pairings.bothPassed, true))),
    ),
  };
  const where = and(filters[kind], otherIsActive);
  const [rows, [counted]] = await Promise.all([
    selectWithPeople(db, where, page),
    db
      .select({ total: count() })
      .from(pairings)
      .innerJoin(user1, eq(user1.id, pairings.user1Id))
      .innerJoin(user2, eq(user2.id, pairings.user2Id))
      .where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}
