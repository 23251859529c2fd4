import "server-only";
import { readBodyCapped } from "./body";
import { AppError, fieldError } from "@/lib/errors/app-error";

/** The envelope around a 10 MB image: form boundaries and headers take a few hundred bytes. */
const MAX_IMAGE_REQUEST_BYTES = 10.5 * 1024 * 1024;

export type FileUploadOptions = {
  /** The form field holding the file. */
  field?: string;
  /** Largest request accepted, in bytes; a larger one is a 413 and is never read in full. */
  maxRequestBytes: number;
  /** 413 detail. */
  tooLargeDetail: string;
  /** 422 message when the field is missing, not a file, or empty. */
  missingMessage: string;
};

export type UploadedFile = { bytes: Buffer; name: string; declaredType: string };

/**
 * Reads one file from a multipart/form-data request, refusing oversized requests before reading
 * them (Content-Length) or as soon as they pass the limit (a chunked body is counted as it
 * streams in). The name and declared type are the client's and prove nothing about the content.
 */
export async function readFileUpload(req: Request, options: FileUploadOptions): Promise<UploadedFile> {
  const field = options.field ?? "file";
  const contentType = req.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(contentType) || !/boundary=/i.test(contentType)) {
    throw new AppError("bad_request", `The request must be multipart/form-data with the file in the field "${field}"`);
  }
  const body = await readBodyCapped(req, options.maxRequestBytes, options.tooLargeDetail);
  let form: FormData;
  try {
    form = await new Response(body, { headers: { "content-type": contentType } }).formData();
  } catch {
    throw new AppError("bad_request", "The multipart/form-data body could not be read");
  }
  const value = form.get(field);
  if (!(value instanceof Blob) || value.size === 0) throw fieldError(field, options.missingMessage);
  return {
    bytes: Buffer.from(await value.arrayBuffer()),
    name: value instanceof File ? value.name : "",
    declaredType: value.type,
  };
}

/** An image in the field `file` (or another): at most MAX_IMAGE_REQUEST_BYTES of request. */
export async function readImageUpload(req: Request, field = "file"): Promise<Buffer> {
  const { bytes } = await readFileUpload(req, {
    field,
    maxRequestBytes: MAX_IMAGE_REQUEST_BYTES,
    tooLargeDetail: "Images must be 10 MB or smaller",
    missingMessage: "Choose an image file",
  });
  return bytes;
}
