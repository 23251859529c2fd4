import { z } from "zod";
import type { SessionRow } from "@/db/schema";

// An id that cannot be one of ours names nothing: the route wrapper answers 404.
export const SessionParams = z.object({ id: z.string().regex(/^[\w-]{1,64}$/) });

export const SessionResponse = z.object({
  id: z.string(),
  created_at: z.string(),
  last_used_at: z.string(),
  user_agent: z.string().nullable(),
  current: z.boolean(),
});
export type SessionResponse = z.infer<typeof SessionResponse>;

export function presentSession(row: SessionRow, currentId: string | undefined): SessionResponse {
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt.toISOString(),
    user_agent: row.userAgent,
    current: row.id === currentId,
  };
}
