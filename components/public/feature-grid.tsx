import { Card } from "@/components/ui/card";

/** The promises of docs/product.md §1, one card each. */
const FEATURES = [
  {
    title: "Smart Matching",
    text: "We compare travel plans and find people who will be in the same city on the same days as you.",
  },
  {
    title: "Romantic & Platonic Connections",
    text: "Match for a date or befriend a fellow traveller: you choose which kinds of connection you are open to.",
  },
  {
    title: "Group Adventures",
    text: "Host a trip, invite your matches and friends, or ask to join a public trip someone else is hosting.",
  },
  {
    title: "Travel Overlaps",
    text: "See exactly where and for how many days your journey crosses someone else's.",
  },
  {
    title: "Invite-Only, Verified Community",
    text: "Members join with an invite code or after an administrator has reviewed their account.",
  },
  {
    title: "Global Community",
    text: "Digital nomads and travellers from every corner of the world, heading everywhere.",
  },
] as const;

export function FeatureGrid() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {FEATURES.map((feature) => (
        <li key={feature.title}>
          <Card className="h-full">
            <h3 className="text-lg font-semibold text-foreground">{feature.title}</h3>
            <p className="mt-2 text-muted">{feature.text}</p>
          </Card>
        </li>
      ))}
    </ul>
  );
}
