import { z } from "zod";
import type { MessageRow } from "@/db/schema";

export const MESSAGE_MAX = 5_000;
export const THREAD_PAGE = 100;

const positiveId = z.coerce.number().int().positive();

export const ThreadQuery = z.object({
  before_id: positiveId.optional(),
  after_id: positiveId.optional(),
  limit: z.coerce.number().int().min(1).max(THREAD_PAGE).default(THREAD_PAGE),
});
export type ThreadQuery = z.infer<typeof ThreadQuery>;

export const SendMessageBody = z.object({
  match_id: z.number({ error: "Must be a conversation id" }).int().positive(),
  content: z
    .string()
    .default("")
    .transform((value) => value.trim())
    .pipe(z.string().max(MESSAGE_MAX, `Messages must be at most ${MESSAGE_MAX.toLocaleString("en")} characters`)),
  photo_url: z.string().max(2048).nullable().optional(),
});
export type SendMessageBody = z.infer<typeof SendMessageBody>;

export function presentMessage(message: MessageRow) {
  return {
    id: message.id,
    match_id: message.conversationId,
    sender_id: message.senderId,
    content: message.content,
    photo_url: message.photoUrl,
    is_read: message.isRead,
    created_at: message.createdAt.toISOString(),
  };
}
export type MessageResponse = ReturnType<typeof presentMessage>;
