import type { SessionRow } from "@/db/schema";
import type { Session } from "./contract";

export function presentSession(row: SessionRow, currentId: string | undefined): Session {
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt.toISOString(),
    user_agent: row.userAgent,
    current: row.id === currentId,
  };
}
