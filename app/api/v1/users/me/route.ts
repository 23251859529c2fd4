import { route } from "@/lib/http/route";
import { UpdateProfileBody } from "@/lib/profiles/schemas";
import { getMe, updateMe } from "@/lib/profiles/service";

export const GET = route({ auth: "member" }, ({ actor }) => getMe(actor));

export const PUT = route({ auth: "member", body: UpdateProfileBody }, ({ actor, body }) => updateMe(actor, body));
