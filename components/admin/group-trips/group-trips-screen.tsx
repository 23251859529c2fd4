"use client";

import { lazy } from "react";
import { TripStatusBadge, TripTypeBadge } from "@/components/trips/trip-badges";
import type { AdminTrip } from "@/lib/admin/contract";
import { AdminDataScreen } from "../kit/data-screen";
import { useAdminForm } from "../kit/use-admin-form";
import { EMPTY_TRIP, tripCreateBody, tripCreateSchema, tripUpdateBody, tripValues, type TripValues } from "./trip-form";

const NOUN = { one: "group trip", many: "group trips" };
// The fields are loaded when the form opens (docs/decisions/021-first-load-weight.md).
const TripFields = lazy(() => import("./trip-fields"));

/** All Group Trips (docs/product.md §2). */
export function GroupTripsScreen() {
  const form = useAdminForm<TripValues, AdminTrip>({
    resource: "group-trips",
    noun: NOUN,
    empty: EMPTY_TRIP,
    createSchema: tripCreateSchema,
    createBody: tripCreateBody,
    edit: { fromRow: tripValues, updateBody: tripUpdateBody },
  });
  return (
    <AdminDataScreen<AdminTrip, TripValues>
      title="All Group Trips"
      resource="group-trips"
      noun={NOUN}
      loadingText="Loading group trips..."
      columns={[
        { header: "Title", cell: (trip) => trip.title },
        { header: "Destination", cell: (trip) => trip.destination },
        { header: "Type", cell: (trip) => <TripTypeBadge tripType={trip.trip_type} /> },
        // docs/product.md §2 names the creator 'User {id}'; the name follows when there is one.
        {
          header: "Creator",
          cell: (trip) => (
            <span className="flex flex-col">
              <span className="font-medium">User {trip.creator_id}</span>
              {trip.creator.name && <span className="text-xs text-muted">{trip.creator.name}</span>}
            </span>
          ),
        },
        { header: "Status", cell: (trip) => <TripStatusBadge status={trip.status} /> },
      ]}
      deleteQuestion={(trip) => `Are you sure you want to delete "${trip.title}"?`}
      create={{ form, addLabel: "Add Group Trip", fields: <TripFields form={form} /> }}
    />
  );
}
