import type { Metadata } from "next";
import type { ReactNode } from "react";

export const metadata: Metadata = {
  title: "Privacy: who sees what",
  description: "What other members, your connections, people without an account and admins can see on Overlap.",
};

const LINK = "text-link underline underline-offset-4";

/**
 * /privacy: who can see what, in plain sentences (docs/product.md "Who sees what"), for visitors and
 * members alike. Every sentence is a rule the API holds; change the two together.
 */
export default function PrivacyPage() {
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-foreground sm:text-4xl">Who sees what on Overlap</h1>
      <p className="mt-4 text-lg text-muted">
        Overlap shows your travels to people who can meet you there. Here is what each kind of person can see, and what
        you can change.
      </p>

      <Section id="public" title="People without an account">
        <p>
          Your public profile is a page at /profile/@yourhandle that anyone with the link can open, without signing in.
          It shows only your name, handle, age, photos, headline, bio, current location, travel preferences, languages
          and occupation. A shared link&apos;s preview shows your name, headline (or the start of your bio) and first
          photo.
        </p>
        <p>
          It never shows your email, plans, trips, connections, references or messages, and nothing else about you is
          reachable without an account.
        </p>
        <p>
          You can turn your public profile off in Settings, under Privacy &amp; safety. Then the page says
          &ldquo;Profile Not Found&rdquo;, exactly as for a handle nobody has, no link preview is shown, and only
          signed-in members can see your profile.
        </p>
      </Section>

      <Section id="members" title="Members">
        <p>
          Signed-in members can open your profile in the app. It shows every profile field you filled in except your
          email: for example your gender, orientation, who you are interested in, what you are looking for, height and
          age preferences, with your photos, who invited you, the mutual connections you share and your shown
          references. When your plans and theirs overlap, it also shows where and when.
        </p>
        <p>
          Each travel plan has a visibility you choose. Plans for <strong>everyone</strong> show in Discover to members
          whose plans overlap them. Plans for <strong>connections</strong> show only to your matches and friends.{" "}
          <strong>Private</strong> plans show only to you.
        </p>
        <p>
          Members never see your email, your settings or whom you passed on. Someone you pass on is not told. Members
          you block, and members who block you, no longer see each other anywhere: not in Discover, not on profiles, not
          in requests.
        </p>
      </Section>

      <Section id="connections" title="Your matches and friends">
        <p>
          Once a request is accepted, you are connected. Your matches and friends see your upcoming plans that overlap
          theirs, including plans shared with connections only, and can message you and invite you to their trips.
          Either of you can end the connection at any time.
        </p>
      </Section>

      <Section id="references" title="References">
        <p>
          After a stay you shared with another member, each of you can write one reference about the other, within 14
          days of the stay&apos;s end. A reference stays hidden until both of you have written yours, or until those 14
          days are over; then it shows on your profile to signed-in members. It never shows on the public profile.
        </p>
        <p>A private note added to a reference is read only by the admins, never by the member it is about.</p>
      </Section>

      <Section id="trips" title="Group trips">
        <p>
          A trip is seen by its host, by the people on it and by the admins. A public trip is also seen by the
          host&apos;s connections of the trip&apos;s type: matches only, or matches and friends. A private trip is by
          invitation only.
        </p>
      </Section>

      <Section id="messages" title="Messages">
        <p>
          A conversation is seen by the two people in it. A trip&apos;s chat is seen by the people accepted on the trip,
          the host included.
        </p>
      </Section>

      <Section id="admins" title="Admins">
        <p>
          The admins who run Overlap can see every account, its email included, and every record: profiles, plans,
          connections, trips, reports, and references with their private notes. They can read every conversation but
          cannot write in it. They activate and deactivate accounts and handle reports.
        </p>
      </Section>

      <Section id="your-data" title="Your data, and leaving">
        <p>
          In Settings, under Your data, Download my data gives you a file of everything Overlap holds about you: your
          profile, photos, plans, connections, trips, messages, notifications, calendar, sessions, references, reports
          and blocks. Passwords and tokens are never in it.
        </p>
        <p>
          In Settings, under Delete account, you can delete your account with your password. Your profile, photos,
          plans, connections, conversations and their messages, trip chat messages and references go at once; trips you
          host are cancelled and their people told. Reports you made stay with the admins, without your name.
        </p>
      </Section>

      <p className="mt-10 text-sm text-muted">
        Signed in? Change who sees your profile in{" "}
        <a href="/app/settings" className={LINK}>
          Settings
        </a>
        .
      </p>
    </article>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-xl font-semibold text-foreground">
        {title}
      </h2>
      <div className="mt-3 flex flex-col gap-3 leading-relaxed text-foreground">{children}</div>
    </section>
  );
}
