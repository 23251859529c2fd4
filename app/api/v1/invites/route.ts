import { route } from "@/lib/http/route";
import { invitesApi } from "@/lib/invites/contract";
import { createMemberInvite, listMemberInvites } from "@/lib/invites/member-service";

export const GET = route(invitesApi.list, ({ actor }) => listMemberInvites(actor));

export const POST = route(invitesApi.create, ({ actor }) => createMemberInvite(actor));
