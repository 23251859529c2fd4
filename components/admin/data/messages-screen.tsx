"use client";

import { Badge } from "@/components/ui/badge";
import { ReadBadge } from "./admin-badges";
import { AdminTimestamp } from "./admin-cells";
import { AdminListScreen } from "./admin-list-screen";
import { contentPreview } from "./message-preview";
import type { AdminMessage } from "./types";

const NOUN = { one: "message", many: "messages" };

function Preview({ message }: { message: AdminMessage }) {
  const preview = contentPreview(message.content);
  return (
    <span className="flex flex-wrap items-center gap-2">
      {/* The whole text is the tooltip of a cut preview. */}
      <span title={message.content && preview !== message.content ? message.content : undefined} className={preview === "(no text)" ? "text-muted italic" : undefined}>
        {preview}
      </span>
      {message.photo_url && <Badge tone="neutral">Photo</Badge>}
    </span>
  );
}

/** All Messages (docs/product.md §2): read and delete only. */
export function MessagesScreen() {
  return (
    <AdminListScreen<AdminMessage, never>
      title="All Messages"
      resource="messages"
      noun={NOUN}
      loadingText="Loading messages..."
      columns={[
        { header: "Match ID", cell: (message) => message.match_id },
        { header: "Sender ID", cell: (message) => message.sender_id },
        { header: "Content Preview", cell: (message) => <Preview message={message} />, wrap: true },
        { header: "Status", cell: (message) => <ReadBadge read={message.is_read} /> },
        { header: "Created At", cell: (message) => <AdminTimestamp value={message.created_at} withTime /> },
      ]}
      deleteQuestion={() => "Are you sure you want to delete this message?"}
    />
  );
}
