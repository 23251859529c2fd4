import { readImageUpload } from "@/lib/http/multipart";
import { route } from "@/lib/http/route";
import { addProfilePhoto } from "@/lib/profiles/service";

export const POST = route({ auth: "member", status: 201 }, async ({ actor, req }) => addProfilePhoto(actor, await readImageUpload(req)));
