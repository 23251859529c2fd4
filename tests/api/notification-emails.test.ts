import { eq, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as tripMessagesRoute from "@/app/api/v1/group-trips/[id]/messages/route";
import * as deliverRoute from "@/app/api/v1/mail/deliver/route";
import * as unsubscribeRoute from "@/app/api/v1/mail/unsubscribe/route";
import * as messagesRoute from "@/app/api/v1/messages/route";
import * as readRoute from "@/app/api/v1/messages/[id]/read/route";
import * as respondRoute from "@/app/api/v1/pairings/[id]/respond/route";
import * as pairingsRoute from "@/app/api/v1/pairings/route";
import * as settingsRoute from "@/app/api/v1/users/me/notification-settings/route";
import { getDb } from "@/db/client";
import { mailOutbox, notifications, notificationSettings, users } from "@/db/schema";
import { resetEnvCache } from "@/lib/env";
import { runMailCycle } from "@/lib/mail/cycle";
import { deliverDueMail } from "@/lib/mail/deliver";
import { emailDueNotifications } from "@/lib/mail/notification-emails";
import { pruneOutbox } from "@/lib/mail/prune";
import { insertNotifications } from "@/lib/notifications/queries";
import { unsubscribeToken } from "@/lib/notification-settings/token";
import { DEFAULT_NOTIFICATION_SETTINGS } from "@/lib/notification-settings/values";
import { buildConnection, buildMember, buildParticipant, buildTrip } from "../factories";
import { call } from "../helpers/http";
import { loopbackSmtp, type Arrival } from "../helpers/smtp-server";

const SITE = "https://overlap.test";
const smtp = loopbackSmtp();
const arrived = smtp.arrived;

beforeAll(() => smtp.start(SITE));
afterAll(() => smtp.stop());

beforeEach(async () => {
  const db = await getDb();
  // What earlier tests left undecided is not this test's business.
  await db.update(notifications).set({ emailState: "skipped" }).where(isNull(notifications.emailState));
  await db.delete(mailOutbox);
  arrived.length = 0;
});

type Member = Awaited<ReturnType<typeof buildMember>>;

/** Time passing for every notification: they were made `minutes` earlier. */
async function pass(minutes: number) {
  await (
    await getDb()
  )
    .update(notifications)
    .set({ createdAt: sql`${notifications.createdAt} - ${minutes}::integer * interval '1 minute'` });
}

/** One run of the mail worker: the scan, then delivery. */
async function workerRun() {
  await runMailCycle();
}

/** A header as it arrived (mailparser folds List-* headers into its own shape), unfolded. */
const header = (arrival: Arrival, name: string) => {
  const line = arrival.mail.headerLines.find((candidate) => candidate.key === name)?.line ?? "";
  return line
    .slice(line.indexOf(":") + 1)
    .replace(/\r?\n[ \t]+/g, " ")
    .trim();
};

async function sendMessage(from: Member, conversationId: number, content: string) {
  const response = await call(messagesRoute.POST, { token: from.token, body: { match_id: conversationId, content } });
  expect(response.status).toBe(201);
  return response.body as { id: number };
}

async function matched() {
  const [ana, ben] = [await buildMember({ name: "Ana" }), await buildMember({ name: "Ben" })];
  const { conversation } = await buildConnection(ana, ben, "match");
  return { ana, ben, conversationId: conversation!.id };
}

describe("notification settings", () => {
  it("default to everything on but product news, change partially, and refuse what is not a boolean", async () => {
    const me = await buildMember();
    const get = () => call(settingsRoute.GET, { token: me.token });
    expect((await call(settingsRoute.GET)).status).toBe(401);
    expect((await get()).body).toEqual({
      email_pairing_request: true,
      email_match_created: true,
      email_message: true,
      email_trip: true,
      email_product: false,
    });

    const changed = await call(settingsRoute.PUT, {
      method: "PUT",
      token: me.token,
      body: { email_message: false, email_product: true },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ ...DEFAULT_NOTIFICATION_SETTINGS, email_message: false, email_product: true });
    // Partial: what is left out keeps its value.
    const again = await call(settingsRoute.PUT, { method: "PUT", token: me.token, body: { email_trip: false } });
    expect(again.body).toEqual({
      ...DEFAULT_NOTIFICATION_SETTINGS,
      email_message: false,
      email_product: true,
      email_trip: false,
    });
    expect((await get()).body).toEqual(again.body);

    for (const bad of [{ email_message: "yes" }, { email_trip: 1 }, { email_product: null }]) {
      const refused = await call(settingsRoute.PUT, { method: "PUT", token: me.token, body: bad });
      expect(refused.status).toBe(422);
      expect(refused.body.errors).toEqual([expect.objectContaining({ field: Object.keys(bad)[0] })]);
    }
    expect(
      (
        await call(settingsRoute.PUT, {
          method: "PUT",
          token: me.token,
          body: { email_message: true, email_trip: "no" },
        })
      ).status,
    ).toBe(422);
    expect((await get()).body).toEqual(again.body);
  });

  it("are each member's own", async () => {
    const [a, b] = [await buildMember(), await buildMember()];
    await call(settingsRoute.PUT, { method: "PUT", token: a.token, body: { email_pairing_request: false } });
    expect((await call(settingsRoute.GET, { token: b.token })).body).toEqual(DEFAULT_NOTIFICATION_SETTINGS);
  });
});

describe("the 10-minute rule", () => {
  it("emails a notification still unread 10 minutes after it was made, not before, and once", async () => {
    const [ana, ben] = [await buildMember({ name: "Ana" }), await buildMember({ name: "Ben" })];
    expect(
      (await call(pairingsRoute.POST, { token: ana.token, body: { target_user_id: ben.user.id, action: "match" } }))
        .status,
    ).toBe(201);

    await workerRun();
    await pass(9);
    await workerRun();
    expect(arrived).toHaveLength(0);

    await pass(2);
    await workerRun();
    expect(arrived).toHaveLength(1);
    const [email] = arrived as [Arrival];
    expect(email.rcptTo).toEqual([ben.user.email]);
    expect(email.mail.subject).toBe("Ana wants to match with you");
    expect(email.mail.text).toContain("Hello Ben");
    expect(email.mail.text).toContain(`${SITE}/app/matches`);
    expect(email.mail.html).toContain(`href="${SITE}/app/matches"`);
    expect(email.mail.text).toContain(`${SITE}/unsubscribe?token=`);
    expect(header(email, "list-unsubscribe")).toMatch(new RegExp(`^<${SITE}/api/v1/mail/unsubscribe\\?token=[^>]+>$`));
    expect(header(email, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");

    await pass(60);
    await workerRun();
    expect(arrived).toHaveLength(1);
  });

  it("sends nothing for a notification read within the 10 minutes", async () => {
    const { ana, ben, conversationId } = await matched();
    const message = await sendMessage(ana, conversationId, "Coffee in Lisbon?");
    await pass(5);
    expect((await call(readRoute.PUT, { method: "PUT", token: ben.token, params: { id: message.id } })).status).toBe(
      204,
    );
    await pass(6);
    await workerRun();
    expect(arrived).toHaveLength(0);
  });

  it("sends nothing for a type the member turned off, and turning it on later does not send it late", async () => {
    const { ana, ben, conversationId } = await matched();
    await call(settingsRoute.PUT, { method: "PUT", token: ben.token, body: { email_message: false } });
    await sendMessage(ana, conversationId, "Hello?");
    await pass(11);
    await workerRun();
    expect(arrived).toHaveLength(0);
    await call(settingsRoute.PUT, { method: "PUT", token: ben.token, body: { email_message: true } });
    await workerRun();
    expect(arrived).toHaveLength(0);

    // Other types still come.
    const carla = await buildMember({ name: "Carla" });
    await call(pairingsRoute.POST, { token: carla.token, body: { target_user_id: ben.user.id, action: "friend" } });
    await pass(11);
    await workerRun();
    expect(arrived.map((arrival) => arrival.mail.subject)).toEqual(["Carla wants to be friends"]);
  });

  it("emails nobody whose account was deactivated", async () => {
    const { ana, ben, conversationId } = await matched();
    await sendMessage(ana, conversationId, "Are you there?");
    await (await getDb()).update(users).set({ isActive: false }).where(eq(users.id, ben.user.id));
    await pass(11);
    await workerRun();
    expect(arrived).toHaveLength(0);
    expect(await (await getDb()).select().from(mailOutbox)).toEqual([]);
  });

  it("emails nobody whose address is not confirmed yet: it may not be theirs", async () => {
    const { ana, ben, conversationId } = await matched();
    await (await getDb()).update(users).set({ emailVerifiedAt: null }).where(eq(users.id, ben.user.id));
    await sendMessage(ana, conversationId, "Are you there?");
    await pass(11);
    await workerRun();
    expect(arrived).toHaveLength(0);
    expect(await (await getDb()).select().from(mailOutbox)).toEqual([]);
  });
});

describe("one email per event", () => {
  it("a match request accepted is one email to the one who asked, with a sentence for subject; none to the one who accepted", async () => {
    const [ana, ben] = [await buildMember({ name: "Ana" }), await buildMember({ name: "Ben" })];
    const asked = await call(pairingsRoute.POST, {
      token: ana.token,
      body: { target_user_id: ben.user.id, action: "match" },
    });
    // Ben answers within the minute: his request notification is read with it (he saw it), so only the answer is news.
    await (await getDb()).update(notifications).set({ isRead: true }).where(eq(notifications.userId, ben.user.id));
    expect(
      (
        await call(respondRoute.POST, {
          token: ben.token,
          params: { id: asked.body.id },
          body: { response_type: "match" },
        })
      ).status,
    ).toBe(200);

    await pass(11);
    await workerRun();
    expect(arrived.map((email) => [email.rcptTo, email.mail.subject])).toEqual([
      [[ana.user.email], "Ben accepted your match request"],
    ]);
    const [email] = arrived as [Arrival];
    expect(email.mail.text).toContain("Hello Ana,\n\nBen accepted your match request.\n");
    expect(email.mail.text).toMatch(new RegExp(`${SITE}/app/messages/\\d+`));
  });
});

describe("messages", () => {
  it("a burst of 30 unread messages is one email, linking to the conversation, without their words", async () => {
    const { ana, ben, conversationId } = await matched();
    for (let i = 0; i < 30; i++) await sendMessage(ana, conversationId, `secret words ${i}`);
    await pass(11);
    await workerRun();
    expect(arrived).toHaveLength(1);
    const [email] = arrived as [Arrival];
    expect(email.rcptTo).toEqual([ben.user.email]);
    expect(email.mail.subject).toBe("Ana sent you a message");
    expect(email.mail.text).toContain(`${SITE}/app/messages/${conversationId}`);
    expect(email.mail.html).toContain(`href="${SITE}/app/messages/${conversationId}"`);
    expect(`${email.mail.text}${email.mail.html}`).not.toContain("secret words");

    // More messages while it stays unread: no second email.
    await sendMessage(ana, conversationId, "still there?");
    await pass(11);
    await workerRun();
    expect(arrived).toHaveLength(1);
  });

  it("after the member reads the conversation, a later unread message emails again", async () => {
    const { ana, ben, conversationId } = await matched();
    const first = [await sendMessage(ana, conversationId, "one"), await sendMessage(ana, conversationId, "two")];
    await pass(11);
    await workerRun();
    expect(arrived).toHaveLength(1);

    for (const message of first)
      await call(readRoute.PUT, { method: "PUT", token: ben.token, params: { id: message.id } });
    await sendMessage(ana, conversationId, "three");
    await workerRun();
    expect(arrived).toHaveLength(1);
    await pass(11);
    await workerRun();
    expect(arrived).toHaveLength(2);
    expect(arrived.map((arrival) => arrival.rcptTo[0])).toEqual([ben.user.email, ben.user.email]);
  });

  it("a conversation's 10 minutes count from its latest unread message", async () => {
    const { ana, conversationId } = await matched();
    await sendMessage(ana, conversationId, "first");
    await pass(8);
    await sendMessage(ana, conversationId, "second");
    await pass(8);
    await workerRun();
    expect(arrived).toHaveLength(0);
    await pass(3);
    await workerRun();
    expect(arrived).toHaveLength(1);
  });
});

describe("trip chat messages (docs/api.md §6.4, §16)", () => {
  it("are emailed under email_message, not email_trip: one email per chat, linking to it, without their words", async () => {
    const [host, ana, ben] = [
      await buildMember({ name: "Hana" }),
      await buildMember({ name: "Ana" }),
      await buildMember({ name: "Ben" }),
    ];
    const trip = await buildTrip(host.user, { title: "Porto week" });
    for (const who of [ana, ben]) await buildParticipant(trip, who.user, "accepted");
    // Ana keeps trip news by email but not messages; Ben the other way round.
    await call(settingsRoute.PUT, { method: "PUT", token: ana.token, body: { email_message: false } });
    await call(settingsRoute.PUT, { method: "PUT", token: ben.token, body: { email_trip: false } });
    for (const content of ["secret plan one", "secret plan two"]) {
      const sent = await call(tripMessagesRoute.POST, {
        token: host.token,
        params: { id: trip.id },
        body: { content },
      });
      expect(sent.status).toBe(201);
    }
    await pass(11);
    await workerRun();
    expect(arrived).toHaveLength(1);
    const [email] = arrived as [Arrival];
    expect(email.rcptTo).toEqual([ben.user.email]);
    expect(email.mail.subject).toBe('Hana wrote in "Porto week"');
    expect(email.mail.text).toContain(`${SITE}/app/travel-plans/group-trip/${trip.id}#chat`);
    expect(`${email.mail.text}${email.mail.html}`).not.toContain("secret plan");
    // Ana's notification was decided (not emailed) and is not sent later either.
    await call(settingsRoute.PUT, { method: "PUT", token: ana.token, body: { email_message: true } });
    await pass(11);
    await workerRun();
    expect(arrived).toHaveLength(1);
  });
});

describe("unsubscribing", () => {
  async function emailedRequest() {
    const [ana, ben] = [await buildMember({ name: "Ana" }), await buildMember({ name: "Ben" })];
    await call(pairingsRoute.POST, { token: ana.token, body: { target_user_id: ben.user.id, action: "match" } });
    await pass(11);
    await workerRun();
    expect(arrived).toHaveLength(1);
    const link = /^<(.+)>$/.exec(header(arrived[0]!, "list-unsubscribe"))![1]!;
    return { ben, url: new URL(link) };
  }
  const settingsOf = async (member: Member) => (await call(settingsRoute.GET, { token: member.token })).body;
  const oneClick = (token: string) =>
    call(unsubscribeRoute.POST, {
      method: "POST",
      query: { token },
      body: "List-Unsubscribe=One-Click",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });

  it("a POST to the List-Unsubscribe address, without sign-in, turns that type off and answers 200", async () => {
    const { ben, url } = await emailedRequest();
    expect(url.origin + url.pathname).toBe(`${SITE}/api/v1/mail/unsubscribe`);
    const answer = await oneClick(url.searchParams.get("token")!);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ setting: "email_pairing_request", enabled: false });
    expect(await settingsOf(ben)).toEqual({ ...DEFAULT_NOTIFICATION_SETTINGS, email_pairing_request: false });
    // Again: still off, still 200.
    expect((await oneClick(url.searchParams.get("token")!)).status).toBe(200);
    // The address has no GET: a scanner following it changes nothing.
    expect("GET" in unsubscribeRoute).toBe(false);

    // And the next request is not emailed.
    const carla = await buildMember({ name: "Carla" });
    await call(pairingsRoute.POST, { token: carla.token, body: { target_user_id: ben.user.id, action: "match" } });
    await pass(11);
    await workerRun();
    expect(arrived).toHaveLength(1);
  });

  it("a forged or altered token is 400 and changes nothing", async () => {
    const { ben, url } = await emailedRequest();
    const token = url.searchParams.get("token")!;
    const [id, setting, mac] = token.split(".") as [string, string, string];
    const other = await buildMember();
    const forged = [
      `${id}.email_message.${mac}`, // another setting
      `${other.user.id}.${setting}.${mac}`, // another member
      `${id}.${setting}.${mac.slice(0, -2)}${mac.endsWith("AA") ? "BB" : "AA"}`, // another mac
      `${id}.${setting}.`,
      `${id}.${setting}`,
      "garbage",
      `${id}.${setting}.${mac}.extra`,
    ];
    for (const bad of forged) {
      const answer = await oneClick(bad);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ detail: "Invalid unsubscribe link" });
    }
    expect((await call(unsubscribeRoute.POST, { method: "POST" })).status).toBe(422);
    expect(await settingsOf(ben)).toEqual(DEFAULT_NOTIFICATION_SETTINGS);
    expect(await settingsOf(other)).toEqual(DEFAULT_NOTIFICATION_SETTINGS);
  });

  it("a token of an account that is gone is 400", async () => {
    const gone = await buildMember();
    const token = unsubscribeToken(gone.user.id, "email_trip");
    await (await getDb()).delete(users).where(eq(users.id, gone.user.id));
    expect((await oneClick(token)).status).toBe(400);
    expect(
      await (await getDb()).select().from(notificationSettings).where(eq(notificationSettings.userId, gone.user.id)),
    ).toEqual([]);
  });
});

describe("scans", () => {
  async function dueNotifications(count: number) {
    const members = await Promise.all(Array.from({ length: count }, (_, i) => buildMember({ name: `Racer ${i}` })));
    await insertNotifications(
      await getDb(),
      members.map((member) => ({
        userId: member.user.id,
        type: "trip_invite" as const,
        title: "Trip invitation",
        message: `Someone invited ${member.user.name}`,
      })),
    );
    await pass(11);
    return members;
  }

  it("two concurrent scans queue each notification's email once", async () => {
    const members = await dueNotifications(12);
    const reports = await Promise.all([emailDueNotifications(), emailDueNotifications()]);
    expect(reports.reduce((sum, report) => sum + report.emailed, 0)).toBe(12);
    await deliverDueMail();
    expect(arrived.flatMap((arrival) => arrival.rcptTo).sort()).toEqual(
      members.map((member) => member.user.email).sort(),
    );
    expect(arrived[0]!.mail.text).toContain(`${SITE}/app/travel-plans?tab=hosting`);
  });

  it("are bounded per run", async () => {
    await dueNotifications(3);
    expect(await emailDueNotifications({ limit: 2 })).toEqual({ emailed: 2, skipped: 0 });
    expect(await emailDueNotifications({ limit: 2 })).toEqual({ emailed: 1, skipped: 0 });
    expect(await emailDueNotifications({ limit: 2 })).toEqual({ emailed: 0, skipped: 0 });
  });

  it("skip a notification that waited more than a day", async () => {
    await dueNotifications(1);
    await pass(24 * 60);
    expect(await emailDueNotifications()).toEqual({ emailed: 0, skipped: 1 });
  });

  it("run in the cron route too", async () => {
    process.env.CRON_SECRET = "notify-cron-secret";
    resetEnvCache();
    try {
      await dueNotifications(1);
      const answer = await call(deliverRoute.GET, { headers: { authorization: "Bearer notify-cron-secret" } });
      expect(answer.body).toEqual({ sent: 1, retried: 0, failed: 0 });
      expect(arrived).toHaveLength(1);
    } finally {
      delete process.env.CRON_SECRET;
      resetEnvCache();
    }
  });
});

describe("outbox pruning", () => {
  it("deletes sent emails after 7 days and failed ones after 30, never queued ones", async () => {
    const db = await getDb();
    const ago = (days: number) => sql`now() - ${days}::integer * interval '1 day'`;
    const row = (to: string, status: "queued" | "sent" | "failed", days: number) => ({
      to,
      subject: "Old",
      text: "Old",
      html: "<p>Old</p>",
      status,
      createdAt: ago(days + 1) as unknown as Date,
      sentAt: status === "sent" ? (ago(days) as unknown as Date) : null,
    });
    await db
      .insert(mailOutbox)
      .values([
        row("sent-8@example.com", "sent", 8),
        row("sent-6@example.com", "sent", 6),
        row("failed-31@example.com", "failed", 30),
        row("failed-20@example.com", "failed", 20),
        row("queued-40@example.com", "queued", 40),
      ]);
    expect(await pruneOutbox(db)).toBe(2);
    const left = (await db.select({ to: mailOutbox.to }).from(mailOutbox)).map((kept) => kept.to).sort();
    expect(left).toEqual(["failed-20@example.com", "queued-40@example.com", "sent-6@example.com"]);
    expect(await pruneOutbox(db)).toBe(0);
  });
});
