"use client";

import { Badge } from "@/components/ui/badge";
import type { AdminMessage } from "@/lib/admin/contract";
import { ReadBadge } from "../kit/badges";
import { AdminTimestamp } from "../kit/cells";
import { AdminDataScreen } from "../kit/data-screen";
import { contentPreview } from "./message-preview";

const NOUN = { one: "message", many: "messages" };

function Preview({ message }: { message: AdminMessage }) {
  const preview = contentPreview(message.content);
  return (
    <span className="flex flex-wrap items-center gap-2">
      {/* The whole text is the tooltip of a cut preview. */}
      <span
        title={message.content && preview !== message.content ? message.content : undefined}
        className={preview === "(no text)" ? "text-muted italic" : undefined}
      >
        {preview}
      </span>
      {message.photo_url && <Badge tone="neutral">Photo</Badge>}
    </span>
  );
}

/** All Messages (docs/product.md §2): read and delete only. */
export function MessagesScreen() {
  return (
    <AdminDataScreen<AdminMessage, Record<string, never>>
      title="All Messages"
      resource="messages"
      noun={NOUN}
      loadingText="Loading messages..."
      columns={[
        { header: "Match ID", cell: (message) => message.match_id },
        { header: "Sender ID", cell: (message) => message.sender_id },
        { header: "Content Preview", cell: (message) => <Preview message={message} />, className: "max-w-sm min-w-48" },
        { header: "Status", cell: (message) => <ReadBadge read={message.is_read} /> },
        { header: "Created At", cell: (message) => <AdminTimestamp value={message.created_at} withTime /> },
      ]}
      deleteQuestion={() => "Are you sure you want to delete this message?"}
    />
  );
}
