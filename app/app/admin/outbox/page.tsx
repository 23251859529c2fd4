import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { BackToDashboard } from "@/components/admin/kit/back-to-dashboard";
import { PageHeading } from "@/components/shell/page-heading";
import { listOutbox } from "@/lib/mail/service";
import { requireAdmin } from "../require-admin";

export const metadata: Metadata = { title: "Outbox" };

/** Development only (docs/api.md §16): the latest queued and sent emails, to follow their links. */
export default async function AdminOutboxPage() {
  const actor = await requireAdmin();
  if (process.env.NODE_ENV === "production") notFound();
  const emails = await listOutbox(actor);
  return (
    <>
      <BackToDashboard />
      <PageHeading title="Outbox">
        The latest emails (development only). Links are removed here once an email is sent; without SMTP_URL each email
        is also an .eml file in the outbox folder, links included, and the server log shows them.
      </PageHeading>
      {emails.length === 0 ? (
        <p className="text-muted">No emails yet.</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {emails.map((email) => (
            <li key={email.id} className="rounded-lg border border-border p-4">
              <details>
                <summary className="cursor-pointer">
                  <span className="font-semibold">{email.subject}</span> to {email.to} · {email.status}
                  {email.attempts > 1 ? ` after ${email.attempts} tries` : ""} ·{" "}
                  {email.createdAt.toISOString().slice(0, 16).replace("T", " ")} UTC
                </summary>
                {email.lastError && <p className="mt-2 text-muted">Last error: {email.lastError}</p>}
                <pre className="mt-2 whitespace-pre-wrap break-words text-sm">{email.text}</pre>
              </details>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
