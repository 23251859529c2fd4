import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import * as eventsRoute from "@/app/api/v1/calendar/events/route";
import * as feedTokenRoute from "@/app/api/v1/calendar/feed/[token]/route";
import * as feedRoute from "@/app/api/v1/calendar/feed/route";
import * as importRoute from "@/app/api/v1/calendar/import/route";
import * as syncRoute from "@/app/api/v1/calendar/sync/route";
import { getDb } from "@/db/client";
import { calendarFeeds, users } from "@/db/schema";
import { buildMember } from "../factories";
import { withoutGoogleSettings } from "../helpers/calendar";
import { call } from "../helpers/http";

/** Calendar rules (docs/api.md §12): 409 without a connection, feed tokens kept hashed and tied to an active owner. */
withoutGoogleSettings();

async function feed(token: string) {
  const response = await feedTokenRoute.GET(new NextRequest(`http://localhost:3000/api/v1/calendar/feed/${token}`), {
    params: Promise.resolve({ token }),
  });
  return response.status;
}
const tokenOf = (feedUrl: string) => /\/api\/v1\/calendar\/feed\/([^/]+)\.ics$/.exec(feedUrl)![1]!;

describe("without a calendar connection (Google not configured here)", () => {
  it("sync, events and import answer 409 Calendar is not connected", async () => {
    const member = await buildMember();
    for (const response of [
      await call(syncRoute.POST, { method: "POST", token: member.token }),
      await call(eventsRoute.GET, { token: member.token }),
      await call(importRoute.POST, { token: member.token, body: { event_ids: [1] } }),
    ]) {
      expect(response.status).toBe(409);
      expect(response.body).toEqual({ detail: "Calendar is not connected" });
    }
  });
});

describe("calendar feed tokens", () => {
  it("are stored only as a SHA-256, and the owner sees the same URL again", async () => {
    const member = await buildMember();
    const url = (await call(feedRoute.GET, { token: member.token })).body.feed_url as string;
    const token = tokenOf(url);
    const [row] = await (await getDb()).select().from(calendarFeeds).where(eq(calendarFeeds.userId, member.user.id));
    expect(row!.token).toBe(createHash("sha256").update(token).digest("hex"));
    expect(JSON.stringify(row)).not.toContain(token);
    expect((await call(feedRoute.GET, { token: member.token })).body.feed_url).toBe(url);
    expect(await feed(`${token}.ics`)).toBe(200);
    // The stored hash is not itself a way in.
    expect(await feed(row!.token.slice(0, 64))).toBe(404);
  });

  it("answer 404 once the owner is deactivated, and again when reactivated", async () => {
    const member = await buildMember();
    const token = tokenOf((await call(feedRoute.GET, { token: member.token })).body.feed_url);
    expect(await feed(token)).toBe(200);
    const db = await getDb();
    await db.update(users).set({ isActive: false }).where(eq(users.id, member.user.id));
    expect(await feed(token)).toBe(404);
    await db.update(users).set({ isActive: true }).where(eq(users.id, member.user.id));
    expect(await feed(token)).toBe(200);
    await db.delete(users).where(eq(users.id, member.user.id));
    expect(await feed(token)).toBe(404);
  });
});
