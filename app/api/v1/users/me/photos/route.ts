import { readImageUpload } from "@/lib/http/multipart";
import { route } from "@/lib/http/route";
import { profilesApi } from "@/lib/profiles/contract";
import { addProfilePhoto } from "@/lib/profiles/service";

export const POST = route(profilesApi.addPhoto, async ({ actor, req }) =>
  addProfilePhoto(actor, await readImageUpload(req)),
);
