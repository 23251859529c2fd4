import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";
import { OPEN_TO_TYPES } from "@/lib/accounts/values";
import type { OwnUser } from "@/lib/accounts/contract";
import { agePreferenceText } from "./profile-form-values";

const list = (values: readonly string[]) => (values.length > 0 ? values.join(", ") : null);
const openToText = (types: readonly string[]) =>
  list(OPEN_TO_TYPES.filter((type) => types.includes(type.value)).map((type) => type.label));

/** View mode's fields, grouped as the edit form groups them; an unset field says so. */
export function ProfileDetails({ user }: { user: OwnUser }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <DetailCard id="profile-about" title="About">
        <Detail label="Bio" value={user.bio} multiline />
        <Detail label="Travel preferences" value={user.travel_preferences} multiline />
      </DetailCard>
      <DetailCard id="profile-details" title="Details">
        <Detail label="Age" value={String(user.age)} />
        <Detail label="Gender" value={user.gender} />
        <Detail label="Location" value={user.current_location} />
        <Detail label="Occupation" value={user.occupation} />
        <Detail label="Height" value={user.height === null ? null : `${user.height} cm`} />
        <Detail label="Languages" value={list(user.languages)} />
        <Detail label="Email" value={user.email} />
      </DetailCard>
      <DetailCard id="profile-looking-for" title="Looking for" className="lg:col-span-2">
        <Detail label="Open to" value={openToText(user.open_to_pairing_types)} />
        <Detail label="Interested in" value={list(user.interested_in)} />
        <Detail label="Relationship intent" value={list(user.relationship_intent)} />
        <Detail label="Age preferences" value={agePreferenceText(user.min_age_preference, user.max_age_preference)} />
        <Detail label="Sexual orientation" value={user.sexual_orientation} />
      </DetailCard>
    </div>
  );
}

function DetailCard({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Card className={className}>
      <section aria-labelledby={`${id}-heading`}>
        <h2 id={`${id}-heading`} className="mb-4 text-lg font-semibold text-foreground">
          {title}
        </h2>
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[minmax(8rem,auto)_1fr]">{children}</dl>
      </section>
    </Card>
  );
}

function Detail({ label, value, multiline }: { label: string; value: string | null; multiline?: boolean }) {
  return (
    <div className="contents">
      <dt className="text-sm font-medium text-muted">{label}</dt>
      <dd className={value ? "break-words text-foreground" : "text-muted italic"}>
        {value ? multiline ? <span className="whitespace-pre-line">{value}</span> : value : "Not set"}
      </dd>
    </div>
  );
}
