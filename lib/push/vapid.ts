import "server-only";
import { eq } from "drizzle-orm";
import webpush from "web-push";
import type { DbOrTx } from "@/db/client";
import { appSettings } from "@/db/schema";
import { env } from "@/lib/env";

/**
 * The server's VAPID identity (RFC 8292; docs/decisions/018-web-push.md, "Keys"). From
 * VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when set; else a pair generated once and stored in
 * app_settings, so every process (and every restart) signs with the same key: a browser's
 * subscription is bound to the public key it was made with.
 */
export type VapidKeys = { publicKey: string; privateKey: string };

const SETTING_KEY = "vapid_keys";

const cache = new WeakMap<object, Promise<VapidKeys>>();

export function vapidKeys(db: DbOrTx): Promise<VapidKeys> {
  const config = env();
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) {
    return Promise.resolve({ publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY });
  }
  let keys = cache.get(db);
  if (!keys) {
    keys = storedKeys(db);
    cache.set(db, keys);
    keys.catch(() => cache.delete(db));
  }
  return keys;
}

async function storedKeys(db: DbOrTx): Promise<VapidKeys> {
  // Two processes starting at once both generate; the first insert wins and both read it back.
  await db.insert(appSettings).values({ key: SETTING_KEY, value: webpush.generateVAPIDKeys() }).onConflictDoNothing();
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, SETTING_KEY));
  const value = row?.value as Partial<VapidKeys> | undefined;
  if (!value?.publicKey || !value.privateKey) throw new Error("The stored VAPID keys are unreadable");
  return { publicKey: value.publicKey, privateKey: value.privateKey };
}

/**
 * The contact a push service may write to about our pushes: VAPID_SUBJECT (mailto: or https:),
 * else the site's https address, else the sender address of our email.
 */
export function vapidSubject(): string {
  const config = env();
  if (config.VAPID_SUBJECT) return config.VAPID_SUBJECT;
  if (config.NEXTAUTH_URL?.startsWith("https://")) return new URL(config.NEXTAUTH_URL).origin;
  const address = /<([^>]+)>/.exec(config.EMAIL_FROM)?.[1] ?? config.EMAIL_FROM.trim();
  return `mailto:${address}`;
}

/** For startup: what is wrong with the VAPID settings, if anything. */
export function vapidConfigProblem(): string | null {
  const config = env();
  if (Boolean(config.VAPID_PUBLIC_KEY) !== Boolean(config.VAPID_PRIVATE_KEY)) {
    return "Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither (the server then makes and stores a pair).";
  }
  if (config.VAPID_SUBJECT && !/^(mailto:|https:\/\/)/.test(config.VAPID_SUBJECT))
    return "VAPID_SUBJECT must be a mailto: or https:// address.";
  return null;
}

export const PUSH_INSECURE_IGNORED =
  "PUSH_ALLOW_INSECURE_ENDPOINTS is ignored in production: push endpoints must be public https addresses (it is for tests only).";

export const pushTestServiceNotice = (origin: string) =>
  `PUSH_TEST_SERVICE_ORIGIN is set: push endpoints at ${origin} are accepted though not public https addresses (a fake push service, for tests only).`;
