"use client";

import { lazy } from "react";
import { Button } from "@/components/ui/button";
import type { AddedPlace, PlaceCountry, UnplacedDestination } from "@/lib/cities/contract";
import { AdminTimestamp } from "../kit/cells";
import { AdminDataScreen } from "../kit/data-screen";
import { formatCount } from "../kit/format";
import { AdminPagedList } from "../kit/paged-list";
import { useAdminForm } from "../kit/use-admin-form";
import { usePagedList } from "../kit/use-paged-list";
import { MisplacedDestinations } from "./misplaced-destinations";
import {
  EMPTY_PLACE,
  placeCreateBody,
  placeCreateSchema,
  placeUpdateBody,
  placeValues,
  suggestedPlace,
  type PlaceValues,
} from "./place-form";

// "Added": the list holds the places admins added, not the data set's 175,000 cities.
const NOUN = { one: "place", many: "added places" };
// The fields are loaded when the form opens (docs/decisions/021-first-load-weight.md).
const PlaceFields = lazy(() => import("./place-fields"));

/**
 * Places (docs/product.md §2, docs/decisions/024-places-admins-add.md): the places admins added
 * that the world-cities data set lacks, the destinations members typed that name no known place,
 * most members first, each a click from the Add Place form, and the places whose plans their text
 * may not mean (./misplaced-destinations.tsx).
 */
export function PlacesScreen({ countries }: { countries: PlaceCountry[] }) {
  const form = useAdminForm<PlaceValues, AddedPlace>({
    resource: "places",
    noun: NOUN,
    empty: EMPTY_PLACE,
    createSchema: placeCreateSchema,
    createBody: placeCreateBody,
    edit: { fromRow: placeValues, updateBody: placeUpdateBody },
  });
  return (
    <>
      <AdminDataScreen<AddedPlace, PlaceValues>
        title="Places"
        resource="places"
        noun={NOUN}
        loadingText="Loading places..."
        columns={[
          { header: "Place", cell: (place) => place.name },
          { header: "Coordinates", cell: (place) => `${place.latitude}, ${place.longitude}` },
          { header: "Other names", className: "min-w-40", cell: (place) => place.other_names.join(", ") || "—" },
          { header: "Plans", cell: (place) => formatCount(place.plans) },
          { header: "Added", cell: (place) => <AdminTimestamp value={place.added_at} /> },
          { header: "By", cell: (place) => place.added_by?.name ?? "—" },
        ]}
        deleteQuestion={(place) =>
          `Are you sure you want to delete ${place.name}? Its plans keep their destination without a place.`
        }
        create={{ form, addLabel: "Add Place", fields: <PlaceFields form={form} countries={countries} /> }}
      />
      <UnplacedDestinations onAdd={(destination) => form.openCreate(suggestedPlace(destination, countries))} />
      <MisplacedDestinations />
    </>
  );
}

/** What members typed that the city search does not know: the places worth adding. */
function UnplacedDestinations({ onAdd }: { onAdd: (destination: string) => void }) {
  const list = usePagedList<UnplacedDestination>("unplaced-destinations");
  return (
    <section aria-labelledby="unplaced-title" className="mt-10">
      <h2 id="unplaced-title" className="text-xl font-semibold text-foreground">
        Destinations without a place
      </h2>
      <p className="mb-4 mt-1 text-sm text-muted">
        What members typed that names no known place, most members first. Add one as a place and their plans go to it,
        and others find it in the search.
      </p>
      <AdminPagedList
        list={list}
        noun="destinations"
        loadingText="Loading destinations..."
        empty={{ title: "Every destination names a known place." }}
        id="admin-unplaced-destinations-table"
        caption="Destinations without a place, most members first"
        columns={[
          {
            header: "Destination",
            rowHeader: true,
            className: "font-semibold text-foreground",
            cell: (row) => row.destination,
          },
          { header: "Members", cell: (row) => formatCount(row.members) },
          { header: "Upcoming plans", cell: (row) => formatCount(row.upcoming_plans) },
          { header: "All plans", cell: (row) => formatCount(row.plans) },
          {
            key: "actions",
            header: <span className="sr-only">Actions</span>,
            className: "whitespace-nowrap text-right",
            cell: (row) => (
              <Button variant="secondary" size="sm" onClick={() => onAdd(row.destination)}>
                Add as a place<span className="sr-only"> for {row.destination}</span>
              </Button>
            ),
          },
        ]}
      />
    </section>
  );
}
