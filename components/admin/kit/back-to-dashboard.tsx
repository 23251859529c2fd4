import { BackLink } from "@/components/ui/back-link";

/** docs/product.md §2: every admin screen but the dashboard links back to it. */
export function BackToDashboard() {
  return <BackLink href="/app/admin">Back to Dashboard</BackLink>;
}
