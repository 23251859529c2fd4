import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, expect } from "vitest";
import { getDb } from "@/db/client";
import { mailOutbox } from "@/db/schema";
import { resetEnvCache } from "@/lib/env";
import { deliverDueMail } from "@/lib/mail/deliver";

/** One email as it reached the loopback server: the envelope's recipients and the parsed message. */
export type Arrival = { rcptTo: string[]; mail: ParsedMail };

/**
 * A real SMTP server on loopback (as tests/api/mail.test.ts runs one): what our nodemailer
 * transport sends arrives in `arrived`, parsed. `start()` points SMTP_URL and friends at it.
 */
export function loopbackSmtp() {
  const arrived: Arrival[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
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
  const saved: Record<string, string | undefined> = {};

  function setEnv(values: Record<string, string | undefined>) {
    for (const [key, value] of Object.entries(values)) {
      if (!(key in saved)) saved[key] = process.env[key];
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
    resetEnvCache();
  }

  return {
    arrived,
    async start(site: string) {
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      const url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
      setEnv({
        SMTP_URL: url,
        EMAIL_FROM: "Overlap <hello@overlap.test>",
        NEXTAUTH_URL: site,
        MAIL_SEND_TIMEOUT_MS: "5000",
      });
    },
    async stop() {
      for (const [key, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      }
      resetEnvCache();
      await new Promise<void>((resolve) => server.close(resolve));
    },
  };
}

/**
 * Sends what is queued, then checks that exactly one email reached `to`, with `subject`, and that
 * its text and HTML both carry the link to `{site}{page}?token=…`; returns the token.
 */
export async function tokenFromMail(
  arrived: Arrival[],
  to: string,
  subject: string,
  page: string,
  site = "https://overlap.test",
): Promise<string> {
  await deliverDueMail();
  const mails = arrived.filter((arrival) => arrival.rcptTo.includes(to));
  expect(mails).toHaveLength(1);
  const { mail } = mails[0]!;
  expect(mail.subject).toBe(subject);
  const link = new RegExp(`${site.replace(/[.]/g, "\\.")}${page}\\?token=[\\w%-]+`).exec(mail.text ?? "")?.[0];
  expect(link).toBeDefined();
  expect(mail.html).toContain(`href="${link}"`);
  const token = new URL(link!).searchParams.get("token")!;
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  return token;
}

/**
 * A test file's mail set-up: the loopback server for the whole file, and before each test an empty
 * outbox, nothing arrived yet, and the rate-limit counters whose keys start with `limitPrefix`
 * cleared (a file sends more links than one member or address may ask for in an hour).
 */
export function loopbackSmtpForFile(site: string, limitPrefix: string) {
  const smtp = loopbackSmtp();
  beforeAll(() => smtp.start(site));
  afterAll(() => smtp.stop());
  beforeEach(async () => {
    smtp.arrived.length = 0;
    const db = await getDb();
    await db.delete(mailOutbox);
    await db.execute(sql`delete from rate_limit_counters where key like ${`${limitPrefix}%`}`);
  });
  return smtp;
}
