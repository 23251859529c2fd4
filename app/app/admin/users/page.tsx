import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { BackToDashboard } from "@/components/admin/kit/back-to-dashboard";
import { userFilterOf } from "@/components/admin/users/user-filters";
import { UsersScreen } from "@/components/admin/users/users-screen";
import { PageHeading } from "@/components/shell/page-heading";
import { requireAdmin } from "../require-admin";

export const metadata: Metadata = { title: "Users" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function AdminUsersPage({ searchParams }: Props) {
  const actor = await requireAdmin();
  const status = userFilterOf((await searchParams).status);
  return (
    <>
      <BackToDashboard />
      <PageHeading title="Users">
        Activate new members, edit accounts and remove them. See who invited whom in the{" "}
        <Link href="/app/admin/invite-tree" className="text-link underline underline-offset-4">
          invite tree
        </Link>
        .
      </PageHeading>
      <UsersScreen initialStatus={status} actorId={actor.id} />
    </>
  );
}
