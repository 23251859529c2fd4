import { Alert } from "@/components/ui/alert";
import type { InviteStatus } from "@/lib/invites/values";

/** What an invite link's code cannot do any more, in a newcomer's words. */
const WHY: Record<Exclude<InviteStatus, "active"> | "unknown", string> = {
  used: "This invite link has already been used.",
  expired: "This invite link has expired.",
  inactive: "This invite link is no longer active.",
  unknown: "This invite link's code is not one we know.",
};

/**
 * Said on arrival, before the form, when an invite link's code would be refused (docs/product.md
 * §2.1): why, and the way on, signing up without a code and waiting for an administrator.
 */
export function InviteCodeNotice({ status }: { status: Exclude<InviteStatus, "active"> | "unknown" }) {
  return (
    <Alert tone="info">
      <p className="font-semibold">{WHY[status]}</p>
      <p className="mt-1">
        You can still sign up without a code: an administrator reviews new accounts, usually within 24-48 hours. If
        someone gives you a new code, enter it below, or later on the waiting page.
      </p>
    </Alert>
  );
}
