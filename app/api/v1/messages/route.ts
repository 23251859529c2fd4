import { route } from "@/lib/http/route";
import { SendMessageBody } from "@/lib/messages/schemas";
import { sendMessage } from "@/lib/messages/service";

export const POST = route({ auth: "member", body: SendMessageBody, status: 201 }, ({ actor, body }) => sendMessage(actor, body));
