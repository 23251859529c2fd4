/** Profiles' contract (docs/product.md §9): the lists written once, for the db's checks, the API, the forms and the tests. */

export const GENDERS = ["Man", "Woman", "Non-binary", "Genderfluid", "Agender", "Two-Spirit", "Other", "Prefer not to say"] as const;
export const INTERESTED_IN = ["Men", "Women", "Non-binary", "Everyone"] as const;
export const RELATIONSHIP_INTENTS = [
  "Travel Date",
  "Digital Nomad Relationship",
  "Long-term Relationship",
  "Open to Everything",
] as const;
export const LANGUAGES = [
  "English", "Spanish", "French", "German", "Italian", "Portuguese", "Mandarin", "Japanese", "Korean", "Arabic",
  "Russian", "Hindi", "Other",
] as const;
/** What a member is open to: the two kinds of connection. */
export const PAIRING_OPENNESS = ["match", "friend"] as const;
export type PairingOpenness = (typeof PAIRING_OPENNESS)[number];
export const OPEN_TO_TYPES = [
  { value: "match", label: "Matches (Romantic)" },
  { value: "friend", label: "Friendships" },
] as const satisfies readonly { value: PairingOpenness; label: string }[];
export const THEMES = ["light", "midnight-blue", "warm-sunset", "ocean-deep"] as const;
export type Theme = (typeof THEMES)[number];
