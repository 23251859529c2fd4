import { route } from "@/lib/http/route";
import { invitesApi } from "@/lib/invites/contract";
import { revokeMemberInvite } from "@/lib/invites/member-service";

export const DELETE = route(invitesApi.revoke, ({ actor, params }) => revokeMemberInvite(actor, params.id));
