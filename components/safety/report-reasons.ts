import type { ReportBody } from "@/lib/safety/schemas";

export type ReportReason = ReportBody["reason"];

/**
 * The reasons a member can give (lib/safety/schemas.ts), in words a person reads. Written out
 * here so the report dialog's bundle pulls in no server module; the Record type fails to compile
 * when the server adds or renames a reason.
 */
const REASONS: Record<ReportReason, { label: string; description: string }> = {
  harassment: { label: "Harassment", description: "Bullying, threats or unwanted contact" },
  spam: { label: "Spam", description: "Advertising, scams or repeated unwanted messages" },
  fake_profile: { label: "Fake profile", description: "Pretending to be someone else, or not a real person" },
  inappropriate_content: { label: "Inappropriate content", description: "Offensive photos, text or messages" },
  safety_concern: { label: "Safety concern", description: "Something that puts you or others at risk" },
  other: { label: "Other", description: "Anything else our team should look at" },
};

export const REPORT_REASON_OPTIONS = (Object.keys(REASONS) as ReportReason[]).map((value) => ({ value, ...REASONS[value] }));

/** lib/safety/schemas.ts: the note may be up to 2,000 characters. */
export const REPORT_NOTE_MAX = 2000;
