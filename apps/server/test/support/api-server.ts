/**
 * The server as `node src/main.ts` runs it (environment, boot, SIGTERM/SIGINT handling, exit code), without the
 * pages, so that a test can run it as a child process without the web build (shutdown.test.ts).
 */
process.env.NODE_ENV ??= "production";
const { runFromCommandLine } = await import("../../src/boot.ts");
await runFromCommandLine({ withWeb: false });
