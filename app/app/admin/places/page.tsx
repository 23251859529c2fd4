import type { Metadata } from "next";
import { PlacesScreen } from "@/components/admin/places/places-screen";
import { listCountries } from "@/lib/cities/places";
import { requireAdmin } from "../require-admin";

export const metadata: Metadata = { title: "Places" };

export default async function AdminPlacesPage() {
  const actor = await requireAdmin();
  return <PlacesScreen countries={await listCountries(actor)} />;
}
