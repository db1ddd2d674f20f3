/**
 * One starter for the many-starters drill on the data folder's lock (data-folder.test.ts): a process that
 * takes the folder when told, at a given instant, so that several of them try in the same millisecond. It
 * speaks in lines of JSON: it says `{"ready":pid}` once loaded; `{"go":folder,"at":epochMs}` makes it wait
 * for that instant and call lockDataFolder, answering `{"held":true}` or `{"held":false,"message":…}`;
 * `{"release":true}` releases what it holds and answers `{"released":true}`. It holds the lock until released
 * or until its input closes, then exits.
 *
 *   node test/support/lock-starter.ts
 */
import { createInterface } from "node:readline";
import { lockDataFolder } from "../../src/db/folder-lock.ts";

const say = (message: object) => process.stdout.write(`${JSON.stringify(message)}\n`);
const now = () => performance.timeOrigin + performance.now();

let release: (() => void) | null = null;

createInterface({ input: process.stdin })
  .on("line", (line) => {
    const order = JSON.parse(line) as { go?: string; at?: number; release?: boolean };
    if (order.go !== undefined) {
      const folder = order.go;
      const at = order.at ?? 0;
      // sleep to just before the instant, then spin to it: the starters call in a fraction of a millisecond
      setTimeout(
        () => {
          while (now() < at) {}
          try {
            release = lockDataFolder(folder);
            say({ held: true });
          } catch (e) {
            say({ held: false, message: (e as Error).message });
          }
        },
        Math.max(0, at - now() - 3),
      );
    } else if (order.release) {
      release?.();
      release = null;
      say({ released: true });
    }
  })
  .on("close", () => process.exit(0));

say({ ready: process.pid });
