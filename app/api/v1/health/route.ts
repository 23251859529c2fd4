import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { route } from "@/lib/http/route";

// For load balancers: 200 once the database answers a query.
export const GET = route({ auth: "public" }, async () => {
  await (await getDb()).execute(sql`select 1`);
  return { status: "ok" };
});
