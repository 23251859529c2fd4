import { readImageUpload } from "@/lib/http/multipart";
import { route } from "@/lib/http/route";
import { messagesApi } from "@/lib/messages/contract";
import { uploadMessagePhoto } from "@/lib/uploads/service";

// Multipart field `file` → 201 {photo_url}, which POST /messages then accepts from this sender.
export const POST = route(messagesApi.uploadPhoto, async ({ req, actor }) =>
  uploadMessagePhoto(actor, await readImageUpload(req)),
);
