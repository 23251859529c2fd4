import "server-only";
import type { UTApi } from "uploadthing/server";
import { AppError } from "@/lib/errors/app-error";
import type { PutInput, Storage, StoredFile } from "./types";

export type UploadThingConfig = {
  token: string;
  /** Overrides of UploadThing's endpoints; only the tests' fake server sets them. */
  ingestUrl?: string;
  apiUrl?: string;
};

/**
 * Files on UploadThing through its server SDK. `UTApi.uploadFiles` signs a URL on the ingest host
 * locally with the token's API key and PUTs the file there as multipart form data (the ingest URL
 * is `https://<region>.<ingestHost>` from the token unless `ingestUrl` overrides it);
 * `deleteFiles` POSTs to `<apiUrl>/v6/deleteFiles`. The stored URL is the `ufsUrl` it answers.
 */
export class UploadThingStorage implements Storage {
  readonly kind = "uploadthing" as const;
  private api: Promise<UTApi> | undefined;

  constructor(private readonly config: UploadThingConfig) {}

  async put({ name, bytes, contentType }: PutInput): Promise<StoredFile> {
    const api = await this.client();
    const { UTFile } = await import("uploadthing/server");
    const result = await api.uploadFiles(new UTFile([new Uint8Array(bytes)], name, { type: contentType }));
    if (result.error) {
      // Their failure is not the member's fault nor our bug: logged for us, a 503 for them.
      console.error(`UploadThing refused the upload: ${result.error.code} ${result.error.message}`);
      throw new AppError("unavailable", "Photo storage is unavailable right now. Please try again in a moment.");
    }
    return { key: result.data.key, url: result.data.ufsUrl };
  }

  async remove(key: string): Promise<void> {
    const api = await this.client();
    await api.deleteFiles(key);
  }

  private client(): Promise<UTApi> {
    // Imported on first use: the SDK (and Effect under it) is only loaded when UploadThing is on.
    this.api ??= import("uploadthing/server").then(
      ({ UTApi }) =>
        new UTApi({
          token: this.config.token,
          // Only keys that are set: an undefined one would hide UploadThing's default.
          ...(this.config.ingestUrl ? { ingestUrl: this.config.ingestUrl } : {}),
          ...(this.config.apiUrl ? { apiUrl: this.config.apiUrl } : {}),
        }),
    );
    return this.api;
  }
}
