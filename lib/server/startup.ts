import "server-only";
import { count } from "drizzle-orm";
import { configuredTarget, getDatabaseHandle } from "@/db/client";
import { users } from "@/db/schema";
import { seedDemoData, printDemoSignIns } from "@/lib/demo/seed";
import { ensureAdmin } from "@/lib/accounts/service";
import { warmPlaceData } from "@/lib/calendar/place-data";
import { listenForCityChanges, refreshPopularityNow, startCityPopularityRefresh } from "@/lib/cities/popularity";
import { ensureCitiesLoaded } from "@/lib/cities/service";
import { listenForPlaceChanges } from "@/lib/discovery/kept-rankings";
import { AUTH_SECRET_HELP, env } from "@/lib/env";
import { runMailCycle } from "@/lib/mail/cycle";
import { startMailWorker } from "@/lib/mail/worker";
import { deliverDuePushes } from "@/lib/push/deliver";
import { PUSH_INSECURE_IGNORED, pushTestServiceNotice, vapidConfigProblem } from "@/lib/push/vapid";
import { startPushWorker } from "@/lib/push/worker";
import { startEventPruning } from "@/lib/realtime/hub";
import { sweepStoredData } from "@/lib/sweep/service";
import { startSweepWorker } from "@/lib/sweep/worker";
import { purgeRemovedFiles } from "@/lib/uploads/removal";
import { installLogRedaction } from "@/lib/errors/redact";

/**
 * Server start (docs/api.md §10): refuse production without AUTH_SECRET, apply migrations, ensure
 * the bootstrap admin, and seed demo data on the first development start with an empty database.
 */
export async function startServer() {
  installLogRedaction();
  const config = env();
  if (config.NODE_ENV === "production" && !config.AUTH_SECRET) {
    console.error(`\n${AUTH_SECRET_HELP}\n`);
    process.exit(1);
  }
  // Without NEXTAUTH_URL, next-auth takes the site's address from the request's Host header.
  if (!process.env.NEXTAUTH_URL) process.env.AUTH_TRUST_HOST ??= "true";

  const handle = await getDatabaseHandle();
  const target = configuredTarget();
  console.log(
    handle.kind === "postgres" || target.kind === "postgres"
      ? "Overlap: connected to PostgreSQL (DATABASE_URL), migrations applied."
      : `Overlap: embedded PostgreSQL (PGlite) in ${target.dataDir}, migrations applied.`,
  );

  // Cities are reference data, not demo data: every environment gets them (once).
  const started = Date.now();
  const loaded = await ensureCitiesLoaded(handle.db);
  if (loaded)
    console.log(
      `Overlap: loaded ${loaded.toLocaleString("en")} cities (GeoNames) in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
  // Detection's airports and other names of places, read now rather than on a member's first import.
  warmPlaceData();
  // The city search ranks places by their plans (docs/decisions/020-city-search-ranking.md).
  await refreshPopularityNow();
  if (config.NODE_ENV !== "test") startCityPopularityRefresh();
  // Places added in another process are offered here at once (docs/decisions/024-places-admins-add.md).
  if (config.NODE_ENV !== "test") await listenForCityChanges(handle);
  // And Discover's kept rankings do not outlive a change of places (docs/decisions/025).
  if (config.NODE_ENV !== "test") await listenForPlaceChanges(handle);

  const shouldSeed = config.SEED_DEMO_DATA ?? config.NODE_ENV === "development";
  if (shouldSeed) {
    const [row] = await handle.db.select({ total: count() }).from(users);
    if ((row?.total ?? 0) === 0) {
      const summary = await seedDemoData(handle.db);
      printDemoSignIns(summary);
    }
  }

  // Files whose deletion failed earlier (storage down, a crash right after commit) go now.
  await purgeRemovedFiles();

  // Queued email goes out from this process too (docs/decisions/016-mail-outbox.md). Tests run
  // deliveries themselves: a poll outliving a test's database would open the default one.
  if (config.NODE_ENV !== "test") startMailWorker(() => runMailCycle());
  // The live stream's events are kept 10 minutes for replay (docs/decisions/017-event-stream.md).
  if (config.NODE_ENV !== "test") startEventPruning();
  // Calendar events over and message photos never sent are swept from this process too (docs/security.md, "Counts").
  if (config.NODE_ENV !== "test") startSweepWorker(() => sweepStoredData());
  // Browser push (docs/decisions/018-web-push.md): queued pushes go out from this process too.
  const vapidProblem = vapidConfigProblem();
  if (vapidProblem) {
    console.error(`\nOverlap: ${vapidProblem}\n`);
    process.exit(1);
  }
  if (config.NODE_ENV === "production" && config.PUSH_ALLOW_INSECURE_ENDPOINTS)
    console.error(`Overlap: ${PUSH_INSECURE_IGNORED}`);
  if (config.PUSH_TEST_SERVICE_ORIGIN)
    console.warn(`Overlap: ${pushTestServiceNotice(config.PUSH_TEST_SERVICE_ORIGIN)}`);
  if (config.NODE_ENV !== "test") startPushWorker(() => deliverDuePushes());
  if (config.NODE_ENV === "production" && !config.SMTP_URL) {
    console.warn(
      `Overlap: SMTP_URL is not set: emails are written to ${config.MAIL_OUTBOX_DIR}, not sent (README, "Email").`,
    );
  }

  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    const { user, created } = await ensureAdmin(handle.db, {
      email: config.ADMIN_EMAIL,
      password: config.ADMIN_PASSWORD,
    });
    console.log(`Overlap: admin ${user.email} ${created ? "created" : "is ready"} (ADMIN_EMAIL).`);
  }
}
