import "server-only";
import { getDb } from "@/db/client";
import { assertAdmin, type Actor } from "@/lib/auth/actor";
import { isUniqueViolation, notFound } from "@/lib/errors/app-error";
import type { Page } from "@/lib/contract/pagination";
import { generateInviteCode } from "./code";
import { deactivateInviteCode, findInviteCodeForUse, insertInviteCode, listInviteCodes } from "./queries";
import type { CreateInviteBody } from "./contract";
import { inviteStatus, presentInvite } from "./present";
import type { InviteStatus } from "./values";

const DAY_MS = 24 * 60 * 60 * 1000;

export async function listInvites(actor: Actor, page: Page) {
  assertAdmin(actor);
  const { rows, total } = await listInviteCodes(await getDb(), page);
  return { items: rows.map((row) => presentInvite(row.invite, row.usedBy)), total };
}

export async function createInvite(actor: Actor, input: CreateInviteBody) {
  assertAdmin(actor);
  const db = await getDb();
  const expiresAt = input.expires_days ? new Date(Date.now() + input.expires_days * DAY_MS) : null;
  // 31^8 codes: a collision is near impossible, but the unique index has the last word.
  for (let attempt = 0; ; attempt++) {
    try {
      const invite = await insertInviteCode(db, {
        code: generateInviteCode(),
        expiresAt,
        isSingleUse: input.is_single_use,
        createdBy: actor.id,
      });
      return presentInvite(invite);
    } catch (error) {
      if (attempt >= 3 || !isUniqueViolation(error)) throw error;
    }
  }
}

/** Deleting an invite only deactivates it (docs/product.md §4), so its history stays visible. */
export async function deleteInvite(actor: Actor, id: number): Promise<void> {
  assertAdmin(actor);
  const invite = await deactivateInviteCode(await getDb(), id);
  if (!invite) throw notFound("Invite not found");
}

/** The longest text the register page looks up as a code; the register body's own cap. */
const CODE_LOOKUP_MAX = 64;

/**
 * What an invite link's code would do at registration, for the register page to say before the
 * form (docs/product.md §2.1): `active` admits, the others are refused as registering would refuse
 * them, `unknown` being no code at all. A member's code whose member may no longer invite reads
 * `inactive`, as consumeInviteCode reads it. Nothing is spent.
 */
export async function checkInviteCode(raw: string): Promise<InviteStatus | "unknown"> {
  const code = raw.trim().toUpperCase();
  if (!code || code.length > CODE_LOOKUP_MAX) return "unknown";
  const row = await findInviteCodeForUse(await getDb(), code);
  if (!row) return "unknown";
  const status = inviteStatus(row.invite);
  if (status === "active" && row.invite.byMember && !row.creatorMayInvite) return "inactive";
  return status;
}
