import "server-only";
import { getDb, type DbOrTx } from "@/db/client";
import type { MemberReferenceRow } from "@/db/schema";
import { findUserById } from "@/lib/accounts/queries";
import type { Actor } from "@/lib/auth/actor";
import type { Page } from "@/lib/contract/pagination";
import { addDays, todayUtc } from "@/lib/dates/days";
import { AppError, fieldError, isUniqueViolation, notFound } from "@/lib/errors/app-error";
import { insertNotifications } from "@/lib/notifications/queries";
import { insertReport, isBlockedBetween, lockPair } from "@/lib/safety/queries";
import type { Reference, ReferenceBody, ReferenceList, WritableStay, WrittenReference } from "./contract";
import {
  deleteReference,
  findOpenStays,
  findReference,
  insertReference,
  listShownReferences,
  insertDueReminders,
  listWrittenAbout,
  showExpired,
  showPairIfComplete,
  writtenStayKeys,
  type DueReminder,
  type SharedStay,
} from "./queries";
import { REFERENCE_ALREADY_WRITTEN, REFERENCE_NO_STAY, REFERENCE_WINDOW_DAYS } from "./values";

/** Where the stay was, as a reference's answers name it. */
/**
 * Shown: both wrote, or the window is over (the sweep may not have run yet); the row-side twin of
 * queries.ts' `isShown`.
 */
export function isReferenceShown(row: Pick<MemberReferenceRow, "shownAt" | "windowEnds">, today: string): boolean {
  return row.shownAt !== null || row.windowEnds < today;
}

export function contextOf(row: Pick<SharedStay, "tripId" | "tripTitle" | "destination" | "startDate" | "endDate">) {
  return row.tripTitle !== null
    ? { trip_id: row.tripId, title: row.tripTitle }
    : { destination: row.destination, start: row.startDate, end: row.endDate };
}

function presentReference(
  row: MemberReferenceRow,
  author: { id: number; handle: string | null; name: string },
): Reference {
  return {
    id: row.id,
    author,
    text: row.text,
    met_in_person: row.metInPerson,
    recommend: row.recommend,
    context: contextOf(row),
    created_at: row.createdAt.toISOString(),
  };
}

function presentWritten(actor: Actor, row: MemberReferenceRow, today: string): WrittenReference {
  return {
    ...presentReference(row, { id: actor.id, handle: actor.user.handle, name: actor.user.name }),
    subject_id: row.subjectId,
    private_note: row.privateNote,
    shown: isReferenceShown(row, today),
  };
}

/** The subject of each reference just shown hears of it, once: the rows come from the one update that showed them. */
async function notifyShown(db: DbOrTx, shown: MemberReferenceRow[]): Promise<void> {
  await insertNotifications(
    db,
    shown.map((row) => ({
      userId: row.subjectId,
      type: "reference_shown",
      title: "A new reference",
      message: `A reference about you for ${row.tripTitle ?? row.destination} is now on your profile`,
      relatedUserId: row.authorId,
    })),
  );
}

async function activeMember(userId: number) {
  const member = await findUserById(await getDb(), userId);
  if (!member?.isActive) throw notFound("User not found");
  return member;
}

/**
 * POST /references (docs/api.md §3.6). Under the pair's lock (lib/safety), so a block and the
 * other's reference are each seen or wait: whichever of two writers comes second finds the first
 * and shows both. One per writer and stay is also the unique index's.
 */
export async function writeReference(actor: Actor, input: ReferenceBody, now = new Date()): Promise<WrittenReference> {
  if (input.subject_id === actor.id) throw fieldError("subject_id", "You cannot write a reference about yourself");
  const subject = await activeMember(input.subject_id);
  const today = todayUtc(now);
  const db = await getDb();
  try {
    return await db.transaction(async (tx) => {
      await lockPair(tx, actor.id, subject.id);
      if (await isBlockedBetween(tx, actor.id, subject.id)) throw new AppError("forbidden", REFERENCE_NO_STAY);
      const stays = await findOpenStays(tx, actor.id, subject.id, today, input.trip_id ?? undefined);
      if (stays.length === 0) throw new AppError("forbidden", REFERENCE_NO_STAY);
      const written = await writtenStayKeys(tx, actor.id, subject.id);
      const stay = stays.find((each) => !written.has(each.key));
      if (!stay) throw new AppError("conflict", REFERENCE_ALREADY_WRITTEN);
      const row = await insertReference(tx, {
        authorId: actor.id,
        subjectId: subject.id,
        stayKey: stay.key,
        tripId: stay.tripId,
        tripTitle: stay.tripTitle,
        destination: stay.destination,
        startDate: stay.startDate,
        endDate: stay.endDate,
        windowEnds: addDays(stay.endDate, REFERENCE_WINDOW_DAYS),
        text: input.text,
        metInPerson: input.met_in_person,
        recommend: input.recommend,
        privateNote: input.private_note,
      });
      // Not recommending someone, or a word for the moderators, is theirs to read (docs/api.md §3.6).
      if (!row.recommend || row.privateNote !== null) {
        await insertReport(tx, {
          kind: "reference",
          referenceId: row.id,
          reporterId: actor.id,
          reportedId: subject.id,
          reason: "other",
          note: row.privateNote,
        });
      }
      const shown = await showPairIfComplete(tx, actor.id, subject.id, stay.key);
      await notifyShown(tx, shown);
      return presentWritten(actor, shown.find((each) => each.id === row.id) ?? row, today);
    });
  } catch (error) {
    if (isUniqueViolation(error, "member_references_one_per_stay_key")) {
      throw new AppError("conflict", REFERENCE_ALREADY_WRITTEN);
    }
    throw error;
  }
}

/** DELETE /references/{id}: the writer's, while hidden; once shown only the moderators remove it. */
export async function removeOwnReference(actor: Actor, id: number, now = new Date()): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const row = await findReference(tx, id);
    if (!row || row.authorId !== actor.id) throw notFound("Reference not found");
    await lockPair(tx, row.authorId, row.subjectId);
    const current = await findReference(tx, id);
    if (!current) throw notFound("Reference not found");
    if (isReferenceShown(current, todayUtc(now))) {
      throw new AppError("forbidden", "A reference that is shown can no longer be deleted");
    }
    await deleteReference(tx, id);
  });
}

/**
 * GET /users/{id}/references: shown references by active writers, newest first, with how many there
 * are and how many met in person; never the private note. A member on either side of a block is 404.
 */
export async function listReferencesOf(
  actor: Actor,
  userId: number,
  page: Page,
  now = new Date(),
): Promise<ReferenceList> {
  await activeMember(userId);
  const db = await getDb();
  if (userId !== actor.id && (await isBlockedBetween(db, actor.id, userId))) throw notFound("User not found");
  const { rows, total, metInPerson } = await listShownReferences(db, userId, todayUtc(now), page);
  return {
    total,
    met_in_person: metInPerson,
    items: rows.map((row) => presentReference(row.reference, row.author)),
  };
}

/** GET /users/{id}/written-references: what the caller wrote about this member, shown or not yet. */
export async function listWrittenReferences(
  actor: Actor,
  userId: number,
  now = new Date(),
): Promise<WrittenReference[]> {
  await activeMember(userId);
  const rows = await listWrittenAbout(await getDb(), actor.id, userId);
  const today = todayUtc(now);
  return rows.map((row) => presentWritten(actor, row, today));
}

/** GET /users/{id}/reference-stays: the caller's stays with this member still open for their reference. */
export async function listWritableStays(actor: Actor, userId: number, now = new Date()): Promise<WritableStay[]> {
  if (userId === actor.id) return [];
  await activeMember(userId);
  const db = await getDb();
  if (await isBlockedBetween(db, actor.id, userId)) throw notFound("User not found");
  const [stays, written] = await Promise.all([
    findOpenStays(db, actor.id, userId, todayUtc(now)),
    writtenStayKeys(db, actor.id, userId),
  ]);
  return stays
    .filter((stay) => !written.has(stay.key))
    .map((stay) => ({
      trip_id: stay.tripId,
      context: contextOf(stay),
      window_ends: addDays(stay.endDate, REFERENCE_WINDOW_DAYS),
    }));
}

/** The reminder's words: who wrote is told only to a member whose reference about them is waiting. */
function reminderMessage(row: DueReminder): string {
  const place = row.trip_title ?? row.destination;
  return row.other_wrote
    ? `Someone you met in ${place} wrote you a reference. Write yours by ${row.window_ends} to see it.`
    : `How was ${place} with ${row.other_name}? Write them a reference by ${row.window_ends}.`;
}

/**
 * The sweep's part: references whose window is over are shown, and their subjects told, once each;
 * each member of a stay who has not written about the other is reminded once, in-app and by email
 * (per their settings), two days before the window closes: if the other wrote, or if the two are
 * connections or trip-mates (docs/api.md §3.6).
 */
export async function showExpiredReferences(now = new Date()): Promise<number> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const today = todayUtc(now);
    const shown = await showExpired(tx, today);
    await notifyShown(tx, shown);
    const due = await insertDueReminders(tx, today);
    await insertNotifications(
      tx,
      due.map((row) => ({
        userId: row.user_id,
        type: "reference_reminder",
        title: "Write your reference",
        message: reminderMessage(row),
        relatedUserId: row.other_id,
      })),
    );
    return shown.length;
  });
}
