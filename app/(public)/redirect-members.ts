import { redirect } from "next/navigation";
import { connection } from "next/server";
import { currentSession } from "@/lib/auth/actor";

/**
 * Sends a signed-in, active member to /app. Done in the page, not in middleware: a stale cookie
 * of a deleted account reads as anonymous here, so it cannot bounce between /login and /app.
 */
export async function redirectMembersToApp(): Promise<void> {
  await connection();
  const session = await currentSession();
  if (session.state === "member") redirect("/app");
}
