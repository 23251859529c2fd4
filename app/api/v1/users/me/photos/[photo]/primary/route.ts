import { route } from "@/lib/http/route";
import { profilesApi } from "@/lib/profiles/contract";
import { makePhotoPrimary } from "@/lib/profiles/service";

export const PUT = route(profilesApi.makePrimary, ({ actor, params }) => makePhotoPrimary(actor, params.photo));
