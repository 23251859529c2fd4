import "server-only";
import { and, eq, ne } from "drizzle-orm";
import { getDb } from "@/db/client";
import { groupTrips, users } from "@/db/schema";
import type { Actor } from "@/lib/auth/actor";
import { AppError } from "@/lib/http/errors";
import { insertNotifications } from "@/lib/notifications/queries";
import { listParticipants } from "@/lib/trips/queries";
import { purgeRemovedFiles } from "@/lib/uploads/removal";
import { assertOwnPassword } from "./email";
import { LAST_ADMIN, WRONG_PASSWORD, type DeleteAccountBody } from "./contract";

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
    for (const trip of hosted) {
      const accepted = (await listParticipants(tx, trip.id, false)).filter(({ participant, user }) => participant.role !== "host" && user.id !== actor.id);
      // No related user: that column cascades, and the notice must outlive the account it names.
      await insertNotifications(
        tx,
        accepted.map(({ user }) => ({
          userId: user.id, type: "trip_cancelled", title: "Trip cancelled",
          message: `"${trip.title}" was cancelled by ${actor.user.name}`, relatedUserId: null,
        })),
      );
    }
    await tx.delete(users).where(eq(users.id, actor.id));
  });
  await purgeRemovedFiles();
}
