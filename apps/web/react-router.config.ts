import type { Config } from "@react-router/dev/config";

/** Framework mode with server rendering; the Hono server in apps/server serves the build (see app/entry.server.tsx). */
export default {
  appDirectory: "app",
  buildDirectory: "build",
  ssr: true,
} satisfies Config;
