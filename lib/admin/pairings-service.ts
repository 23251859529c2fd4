import "server-only";
import { desc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { getDb, type DbOrTx } from "@/db/client";
import { pairings, users } from "@/db/schema";
import { findUserById } from "@/lib/accounts/queries";
import { assertAdmin, type Actor } from "@/lib/auth/actor";
import { openConversation } from "@/lib/conversations/queries";
import { AppError, fieldError, isUniqueViolation, notFound } from "@/lib/errors/app-error";
import type { Page } from "@/lib/contract/pagination";
import { purgeRemovedFiles } from "@/lib/uploads/removal";
import { insertPairing } from "@/lib/pairings/queries";
import type { AdminCreatePairingBody } from "./contract";
import { presentAdminPairing } from "./present";
import { deleteById, total } from "./table-rows";

const user1 = alias(users, "user1");
const user2 = alias(users, "user2");

function selectPairings(db: DbOrTx) {
  return db
    .select({ pairing: pairings, user1Name: user1.name, user2Name: user2.name })
    .from(pairings)
    .innerJoin(user1, eq(user1.id, pairings.user1Id))
    .innerJoin(user2, eq(user2.id, pairings.user2Id));
}

export async function listPairingsAdmin(actor: Actor, page: Page) {
  assertAdmin(actor);
  const db = await getDb();
  const rows = await selectPairings(db).orderBy(desc(pairings.id)).offset(page.skip).limit(page.limit);
  return { items: rows.map(presentAdminPairing), total: await total(db, pairings) };
}

export async function getPairingAdmin(actor: Actor, id: number) {
  assertAdmin(actor);
  const [row] = await selectPairings(await getDb()).where(eq(pairings.id, id));
  if (!row) throw notFound("Pairing not found");
  return presentAdminPairing(row);
}

/** POST /admin/pairings: an accepted connection (a pass is stored declined); a match opens its conversation. */
export async function createPairingAdmin(actor: Actor, input: AdminCreatePairingBody) {
  assertAdmin(actor);
  if (input.user1_id === input.user2_id) throw fieldError("user2_id", "Choose two different users");
  const db = await getDb();
  for (const userId of [input.user1_id, input.user2_id])
    if (!(await findUserById(db, userId))) throw notFound(`User ${userId} not found`);
  try {
    const pairing = await db.transaction(async (tx) => {
      const created = await insertPairing(tx, {
        user1Id: input.user1_id,
        user2Id: input.user2_id,
        relationshipType: input.relationship_type,
        requestedType: input.relationship_type,
        status: input.relationship_type === "pass" ? "declined" : "accepted",
      });
      if (created.relationshipType === "match") await openConversation(tx, created);
      return created;
    });
    return getPairingAdmin(actor, pairing.id);
  } catch (error) {
    if (isUniqueViolation(error, "pairings_pair_key"))
      throw new AppError("conflict", "These two users already have a pairing");
    throw error;
  }
}

export async function deletePairingAdmin(actor: Actor, id: number) {
  assertAdmin(actor);
  await deleteById(await getDb(), pairings, pairings.id, id, "Pairing not found");
  // Its conversation's photo messages went with it (cascade): their files go now, after commit.
  await purgeRemovedFiles();
}
