import "server-only";
import { desc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { getDb } from "@/db/client";
import { conversations, messages, users } from "@/db/schema";
import { assertAdmin, type Actor } from "@/lib/auth/actor";
import type { Page } from "@/lib/contract/pagination";
import { presentMessage } from "@/lib/messages/present";
import { purgeRemovedFiles } from "@/lib/uploads/removal";
import { presentAdminMatch } from "./present";
import { deleteById, total } from "./table-rows";

const user1 = alias(users, "user1");
const user2 = alias(users, "user2");

export async function listMatchesAdmin(actor: Actor, page: Page) {
  assertAdmin(actor);
  const db = await getDb();
  const rows = await db
    .select({ conversation: conversations, user1Name: user1.name, user2Name: user2.name })
    .from(conversations)
    .innerJoin(user1, eq(user1.id, conversations.user1Id))
    .innerJoin(user2, eq(user2.id, conversations.user2Id))
    .orderBy(desc(conversations.id))
    .offset(page.skip)
    .limit(page.limit);
  return { items: rows.map(presentAdminMatch), total: await total(db, conversations) };
}

export async function deleteMatchAdmin(actor: Actor, id: number) {
  assertAdmin(actor);
  await deleteById(await getDb(), conversations, conversations.id, id, "Match not found");
  await purgeRemovedFiles();
}

export async function listMessagesAdmin(actor: Actor, page: Page) {
  assertAdmin(actor);
  const db = await getDb();
  const rows = await db.select().from(messages).orderBy(desc(messages.id)).offset(page.skip).limit(page.limit);
  return { items: rows.map(presentMessage), total: await total(db, messages) };
}

export async function deleteMessageAdmin(actor: Actor, id: number) {
  assertAdmin(actor);
  await deleteById(await getDb(), messages, messages.id, id, "Message not found");
  await purgeRemovedFiles();
}
