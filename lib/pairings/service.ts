import "server-only";
import { getDb, type DbOrTx } from "@/db/client";
import type { PairingRow, UserRow } from "@/db/schema";
import { findUserById } from "@/lib/accounts/queries";
import type { Actor } from "@/lib/auth/actor";
import type { Page } from "@/lib/contract/pagination";
import { findConversationOfPairing, openConversation } from "@/lib/conversations/queries";
import { AppError, fieldError, isUniqueViolation, notFound } from "@/lib/errors/app-error";
import { insertNotifications, type NewNotification } from "@/lib/notifications/queries";
import { isBlockedBetween, lockPair } from "@/lib/safety/queries";
import { publishEvents, publishUnread } from "@/lib/realtime/publish";
import type { NewEvent } from "@/lib/realtime/values";
import { consume, LIMITS } from "@/lib/rate-limit/service";
import { purgeRemovedFiles } from "@/lib/uploads/removal";
import {
  deletePairingRow,
  findPairingRow,
  findPairingWithPeople,
  insertPairing,
  listPairingsOfUser,
  lockPairing,
  lockPairingBetween,
  updatePairing,
  type PairingListKind,
} from "./queries";
import type { StartedConversationResponse } from "@/lib/conversations/contract";
import type { ConnectionType } from "@/lib/conversations/values";
import type { CreatePairingBody, PairingResponse, RespondBody } from "./contract";
import { pairingSeenBy, presentPairing, type PairingWithPeople } from "./present";

/**
 * A pairing as each member sees it (the presenter is per viewer). `removed` when it is gone
 * (a request cancelled, a connection ended): `pairing` is then its last state.
 */
const pairingEvent = (userId: number, pairing: PairingResponse, removed = false): NewEvent => ({
  userId,
  type: "pairing",
  payload: removed ? { pairing, removed: true } : { pairing },
});

const REQUEST_NOT_FOUND = "Request not found";
const TYPE_WORD = { match: "matches", friend: "friendships" } as const;

/**
 * POST /pairings (docs/api.md §5). A pass is recorded at once; a friend or match request waits for
 * the target, unless the target had already asked the caller: then the two requests resolve into
 * a connection (a match when both asked for one, else a friendship). One pairing per pair is held
 * by a unique index; when two requests race, the loser retries once and finds the winner's row.
 */
export async function createPairing(actor: Actor, input: CreatePairingBody) {
  if (input.target_user_id === actor.id) throw fieldError("target_user_id", "You cannot connect with yourself");
  const db = await getDb();
  if (input.action !== "pass") await consume(db, LIMITS.connectionRequestsPerMember, String(actor.id));
  for (let attempt = 0; ; attempt++) {
    try {
      // Read inside the transaction: once it commits, a block may remove the pairing at once.
      const found = await db.transaction(async (tx) => {
        const created = (await findPairingWithPeople(tx, (await createOrResolve(tx, actor, input)).id))!;
        await announcePairing(tx, created, actor.id);
        return created;
      });
      return presentPairing(found, actor.id);
    } catch (error) {
      if (attempt === 0 && isUniqueViolation(error, "pairings_pair_key")) continue;
      if (isUniqueViolation(error, "pairings_pair_key")) throw alreadyConnected();
      throw error;
    }
  }
}

/**
 * The live stream's `pairing` event (docs/api.md §17), each member's own view: the actor's other
 * tabs always; the other member unless it is a pass or a declined request (never told about:
 * a no is not shown to the one it turns down, docs/api.md §5.1).
 */
async function announcePairing(tx: DbOrTx, found: PairingWithPeople, actorId: number, removed = false) {
  const { pairing } = found;
  const otherId = pairing.user1Id === actorId ? pairing.user2Id : pairing.user1Id;
  const recipients = (pairing.status === "declined" ? [actorId] : [actorId, otherId]).filter((userId) =>
    pairingSeenBy(pairing, userId),
  );
  await publishEvents(
    tx,
    recipients.map((userId) => pairingEvent(userId, presentPairing(found, userId), removed)),
  );
}

/** The pairing when the actor is one of its two members and may see it (pairingSeenBy), as they see it. */
function seenByParty(pairing: PairingRow | undefined, actorId: number): PairingRow | undefined {
  if (!pairing || (pairing.user1Id !== actorId && pairing.user2Id !== actorId)) return undefined;
  return pairingSeenBy(pairing, actorId);
}

const alreadyConnected = () =>
  new AppError("conflict", "You already have a connection or a pending request with this member");

async function createOrResolve(tx: DbOrTx, actor: Actor, input: CreatePairingBody): Promise<PairingRow> {
  // Under the pair's lock, a block either came first (and is seen here) or waits for this request.
  await lockPair(tx, actor.id, input.target_user_id);
  const target = await findUserById(tx, input.target_user_id);
  // A block, either way, makes the other as good as absent.
  if (!target?.isActive || (await isBlockedBetween(tx, actor.id, target.id))) throw notFound("User not found");
  if (input.action !== "pass") assertBothOpen(actor.user, target, input.action);

  const existing = await lockPairingBetween(tx, actor.id, target.id);
  if (existing && !pairingSeenBy(existing, actor.id)) return answeredByTheirPass(tx, existing, actor.id, input.action);
  if (existing) {
    const theyAskedMe = existing.user1Id === target.id && existing.status === "pending";
    if (!theyAskedMe || input.action === "pass") throw alreadyConnected();
    const type = existing.relationshipType === "match" && input.action === "match" ? "match" : "friend";
    const accepted = await updatePairing(tx, existing.id, { relationshipType: type, status: "accepted" });
    await announceConnection(tx, accepted, [actor.user, target]);
    return accepted;
  }

  if (input.action === "pass") {
    return insertPairing(tx, {
      user1Id: actor.id,
      user2Id: target.id,
      relationshipType: "pass",
      requestedType: "pass",
      status: "declined",
    });
  }
  const request = await insertPairing(tx, {
    user1Id: actor.id,
    user2Id: target.id,
    relationshipType: input.action,
    requestedType: input.action,
    status: "pending",
  });
  await insertNotifications(tx, [
    input.action === "match"
      ? {
          userId: target.id,
          type: "pairing_request",
          title: "New match request",
          message: `${actor.user.name} wants to match with you`,
          relatedUserId: actor.id,
        }
      : {
          userId: target.id,
          type: "pairing_request",
          title: "New friend request",
          message: `${actor.user.name} wants to be friends`,
          relatedUserId: actor.id,
        },
  ]);
  return request;
}

/**
 * The target had passed on the caller, who must not learn it (docs/api.md §5.1): to the caller it is
 * as if nothing were between them. Their pass makes it mutual (each then sees their own pass); their
 * request is declined by the target's pass at once, without a word to the target, and reads as
 * pending to the caller, as any declined request does. The row is made anew (a new id), so a kept
 * Discover ranking of either member sees the change (docs/decisions/025).
 */
async function answeredByTheirPass(
  tx: DbOrTx,
  theirPass: PairingRow,
  actorId: number,
  action: CreatePairingBody["action"],
): Promise<PairingRow> {
  await deletePairingRow(tx, theirPass.id);
  if (action === "pass") {
    return insertPairing(tx, {
      user1Id: theirPass.user1Id,
      user2Id: actorId,
      relationshipType: "pass",
      requestedType: "pass",
      status: "declined",
      bothPassed: true,
      createdAt: theirPass.createdAt,
    });
  }
  return insertPairing(tx, {
    user1Id: actorId,
    user2Id: theirPass.user1Id,
    relationshipType: action,
    requestedType: action,
    status: "declined",
  });
}

function assertBothOpen(me: UserRow, target: UserRow, type: ConnectionType) {
  if (!target.openToPairingTypes.includes(type))
    throw fieldError("action", `This member is not open to ${TYPE_WORD[type]}`);
  if (!me.openToPairingTypes.includes(type)) {
    throw fieldError("action", `Your profile is not open to ${TYPE_WORD[type]}; change it in your profile first`);
  }
}

/**
 * Both sides hear about a connection made by two crossing requests: `match_created` for a match
 * (which opens their conversation), `pairing_response` for a friendship (docs/api.md §7).
 */
async function announceConnection(tx: DbOrTx, pairing: PairingRow, [me, them]: [UserRow, UserRow]) {
  if (pairing.relationshipType === "match") {
    const { conversation } = await openConversation(tx, pairing);
    await insertNotifications(tx, [
      matchCreated(me.id, them, conversation.id),
      matchCreated(them.id, me, conversation.id),
    ]);
    return;
  }
  await insertNotifications(tx, [
    {
      userId: me.id,
      type: "pairing_response",
      title: "New friend",
      message: `You and ${them.name} are now friends`,
      relatedUserId: them.id,
    },
    {
      userId: them.id,
      type: "pairing_response",
      title: "New friend",
      message: `You and ${me.name} are now friends`,
      relatedUserId: me.id,
    },
  ]);
}

const matchCreated = (userId: number, other: UserRow, conversationId: number): NewNotification => ({
  userId,
  type: "match_created",
  title: "It's a match!",
  message: `You and ${other.name} matched`,
  relatedMatchId: conversationId,
  relatedUserId: other.id,
});

/** POST /pairings/{id}/respond: only the target of a pending request answers it. */
export async function respondToPairing(actor: Actor, pairingId: number, input: RespondBody) {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const pairing = seenByParty(await lockPairing(tx, pairingId), actor.id);
    if (!pairing) throw notFound(REQUEST_NOT_FOUND);
    if (pairing.user2Id !== actor.id)
      throw new AppError("forbidden", "Only the member who received this request can answer it");
    if (pairing.status !== "pending") throw new AppError("conflict", "This request has already been answered");

    if (input.response_type === "decline") {
      // Declined quietly: the requester is not told, and their request stays as it was to them
      // (docs/api.md §5.1), its place in their sent list included.
      await updatePairing(tx, pairing.id, { status: "declined", updatedAt: pairing.updatedAt });
      await announcePairing(tx, (await findPairingWithPeople(tx, pairing.id))!, actor.id);
      return;
    }
    if (input.response_type === "match" && pairing.relationshipType !== "match") {
      throw fieldError("response_type", "A friend request can only be accepted as a friendship");
    }
    const type = input.response_type === "match" ? "match" : "friend";
    const accepted = await updatePairing(tx, pairing.id, { relationshipType: type, status: "accepted" });
    const requester = (await findUserById(tx, pairing.user1Id))!;
    if (type === "match") {
      // One event, one notification each (docs/api.md §7): the requester hears that their request
      // made a match, with the conversation to open; the member who just accepted it keeps the
      // match in their list, already read, as it is no news to them (and so never emailed).
      const { conversation } = await openConversation(tx, accepted);
      await insertNotifications(tx, [
        {
          ...matchCreated(requester.id, actor.user, conversation.id),
          message: `${actor.user.name} accepted your match request`,
        },
        { ...matchCreated(actor.id, requester, conversation.id), isRead: true },
      ]);
    } else {
      await insertNotifications(tx, [
        {
          userId: requester.id,
          type: "pairing_response",
          title: "Friend request accepted",
          message: `${actor.user.name} accepted you as a friend`,
          relatedUserId: actor.id,
        },
      ]);
    }
    await announcePairing(tx, (await findPairingWithPeople(tx, pairing.id))!, actor.id);
  });
  return getPairing(actor, pairingId);
}

/** PUT /pairings/{id}?new_type=: either party of an accepted connection. */
export async function changePairingType(actor: Actor, pairingId: number, newType: ConnectionType) {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const pairing = seenByParty(await lockPairing(tx, pairingId), actor.id);
    if (!pairing) throw notFound("Connection not found");
    if (pairing.status !== "accepted")
      throw new AppError("conflict", "Only an accepted connection can change its type");
    if (pairing.relationshipType === newType) return;
    const other = (await findUserById(tx, pairing.user1Id === actor.id ? pairing.user2Id : pairing.user1Id))!;
    if (
      newType === "match" &&
      !(actor.user.openToPairingTypes.includes("match") && other.openToPairingTypes.includes("match"))
    ) {
      throw fieldError("new_type", "Both of you must be open to matches");
    }
    const updated = await updatePairing(tx, pairing.id, { relationshipType: newType });
    if (newType === "match") {
      const { conversation } = await openConversation(tx, updated);
      await insertNotifications(tx, [matchCreated(other.id, actor.user, conversation.id)]);
    }
    await announcePairing(tx, (await findPairingWithPeople(tx, pairing.id))!, actor.id);
  });
  return getPairing(actor, pairingId);
}

/**
 * DELETE /pairings/{id}: the requester cancels a pending request, or either party ends an
 * accepted connection; its conversation goes with it (foreign key cascade). A request the other
 * declined is pending to its sender, who may cancel it too: it goes for them, and the decline
 * stays as the other's pass on them, so a new request of theirs is declined by it as quietly.
 * One's own pass is taken back (takeBackPass); a request one declined stays declined (409).
 */
export async function deletePairing(actor: Actor, pairingId: number): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const found = seenByParty(await findPairingRow(tx, pairingId), actor.id);
    if (!found) throw notFound("Connection not found");
    // The pair's lock first, as a request takes it: a cancel that leaves a pass behind is not interleaved with one.
    await lockPair(tx, found.user1Id, found.user2Id);
    const row = await lockPairing(tx, pairingId);
    const pairing = seenByParty(row, actor.id);
    if (!row || !pairing) throw notFound("Connection not found");
    if (pairing.status === "pending" && pairing.user1Id !== actor.id) {
      throw new AppError("forbidden", "Only the member who sent this request can cancel it; decline it instead");
    }
    if (pairing.relationshipType === "pass") return takeBackPass(tx, row, actor.id);
    if (pairing.status === "declined") throw new AppError("conflict", "A declined request cannot be removed");
    await announcePairing(tx, (await findPairingWithPeople(tx, pairing.id))!, actor.id, true);
    if (row.status === "declined") {
      await deletePairingRow(tx, row.id);
      await insertPairing(tx, {
        user1Id: row.user2Id,
        user2Id: row.user1Id,
        relationshipType: "pass",
        requestedType: "pass",
        status: "declined",
      });
      return;
    }
    await deletePairingRow(tx, pairing.id);
    // Its conversation's messages and notifications went with it: both members' counts change.
    await publishUnread(tx, [pairing.user1Id, pairing.user2Id]);
  });
  // The conversation's photo messages went with it: their files go once that has committed.
  await purgeRemovedFiles();
}

/**
 * The member takes back their own pass (Undo on Discover, Show again in Settings): the other is
 * back in their Discover. When both had passed, the other's pass stays, as its own row (a new id,
 * as decision 026 replaces rows); the other is told nothing either way, since they never saw it.
 */
async function takeBackPass(tx: DbOrTx, row: PairingRow, actorId: number): Promise<void> {
  const found = (await findPairingWithPeople(tx, row.id))!;
  await deletePairingRow(tx, row.id);
  if (row.bothPassed) {
    const otherId = row.user1Id === actorId ? row.user2Id : row.user1Id;
    await insertPairing(tx, {
      user1Id: otherId,
      user2Id: actorId,
      relationshipType: "pass",
      requestedType: "pass",
      status: "declined",
      createdAt: row.user1Id === otherId ? row.createdAt : undefined,
    });
  }
  await publishEvents(tx, [pairingEvent(actorId, presentPairing(found, actorId), true)]);
}

/** GET /pairings/{id}: one of the caller's, as they see it; another's pass on them is 404 like an unknown id. */
export async function getPairing(actor: Actor, pairingId: number) {
  const found = await findPairingWithPeople(await getDb(), pairingId);
  if (!found || !seenByParty(found.pairing, actor.id)) throw notFound("Connection not found");
  return presentPairing(found, actor.id);
}

export type { PairingListKind };

export async function listPairings(actor: Actor, kind: PairingListKind, page: Page) {
  const { rows, total } = await listPairingsOfUser(await getDb(), actor.id, kind, page);
  return { items: rows.map((row) => presentPairing(row, actor.id)), total };
}

/**
 * POST /matches/from-pairing/{id}: the conversation of an accepted connection, started if it has
 * none (a friendship's conversation starts here; a match's was opened when it was made).
 */
export async function startConversation(actor: Actor, pairingId: number) {
  const db = await getDb();
  const found = await findPairingWithPeople(db, pairingId);
  const seen = found && seenByParty(found.pairing, actor.id);
  if (!found || !seen) throw notFound("Connection not found");
  if (seen.status !== "accepted")
    throw new AppError("conflict", "A conversation needs an accepted match or friendship");
  // Under the pair's lock, so a racing block either ends the connection first (404) or waits.
  const { conversation, created } = await db.transaction(async (tx) => {
    await lockPair(tx, found.pairing.user1Id, found.pairing.user2Id);
    const pairing = await lockPairing(tx, pairingId);
    if (!pairing) throw notFound("Connection not found");
    const existing = await findConversationOfPairing(tx, pairingId);
    return existing ? { conversation: existing, created: false } : openConversation(tx, pairing);
  });
  const other = actor.id === found.pairing.user1Id ? found.user2 : found.user1;
  const body: StartedConversationResponse = {
    id: conversation.id,
    pairing_id: pairingId,
    user1_id: conversation.user1Id,
    user2_id: conversation.user2Id,
    user1_name: found.user1.name,
    user2_name: found.user2.name,
    other_user: { id: other.id, name: other.name },
    created_at: conversation.createdAt.toISOString(),
  };
  return { body, created };
}
