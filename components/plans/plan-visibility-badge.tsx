import type { PlanVisibility } from "@/lib/accounts/values";
import { Badge } from "@/components/ui/badge";
import { PLAN_VISIBILITY_OPTIONS } from "@/lib/plans/values";

/** Who sees a plan, on its card, when it is not everyone (docs/product.md, "Who sees my plans"). */
export function PlanVisibilityBadge({ visibility }: { visibility: PlanVisibility }) {
  if (visibility === "everyone") return null;
  const option = PLAN_VISIBILITY_OPTIONS.find((entry) => entry.value === visibility);
  return (
    <Badge tone={visibility === "private" ? "neutral" : "accent"}>
      <span className="sr-only">Seen by: </span>
      {option?.badge ?? visibility}
    </Badge>
  );
}
