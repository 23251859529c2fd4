/** The option lists of docs/product.md §9, used by the API's validation and the profile form alike. */
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
export const OPEN_TO_TYPES = [
  { value: "match", label: "Matches (Romantic)" },
  { value: "friend", label: "Friendships" },
] as const;
// THEMES lives in db/schema/users.ts (next to its check constraint). It is not re-exported here:
// the profile form imports these lists in the browser, and a re-export would pull the Drizzle
// table definitions into the client bundle.
