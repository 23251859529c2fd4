import { REPORT_REASONS, type ReportReason } from "@/lib/safety/values";

export type { ReportReason };

/**
 * The reasons a member can give (lib/safety/contract.ts), in words a person reads. The Record type
 * fails to compile when the contract adds or renames a reason.
 */
const REASONS: Record<ReportReason, { label: string; description: string }> = {
  harassment: { label: "Harassment", description: "Bullying, threats or unwanted contact" },
  spam: { label: "Spam", description: "Advertising, scams or repeated unwanted messages" },
  fake_profile: { label: "Fake profile", description: "Pretending to be someone else, or not a real person" },
  inappropriate_content: { label: "Inappropriate content", description: "Offensive photos, text or messages" },
  safety_concern: { label: "Safety concern", description: "Something that puts you or others at risk" },
  other: { label: "Other", description: "Anything else our team should look at" },
};

export const REPORT_REASON_OPTIONS = REPORT_REASONS.map((value) => ({ value, ...REASONS[value] }));
