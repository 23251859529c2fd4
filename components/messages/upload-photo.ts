import { ApiError, api } from "@/components/data/api-client";

export { MAX_PHOTO_BYTES } from "./photo-limit";

/** POST /messages/upload-photo with the picture as the multipart field `file`. */
export async function uploadMessagePhoto(file: File): Promise<string> {
  const form = new FormData();
  form.append("file", file);
  const data = await api("POST /messages/upload-photo", { body: form });
  if (typeof data?.photo_url !== "string") throw new ApiError(200, "The upload answered without a photo address");
  return data.photo_url;
}
