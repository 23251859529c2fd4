import type { AvailableAction } from "./contract";

/**
 * Which connections two members can offer each other (docs/api.md §4). Pure: the discovery query
 * finds who overlaps, this decides what each card may offer.
 */
export type PairingProfile = {
  gender: string | null;
  interestedIn: string[];
  age: number;
  minAgePreference: number | null;
  maxAgePreference: number | null;
  openToPairingTypes: string[];
};

const ADMITS: Record<string, readonly string[]> = {
  Men: ["Man"],
  Women: ["Woman"],
  "Non-binary": ["Non-binary", "Genderfluid", "Agender", "Two-Spirit"],
};

/** Whether someone interested in `interestedIn` is interested in a person of `gender`. */
export function admitsGender(interestedIn: string[], gender: string): boolean {
  return interestedIn.some((wish) => wish === "Everyone" || (ADMITS[wish] ?? []).includes(gender));
}

function withinAgePreferences(of: PairingProfile, age: number): boolean {
  return (
    (of.minAgePreference === null || age >= of.minAgePreference) &&
    (of.maxAgePreference === null || age <= of.maxAgePreference)
  );
}

/** Romantic matching needs both to have said who they are and whom they seek, and to fit each other. */
function canMatch(a: PairingProfile, b: PairingProfile): boolean {
  if (!a.openToPairingTypes.includes("match") || !b.openToPairingTypes.includes("match")) return false;
  if (!a.gender || !b.gender || a.interestedIn.length === 0 || b.interestedIn.length === 0) return false;
  return (
    admitsGender(a.interestedIn, b.gender) &&
    admitsGender(b.interestedIn, a.gender) &&
    withinAgePreferences(a, b.age) &&
    withinAgePreferences(b, a.age)
  );
}

export function canBefriend(a: PairingProfile, b: PairingProfile): boolean {
  return a.openToPairingTypes.includes("friend") && b.openToPairingTypes.includes("friend");
}

export function availableActions(viewer: PairingProfile, candidate: PairingProfile): AvailableAction[] {
  const actions: AvailableAction[] = ["pass"];
  if (canBefriend(viewer, candidate)) actions.push("befriend");
  if (canMatch(viewer, candidate)) actions.push("match");
  return actions;
}

/** Every gender `interestedIn` admits, from `genders` (the candidate side of a match, in SQL). */
export function admittedGenders(interestedIn: string[], genders: readonly string[]): string[] {
  return genders.filter((gender) => admitsGender(interestedIn, gender));
}

/** The `interested_in` choices that admit `gender`: a candidate must hold one of them to match. */
export function wishesAdmitting(gender: string): string[] {
  return [
    "Everyone",
    ...Object.entries(ADMITS)
      .filter(([, admitted]) => admitted.includes(gender))
      .map(([wish]) => wish),
  ];
}
