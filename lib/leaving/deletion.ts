import "server-only";
import { and, eq, ne, sql } from "drizzle-orm";
import { getDb, queryRows, type DbOrTx } from "@/db/client";
import { groupTrips, users } from "@/db/schema";
import type { Actor } from "@/lib/auth/actor";
import { AppError } from "@/lib/errors/app-error";
import { insertNotifications } from "@/lib/notifications/queries";
import { publishUnread } from "@/lib/realtime/publish";
import { deleteTripMessageNotifications, listParticipants, lockTripsOfMember } from "@/lib/trips/queries";
import { leaveTripsBeforeDeletion } from "@/lib/trips/waitlist";
import { tripCancelledNotices } from "@/lib/trips/service";
import { purgeRemovedFiles } from "@/lib/uploads/removal";
import { assertOwnPassword } from "@/lib/accounts/email";
import { LAST_ADMIN, WRONG_PASSWORD, type DeleteAccountBody } from "@/lib/accounts/contract";

/**
 * DELETE /users/me (docs/api.md §2): the member leaves. The password is asked again and its misses
 * count toward the account's failed sign-ins, so a left-open session cannot guess it. The rest is
 * the admin's delete (lib/admin/users-service.ts): one statement whose foreign keys cascade, photos
 * queued by triggers in removed_files and purged after commit, sessions gone with the user row.
 * Hosted trips go too; their accepted participants are told first, as when a host cancels.
 */
export async function deleteOwnAccount(actor: Actor, input: DeleteAccountBody): Promise<void> {
  await assertOwnPassword(actor, input.password, WRONG_PASSWORD);
  const db = await getDb();
  await db.transaction(async (tx) => {
    // The member's trips before their row, in the order a leave or a join takes them (lib/trips/queries.ts).
    await lockTripsOfMember(tx, actor.id);
    const [me] = await tx.select({ isAdmin: users.isAdmin }).from(users).where(eq(users.id, actor.id)).for("update");
    if (!me) return;
    if (me.isAdmin) {
      // Locking the other active admins keeps two last admins from leaving at once.
      const others = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.isAdmin, true), eq(users.isActive, true), ne(users.id, actor.id)))
        .for("update");
      if (others.length === 0) throw new AppError("conflict", LAST_ADMIN);
    }
    const hosted = await tx.select().from(groupTrips).where(eq(groupTrips.creatorId, actor.id)).for("update");
    await announceAccountRemoval(
      tx,
      actor.id,
      hosted.map((trip) => trip.id),
    );
    // Its places in others' trips go to their waitlists, and it leaves the lines it waits in (docs/api.md §6.5).
    await leaveTripsBeforeDeletion(tx, actor.id);
    for (const trip of hosted) {
      const accepted = (await listParticipants(tx, trip.id, false)).filter(
        ({ participant, user }) => participant.role !== "host" && user.id !== actor.id,
      );
      // No related user: that column cascades, and the notice must outlive the account it names.
      await insertNotifications(
        tx,
        tripCancelledNotices(
          trip.title,
          actor.user.name,
          accepted.map(({ user }) => user.id),
          null,
        ),
      );
    }
    await tx.delete(users).where(eq(users.id, actor.id));
  });
  await purgeRemovedFiles();
}

/**
 * Called in the deleting transaction, before the user row goes: the members whose counts its
 * cascade changes hear `unread` (docs/api.md §17), sent after commit, so their badges, conversation
 * lists and trips are read again. They are: everyone who had a conversation with the account (it
 * goes, with its unread messages), whoever holds an unread notification naming it (those cascade
 * too), and the participants of trip chats it wrote in (its messages go, and the chats' counts
 * with them). The trip chat notifications of the trips it hosts (`hostedTripIds`, which the delete
 * removes) are deleted here, as a cancel does (docs/api.md §6.4): their `related_trip_id` would otherwise be
 * set null and the notification outlive its chat.
 */
export async function announceAccountRemoval(tx: DbOrTx, userId: number, hostedTripIds: number[]): Promise<void> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`
      select case when c.user1_id = ${userId} then c.user2_id else c.user1_id end as id
      from conversations c where ${userId} in (c.user1_id, c.user2_id)
      union
      select n.user_id from notifications n where n.related_user_id = ${userId} and not n.is_read
      union
      select tp.user_id from trip_participants tp
      where tp.status = 'accepted' and tp.trip_id in (select m.trip_id from trip_messages m where m.sender_id = ${userId})`,
  );
  const told = rows.map((row) => Number(row.id));
  for (const tripId of hostedTripIds) told.push(...(await deleteTripMessageNotifications(tx, tripId)));
  await publishUnread(
    tx,
    told.filter((id) => id !== userId),
  );
}
