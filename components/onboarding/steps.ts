/**
 * Onboarding's steps in order (docs/product.md §2.13), free of React so the page can read the
 * step the address names. `key` is what `?step=` holds.
 */
export const ONBOARDING_STEPS = [
  {
    key: "gender",
    title: "How do you describe yourself?",
    intro: "Your gender is shown on your profile and lets Overlap offer you matches.",
  },
  {
    key: "interested_in",
    title: "Who are you interested in?",
    intro: "Only people you are interested in, and who are interested in you, are offered as matches.",
  },
  {
    key: "open_to",
    title: "What are you open to?",
    intro: "Matches are romantic; friendships are for sharing the trip. You can change this any time in your profile.",
  },
  {
    key: "photo",
    title: "Add a photo",
    intro:
      "People say yes to a face: a clear photo of you, the first one is your main photo. It saves as soon as you choose it.",
  },
  {
    key: "bio",
    title: "A few words about you",
    intro: "What you do, how you travel, what you would like to share on the road.",
  },
  {
    key: "plan",
    title: "Where are you going next?",
    intro: "Add your first travel plan: Discover shows the people who will be there at the same time.",
  },
] as const;

/** The step `?step=` names, or the first one for anything else. */
export function onboardingStepIndex(key: string | undefined): number {
  const index = ONBOARDING_STEPS.findIndex((step) => step.key === key);
  return index < 0 ? 0 : index;
}
