// Runs once when a Next.js server starts (dev and production), before it serves requests.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  const { startServer } = await import("./lib/server/startup");
  await startServer();
}
