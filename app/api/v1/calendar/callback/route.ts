import { calendarApi } from "@/lib/calendar/contract";
import { completeConnection } from "@/lib/calendar/service";
import { route } from "@/lib/http/route";

// Google sends the browser here: the answer is a redirect to a screen (a relative Location, so it
// stays on whatever address the member used), except the contract's 400 for a state not theirs.
export const GET = route(calendarApi.callback, async ({ actor, query }) => {
  const location = await completeConnection(actor, query);
  return new Response(null, { status: 302, headers: { Location: location, "Cache-Control": "no-store" } });
});
