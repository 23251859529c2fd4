import { Link } from "@/components/ui/link";
import { cn } from "@/components/ui/cn";
import { memberPath } from "./paths";

/** A member's name written inside a sentence ("Hosted by …", "Invited by …"), opening their profile in the app. */
export function MemberLink({ member, className }: { member: { id: number; name: string }; className?: string }) {
  return (
    <Link
      href={memberPath(member.id)}
      className={cn("font-medium text-link underline-offset-4 hover:underline", className)}
    >
      {member.name}
    </Link>
  );
}
