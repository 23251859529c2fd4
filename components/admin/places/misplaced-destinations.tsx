"use client";

import { api } from "@/components/data/api-client";
import { Button } from "@/components/ui/button";
import type { MisplacedDestination } from "@/lib/cities/contract";
import { formatCount } from "../kit/format";
import { AdminPagedList } from "../kit/paged-list";
import { useAdminMutation } from "../kit/use-admin-mutation";
import { usePagedList } from "../kit/use-paged-list";

/**
 * Plans saved at a place their text may not mean (docs/api.md §9.5): a place with plans whose
 * name, typed alone, once brought plans to it and now means another place (Bāli, India, for
 * "Bali"). One click keeps them there, or moves them to the place the name means now.
 */
export function MisplacedDestinations() {
  const list = usePagedList<MisplacedDestination>("misplaced-destinations");
  return (
    <section aria-labelledby="misplaced-title" className="mt-10">
      <h2 id="misplaced-title" className="text-xl font-semibold text-foreground">
        Saved at a place their text may not mean
      </h2>
      <p className="mb-4 mt-1 text-sm text-muted">
        Plans saved at a place whose name, typed alone, now means another place. Keep them where they are, or move them
        and their trips to that place.
      </p>
      <AdminPagedList
        list={list}
        noun="places"
        loadingText="Loading places..."
        empty={{ title: "Every plan is at the place its name means." }}
        id="admin-misplaced-destinations-table"
        caption="Places whose plans may have meant another place, most members first"
        columns={[
          {
            header: "Saved at",
            rowHeader: true,
            className: "font-semibold text-foreground",
            cell: (row) => row.place.name,
          },
          { header: "Typed as", cell: (row) => row.typed },
          { header: "Now means", cell: (row) => row.suggested.name },
          { header: "Members", cell: (row) => formatCount(row.members) },
          { header: "Upcoming plans", cell: (row) => formatCount(row.upcoming_plans) },
          {
            key: "actions",
            header: <span className="sr-only">Actions</span>,
            className: "whitespace-nowrap text-right",
            cell: (row) => <ReviewActions row={row} />,
          },
        ]}
      />
    </section>
  );
}

function ReviewActions({ row }: { row: MisplacedDestination }) {
  const keep = useAdminMutation({
    mutationFn: () => api("POST /admin/misplaced-destinations/{id}/keep", { params: { id: row.id } }),
    success: `Plans kept at ${row.place.name}`,
    failure: "Failed to keep the place",
  });
  const move = useAdminMutation({
    mutationFn: () =>
      api("POST /admin/misplaced-destinations/{id}/move", {
        params: { id: row.id },
        body: { city_id: row.suggested.id },
      }),
    success: (moved) =>
      `${formatCount(moved.plans)} plans and ${formatCount(moved.trips)} trips moved to ${row.suggested.name}`,
    failure: "Failed to move the plans",
  });
  const busy = keep.isPending || move.isPending;
  return (
    <div className="flex justify-end gap-2">
      <Button variant="secondary" size="sm" disabled={busy} onClick={() => keep.mutate()}>
        Keep<span className="sr-only"> the plans at {row.place.name}</span>
      </Button>
      <Button size="sm" disabled={busy} onClick={() => move.mutate()}>
        Move to {row.suggested.name}
        <span className="sr-only"> from {row.place.name}</span>
      </Button>
    </div>
  );
}
