import { ApiError, NETWORK_MESSAGE, REQUEST_TIMEOUT_MS, TIMEOUT_MESSAGE } from "@/components/data/api-client";

/** CONTRACT §3: pictures are images of at most 10 MB (the server checks the content too). */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;

/**
 * POST /messages/upload-photo with the picture as the multipart field `file`. apiRequest only
 * speaks JSON, so this is its multipart twin: same cookie, same time-out, same ApiError.
 */
export async function uploadMessagePhoto(file: File): Promise<string> {
  const form = new FormData();
  form.append("file", file);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  try {
    let response: Response;
    try {
      response = await fetch("/api/v1/messages/upload-photo", { method: "POST", body: form, credentials: "same-origin", signal: controller.signal });
    } catch {
      if (controller.signal.aborted) throw new ApiError(0, TIMEOUT_MESSAGE, [], "timeout");
      throw new ApiError(0, NETWORK_MESSAGE, [], "network");
    }
    const data = (await response.json().catch(() => undefined)) as { photo_url?: unknown; detail?: unknown } | undefined;
    if (!response.ok) throw new ApiError(response.status, typeof data?.detail === "string" ? data.detail : undefined);
    if (typeof data?.photo_url !== "string") throw new ApiError(response.status, "The upload answered without a photo address");
    return data.photo_url;
  } finally {
    clearTimeout(timer);
  }
}
