import { ApiError, api } from "@/components/data/api-client";
import * as messagesRoutes from "@/components/data/routes/messages";

/** docs/api.md §3: pictures are images of at most 10 MB (the server checks the content too). */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;

/** POST /messages/upload-photo with the picture as the multipart field `file`. */
export async function uploadMessagePhoto(file: File): Promise<string> {
  const form = new FormData();
  form.append("file", file);
  const data = await api(messagesRoutes.uploadPhoto, { body: form });
  if (typeof data?.photo_url !== "string") throw new ApiError(200, "The upload answered without a photo address");
  return data.photo_url;
}
