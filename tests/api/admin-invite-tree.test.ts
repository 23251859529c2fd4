import { describe, expect, it } from "vitest";
import * as inviteTreeRoute from "@/app/api/v1/admin/invite-tree/route";
import * as inviteesRoute from "@/app/api/v1/admin/users/[id]/invitees/route";
import { getDb } from "@/db/client";
import { users, type UserRow } from "@/db/schema";
import { INVITE_TREE_CHILD_CAP, INVITE_TREE_DEPTH_MAX, INVITE_TREE_NODE_CAP } from "@/lib/invites/values";
import { buildAdmin, buildMember, buildUser } from "../factories";
import { call } from "../helpers/http";

// docs/api.md §9.4: the admin's view of who invited whom.

/** A chain: each member invited by the one before, the first one a root. */
async function buildChain(length: number): Promise<UserRow[]> {
  const chain: UserRow[] = [await buildUser({ name: "Chain root" })];
  for (let i = 1; i < length; i++) chain.push(await buildUser({ name: `Chain ${i}`, invitedBy: chain[i - 1]!.id }));
  return chain;
}

/** Many members at once, each invited by `inviterId` (a plain insert: the factories would take seconds). */
async function insertInvitees(inviterIds: number[], perInviter: number): Promise<void> {
  const rows = inviterIds.flatMap((inviterId) =>
    Array.from({ length: perInviter }, (_, i) => ({
      email: `bulk-${inviterId}-${i}-${Date.now()}@example.com`,
      name: `Bulk ${i}`,
      age: 30,
      passwordHash: "x",
      isActive: true,
      invitedBy: inviterId,
    })),
  );
  const db = await getDb();
  const inserted: { id: number }[] = [];
  for (let i = 0; i < rows.length; i += 200)
    inserted.push(
      ...(await db
        .insert(users)
        .values(rows.slice(i, i + 200))
        .returning({ id: users.id })),
    );
  expect(inserted).toHaveLength(rows.length);
}

describe("the invite tree: who may read it", () => {
  const routes = [
    ["GET /admin/invite-tree", inviteTreeRoute.GET, {}],
    ["GET /admin/users/1/invitees", inviteesRoute.GET, { params: { id: 1 } }],
  ] as const;

  it.each(routes)("%s: 401 anonymous, 403 for a member", async (_name, handler, options) => {
    expect((await call(handler, options)).status).toBe(401);
    const { token } = await buildMember();
    const member = await call(handler, { ...options, token });
    expect(member.status).toBe(403);
    expect(member.body.detail).toBe("Admin access required");
  });
});

describe("GET /admin/invite-tree", () => {
  it("lists a root, then its invitees oldest first, each under its inviter, with counts and states", async () => {
    const { token } = await buildAdmin();
    const root = await buildUser({ name: "Root Ana", handle: `ana${Date.now() % 1_000_000}` });
    const first = await buildUser({ name: "First", invitedBy: root.id, canInvite: false });
    const second = await buildUser({ name: "Second", invitedBy: root.id, isActive: false });
    const grandchild = await buildUser({ name: "Grandchild", invitedBy: first.id });

    const { status, body, headers } = await call(inviteTreeRoute.GET, {
      token,
      query: { has_invitees: "true", limit: 1, depth: 3 },
    });
    expect(status).toBe(200);
    expect(Number(headers.get("x-total-count"))).toBeGreaterThanOrEqual(1);
    expect(body).toEqual([
      {
        id: root.id,
        name: "Root Ana",
        handle: root.handle,
        status: "active",
        is_admin: false,
        can_invite: true,
        invite_count: 2,
        parent_id: null,
        level: 1,
      },
      {
        id: first.id,
        name: "First",
        handle: null,
        status: "active",
        is_admin: false,
        can_invite: false,
        invite_count: 1,
        parent_id: root.id,
        level: 2,
      },
      {
        id: grandchild.id,
        name: "Grandchild",
        handle: null,
        status: "active",
        is_admin: false,
        can_invite: true,
        invite_count: 0,
        parent_id: first.id,
        level: 3,
      },
      {
        id: second.id,
        name: "Second",
        handle: null,
        status: "pending",
        is_admin: false,
        can_invite: true,
        invite_count: 0,
        parent_id: root.id,
        level: 2,
      },
    ]);

    // Two levels by default: the grandchild is counted on its inviter, not listed.
    const shallow = await call(inviteTreeRoute.GET, { token, query: { has_invitees: "true", limit: 1 } });
    expect(shallow.body.map((node: { id: number }) => node.id)).toEqual([root.id, first.id, second.id]);
    expect(shallow.body[1].invite_count).toBe(1);
  });

  it("has_invitees=true leaves out the roots who invited nobody; without it every root is listed, and invitees never are roots", async () => {
    const { token } = await buildAdmin();
    const inviter = await buildUser();
    const invitee = await buildUser({ invitedBy: inviter.id });
    const loner = await buildUser();

    const all = await call(inviteTreeRoute.GET, { token, query: { limit: 3, depth: 1 } });
    expect(all.body.map((node: { id: number }) => node.id)).toEqual([loner.id, inviter.id, all.body[2].id]);
    expect(
      all.body.every(
        (node: { level: number; parent_id: number | null }) => node.level === 1 && node.parent_id === null,
      ),
    ).toBe(true);
    expect(all.body.some((node: { id: number }) => node.id === invitee.id)).toBe(false);

    const inviters = await call(inviteTreeRoute.GET, { token, query: { limit: 1, depth: 1, has_invitees: "true" } });
    expect(inviters.body.map((node: { id: number }) => node.id)).toEqual([inviter.id]);
    const total = Number(
      (await call(inviteTreeRoute.GET, { token, query: { limit: 1 } })).headers.get("x-total-count"),
    );
    expect(Number(inviters.headers.get("x-total-count"))).toBeLessThan(total);
  });

  it("a deep chain stops at depth, and the member at the bottom is read on with their invitees", async () => {
    const { token } = await buildAdmin();
    const chain = await buildChain(INVITE_TREE_DEPTH_MAX + 3);

    const tree = await call(inviteTreeRoute.GET, {
      token,
      query: { has_invitees: "true", limit: 1, depth: INVITE_TREE_DEPTH_MAX },
    });
    expect(tree.status).toBe(200);
    expect(tree.body.map((node: { id: number }) => node.id)).toEqual(
      chain.slice(0, INVITE_TREE_DEPTH_MAX).map((user) => user.id),
    );
    const bottom = tree.body.at(-1);
    expect(bottom).toMatchObject({ level: INVITE_TREE_DEPTH_MAX, invite_count: 1 });

    const more = await call(inviteesRoute.GET, {
      token,
      params: { id: bottom.id },
      query: { depth: INVITE_TREE_DEPTH_MAX },
    });
    expect(more.status).toBe(200);
    expect(more.headers.get("x-total-count")).toBe("1");
    expect(more.body.map((node: { id: number; level: number }) => [node.id, node.level])).toEqual(
      chain.slice(INVITE_TREE_DEPTH_MAX).map((user, i) => [user.id, i + 1]),
    );
    expect(more.body[0].parent_id).toBe(bottom.id);
  });

  it.each([
    [{ depth: INVITE_TREE_DEPTH_MAX + 1 }],
    [{ depth: 0 }],
    [{ depth: "deep" }],
    [{ has_invitees: "yes" }],
    [{ limit: 0 }],
  ])("refuses %j with 422", async (query) => {
    const { token } = await buildAdmin();
    expect((await call(inviteTreeRoute.GET, { token, query })).status).toBe(422);
  });

  it("lists at most 20 invitees of one member below the first level; the rest are paged from the member", async () => {
    const { token } = await buildAdmin();
    const root = await buildUser();
    await insertInvitees([root.id], INVITE_TREE_CHILD_CAP + 5);

    const tree = await call(inviteTreeRoute.GET, { token, query: { has_invitees: "true", limit: 1 } });
    expect(tree.body[0]).toMatchObject({ id: root.id, invite_count: INVITE_TREE_CHILD_CAP + 5 });
    expect(tree.body).toHaveLength(1 + INVITE_TREE_CHILD_CAP);

    const rest = await call(inviteesRoute.GET, {
      token,
      params: { id: root.id },
      query: { skip: INVITE_TREE_CHILD_CAP },
    });
    expect(rest.headers.get("x-total-count")).toBe(String(INVITE_TREE_CHILD_CAP + 5));
    expect(rest.body).toHaveLength(5);
    const listed = new Set([...tree.body.slice(1), ...rest.body].map((node: { id: number }) => node.id));
    expect(listed.size).toBe(INVITE_TREE_CHILD_CAP + 5);
  });
});

describe("GET /admin/users/{id}/invitees", () => {
  it("404 for an unknown member; an empty page for one who invited nobody", async () => {
    const { token } = await buildAdmin();
    const missing = await call(inviteesRoute.GET, { token, params: { id: 2_000_000_000 } });
    expect(missing.status).toBe(404);
    expect(missing.body.detail).toBe("User not found");
    const nobody = await call(inviteesRoute.GET, { token, params: { id: (await buildUser()).id } });
    expect(nobody.status).toBe(200);
    expect(nobody.body).toEqual([]);
    expect(nobody.headers.get("x-total-count")).toBe("0");
  });

  it(`holds at most ${INVITE_TREE_NODE_CAP} members in one answer`, async () => {
    const { token } = await buildAdmin();
    const inviter = await buildUser();
    await insertInvitees([inviter.id], 100);
    const { body: direct } = await call(inviteesRoute.GET, {
      token,
      params: { id: inviter.id },
      query: { limit: 100 },
    });
    await insertInvitees(
      direct.map((node: { id: number }) => node.id),
      5,
    );

    const { status, body } = await call(inviteesRoute.GET, {
      token,
      params: { id: inviter.id },
      query: { limit: 100, depth: 3 },
    });
    expect(status).toBe(200);
    expect(body).toHaveLength(INVITE_TREE_NODE_CAP);
    expect(body.filter((node: { level: number }) => node.level === 1)).toHaveLength(100);
  });
});
