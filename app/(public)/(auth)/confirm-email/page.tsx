import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/auth-card";
import { ConfirmEmail, InvalidConfirmLink } from "@/components/auth/confirm-email";

export const metadata: Metadata = { title: "Confirm your email", referrer: "no-referrer" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The emailed confirmation and change links land here (docs/api.md §16, email confirmation); signed in or not. */
export default async function ConfirmEmailPage({ searchParams }: Props) {
  const { token } = await searchParams;
  return (
    <AuthCard title="Confirm your email">
      {typeof token === "string" && token ? <ConfirmEmail token={token} /> : <InvalidConfirmLink />}
    </AuthCard>
  );
}
