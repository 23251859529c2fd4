import { describe, expect, it } from "vitest";
import * as notificationReadRoute from "@/app/api/v1/notifications/[id]/read/route";
import * as notificationRoute from "@/app/api/v1/notifications/[id]/route";
import * as readAllRoute from "@/app/api/v1/notifications/read-all/route";
import * as notificationsRoute from "@/app/api/v1/notifications/route";
import * as unreadRoute from "@/app/api/v1/notifications/unread-count/route";
import { getDb } from "@/db/client";
import { notifications } from "@/db/schema";
import { buildMember } from "../factories";
import { call } from "../helpers/http";

type Member = Awaited<ReturnType<typeof buildMember>>;

async function notify(member: Member, count: number) {
  const db = await getDb();
  for (let i = 0; i < count; i++) {
    await db.insert(notifications).values({
      userId: member.user.id,
      type: "pairing_request",
      title: `Note ${i}`,
      message: `Message ${i}`,
      createdAt: new Date(Date.now() - (count - i) * 1000),
    });
  }
}
const list = (member: Member, query: Record<string, number> = {}) =>
  call(notificationsRoute.GET, { token: member.token, query });
const unread = async (member: Member) => (await call(unreadRoute.GET, { token: member.token })).body.count;

describe("notifications", () => {
  it("lists the caller's own, newest first, with paging (limit at most 100) and X-Total-Count", async () => {
    const me = await buildMember();
    const other = await buildMember();
    await notify(me, 3);
    await notify(other, 1);
    const all = await list(me);
    expect(all.status).toBe(200);
    expect(all.body.map((n: { title: string }) => n.title)).toEqual(["Note 2", "Note 1", "Note 0"]);
    expect(all.headers.get("x-total-count")).toBe("3");
    expect(Object.keys(all.body[0]).sort()).toEqual(
      [
        "created_at",
        "id",
        "is_read",
        "message",
        "related_match_id",
        "related_trip_id",
        "related_user_id",
        "title",
        "type",
      ].sort(),
    );
    expect((await list(me, { skip: 1, limit: 1 })).body.map((n: { title: string }) => n.title)).toEqual(["Note 1"]);
    await notify(me, 120);
    expect((await list(me, { limit: 500 })).body).toHaveLength(100);
    expect((await list(me, { limit: 0 })).status).toBe(422);
  });

  it("counts unread, marks one or all read, and deletes", async () => {
    const me = await buildMember();
    await notify(me, 3);
    const [newest, middle] = (await list(me)).body;
    expect(await unread(me)).toBe(3);
    expect(
      (await call(notificationReadRoute.PUT, { method: "PUT", token: me.token, params: { id: newest.id } })).status,
    ).toBe(204);
    expect(await unread(me)).toBe(2);
    expect(
      (await call(notificationRoute.DELETE, { method: "DELETE", token: me.token, params: { id: middle.id } })).status,
    ).toBe(204);
    expect((await list(me)).body).toHaveLength(2);
    expect(await unread(me)).toBe(1);
    expect((await call(readAllRoute.PUT, { method: "PUT", token: me.token })).status).toBe(204);
    expect(await unread(me)).toBe(0);
  });

  it("treats someone else's notification as absent (404) and changes nothing", async () => {
    const me = await buildMember();
    const other = await buildMember();
    await notify(other, 1);
    const [theirs] = (await list(other)).body;
    expect(
      (await call(notificationReadRoute.PUT, { method: "PUT", token: me.token, params: { id: theirs.id } })).status,
    ).toBe(404);
    expect(
      (await call(notificationRoute.DELETE, { method: "DELETE", token: me.token, params: { id: theirs.id } })).status,
    ).toBe(404);
    await call(readAllRoute.PUT, { method: "PUT", token: me.token });
    expect(await unread(other)).toBe(1);
    expect((await list(other)).body).toHaveLength(1);
  });

  it("needs a member on every route", async () => {
    for (const [handler, options] of [
      [notificationsRoute.GET, {}],
      [unreadRoute.GET, {}],
      [readAllRoute.PUT, { method: "PUT" }],
      [notificationReadRoute.PUT, { method: "PUT", params: { id: 1 } }],
      [notificationRoute.DELETE, { method: "DELETE", params: { id: 1 } }],
    ] as const) {
      expect((await call(handler, options)).status).toBe(401);
    }
  });
});
