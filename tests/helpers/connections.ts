import * as fromPairingRoute from "@/app/api/v1/matches/from-pairing/[id]/route";
import * as respondRoute from "@/app/api/v1/pairings/[id]/respond/route";
import * as pairingsRoute from "@/app/api/v1/pairings/route";
import { buildMember } from "../factories";
import { call } from "./http";

type Member = Awaited<ReturnType<typeof buildMember>>;

/** Connects two members (match or friendship) through the API and opens their conversation. */
export async function connect(a: Member, b: Member, kind: "match" | "friend" = "match") {
  const sent = await call(pairingsRoute.POST, { token: a.token, body: { target_user_id: b.user.id, action: kind } });
  await call(respondRoute.POST, { token: b.token, params: { id: sent.body.id }, body: { response_type: kind === "match" ? "match" : "befriend" } });
  const conversation = await call(fromPairingRoute.POST, { method: "POST", token: a.token, params: { id: sent.body.id } });
  return { pairingId: sent.body.id as number, matchId: conversation.body.id as number };
}

/** Two new members, connected. */
export async function connectedPair(kind: "match" | "friend" = "match") {
  const a = await buildMember();
  const b = await buildMember();
  return { a, b, ...(await connect(a, b, kind)) };
}
