import { buildConnection, buildMember } from "../factories";

type Member = Awaited<ReturnType<typeof buildMember>>;

/** Connects two members (an accepted match or friendship) with the conversation they would open. */
export async function connect(a: Member, b: Member, kind: "match" | "friend" = "match") {
  const { pairing, conversation } = await buildConnection(a, b, kind, { conversation: true });
  return { pairingId: pairing.id, matchId: conversation!.id };
}

/** Two new members, connected. */
export async function connectedPair(kind: "match" | "friend" = "match") {
  const a = await buildMember();
  const b = await buildMember();
  return { a, b, ...(await connect(a, b, kind)) };
}
