import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/auth-card";
import { UnsubscribeConfirm } from "@/components/notification-settings/unsubscribe-confirm";
import { Alert } from "@/components/ui/alert";
import { describeUnsubscribeLink } from "@/lib/notification-settings/service";
import { EMAIL_SETTING_LABELS, UNSUBSCRIBE_LINK_INVALID } from "@/lib/notification-settings/values";

export const metadata: Metadata = { title: "Unsubscribe", referrer: "no-referrer" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * A notification email's footer link lands here (docs/api.md §16, "Unsubscribing"). Opening the
 * page changes nothing; its button does, with no sign-in.
 */
export default async function UnsubscribePage({ searchParams }: Props) {
  const { token } = await searchParams;
  const link = typeof token === "string" ? await describeUnsubscribeLink(token) : null;
  if (!link || typeof token !== "string") {
    return (
      <AuthCard title="Unsubscribe">
        <Alert tone="error">
          <p>{UNSUBSCRIBE_LINK_INVALID}</p>
          <a
            href="/app/settings#email-notifications-heading"
            className="mt-1 inline-block font-semibold underline underline-offset-4"
          >
            Choose your emails in Settings
          </a>
        </Alert>
      </AuthCard>
    );
  }
  const { label } = EMAIL_SETTING_LABELS[link.setting];
  return (
    <AuthCard
      title="Unsubscribe"
      description={`Stop getting "${label}" emails from Overlap? You can turn them on again in Settings.`}
    >
      <UnsubscribeConfirm token={token} label={label} />
    </AuthCard>
  );
}
