import { ApiError } from "@/components/data/api-client";

/** The server's sentence (or the transport message) of a failed call; undefined when there is none. */
export function errorDetail(error: unknown): string | undefined {
  if (error instanceof ApiError) return error.detail;
  if (error instanceof Error && error.message) return error.message;
  return undefined;
}

/** docs/product.md §8's "detail or message" texts: the server's sentence, else the error's own message. */
export function errorDetailOrMessage(error: unknown): string {
  if (error instanceof ApiError) return error.detail ?? error.message;
  return error instanceof Error ? error.message : String(error);
}
