/** Discovery's zod-free lists and limits (docs/api.md §4.3), for the contract and the Discover screen alike. */

/** What a card may offer: a pass always, a friendship or a match when both sides are open to it. */
export const AVAILABLE_ACTIONS = ["pass", "befriend", "match"] as const;
export type AvailableAction = (typeof AVAILABLE_ACTIONS)[number];

/** `radius_km`: how far other cities may be from one of the caller's (0: the same city only). */
export const DISCOVERY_RADIUS_MAX_KM = 200;
/** What the Discover screen offers (docs/product.md §2.4); the API takes any whole number 0-200. */
export const DISCOVERY_RADIUS_CHOICES = [0, 25, 50, 100, 200] as const;
/** `type=`: only those offered a match, or only those offered a friendship. */
export const DISCOVERY_TYPES = ["match", "friend"] as const;
export type DiscoveryType = (typeof DISCOVERY_TYPES)[number];
/**
 * Discover lists this many people at first and this many more at each `Show more people`
 * (docs/product.md §2.4): a screenful or two, and a quarter of the server's work of a 100-person
 * page (docs/benchmarks.md); the benchmark measures the list at this size.
 */
export const DISCOVER_PAGE_SIZE = 24;
/**
 * The largest page of the discovery lists (docs/api.md §4.3), and the most Discover lists at once: filters narrow past
 * it.
 */
export const DISCOVERY_PAGE_MAX = 200;
/**
 * The cookie the Discover screen keeps the member's radius in (this browser;
 * docs/decisions/019-nearby-by-bounding-box.md).
 */
export const RADIUS_COOKIE = "overlap_radius_km";
