import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { simpleParser } from "mailparser";
import { expect } from "./fixtures";

// playwright.config.ts points the server's .eml outbox here (no SMTP in browser tests).
const OUTBOX = path.resolve(".data/e2e/outbox");

/**
 * The link to `page` (e.g. "/reset-password") in the email the server's mail worker wrote for `to`
 * (with `subject`, when given), as a path: the link is on NEXTAUTH_URL, the test opens it on the
 * server under test. Polls, since the worker sends within seconds.
 */
export async function emailedLink(to: string, page: string, subject?: string): Promise<string> {
  const pattern = new RegExp(`https?://\\S+${page.replace(/[/-]/g, "\\$&")}\\?token=[\\w%-]+`);
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const files = await readdir(OUTBOX).catch(() => [] as string[]);
        for (const file of files.filter((name) => name.endsWith(".eml"))) {
          const mail = await simpleParser(await readFile(path.join(OUTBOX, file)));
          const recipient = mail.to && !Array.isArray(mail.to) ? mail.to.value[0]?.address : undefined;
          if (recipient !== to || (subject !== undefined && mail.subject !== subject)) continue;
          link = pattern.exec(mail.text ?? "")?.[0] ?? link;
        }
        return link;
      },
      { timeout: 20_000 },
    )
    .toBeTruthy();
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
}
