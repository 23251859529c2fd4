import type { ReactNode } from "react";
import { PinIcon } from "@/components/ui/icons";

/**
 * The parts of a profile both the public page and the in-app page show. The public page passes only
 * docs/api.md §3's public fields; the member-only ones (gender, interested in, intent, height) are optional.
 */
export type ProfileIntroFields = {
  name: string;
  handle: string | null;
  age: number | null;
  gender?: string | null;
  current_location: string | null;
  headline: string | null;
};

export type ProfileDetailFields = {
  bio: string | null;
  occupation: string | null;
  languages: string[];
  travel_preferences: string | null;
  interested_in?: string[];
  relationship_intent?: string[];
  height?: number | null;
};

/** Name (the page's heading), handle, age and gender, location and headline. */
export function ProfileIntro({ profile, headingId }: { profile: ProfileIntroFields; headingId: string }) {
  const facts = [profile.age ? `${profile.age}` : null, profile.gender].filter(Boolean).join(" · ");
  return (
    <div className="flex flex-col gap-1">
      <h1 id={headingId} tabIndex={-1} className="text-2xl font-bold break-words text-foreground sm:text-3xl">
        {profile.name}
      </h1>
      {profile.handle && <p className="text-muted">@{profile.handle}</p>}
      {facts && (
        <p className="text-foreground">
          <span className="sr-only">Age{profile.gender ? " and gender" : ""}: </span>
          {facts}
        </p>
      )}
      {profile.current_location && (
        <p className="text-muted">
          <span className="sr-only">Lives in </span>
          <PinIcon className="mr-1 inline size-4 -translate-y-px" />
          {profile.current_location}
        </p>
      )}
      {profile.headline && <p className="mt-2 text-lg font-medium text-foreground">{profile.headline}</p>}
    </div>
  );
}

/** "About" (the bio) and "Details" (what else the member filled in); empty parts are left out. */
export function ProfileDetails({ name, profile }: { name: string; profile: ProfileDetailFields }) {
  const details: { term: string; value: ReactNode }[] = [];
  if (profile.occupation) details.push({ term: "Occupation", value: profile.occupation });
  if (profile.languages.length > 0) details.push({ term: "Languages", value: <Chips values={profile.languages} /> });
  if (profile.travel_preferences) details.push({ term: "Travel style", value: profile.travel_preferences });
  if (profile.interested_in?.length)
    details.push({ term: "Interested in", value: <Chips values={profile.interested_in} /> });
  if (profile.relationship_intent?.length)
    details.push({ term: "Looking for", value: <Chips values={profile.relationship_intent} /> });
  if (profile.height) details.push({ term: "Height", value: `${profile.height} cm` });

  if (!profile.bio && details.length === 0) {
    return <p className="text-muted">{name} hasn&apos;t added anything about themselves yet.</p>;
  }
  return (
    <div className="flex flex-col gap-6">
      {profile.bio && (
        <section aria-labelledby="profile-about">
          <h2 id="profile-about" className="mb-2 text-lg font-semibold text-foreground">
            About
          </h2>
          <p className="whitespace-pre-line break-words text-foreground">{profile.bio}</p>
        </section>
      )}
      {details.length > 0 && (
        <section aria-labelledby="profile-details">
          <h2 id="profile-details" className="mb-2 text-lg font-semibold text-foreground">
            Details
          </h2>
          <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[10rem_1fr]">
            {details.map(({ term, value }) => (
              <div key={term} className="contents">
                <dt className="text-sm font-medium text-muted">{term}</dt>
                <dd className="break-words text-foreground">{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
    </div>
  );
}

function Chips({ values }: { values: string[] }) {
  return (
    <ul className="flex flex-wrap gap-1.5">
      {values.map((value) => (
        <li
          key={value}
          className="rounded-full border border-border bg-surface-muted px-2.5 py-0.5 text-sm text-foreground"
        >
          {value}
        </li>
      ))}
    </ul>
  );
}
