import { conversationsApi } from "@/lib/conversations/contract";
import { listConversations } from "@/lib/conversations/service";
import { route } from "@/lib/http/route";

export const GET = route(conversationsApi.list, ({ actor }) => listConversations(actor));
