/**
 * A server as a process of its own, on a free port of 127.0.0.1 and an in-memory database, for the tests that
 * need one apart from the test's process (its memory measured alone, the development mode's Vite): started with
 * `script`, the given V8 flags and environment, and resolved with its port once it logs that it listens.
 * `stopServer` ends it and waits until it has: a child left running holds the test run's stderr open, and the run
 * (CI's pipe included) would wait on it for ever.
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

/**
 * Sends SIGTERM and resolves with the exit code once the process has exited; one that has not exited after
 * `graceMs` (a connection its shutdown still waits for) is killed, and resolves with null.
 */
export async function stopServer(server: SpawnedServer | undefined, graceMs = 5000): Promise<number | null> {
  if (!server) return null;
  const { child } = server;
  if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
  try {
    return await exited;
  } finally {
    clearTimeout(timer);
  }
}
