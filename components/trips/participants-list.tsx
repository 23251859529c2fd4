import { Avatar } from "@/components/profile/avatar";
import { Link } from "@/components/ui/link";
import { memberPath } from "@/components/public-profile/paths";
import { HostBadge } from "./trip-badges";
import type { Participant } from "./trip-format";

/** Who is going: the accepted participants, the host first. */
export function ParticipantsList({ participants, viewerId }: { participants: Participant[]; viewerId: number }) {
  const going = participants
    .filter((participant) => participant.status === "accepted")
    .sort((a, b) => Number(b.role === "host") - Number(a.role === "host"));

  return (
    <section aria-labelledby="participants-heading" className="flex flex-col gap-3">
      <h2 id="participants-heading" tabIndex={-1} className="text-lg font-semibold text-foreground">
        Participants
      </h2>
      {going.length === 0 ? (
        <p className="text-sm text-muted">No one has joined yet.</p>
      ) : (
        <ul aria-label="Participants" className="flex flex-col divide-y divide-border">
          {going.map((participant) => (
            <li key={participant.id} className="flex items-center gap-3 py-3">
              <Avatar
                id={participant.user_id}
                name={participant.user_name}
                photo={participant.user.photos[0]}
                size="sm"
              />
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium text-foreground">
                  <Link href={memberPath(participant.user_id)} className="underline-offset-4 hover:underline">
                    {participant.user_name}
                  </Link>
                  {participant.user_id === viewerId && <span className="font-normal text-muted"> (you)</span>}
                </p>
                {participant.user.handle && <p className="truncate text-sm text-muted">@{participant.user.handle}</p>}
              </div>
              {participant.role === "host" && <HostBadge />}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
