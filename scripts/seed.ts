// `npm run db:seed`: (re)create the demo data on the configured database. Demo accounts
// (@overlap.dev) are replaced; nothing else is touched.
import { getDatabaseHandle } from "@/db/client";
import { printDemoSignIns, seedDemoData } from "@/lib/demo/seed";

const handle = await getDatabaseHandle();
try {
  printDemoSignIns(await seedDemoData(handle.db));
} finally {
  await handle.close();
}
