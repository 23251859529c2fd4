import { route } from "@/lib/http/route";
import { PhotoParams } from "@/lib/profiles/schemas";
import { deleteProfilePhoto } from "@/lib/profiles/service";

export const DELETE = route({ auth: "member", params: PhotoParams }, async ({ actor, params }) => {
  await deleteProfilePhoto(actor, params.photo);
  return undefined;
});
