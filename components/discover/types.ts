import type { PotentialMatch } from "@/lib/discovery/service";

export type { PotentialMatch };
export type PairingAction = "pass" | "friend" | "match";
