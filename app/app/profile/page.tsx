import type { Metadata } from "next";
import { Avatar } from "@/components/profile/avatar";
import { PageHeading } from "@/components/shell/page-heading";
import { Card } from "@/components/ui/card";
import { requireMember } from "../require-member";

export const metadata: Metadata = { title: "My Profile" };

export default async function ProfilePage() {
  const { user } = await requireMember();
  return (
    <>
      <PageHeading title="My Profile" />
      <Card className="flex flex-col gap-6 sm:flex-row sm:items-center">
        <Avatar name={user.name} photo={user.photos[0]} size="lg" />
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
          <dt className="font-medium text-muted">Name</dt>
          <dd className="text-foreground">{user.name}</dd>
          <dt className="font-medium text-muted">Handle</dt>
          <dd className="text-foreground">{user.handle ? `@${user.handle}` : "No handle chosen yet"}</dd>
          <dt className="font-medium text-muted">Email</dt>
          <dd className="break-all text-foreground">{user.email}</dd>
        </dl>
      </Card>
    </>
  );
}
