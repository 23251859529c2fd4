import type { Metadata } from "next";
import { NotFoundPage } from "@/components/shell/problem-pages";

export const metadata: Metadata = { title: "Page Not Found" };

/** An unknown admin address: the way back is the dashboard. */
export default function AdminNotFound() {
  return (
    <NotFoundPage back={{ href: "/app/admin", label: "Back to Dashboard" }}>
      There is no admin page at this address.
    </NotFoundPage>
  );
}
