import "server-only";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import { env } from "@/lib/env";
import type { MailMessage } from "./templates";

export type MailTransport = { send(message: MailMessage, id: number): Promise<void>; close(): void };

/**
 * SMTP when SMTP_URL is set; otherwise each email becomes an .eml file in MAIL_OUTBOX_DIR and its
 * subject and links are logged, so every link can be followed locally (docs/api.md §16).
 */
export function openTransport(): MailTransport {
  const config = env();
  const from = config.EMAIL_FROM;
  const timeout = config.MAIL_SEND_TIMEOUT_MS;
  if (config.SMTP_URL) {
    const smtp = nodemailer.createTransport({
      url: config.SMTP_URL,
      connectionTimeout: timeout,
      greetingTimeout: timeout,
      socketTimeout: timeout,
    });
    return {
      send: (message) =>
        withTimeout(
          smtp.sendMail({ from, ...message }).then(() => undefined),
          timeout,
        ),
      close: () => smtp.close(),
    };
  }
  const writer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(message, id) {
      const info = await writer.sendMail({ from, ...message });
      const dir = path.resolve(config.MAIL_OUTBOX_DIR);
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${id}.eml`);
      await writeFile(file, info.message as Buffer);
      const links = message.text.match(/https?:\/\/\S+/g) ?? [];
      console.log(
        `Overlap mail to outbox: "${message.subject}" → ${file}${links.map((link) => `\n  ${link}`).join("")}`,
      );
    },
    close: () => writer.close(),
  };
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Sending timed out after ${ms} ms`)), ms);
  });
  return Promise.race([work, expired]).finally(() => clearTimeout(timer));
}
