import { conversationsApi } from "@/lib/conversations/contract";
import { route } from "@/lib/http/route";
import { startConversation } from "@/lib/pairings/service";

// 201 when the conversation is new, 200 when it already existed (docs/api.md §1, §5).
export const POST = route(conversationsApi.fromPairing, async ({ actor, params }) => {
  const { body, created } = await startConversation(actor, params.id);
  return Response.json(body, { status: created ? 201 : 200 });
});
