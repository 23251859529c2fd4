import "server-only";
import sharp, { type Metadata, type Sharp } from "sharp";
import { AppError } from "@/lib/errors/app-error";
import { detectImageFormat, type ImageFormat } from "./detect";

const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** Decoded size we accept, all frames together: 40 MP is ~160 MB of RGBA at worst. */
const MAX_INPUT_PIXELS = 40_000_000;
const MAX_FRAMES = 300;
/** Long side of what we store; phones take 4000+ px photos that no screen here needs. */
const MAX_SIDE = 2048;

const UNSUPPORTED_DETAIL = "Only JPEG, PNG, WebP or GIF images can be uploaded";
const TOO_BIG_DETAIL = "Images must be 10 MB or smaller";
const TOO_MANY_PIXELS_DETAIL = "Image dimensions are too large";

export type ProcessedImage = {
  bytes: Buffer;
  contentType: string;
  /** File extension without the dot: jpg, png, webp or gif. */
  extension: string;
  width: number;
  height: number;
};

const OUTPUT: Record<ImageFormat, { contentType: string; extension: string }> = {
  jpeg: { contentType: "image/jpeg", extension: "jpg" },
  png: { contentType: "image/png", extension: "png" },
  webp: { contentType: "image/webp", extension: "webp" },
  gif: { contentType: "image/gif", extension: "gif" },
};

/**
 * Makes an uploaded file safe to store and show: checks by content that it is a JPEG, PNG, WebP or
 * GIF, refuses decompression bombs from the header alone, then decodes and re-encodes it in the same
 * format, applying the EXIF orientation, dropping every piece of metadata (EXIF with GPS, XMP, ICC,
 * comments) and capping the long side at MAX_SIDE. What is stored is always our own encoding, never
 * the client's bytes.
 */
export async function processImage(input: Uint8Array): Promise<ProcessedImage> {
  if (input.byteLength > MAX_IMAGE_BYTES) throw new AppError("payload_too_large", TOO_BIG_DETAIL);
  // Only our four formats ever reach libvips: it would otherwise happily open SVG, PDF, TIFF, HEIF…
  const format = detectImageFormat(input);
  if (!format) throw new AppError("unsupported_media_type", UNSUPPORTED_DETAIL);

  const header = await readHeader(input, format);
  const animated = header.frames > 1;
  if (header.width * header.height * header.frames > MAX_INPUT_PIXELS || header.frames > MAX_FRAMES) {
    throw new AppError("payload_too_large", TOO_MANY_PIXELS_DETAIL);
  }

  try {
    // limitInputPixels again, enforced by libvips when it opens the image, in case a header lied.
    const decoded = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, animated, failOn: "error" });
    // libvips can only turn multi-frame images by 180°; GIF has no orientation, animated WebP rarely.
    const pipeline = (animated ? decoded : decoded.autoOrient()).resize({
      width: MAX_SIDE,
      height: MAX_SIDE,
      fit: "inside",
      withoutEnlargement: true,
    });
    // sharp writes no metadata unless asked (withMetadata/keepExif/keepIccProfile): none is asked.
    const encoded = encode(pipeline, format);
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return {
      bytes: data,
      ...OUTPUT[format],
      width: info.width,
      height: info.pageHeight ?? info.height,
    };
  } catch (error) {
    throw asUploadError(error);
  }
}

type Header = { width: number; height: number; frames: number };

/** Reads the dimensions without decoding pixels (sharp's metadata only parses the header). */
async function readHeader(input: Uint8Array, expected: ImageFormat): Promise<Header> {
  let metadata: Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch (error) {
    throw asUploadError(error);
  }
  if (metadata.format !== expected || !metadata.width || !metadata.height) {
    throw new AppError("unsupported_media_type", UNSUPPORTED_DETAIL);
  }
  // For multi-frame GIF/WebP, height is one frame's and pages counts the frames.
  return { width: metadata.width, height: metadata.height, frames: Math.max(1, metadata.pages ?? 1) };
}

function encode(pipeline: Sharp, format: ImageFormat): Sharp {
  switch (format) {
    case "jpeg":
      return pipeline.jpeg({ quality: 85 });
    case "png":
      return pipeline.png();
    case "webp":
      return pipeline.webp({ quality: 85 });
    case "gif":
      return pipeline.gif();
  }
}

function asUploadError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (/pixel limit/i.test(message)) return new AppError("payload_too_large", TOO_MANY_PIXELS_DETAIL);
  // The right magic bytes but a body libvips cannot read: damaged, truncated or forged.
  return new AppError("unsupported_media_type", "The image could not be read. It may be damaged; try another file.");
}
