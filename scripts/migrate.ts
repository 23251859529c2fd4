// `npm run db:migrate`: apply the committed migrations to the configured database and exit.
import { getDatabaseHandle } from "@/db/client";

const handle = await getDatabaseHandle();
console.log(`Migrations applied (${handle.kind}).`);
await handle.close();
