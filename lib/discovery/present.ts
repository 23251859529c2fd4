import type { AvailableAction, NearMiss, PotentialMatch, UpcomingConnection } from "./contract";
import type { CandidateRow } from "./queries";

function member(row: CandidateRow) {
  return {
    id: row.id,
    name: row.name,
    handle: row.handle,
    age: row.age,
    gender: row.gender,
    photos: row.photos,
    current_location: row.current_location,
    bio: row.bio,
    headline: row.headline,
    travel_preferences: row.travel_preferences,
  };
}

function overlapInfo(row: CandidateRow): PotentialMatch["overlap_info"] {
  return {
    destination: row.destination,
    arrival_date: row.arrival_date,
    departure_date: row.departure_date,
    overlap_start: row.overlap_start,
    overlap_end: row.overlap_end,
    overlap_days: Number(row.overlap_days),
    distance_km: Number(row.distance_km),
    city: row.city,
    near_city_name: row.near_city_name,
    region: row.region,
  };
}

export function presentCandidate(row: CandidateRow, actions: AvailableAction[]): PotentialMatch {
  return { ...member(row), overlap_info: overlapInfo(row), available_actions: actions };
}

/** A near miss: no shared day; the day we would meet is their arrival, or their departure. */
export function presentNearMiss(row: CandidateRow, actions: AvailableAction[]): NearMiss {
  const meetingDay = row.gap_side === "after" ? row.arrival_date : row.departure_date;
  return {
    ...member(row),
    overlap_info: {
      ...overlapInfo(row),
      overlap_start: meetingDay,
      overlap_end: meetingDay,
      overlap_days: 0,
      gap_days: Number(row.gap_days),
      gap_side: row.gap_side,
    },
    available_actions: actions,
  };
}

export function presentUpcoming(row: CandidateRow): UpcomingConnection {
  return {
    ...member(row),
    overlap_info: overlapInfo(row),
    relationship_type: row.relationship_type === "match" ? "match" : "friend",
  };
}
