import { notFound } from "next/navigation";
import { requireAdmin } from "../require-admin";

/** Every /app/admin address no screen answers: app/app/admin/not-found.tsx, a 404, for admins only. */
export default async function MissingAdminPage() {
  await requireAdmin();
  notFound();
}
