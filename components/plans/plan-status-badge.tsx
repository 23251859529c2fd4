import { Badge, type BadgeTone } from "@/components/ui/badge";

/** docs/product.md §3: active green, completed blue (the theme's accent), anything else styled as cancelled. */
const TONE: Record<string, BadgeTone> = { active: "success", completed: "accent" };

export function PlanStatusBadge({ status }: { status: string }) {
  const known = status === "active" || status === "completed";
  return <Badge tone={TONE[status] ?? "neutral"}>{known ? status : "cancelled"}</Badge>;
}
