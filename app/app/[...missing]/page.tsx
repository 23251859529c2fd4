import { notFound } from "next/navigation";
import { requireMember } from "../require-member";

/**
 * Every /app address no screen answers. Without it Next would show the root 404, outside the
 * member's shell; here notFound() renders app/app/not-found.tsx inside it, still a 404.
 */
export default async function MissingMemberPage() {
  await requireMember();
  notFound();
}
