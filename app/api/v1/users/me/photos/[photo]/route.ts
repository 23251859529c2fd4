import { route } from "@/lib/http/route";
import { profilesApi } from "@/lib/profiles/contract";
import { deleteProfilePhoto } from "@/lib/profiles/service";

export const DELETE = route(profilesApi.removePhoto, async ({ actor, params }) => {
  await deleteProfilePhoto(actor, params.photo);
});
