import { accountsApi } from "@/lib/accounts/contract";
import { deleteOwnAccount } from "@/lib/leaving/deletion";
import { route } from "@/lib/http/route";
import { profilesApi } from "@/lib/profiles/contract";
import { getMe, updateMe } from "@/lib/profiles/service";

export const GET = route(profilesApi.me, ({ actor }) => getMe(actor));

export const PUT = route(profilesApi.updateMe, ({ actor, body }) => updateMe(actor, body));

export const DELETE = route(accountsApi.deleteMe, ({ actor, body }) => deleteOwnAccount(actor, body));
