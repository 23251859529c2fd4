import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import * as activateRoute from "@/app/api/v1/admin/users/[id]/activate/route";
import * as deliverRoute from "@/app/api/v1/mail/deliver/route";
import { getDb } from "@/db/client";
import { mailOutbox } from "@/db/schema";
import { deliverDueMail, enqueueMail } from "@/lib/mail/deliver";
import { listOutbox } from "@/lib/mail/service";
import { MAIL_MAX_ATTEMPTS } from "@/lib/mail/values";
import { buildAdmin, buildUser } from "../factories";
import { call } from "../helpers/http";
import { setEnv } from "../helpers/env";

/** A real SMTP server on loopback: what our nodemailer transport sends arrives here, parsed. */
type Arrival = { rcptTo: string[]; mail: ParsedMail };
const arrived: Arrival[] = [];
let refuseRecipients = false;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onRcptTo(_address, _session, callback) {
    if (refuseRecipients) {
      const error = new Error("Mailbox busy, try later") as Error & { responseCode: number };
      error.responseCode = 450;
      return callback(error);
    }
    callback();
  },
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => {
      simpleParser(Buffer.concat(chunks))
        .then((mail) => arrived.push({ rcptTo: session.envelope.rcptTo.map((to) => to.address), mail }))
        .then(() => callback(), callback);
    });
  },
});

let smtpUrl = "";
let outboxDir = "";
const CRON_SECRET = "mail-cron-secret";
const SITE = "https://overlap.test";
const saved: Record<string, string | undefined> = {};
const VARIABLES = ["SMTP_URL", "EMAIL_FROM", "NEXTAUTH_URL", "MAIL_OUTBOX_DIR", "MAIL_SEND_TIMEOUT_MS", "CRON_SECRET"];

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  outboxDir = await mkdtemp(path.join(tmpdir(), "overlap-outbox-"));
  for (const key of VARIABLES) saved[key] = process.env[key];
  setEnv({
    SMTP_URL: smtpUrl,
    EMAIL_FROM: "Overlap <hello@overlap.test>",
    NEXTAUTH_URL: SITE,
    MAIL_OUTBOX_DIR: outboxDir,
    MAIL_SEND_TIMEOUT_MS: "5000",
    CRON_SECRET,
  });
});

afterAll(async () => {
  setEnv(saved);
  await new Promise<void>((resolve) => smtp.close(resolve));
  await rm(outboxDir, { recursive: true, force: true });
});

beforeEach(async () => {
  arrived.length = 0;
  refuseRecipients = false;
  setEnv({ SMTP_URL: smtpUrl });
  await (await getDb()).delete(mailOutbox);
});

async function activateWaitingMember() {
  const { token } = await buildAdmin();
  const waiting = await buildUser({ isActive: false, name: "Wanda Waiting" });
  const response = await call(activateRoute.POST, { method: "POST", token, params: { id: waiting.id } });
  return { response, waiting, token };
}

const rows = async () => (await getDb()).select().from(mailOutbox).orderBy(mailOutbox.id);
/** Time passing: every queued row is due now. */
const makeDue = async () => (await getDb()).update(mailOutbox).set({ nextAttemptAt: sql`now()` });

describe("activation email over SMTP", () => {
  it("an activation sends its owner one email with text and HTML parts and a sign-in link on NEXTAUTH_URL", async () => {
    const { response, waiting, token } = await activateWaitingMember();
    expect(response.status).toBe(200);
    expect(await rows()).toMatchObject([{ to: waiting.email, status: "queued", attempts: 0 }]);

    expect(await deliverDueMail()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(arrived).toHaveLength(1);
    const [{ rcptTo, mail }] = arrived as [Arrival];
    expect(rcptTo).toEqual([waiting.email]);
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.value[0]?.address : undefined).toBe(waiting.email);
    expect(mail.from?.value[0]).toMatchObject({ address: "hello@overlap.test", name: "Overlap" });
    expect(mail.subject).toBe("Your Overlap account is active");
    expect(mail.text).toContain("Hello Wanda Waiting");
    expect(mail.text).toContain(`${SITE}/login`);
    expect(mail.html).toContain(`href="${SITE}/login"`);
    expect(mail.html).toContain('lang="en"');
    expect(await rows()).toMatchObject([{ status: "sent", attempts: 1, lastError: null }]);

    // Activating an active account again tells nobody anything new.
    expect((await call(activateRoute.POST, { method: "POST", token, params: { id: waiting.id } })).status).toBe(200);
    expect(await deliverDueMail()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(arrived).toHaveLength(1);
  });

  it("a rolled-back transaction queues nothing", async () => {
    const db = await getDb();
    await expect(
      db.transaction(async (tx) => {
        await enqueueMail(tx, { to: "ghost@example.com", subject: "Never", text: "Never", html: "<p>Never</p>" });
        throw new Error("the action failed");
      }),
    ).rejects.toThrow("the action failed");
    expect(await rows()).toEqual([]);
  });

  it("names are escaped in the HTML part", async () => {
    const { token } = await buildAdmin();
    const waiting = await buildUser({ isActive: false, name: "<b>Bold</b>" });
    await call(activateRoute.POST, { method: "POST", token, params: { id: waiting.id } });
    const [row] = await rows();
    expect(row?.html).toContain("Hello &lt;b&gt;Bold&lt;/b&gt;,");
    expect(row?.text).toContain("Hello <b>Bold</b>,");
  });
});

describe("the .eml outbox without SMTP_URL", () => {
  it("writes each email as a parseable file and logs its subject and links", async () => {
    setEnv({ SMTP_URL: undefined });
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    try {
      const { waiting } = await activateWaitingMember();
      expect(await deliverDueMail()).toEqual({ sent: 1, retried: 0, failed: 0 });
      const files = (await readdir(outboxDir)).filter((name) => name.endsWith(".eml"));
      expect(files).toHaveLength(1);
      const mail = await simpleParser(await readFile(path.join(outboxDir, files[0]!)));
      expect(mail.subject).toBe("Your Overlap account is active");
      expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : "").toBe(waiting.email);
      expect(mail.text).toContain(`${SITE}/login`);
      expect(mail.html).toContain(`${SITE}/login`);
      const logged = log.mock.calls.map((args) => String(args[0])).join("\n");
      expect(logged).toContain("Your Overlap account is active");
      expect(logged).toContain(`${SITE}/login`);
    } finally {
      log.mockRestore();
    }
    expect(arrived).toHaveLength(0);
  });
});

describe("an SMTP server that refuses or is down", () => {
  it("refused: the activation still answers 200, the row waits a minute, then it is delivered exactly once", async () => {
    refuseRecipients = true;
    const { response, waiting } = await activateWaitingMember();
    expect(response.status).toBe(200);
    expect(await deliverDueMail()).toEqual({ sent: 0, retried: 1, failed: 0 });
    const [row] = await rows();
    expect(row).toMatchObject({ status: "queued", attempts: 1 });
    expect(row!.lastError).toMatch(/450/);
    expect(row!.lastError).not.toContain(waiting.email);
    const waitMs = row!.nextAttemptAt.getTime() - Date.now();
    expect(waitMs).toBeGreaterThan(50_000);
    expect(waitMs).toBeLessThan(70_000);

    refuseRecipients = false;
    expect(await deliverDueMail()).toEqual({ sent: 0, retried: 0, failed: 0 }); // not due yet
    refuseRecipients = true;
    await makeDue();
    expect(await deliverDueMail()).toEqual({ sent: 0, retried: 1, failed: 0 });
    const [second] = await rows();
    const secondWait = second!.nextAttemptAt.getTime() - Date.now();
    expect(secondWait).toBeGreaterThan(110_000); // doubled
    expect(secondWait).toBeLessThan(130_000);

    refuseRecipients = false;
    await makeDue();
    expect(await deliverDueMail()).toEqual({ sent: 1, retried: 0, failed: 0 });
    await makeDue();
    expect(await deliverDueMail()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(arrived.map((arrival) => arrival.rcptTo)).toEqual([[waiting.email]]);
    expect(await rows()).toMatchObject([{ status: "sent", attempts: 3 }]);
  });

  it("down: nothing listens, the row is retried, and delivered once the server is back", async () => {
    const closed = new SMTPServer({ authOptional: true, logger: false });
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const deadPort = (closed.server.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(resolve));
    setEnv({ SMTP_URL: `smtp://127.0.0.1:${deadPort}` });

    const { response } = await activateWaitingMember();
    expect(response.status).toBe(200);
    expect(await deliverDueMail()).toEqual({ sent: 0, retried: 1, failed: 0 });
    expect((await rows())[0]).toMatchObject({ status: "queued", attempts: 1 });

    setEnv({ SMTP_URL: smtpUrl });
    await makeDue();
    expect(await deliverDueMail()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(arrived).toHaveLength(1);
  });

  it(`gives up as failed after ${MAIL_MAX_ATTEMPTS} attempts`, async () => {
    refuseRecipients = true;
    await enqueueMail(await getDb(), { to: "someone@example.com", subject: "Hi", text: "Hi", html: "<p>Hi</p>" });
    await (await getDb()).update(mailOutbox).set({ attempts: MAIL_MAX_ATTEMPTS - 1 });
    expect(await deliverDueMail()).toEqual({ sent: 0, retried: 0, failed: 1 });
    expect((await rows())[0]).toMatchObject({ status: "failed", attempts: MAIL_MAX_ATTEMPTS });
  });
});

describe("delivery runs", () => {
  it("two concurrent runs send each message once", async () => {
    const db = await getDb();
    const addresses = Array.from({ length: 12 }, (_, i) => `twice${i}@example.com`);
    for (const to of addresses)
      await enqueueMail(db, { to, subject: `For ${to}`, text: "Hello", html: "<p>Hello</p>" });
    const reports = await Promise.all([deliverDueMail(), deliverDueMail()]);
    expect(reports.reduce((sum, report) => sum + report.sent, 0)).toBe(12);
    expect(arrived.flatMap((arrival) => arrival.rcptTo).sort()).toEqual([...addresses].sort());
  });

  it("stop at their count bound", async () => {
    const db = await getDb();
    for (let i = 0; i < 3; i++)
      await enqueueMail(db, { to: `bound${i}@example.com`, subject: "Hi", text: "Hi", html: "<p>Hi</p>" });
    expect(await deliverDueMail({ limit: 2 })).toEqual({ sent: 2, retried: 0, failed: 0 });
    expect(await deliverDueMail({ limit: 2 })).toEqual({ sent: 1, retried: 0, failed: 0 });
  });
});

describe("the cron route", () => {
  const cron = (authorization?: string) => call(deliverRoute.GET, { headers: authorization ? { authorization } : {} });

  it("refuses without its secret, and drains the outbox with it", async () => {
    await enqueueMail(await getDb(), { to: "cron@example.com", subject: "Hi", text: "Hi", html: "<p>Hi</p>" });
    expect((await cron()).status).toBe(401);
    expect((await cron("Bearer wrong")).status).toBe(401);
    expect((await call(deliverRoute.POST, { method: "POST" })).status).toBe(401);
    setEnv({ CRON_SECRET: undefined });
    try {
      expect((await cron(`Bearer ${CRON_SECRET}`)).status).toBe(503);
    } finally {
      setEnv({ CRON_SECRET });
    }
    expect(arrived).toHaveLength(0);
    const answer = await cron(`Bearer ${CRON_SECRET}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(arrived).toHaveLength(1);
  });
});

describe("the development outbox list", () => {
  it("shows admins the latest emails, never members, and nobody in production", async () => {
    await enqueueMail(await getDb(), { to: "listed@example.com", subject: "Listed", text: "Hi", html: "<p>Hi</p>" });
    const admin = (await buildAdmin()).user;
    const member = await buildUser();
    expect(await listOutbox({ id: admin.id, isAdmin: true, user: admin })).toMatchObject([
      { to: "listed@example.com", subject: "Listed", status: "queued" },
    ]);
    await expect(listOutbox({ id: member.id, isAdmin: false, user: member })).rejects.toMatchObject({
      code: "forbidden",
    });
    setEnv({ NODE_ENV: "production" });
    try {
      await expect(listOutbox({ id: admin.id, isAdmin: true, user: admin })).rejects.toMatchObject({
        code: "not_found",
      });
    } finally {
      setEnv({ NODE_ENV: "test" });
    }
  });
});
