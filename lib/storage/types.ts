/**
 * Where uploaded files live. Everything in the product that stores a file goes through this, so
 * switching from the local disk to UploadThing is a matter of configuration (docs/api.md §3).
 */
export type StoredFile = {
  /** What `remove` needs: a file name on disk, or UploadThing's file key. */
  key: string;
  /** Where browsers fetch it: `/uploads/<name>` on disk, UploadThing's file URL otherwise. */
  url: string;
};

export type PutInput = {
  /** A name chosen by us (random, with the detected type's extension), never the client's. */
  name: string;
  bytes: Uint8Array;
  contentType: string;
};

export interface Storage {
  readonly kind: "local" | "uploadthing";
  put(input: PutInput): Promise<StoredFile>;
  /** Deletes the stored object; deleting one that is already gone is not an error. */
  remove(key: string): Promise<void>;
}
