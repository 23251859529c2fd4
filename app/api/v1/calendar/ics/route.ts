import { uploadIcs } from "@/lib/calendar/service";
import { AppError } from "@/lib/http/errors";
import { readFileUpload } from "@/lib/http/multipart";
import { route } from "@/lib/http/route";

const MAX_ICS_BYTES = 2 * 1024 * 1024;
const TOO_LARGE = "Calendar files must be 2 MB or smaller";

export const POST = route({ auth: "member" }, async ({ actor, req }) => {
  const { bytes } = await readFileUpload(req, {
    // The form's boundaries and headers around a 2 MB file.
    maxRequestBytes: MAX_ICS_BYTES + 16 * 1024,
    tooLargeDetail: TOO_LARGE,
    missingMessage: "Choose an .ics calendar file",
  });
  if (bytes.length > MAX_ICS_BYTES) throw new AppError("payload_too_large", TOO_LARGE);
  return uploadIcs(actor, bytes);
});
