import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, inArray, sql } from "drizzle-orm";
import { NextRequest } from "next/server";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as tripMessagesRoute from "@/app/api/v1/group-trips/[id]/messages/route";
import * as uploadPhotoRoute from "@/app/api/v1/messages/upload-photo/route";
import * as messagesRoute from "@/app/api/v1/messages/route";
import * as sweepRoute from "@/app/api/v1/sweep/route";
import * as servedRoute from "@/app/uploads/[name]/route";
import { getDb, queryRows } from "@/db/client";
import { calendarEvents, uploads } from "@/db/schema";
import { addDays, todayUtc } from "@/lib/dates/days";
import { PHOTO_NOT_UPLOADED } from "@/lib/messages/values";
import { sweepStoredData } from "@/lib/sweep/service";
import { UNSENT_PHOTOS_FULL, UNSENT_PHOTOS_MAX } from "@/lib/uploads/values";
import { buildMember, buildParticipant, buildTrip } from "../factories";
import { connectedPair } from "../helpers/connections";
import { onPostgres } from "../helpers/database";
import { call } from "../helpers/http";
import { setEnv } from "../helpers/env";

/**
 * The sweep of what members store (docs/security.md, "Counts" and "Stored files"): calendar events
 * that are over; message photos never sent, removed a day after upload (row, file and URL); a cap
 * on how many unsent photos a member holds; and a send racing the sweep never leaves a message
 * showing a removed photo.
 */
type Member = Awaited<ReturnType<typeof buildMember>>;
const CRON_SECRET = "cron-secret-for-the-sweep-tests";
let uploadsDir: string;

beforeAll(() => {
  uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), "overlap-unsent-photos-"));
  setEnv({
    UPLOADS_DIR: uploadsDir,
    UPLOADTHING_TOKEN: undefined,
    UPLOADTHING_INGEST_URL: undefined,
    UPLOADTHING_API_URL: undefined,
    CRON_SECRET,
  });
});

afterAll(() => {
  setEnv({ UPLOADS_DIR: undefined, CRON_SECRET: undefined });
  fs.rmSync(uploadsDir, { recursive: true, force: true });
});

let shade = 0;
const png = () =>
  sharp({ create: { width: 12, height: 12, channels: 3, background: { r: shade++ % 256, g: 40, b: 200 } } })
    .png()
    .toBuffer();

/** POST /messages/upload-photo as a browser sends it: the status and the answer. */
async function upload(who: Member) {
  const form = new FormData();
  form.append("file", new File([new Uint8Array(await png())], "photo.png", { type: "image/png" }));
  const encoded = new Response(form);
  const body = new Uint8Array(await encoded.arrayBuffer());
  const req = new NextRequest("http://localhost:3000/api/v1/messages/upload-photo", {
    method: "POST",
    headers: {
      authorization: `Bearer ${who.token}`,
      "content-type": encoded.headers.get("content-type")!,
      "content-length": String(body.byteLength),
    },
    body,
  });
  const response = await uploadPhotoRoute.POST(req, { params: Promise.resolve({}) });
  return { status: response.status, body: await response.json() };
}

async function photo(who: Member): Promise<string> {
  const answer = await upload(who);
  expect(answer.status).toBe(201);
  return answer.body.photo_url as string;
}

const send = (who: Member, matchId: number, url: string) =>
  call(messagesRoute.POST, { token: who.token, body: { match_id: matchId, content: "", photo_url: url } });

/** Uploaded `hours` ago, as far as the sweep can tell. */
async function age(url: string, hours: number) {
  await (
    await getDb()
  )
    .update(uploads)
    .set({ createdAt: sql`now() - make_interval(hours => ${hours})` })
    .where(eq(uploads.url, url));
}

const sweep = (authorization?: string) => call(sweepRoute.GET, { headers: authorization ? { authorization } : {} });

async function served(url: string) {
  const name = url.replace(/^\/uploads\//, "");
  return (await servedRoute.GET(new Request(`http://localhost:3000${url}`), { params: Promise.resolve({ name }) }))
    .status;
}
const onDisk = (url: string) => fs.existsSync(path.join(uploadsDir, url.replace(/^\/uploads\//, "")));
const rowOf = async (url: string) => (await (await getDb()).select().from(uploads).where(eq(uploads.url, url)))[0];

describe("unsent message photos", () => {
  it("are removed a day after upload by the scheduler's sweep (row, file, URL); sent ones and younger ones stay", async () => {
    const { a, b, matchId } = await connectedPair();
    const host = await buildMember();
    const trip = await buildTrip(host.user);
    await buildParticipant(trip, a.user, "accepted");

    const unsent = await photo(a);
    const sentInConversation = await photo(a);
    const sentInTrip = await photo(a);
    const young = await photo(b);
    expect((await send(a, matchId, sentInConversation)).status).toBe(201);
    expect(
      (await call(tripMessagesRoute.POST, { token: a.token, params: { id: trip.id }, body: { photo_url: sentInTrip } }))
        .status,
    ).toBe(201);
    for (const url of [unsent, sentInConversation, sentInTrip]) await age(url, 25);
    await age(young, 23);

    expect((await sweep()).status).toBe(401);
    expect((await sweep("Bearer not-the-secret")).status).toBe(401);
    const swept = await sweep(`Bearer ${CRON_SECRET}`);
    expect(swept.status).toBe(200);
    expect(swept.body.unsent_photos_removed).toBe(1);

    expect(await rowOf(unsent)).toBeUndefined();
    expect(await served(unsent)).toBe(404);
    expect(onDisk(unsent)).toBe(false);
    for (const url of [sentInConversation, sentInTrip, young]) {
      expect(await rowOf(url), url).toBeDefined();
      expect(await served(url), url).toBe(200);
      expect(onDisk(url), url).toBe(true);
    }
    // The swept photo can no longer be sent; a second sweep finds nothing more.
    const late = await send(a, matchId, unsent);
    expect(late.status).toBe(422);
    expect(late.body.errors).toEqual([expect.objectContaining({ field: "photo_url", message: PHOTO_NOT_UPLOADED })]);
    expect((await sweepStoredData()).unsent_photos_removed).toBe(0);
  });

  it(`refuses the upload past ${UNSENT_PHOTOS_MAX} unsent photos with 409, and has room again once one is sent`, async () => {
    const { a, matchId } = await connectedPair();
    const urls: string[] = [];
    for (let i = 0; i < UNSENT_PHOTOS_MAX; i++) urls.push(await photo(a));
    const files = fs.readdirSync(uploadsDir).length;
    const refused = await upload(a);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ detail: UNSENT_PHOTOS_FULL });
    // Refused before anything was stored.
    expect(fs.readdirSync(uploadsDir)).toHaveLength(files);
    expect(await (await getDb()).select().from(uploads).where(eq(uploads.ownerId, a.user.id))).toHaveLength(
      UNSENT_PHOTOS_MAX,
    );

    expect((await send(a, matchId, urls[0]!)).status).toBe(201);
    expect((await upload(a)).status).toBe(201);
    expect((await upload(a)).status).toBe(409);
  });

  it("a send racing the sweep either shows the photo, kept, or is refused with the photo gone", async () => {
    const { a, matchId } = await connectedPair();
    const rounds = onPostgres() ? 10 : 2;
    for (let round = 0; round < rounds; round++) {
      const url = await photo(a);
      await age(url, 25);
      const [sent] = await Promise.all([send(a, matchId, url), sweepStoredData()]);
      const row = await rowOf(url);
      if (sent.status === 201) {
        expect(row?.sentAt, `round ${round}`).not.toBeNull();
        expect(await served(url)).toBe(200);
      } else {
        expect(sent.status).toBe(422);
        expect(row, `round ${round}`).toBeUndefined();
      }
    }
  });
});

describe("calendar events that are over", () => {
  /** `count` kept events of one day each, one a day from `fromDay` (negative: past). */
  async function keep(member: Member, source: "ics" | "google", count: number, fromDay: number, imported = false) {
    const rows = Array.from({ length: count }, (_, i) => {
      const date = addDays(todayUtc(), fromDay + i);
      return {
        userId: member.user.id,
        source,
        externalId: `${source}-${fromDay}-${i}`,
        summary: "Kept",
        startDate: date,
        endDate: addDays(date, 1),
        extractedArrivalDate: date,
        extractedDepartureDate: date,
        importedAt: imported ? new Date() : null,
      };
    });
    await (await getDb()).insert(calendarEvents).values(rows);
  }

  it("are swept for every member, imported ones too, by the scheduler's route; yesterday's and later ones stay", async () => {
    const [first, second] = [await buildMember(), await buildMember()];
    await keep(first, "ics", 30, -40);
    await keep(first, "ics", 5, -50, true);
    await keep(first, "ics", 6, -1);
    await keep(second, "google", 10, -12);
    await keep(second, "google", 3, 100, true);
    const swept = await sweep(`Bearer ${CRON_SECRET}`);
    expect(swept.status).toBe(200);
    expect(swept.body.calendar_events_removed).toBe(45);
    const left = await (
      await getDb()
    )
      .select({ date: calendarEvents.extractedDepartureDate })
      .from(calendarEvents)
      .where(inArray(calendarEvents.userId, [first.user.id, second.user.id]));
    expect(left.map((row) => row.date).sort()).toEqual(
      [
        ...Array.from({ length: 6 }, (_, i) => addDays(todayUtc(), i - 1)),
        ...[100, 101, 102].map((n) => addDays(todayUtc(), n)),
      ].sort(),
    );
  });

  it.skipIf(onPostgres())(
    "on PGlite (no autovacuum), make the space of replaced events reusable: a member's churn does not grow the table",
    async () => {
      const member = await buildMember();
      const db = await getDb();
      const size = async () =>
        (
          await queryRows<{ size: number }>(db, sql`select pg_total_relation_size('calendar_events')::float8 as size`)
        )[0]!.size;
      // What an upload does to the kept events of an earlier one: 1,000 rows written, 1,000 deleted.
      const churn = async (round: number) => {
        await db.execute(sql`
        insert into calendar_events (user_id, source, external_id, description, start_date, extracted_arrival_date, extracted_departure_date)
        select ${member.user.id}, 'ics', ${`round-${round}-`} || g, repeat('agenda ', 150), ${addDays(todayUtc(), 5)}::date, ${addDays(todayUtc(), 5)}::date, ${addDays(todayUtc(), 5)}::date
        from generate_series(1, 1000) g`);
        await db.delete(calendarEvents).where(eq(calendarEvents.userId, member.user.id));
      };
      await churn(0);
      await sweepStoredData();
      const settled = await size();
      for (let round = 1; round <= 8; round++) {
        await churn(round);
        await sweepStoredData();
      }
      expect(await size()).toBeLessThan(2 * settled);
    },
  );
});
