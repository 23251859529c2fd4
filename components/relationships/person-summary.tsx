import { Link } from "@/components/ui/link";
import { Avatar } from "@/components/profile/avatar";
import { memberPath } from "@/components/public-profile/paths";
import type { PairingResponse } from "@/lib/pairings/contract";

type OtherUser = PairingResponse["other_user"];

/** The other member of a connection or request: photo or initial, name, handle and a few facts. */
export function PersonSummary({ person, headingId }: { person: OtherUser; headingId: string }) {
  const facts = [person.age ? `${person.age}` : null, person.gender, person.current_location]
    .filter(Boolean)
    .join(" · ");
  return (
    <div className="flex items-start gap-3">
      <Avatar id={person.id} name={person.name} photo={person.photos[0]} size="md" />
      <div className="min-w-0 flex-1">
        <h3 id={headingId} className="truncate font-semibold text-foreground">
          <Link href={memberPath(person.id)} className="underline-offset-4 hover:underline">
            {person.name}
          </Link>
        </h3>
        {person.handle && <p className="truncate text-sm text-muted">@{person.handle}</p>}
        {facts && <p className="text-sm text-muted">{facts}</p>}
        {person.headline && <p className="mt-1 line-clamp-2 text-sm text-foreground">{person.headline}</p>}
      </div>
    </div>
  );
}
