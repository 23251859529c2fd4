import { route } from "@/lib/http/route";
import { countUnreadMessages } from "@/lib/messages/service";

export const GET = route({ auth: "member" }, ({ actor }) => countUnreadMessages(actor));
