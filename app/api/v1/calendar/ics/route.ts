import { calendarApi, ICS_MISSING, ICS_TOO_LARGE, MAX_ICS_BYTES } from "@/lib/calendar/contract";
import { uploadIcs } from "@/lib/calendar/service";
import { readFileUpload } from "@/lib/http/multipart";
import { route } from "@/lib/http/route";

export const POST = route(calendarApi.uploadIcs, async ({ actor, req }) => {
  const { bytes } = await readFileUpload(req, {
    // Refused before reading: the form's boundaries and headers around a 2 MB file.
    maxRequestBytes: MAX_ICS_BYTES + 16 * 1024,
    tooLargeDetail: ICS_TOO_LARGE,
    missingMessage: ICS_MISSING,
  });
  return uploadIcs(actor, bytes);
});
