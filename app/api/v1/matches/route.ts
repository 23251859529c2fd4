import { listConversations } from "@/lib/conversations/service";
import { route } from "@/lib/http/route";

export const GET = route({ auth: "member" }, ({ actor }) => listConversations(actor));
