import type { ConversationResponse } from "./contract";
import type { ConversationListRow } from "./queries";
import type { ConnectionType } from "./values";

const iso = (value: Date | string) => new Date(value).toISOString();

export function presentConversation(row: ConversationListRow): ConversationResponse {
  return {
    id: row.id,
    pairing_id: row.pairing_id,
    user1_id: row.user1_id,
    user2_id: row.user2_id,
    user1_name: row.user1_name,
    user2_name: row.user2_name,
    relationship_type: row.relationship_type as ConnectionType,
    other_user: { id: row.other_id, name: row.other_name, handle: row.other_handle, photos: row.other_photos },
    last_message: row.last_message ? { ...row.last_message, created_at: iso(row.last_message.created_at) } : null,
    unread_count: row.unread_count,
    created_at: iso(row.created_at),
    last_activity_at: iso(row.last_activity_at),
  };
}
