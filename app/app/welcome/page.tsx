import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { OnboardingFlow } from "@/components/onboarding/onboarding-flow";
import { getMe } from "@/lib/profiles/service";
import { requireMember } from "../require-member";

export const metadata: Metadata = { title: "Welcome" };

/**
 * Onboarding (docs/product.md §2.13): Discover sends a member here until they finish or skip it;
 * once it is done, this address opens Discover. `?step=` resumes at the step reached.
 */
type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function WelcomePage({ searchParams }: Props) {
  const actor = await requireMember();
  const me = getMe(actor);
  if (me.onboarding_done) redirect("/app");
  const { step } = await searchParams;
  return <OnboardingFlow user={me} initialStep={typeof step === "string" ? step : undefined} />;
}
