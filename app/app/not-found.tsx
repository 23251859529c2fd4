import type { Metadata } from "next";
import { NotFoundPage } from "@/components/shell/problem-pages";

export const metadata: Metadata = { title: "Page Not Found" };

/** An unknown /app address (app/app/[...missing]) or a notFound() below: inside the member's shell and theme. */
export default function MemberNotFound() {
  return (
    <NotFoundPage back={{ href: "/app", label: "Back to Discover" }}>
      There is nothing at this address in Overlap. The link may be mistyped, or what it pointed to is gone.
    </NotFoundPage>
  );
}
