import { redirect } from "next/navigation";
import type { Actor } from "@/lib/auth/actor";
import { requireMember } from "../require-member";

/**
 * The signed-in admin, or a redirect: non-admins go to /app (docs/product.md §2). Called by the admin
 * layout and again by every admin page, so no admin screen depends on the layout or middleware.
 */
export async function requireAdmin(): Promise<Actor> {
  const actor = await requireMember();
  if (!actor.isAdmin) redirect("/app");
  return actor;
}
