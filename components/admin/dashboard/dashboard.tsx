"use client";

import { useQuery } from "@tanstack/react-query";
import { Link } from "@/components/ui/link";
import { apiPage, api } from "@/components/data/api-client";
import { buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import type { AdminStats } from "@/lib/admin/contract";
import { formatCount, plural } from "../kit/format";
import { LoadError, LoadingText } from "../kit/list-states";
import { adminKeys } from "../kit/queries";

const PENDING_USERS_HREF = "/app/admin/users?status=pending";

const MANAGE_LINKS: { href: string; label: string; description: string; count?: "users" | "reports" }[] = [
  { href: "/app/admin/users", label: "Users", description: "Activate, edit and remove accounts", count: "users" },
  { href: "/app/admin/invites", label: "Invites", description: "Create and share invite codes" },
  { href: "/app/admin/invite-tree", label: "Invite tree", description: "Who invited whom" },
  {
    href: "/app/admin/reports",
    label: "Reports",
    description: "Members reported by other members, and references for review",
    count: "reports",
  },
  { href: "/app/admin/references", label: "References", description: "What members wrote after a stay" },
  { href: "/app/admin/pairings", label: "Pairings", description: "Match, friend and pass pairings" },
  { href: "/app/admin/matches", label: "Matches", description: "Conversations between matched members" },
  { href: "/app/admin/messages", label: "Messages", description: "Every message sent" },
  { href: "/app/admin/travel-plans", label: "Travel plans", description: "Members' solo trips" },
  { href: "/app/admin/group-trips", label: "Group trips", description: "Hosted trips" },
  { href: "/app/admin/participants", label: "Participants", description: "Who is invited to or on each trip" },
  { href: "/app/admin/places", label: "Places", description: "Places members go to that the city search lacks" },
  // The dev outbox (docs/api.md §16) answers 404 in production, so it is only offered in development.
  ...(process.env.NODE_ENV === "production"
    ? []
    : [{ href: "/app/admin/outbox", label: "Outbox", description: "Emails sent (development only)" }]),
];

/** docs/product.md §3's statistics, the members waiting for activation first, and a way into every admin screen. */
export function AdminDashboard() {
  const stats = useQuery({ queryKey: adminKeys.stats, queryFn: () => api("GET /admin/stats") });
  // One row is enough: the count comes from X-Total-Count.
  const openReports = useQuery({
    queryKey: adminKeys.openReports,
    queryFn: async () => (await apiPage("GET /admin/reports", { query: { status: "open", limit: 1 } })).total,
  });

  return (
    <div className="flex flex-col gap-8">
      {stats.isPending ? (
        <LoadingText>Loading dashboard...</LoadingText>
      ) : stats.isError ? (
        <LoadError
          what="statistics"
          error={stats.error}
          onRetry={() => void stats.refetch()}
          retrying={stats.isRefetching}
        />
      ) : (
        <>
          {stats.data.pending_users > 0 && <PendingActivations count={stats.data.pending_users} />}
          <Statistics stats={stats.data} />
        </>
      )}
      <section aria-labelledby="manage-title">
        <h2 id="manage-title" className="mb-4 text-xl font-semibold text-foreground">
          Manage
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {MANAGE_LINKS.map((entry) => {
            const count =
              entry.count === "users"
                ? stats.data?.total_users
                : entry.count === "reports"
                  ? openReports.data
                  : undefined;
            const countText =
              count === undefined
                ? null
                : entry.count === "reports"
                  ? `${formatCount(count)} open`
                  : formatCount(count);
            return (
              <li key={entry.href}>
                <Link
                  href={entry.href}
                  className="flex h-full items-start justify-between gap-3 rounded-2xl border border-border bg-surface p-4 shadow-sm transition-colors hover:border-primary hover:bg-surface-muted"
                >
                  <span>
                    <span className="block font-semibold text-foreground">{entry.label}</span>
                    <span className="mt-0.5 block text-sm text-muted">{entry.description}</span>
                  </span>
                  {countText && (
                    <span className="shrink-0 rounded-full bg-primary-soft px-2.5 py-0.5 text-xs font-semibold text-link">
                      <span className="sr-only">(</span>
                      {countText}
                      <span className="sr-only">)</span>
                    </span>
                  )}
                </Link>
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}

function PendingActivations({ count }: { count: number }) {
  return (
    <Card className="flex flex-col gap-4 border-2 border-primary bg-primary-soft sm:flex-row sm:items-center sm:justify-between">
      <div>
        <h2 className="text-xl font-bold text-foreground">{plural(count, "member")} waiting for activation</h2>
        <p className="mt-1 text-sm text-foreground">
          They registered without an invite code and cannot sign in until an admin activates them.
        </p>
      </div>
      <Link href={PENDING_USERS_HREF} className={buttonClasses({ className: "shrink-0" })}>
        Review pending members
      </Link>
    </Card>
  );
}

function Statistics({ stats }: { stats: AdminStats }) {
  const { match, friend, pass } = stats.pairings_by_type;
  const cards: { label: string; value: number; detail?: string }[] = [
    { label: "Total users", value: stats.total_users },
    { label: "Active users", value: stats.active_users },
    { label: "Pending activation", value: stats.pending_users },
    {
      label: "Pairings",
      value: stats.total_pairings,
      detail: `${formatCount(match)} match · ${formatCount(friend)} friend · ${formatCount(pass)} pass`,
    },
    { label: "Messages", value: stats.total_messages },
    { label: "Likes", value: stats.total_likes, detail: "Match requests sent" },
    { label: "Travel plans", value: stats.total_travel_plans },
    { label: "Group trips", value: stats.total_group_trips },
    { label: "Trip participants", value: stats.total_trip_participants },
  ];
  return (
    <section aria-labelledby="statistics-title">
      <h2 id="statistics-title" className="mb-4 text-xl font-semibold text-foreground">
        Statistics
      </h2>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-3">
        {cards.map((card) => (
          <div key={card.label} className="flex flex-col rounded-2xl border border-border bg-surface p-4 shadow-sm">
            <dt className="text-sm font-medium text-muted">{card.label}</dt>
            <dd className="order-first text-2xl font-bold text-foreground sm:text-3xl">{formatCount(card.value)}</dd>
            {card.detail && <dd className="mt-1 text-xs text-muted">{card.detail}</dd>}
          </div>
        ))}
      </dl>
    </section>
  );
}
