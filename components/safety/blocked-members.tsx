"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/toast";
import { api } from "@/components/data/api-client";
import { Avatar } from "@/components/profile/avatar";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { errorDetailOrMessage } from "@/components/ui/error-detail";
import type { listMyBlocks } from "@/lib/safety/service";
import { SectionQueryState } from "@/components/settings/section-states";

export type BlockedMember = Awaited<ReturnType<typeof listMyBlocks>>[number];

const blockKeys = { mine: ["users", "me", "blocks"] as const };

const fetchBlocks = () => api("GET /users/me/blocks");

/** Settings' "Blocked members": who the member has blocked, newest first, each with Unblock. */
export function BlockedMembers({ initialBlocks }: { initialBlocks?: BlockedMember[] }) {
  const query = useQuery({ queryKey: blockKeys.mine, queryFn: fetchBlocks, initialData: initialBlocks });

  if (query.isPending || query.isError) return <SectionQueryState query={query} what="blocked members" />;
  if (query.data.length === 0) return <p className="text-muted">You haven&apos;t blocked anyone.</p>;

  return (
    <ul aria-label="Blocked members" className="flex flex-col divide-y divide-border">
      {query.data.map((entry) => (
        <BlockedRow key={entry.user.id} entry={entry} />
      ))}
    </ul>
  );
}

function BlockedRow({ entry }: { entry: BlockedMember }) {
  const queryClient = useQueryClient();
  const { user } = entry;

  async function unblock() {
    try {
      await api("DELETE /users/{id}/block", { params: { id: user.id } });
    } catch (error) {
      toast.error(`Failed to unblock ${user.name}: ${errorDetailOrMessage(error)}`);
      // Already unblocked elsewhere: the list below is out of date either way.
      void queryClient.invalidateQueries({ queryKey: blockKeys.mine });
      throw error;
    }
    toast.success(`${user.name} is unblocked`);
    // Discover and the other lists may show them again.
    await queryClient.invalidateQueries({ refetchType: "none" });
    await queryClient.invalidateQueries({ queryKey: blockKeys.mine });
  }

  return (
    <li className="flex items-center gap-3 py-3">
      <Avatar id={user.id} name={user.name} photo={user.photos[0]} size="md" />
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium text-foreground">{user.name}</p>
        {user.handle && <p className="truncate text-sm text-muted">@{user.handle}</p>}
      </div>
      <ConfirmDialog
        triggerLabel={
          <>
            Unblock<span className="sr-only"> {user.name}</span>
          </>
        }
        title={`Unblock ${user.name}?`}
        description={`${user.name} will be able to find you in Discover, see your profile and send you requests again. Connections that ended when you blocked them do not come back.`}
        confirmLabel="Unblock"
        pendingLabel="Unblocking..."
        onConfirm={unblock}
      />
    </li>
  );
}
