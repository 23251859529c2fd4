import { redirect } from "next/navigation";
import { connection } from "next/server";
import { cache } from "react";
import { currentSession, type Actor } from "@/lib/auth/actor";

/**
 * The signed-in, active member for this request, or a redirect: anonymous to /login, inactive
 * to /waiting-activation. Cached per request, so the layout and the page share one database read.
 * Every member page calls it itself rather than trusting the layout or middleware alone.
 */
export const requireMember = cache(async (): Promise<Actor> => {
  await connection();
  const session = await currentSession();
  if (session.state === "anonymous") redirect("/login");
  if (session.state === "inactive") redirect("/waiting-activation");
  return session.actor;
});
