import "server-only";
import { getDb } from "@/db/client";
import type { Actor } from "@/lib/auth/actor";
import { AppError, isUniqueViolation, notFound } from "@/lib/errors/app-error";
import { generateInviteCode } from "./code";
import type { MemberInvite } from "./contract";
import { presentMemberInvite } from "./present";
import {
  countUnusedMemberInvites,
  deactivateMemberInviteCode,
  insertInviteCode,
  listMemberInviteCodes,
  lockMemberForInvites,
} from "./queries";
import { CANNOT_INVITE_DETAIL, MEMBER_INVITE_CAP, MEMBER_INVITE_CAP_DETAIL, MEMBER_INVITE_DAYS } from "./values";

const DAY_MS = 24 * 60 * 60 * 1000;
/** The list shows the latest codes; older ones are long spent or expired. */
const LIST_LIMIT = 100;

/**
 * POST /invites (docs/api.md §2.6): a single-use code valid 30 days. The cap of unused codes holds
 * under concurrent creates because the count and the insert run behind a lock on the member's row.
 */
export async function createMemberInvite(actor: Actor): Promise<MemberInvite> {
  const db = await getDb();
  for (let attempt = 0; ; attempt++) {
    try {
      const invite = await db.transaction(async (tx) => {
        const member = await lockMemberForInvites(tx, actor.id);
        if (!member?.canInvite) throw new AppError("forbidden", CANNOT_INVITE_DETAIL);
        if ((await countUnusedMemberInvites(tx, actor.id)) >= MEMBER_INVITE_CAP) {
          throw new AppError("conflict", MEMBER_INVITE_CAP_DETAIL);
        }
        return insertInviteCode(tx, {
          code: generateInviteCode(),
          expiresAt: new Date(Date.now() + MEMBER_INVITE_DAYS * DAY_MS),
          isSingleUse: true,
          createdBy: actor.id,
          byMember: true,
        });
      });
      return presentMemberInvite(invite, null);
    } catch (error) {
      // 31^8 codes: a collision is near impossible, but the unique index has the last word.
      if (attempt >= 3 || !isUniqueViolation(error, "invite_codes_code_key")) throw error;
    }
  }
}

export async function listMemberInvites(actor: Actor): Promise<MemberInvite[]> {
  const rows = await listMemberInviteCodes(await getDb(), actor.id, LIST_LIMIT);
  return rows.map((row) => presentMemberInvite(row.invite, row.usedBy));
}

/** Revoking keeps the code listed, deactivated; another member's code is 404, as an unknown one. */
export async function revokeMemberInvite(actor: Actor, id: number): Promise<void> {
  const invite = await deactivateMemberInviteCode(await getDb(), id, actor.id);
  if (!invite) throw notFound("Invite not found");
}
