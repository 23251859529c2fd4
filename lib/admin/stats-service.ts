import "server-only";
import { sql } from "drizzle-orm";
import { getDb, queryRows } from "@/db/client";
import { assertAdmin, type Actor } from "@/lib/auth/actor";
import type { AdminStats } from "./contract";

/** GET /admin/stats (docs/product.md §3 plus active and pending users; likes are match requests ever sent). */
export async function getStats(actor: Actor): Promise<AdminStats> {
  assertAdmin(actor);
  type Counts = Omit<AdminStats, "pairings_by_type"> & {
    pairings_match: number;
    pairings_friend: number;
    pairings_pass: number;
  };
  const [row] = await queryRows<Counts>(
    await getDb(),
    sql`select
      (select count(*)::int from users) as total_users,
      (select count(*)::int from users where is_active) as active_users,
      (select count(*)::int from users where not is_active) as pending_users,
      (select count(*)::int from pairings) as total_pairings,
      (select count(*)::int from pairings where relationship_type = 'match') as pairings_match,
      (select count(*)::int from pairings where relationship_type = 'friend') as pairings_friend,
      (select count(*)::int from pairings where relationship_type = 'pass') as pairings_pass,
      (select count(*)::int from messages) as total_messages,
      (select count(*)::int from pairings where requested_type = 'match') as total_likes,
      (select count(*)::int from travel_plans) as total_travel_plans,
      (select count(*)::int from group_trips) as total_group_trips,
      (select count(*)::int from trip_participants) as total_trip_participants`,
  );
  const { pairings_match, pairings_friend, pairings_pass, ...rest } = row!;
  return { ...rest, pairings_by_type: { match: pairings_match, friend: pairings_friend, pass: pairings_pass } };
}
