/**
 * The shapes the messaging screens read from /api/v1 (docs/api.md §5). Written out here rather than
 * imported from the server's schemas so that client bundles never pull in server modules.
 */
export type Message = {
  id: number;
  match_id: number;
  sender_id: number;
  content: string;
  photo_url: string | null;
  is_read: boolean;
  created_at: string;
};

export type ConversationPerson = { id: number; name: string; handle: string | null; photos: string[] };

export type Conversation = {
  id: number;
  pairing_id: number | null;
  user1_id: number;
  user2_id: number;
  user1_name: string;
  user2_name: string;
  relationship_type: "match" | "friend" | (string & {});
  other_user: ConversationPerson;
  last_message: Message | null;
  unread_count: number;
  created_at: string;
  last_activity_at: string;
};
