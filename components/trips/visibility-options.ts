import type { TripType } from "@/lib/trips/contract";
import { VISIBILITY_OPTIONS } from "./options";

// Apart from ./options.ts, so the admin's trip form, which lists the choices bare, does not carry it.
/** How many names the visibility choice spells out before "and N more". */
const NAMES_SHOWN = 4;

/**
 * The host form's visibility choices for a trip of this type (docs/product.md §5): a friends trip
 * is seen by the host's matches and friends, a matches trip by the matches alone (docs/api.md
 * §6.2), and the public choice names who that is: "Matches and friends (3): Ana, Ben, Chloé".
 * `people` are the host's connections of the trip's type, undefined while they load.
 */
export function visibilityOptions(
  tripType: TripType,
  people: readonly string[] | undefined,
): typeof VISIBILITY_OPTIONS {
  const friends = tripType === "friends";
  const group = friends ? "Matches and friends" : "Matches";
  let who = "";
  if (people && people.length === 0)
    who = friends ? " You have no matches or friends yet." : " You have no matches yet.";
  else if (people) {
    const named = people.slice(0, NAMES_SHOWN).join(", ");
    const more = people.length > NAMES_SHOWN ? ` and ${people.length - NAMES_SHOWN} more` : "";
    who = ` ${group} (${people.length}): ${named}${more}.`;
  }
  return [
    {
      value: "private",
      label: "Private",
      description: friends ? "Only invite specific matches and friends manually" : VISIBILITY_OPTIONS[0]!.description,
    },
    {
      value: "public",
      label: "Public",
      description: `${friends ? "All your matches and friends can see and request to join" : VISIBILITY_OPTIONS[1]!.description}.${who}`,
    },
  ];
}
