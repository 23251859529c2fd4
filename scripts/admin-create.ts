// `npm run admin:create -- --email you@example.com --password '…' [--name 'Your Name']`
// Creates an active admin, or promotes and activates an existing account (its password is kept).
import { parseArgs } from "node:util";
import { getDatabaseHandle } from "@/db/client";
import { ensureAdmin } from "@/lib/accounts/service";

const { values } = parseArgs({
  options: { email: { type: "string" }, password: { type: "string" }, name: { type: "string" } },
});
if (!values.email || !values.password) {
  console.error(
    "Usage: npm run admin:create -- --email you@example.com --password 'at least 8 characters' [--name 'Name']",
  );
  process.exit(2);
}
const handle = await getDatabaseHandle();
try {
  const { user, created } = await ensureAdmin(handle.db, {
    email: values.email,
    password: values.password,
    name: values.name,
  });
  console.log(created ? `Admin ${user.email} created.` : `${user.email} is now an active admin (password unchanged).`);
} finally {
  await handle.close();
}
