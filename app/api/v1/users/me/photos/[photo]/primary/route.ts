import { route } from "@/lib/http/route";
import { PhotoParams } from "@/lib/profiles/schemas";
import { makePhotoPrimary } from "@/lib/profiles/service";

export const PUT = route({ auth: "member", params: PhotoParams }, ({ actor, params }) => makePhotoPrimary(actor, params.photo));
