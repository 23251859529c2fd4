import "server-only";
import { AppError } from "@/lib/errors/app-error";

/** The largest JSON body any route accepts (docs/security.md, "Request bodies"). */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;
const BODY_TOO_LARGE_DETAIL = "Request body too large";

/**
 * Reads a request body, refusing it (413) before reading when Content-Length already says it is
 * too large, or as soon as the bytes streamed in pass the limit: a sender of 200 MB costs us at
 * most the limit plus one chunk, never the whole body in memory.
 */
export async function readBodyCapped(
  req: Request,
  maxBytes: number,
  tooLargeDetail = BODY_TOO_LARGE_DETAIL,
): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(req.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) throw new AppError("payload_too_large", tooLargeDetail);
  if (!req.body) return new Uint8Array();
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      // Stop reading, but do not cancel: cancelling destroys the connection before the 413 can
      // be written. The sender stalls; scripts/server.mjs cuts it a second after the answer.
      reader.releaseLock();
      throw new AppError("payload_too_large", tooLargeDetail);
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** A JSON body of at most MAX_JSON_BODY_BYTES: 400 when it is not JSON, 413 when too large. */
export async function readJsonBody(req: Request): Promise<unknown> {
  const contentType = req.headers.get("content-type") ?? "";
  if (!/^application\/([\w.+-]+\+)?json\b/i.test(contentType)) {
    throw new AppError("bad_request", "The request body must be JSON (Content-Type: application/json)");
  }
  const text = new TextDecoder().decode(await readBodyCapped(req, MAX_JSON_BODY_BYTES));
  if (!text.trim()) throw new AppError("bad_request", "The request body is empty; JSON was expected");
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError("bad_request", "The request body is not valid JSON");
  }
}
