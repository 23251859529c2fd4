import "server-only";
import { getDb, type DbOrTx } from "@/db/client";
import { findUserById } from "@/lib/accounts/queries";
import type { InviteTreeNode } from "./contract";
import { assertAdmin, type Actor } from "@/lib/auth/actor";
import { notFound } from "@/lib/errors/app-error";
import type { Page } from "@/lib/contract/pagination";
import { firstInvitees, pageInviteeIds, pageRootIds, treeMembers } from "@/lib/invites/tree-queries";
import { INVITE_TREE_CHILD_CAP, INVITE_TREE_NODE_CAP } from "@/lib/invites/values";

/**
 * Who invited whom, for admins (docs/api.md §9.4). An answer is a page of members (roots, or one
 * member's direct invitees) followed level by level by their invitees, down to `depth` levels, at
 * most INVITE_TREE_CHILD_CAP per member below the first level and INVITE_TREE_NODE_CAP in all: one
 * statement per level, so a long chain or a prolific inviter costs the same bounded work.
 */
export async function readInviteTree(actor: Actor, input: Page & { depth: number; has_invitees?: "true" | "false" }) {
  assertAdmin(actor);
  const db = await getDb();
  const { ids, total } = await pageRootIds(db, input.has_invitees === "true", input);
  return { items: await growTree(db, ids, null, input.depth), total };
}

export async function listInvitees(actor: Actor, userId: number, input: Page & { depth: number }) {
  assertAdmin(actor);
  const db = await getDb();
  if (!(await findUserById(db, userId))) throw notFound("User not found");
  const { ids, total } = await pageInviteeIds(db, userId, input);
  return { items: await growTree(db, ids, userId, input.depth), total };
}

/** The first level, then each level's invitees under their inviter, flattened in tree order. */
async function growTree(
  db: DbOrTx,
  firstIds: number[],
  firstParent: number | null,
  depth: number,
): Promise<InviteTreeNode[]> {
  const children = new Map<number, number[]>();
  const parentOf = new Map<number, number | null>(firstIds.map((id) => [id, firstParent]));
  let level = firstIds;
  for (
    let levelNumber = 2;
    levelNumber <= depth && level.length > 0 && parentOf.size < INVITE_TREE_NODE_CAP;
    levelNumber++
  ) {
    const rows = await firstInvitees(db, level, INVITE_TREE_CHILD_CAP);
    // Inviters in the order they are shown, each one's invitees oldest first, cut at the cap.
    const byParent = new Map<number, number[]>();
    for (const row of rows) byParent.set(row.parentId, [...(byParent.get(row.parentId) ?? []), row.id]);
    const next: number[] = [];
    for (const parent of level) {
      for (const id of byParent.get(parent) ?? []) {
        // A cycle cannot be made through the API; guard anyway, a member is listed once.
        if (parentOf.size >= INVITE_TREE_NODE_CAP || parentOf.has(id)) break;
        parentOf.set(id, parent);
        children.set(parent, [...(children.get(parent) ?? []), id]);
        next.push(id);
      }
    }
    level = next;
  }

  const members = await treeMembers(db, [...parentOf.keys()]);
  const nodes: InviteTreeNode[] = [];
  const visit = (id: number, levelNumber: number) => {
    const member = members.get(id);
    if (!member) return;
    nodes.push({
      id,
      name: member.name,
      handle: member.handle,
      status: member.isActive ? "active" : "pending",
      is_admin: member.isAdmin,
      can_invite: member.canInvite,
      invite_count: member.inviteCount,
      parent_id: parentOf.get(id) ?? null,
      level: levelNumber,
    });
    for (const child of children.get(id) ?? []) visit(child, levelNumber + 1);
  };
  for (const id of firstIds) visit(id, 1);
  return nodes;
}
