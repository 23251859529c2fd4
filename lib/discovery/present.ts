import type { AvailableAction, PotentialMatch } from "./contract";
import type { CandidateRow } from "./queries";

export function presentCandidate(row: CandidateRow, actions: AvailableAction[]): PotentialMatch {
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
    overlap_info: {
      destination: row.destination,
      arrival_date: row.arrival_date,
      departure_date: row.departure_date,
      overlap_start: row.overlap_start,
      overlap_end: row.overlap_end,
      overlap_days: Number(row.overlap_days),
    },
    available_actions: actions,
  };
}
