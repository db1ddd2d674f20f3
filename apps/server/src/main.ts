/**
 * The server's entry point: `node apps/server/src/main.ts` (boot and shutdown are in boot.ts).
 *
 * NODE_ENV is settled first, before anything is imported: React picks its development or production build from
 * it when first loaded (through @bazi/contracts and the web build), and a bare `node main.ts` must run the
 * production one, like the env schema's default. It starts the server only when run: compile-cache.ts imports it
 * to put it in Node's compile cache.
 */
if (import.meta.main) {
  process.env.NODE_ENV ??= "production";
  const { runFromCommandLine } = await import("./boot.ts");
  await runFromCommandLine();
}
