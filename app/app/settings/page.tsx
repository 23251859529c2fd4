import type { Metadata } from "next";
import { BlockedMembers } from "@/components/safety/blocked-members";
import { PageHeading } from "@/components/shell/page-heading";
import { Card } from "@/components/ui/card";
import { listMyBlocks } from "@/lib/safety/service";
import { requireMember } from "../require-member";

export const metadata: Metadata = { title: "Settings" };

/** /app/settings: privacy and safety (beyond SPEC); the blocked members come with the page. */
export default async function SettingsPage() {
  const actor = await requireMember();
  const blocks = await listMyBlocks(actor);
  return (
    <>
      <PageHeading title="Settings" />
      <section aria-labelledby="privacy-heading" className="flex max-w-2xl flex-col gap-4">
        <h2 id="privacy-heading" className="text-xl font-semibold text-foreground">
          Privacy &amp; safety
        </h2>
        <Card className="p-5">
          <h3 className="text-lg font-semibold text-foreground">Blocked members</h3>
          <p className="mt-1 mb-3 text-sm text-muted">
            People you block can&apos;t see you in Discover, open your profile, message you or invite you. They are not told.
          </p>
          <BlockedMembers initialBlocks={blocks} />
        </Card>
      </section>
    </>
  );
}
