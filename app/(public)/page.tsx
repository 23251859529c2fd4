import { FeatureGrid } from "@/components/public/feature-grid";
import { FarewellToast } from "@/components/settings/farewell-toast";
import { buttonClasses } from "@/components/ui/button";
import { ACCOUNT_DELETED } from "@/lib/accounts/values";
import { redirectMembersToApp } from "./redirect-members";

export default async function LandingPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await redirectMembersToApp();
  // Settings' Delete account lands here (components/settings/delete-account.tsx).
  const deleted = (await searchParams).account === "deleted";

  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:py-20">
      {deleted && <FarewellToast message={ACCOUNT_DELETED} />}
      <section aria-labelledby="hero-title" className="mx-auto max-w-3xl text-center">
        <p className="text-sm font-semibold uppercase tracking-wide text-link">For digital nomads and travellers</p>
        <h1 id="hero-title" className="mt-3 text-4xl font-bold tracking-tight text-foreground sm:text-5xl">
          Meet the people whose travels overlap with yours
        </h1>
        <p className="mt-5 text-lg text-muted">
          Tell Overlap where you are going and when. We show you who else will be there at the same time, so you can
          connect, date, make friends or plan a trip together.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <a href="/register" className={buttonClasses({ size: "lg" })}>
            Get Started
          </a>
          <a href="/login" className={buttonClasses({ variant: "secondary", size: "lg" })}>
            Log In
          </a>
        </div>
      </section>

      <section aria-labelledby="features-title" className="mt-16 sm:mt-24">
        <h2 id="features-title" className="mb-6 text-center text-2xl font-bold text-foreground">
          Why travellers use Overlap
        </h2>
        <FeatureGrid />
      </section>
    </div>
  );
}
