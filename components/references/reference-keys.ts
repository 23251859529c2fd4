/** react-query keys of a member's references, so writing or deleting one refreshes what shows it. */
export const referenceKeys = {
  all: (memberId: number) => ["references", memberId] as const,
  list: (memberId: number) => ["references", memberId, "shown"] as const,
  stays: (memberId: number) => ["references", memberId, "stays"] as const,
  written: (memberId: number) => ["references", memberId, "written"] as const,
};
