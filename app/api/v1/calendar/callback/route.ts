import { CallbackQuery } from "@/lib/calendar/schemas";
import { completeConnection } from "@/lib/calendar/service";
import { route } from "@/lib/http/route";

// Google sends the browser here: the answer is a redirect to a screen (a relative Location, so it
// stays on whatever address the member used), except the contract's 400 for a state not theirs.
export const GET = route({ auth: "optional", query: CallbackQuery }, async ({ actor, query }) => {
  const location = await completeConnection(actor, query);
  return new Response(null, { status: 302, headers: { Location: location, "Cache-Control": "no-store" } });
});
