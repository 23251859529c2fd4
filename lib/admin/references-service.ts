import "server-only";
import { getDb, type DbOrTx } from "@/db/client";
import type { MemberReferenceRow } from "@/db/schema";
import { assertAdmin, type Actor } from "@/lib/auth/actor";
import type { Page } from "@/lib/contract/pagination";
import { todayUtc } from "@/lib/dates/days";
import { notFound } from "@/lib/errors/app-error";
import { deleteReference, listAllReferences, lockReference } from "@/lib/references/queries";
import { contextOf, isReferenceShown } from "@/lib/references/service";
import { resolveReferenceReports } from "@/lib/safety/queries";
import type { AdminReference } from "./contract";
import { logAdminAction } from "./log";
import { presentAdminReference } from "./present";

type Person = AdminReference["author"];

/** GET /admin/references: every reference, shown or hidden, newest first; `user_id` keeps a member's, either side. */
export async function listReferencesAdmin(
  actor: Actor,
  query: Page & { user_id?: number },
): Promise<{ items: AdminReference[]; total: number }> {
  assertAdmin(actor);
  const today = todayUtc();
  const { rows, total } = await listAllReferences(await getDb(), { userId: query.user_id }, query);
  return {
    total,
    items: rows.map((row) => ({
      ...presentAdminReference(row.reference, today),
      author: row.author satisfies Person,
      subject: row.subject satisfies Person,
    })),
  };
}

/**
 * DELETE /admin/references/{id}: the moderators' removal, shown or not. The admin log keeps who
 * removed what the reference said; its open reports are resolved as removed, in the same transaction.
 */
export async function removeReferenceAdmin(actor: Actor, id: number): Promise<void> {
  assertAdmin(actor);
  const db = await getDb();
  await db.transaction(async (tx) => {
    const row = await lockReference(tx, id);
    if (!row) throw notFound("Reference not found");
    await removeLockedReference(tx, actor, row);
  });
}

/** The removal itself, the reference's row lock held: from the references screen or a reference's report. */
export async function removeLockedReference(tx: DbOrTx, actor: Actor, row: MemberReferenceRow): Promise<void> {
  await resolveReferenceReports(tx, row.id, actor.id);
  await logAdminAction(tx, {
    adminId: actor.id,
    action: "reference.remove",
    targetType: "reference",
    targetId: row.id,
    details: {
      author_id: row.authorId,
      subject_id: row.subjectId,
      context: contextOf(row),
      text: row.text,
      recommend: row.recommend,
      met_in_person: row.metInPerson,
      private_note: row.privateNote,
      shown: isReferenceShown(row, todayUtc()),
    },
  });
  await deleteReference(tx, row.id);
}
