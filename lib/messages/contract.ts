import { z } from "zod";

// contracts-admin: placeholder, the owning domain's helper defines this (the lead keeps theirs)
/** One message as presentMessage gives it (lib/messages/schemas.ts). */
export const Message = z
  .object({
    id: z.number().int(),
    match_id: z.number().int(),
    sender_id: z.number().int(),
    content: z.string(),
    photo_url: z.string().nullable(),
    is_read: z.boolean(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: "Message" });
