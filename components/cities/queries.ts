/** The city picker's query keys: one search per lower-cased text. */
export const cityKeys = {
  search: (text: string) => ["city-search", text.toLowerCase()] as const,
};
