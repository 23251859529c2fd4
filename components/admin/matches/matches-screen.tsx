"use client";

import type { AdminMatch } from "@/lib/admin/contract";
import { AdminTimestamp, NamedId } from "../kit/cells";
import { AdminDataScreen } from "../kit/data-screen";

const NOUN = { one: "match", many: "matches" };

/** All Matches (docs/product.md §2): read and delete only. */
export function MatchesScreen() {
  return (
    <AdminDataScreen<AdminMatch, Record<string, never>>
      title="All Matches"
      resource="matches"
      noun={NOUN}
      loadingText="Loading matches..."
      columns={[
        {
          header: "User 1",
          cell: (match) => <NamedId name={match.user1_name} id={match.user1_id} fallback={`User ${match.user1_id}`} />,
        },
        {
          header: "User 2",
          cell: (match) => <NamedId name={match.user2_name} id={match.user2_id} fallback={`User ${match.user2_id}`} />,
        },
        { header: "Created At", cell: (match) => <AdminTimestamp value={match.created_at} /> },
      ]}
      deleteQuestion={() => "Are you sure you want to delete this match?"}
    />
  );
}
