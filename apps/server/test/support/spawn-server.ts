/**
 * A server as a process of its own, on a free port of 127.0.0.1 and an in-memory database, for the tests that
 * need one apart from the test's process (its memory measured alone, the development mode's Vite): started with
 * `script`, the given V8 flags and environment, and resolved with its port once it logs that it listens.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { createInterface } from "node:readline";

export interface SpawnedServer {
  child: ChildProcess;
  pid: number;
  port: number;
}

export async function spawnServer(
  script: string,
  opts: { env?: Record<string, string>; nodeFlags?: string[] } = {},
): Promise<SpawnedServer> {
  const child = spawn(process.execPath, [...(opts.nodeFlags ?? []), script], {
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: "memory://",
      LOG_LEVEL: "info",
      APP_CLOCK_NOW: "2026-11-21T09:00:00Z",
      ...opts.env,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const port = await new Promise<number>((resolve, reject) => {
    createInterface({ input: child.stdout! }).on("line", (line) => {
      let entry: { msg?: string; port?: number };
      try {
        entry = JSON.parse(line);
      } catch {
        return; // not the server's log (Vite's own lines)
      }
      if (entry.msg === "listening" && entry.port) resolve(entry.port);
    });
    child.once("exit", (code) => reject(new Error(`the server exited (${code}) before listening`)));
  });
  return { child, pid: child.pid!, port };
}
