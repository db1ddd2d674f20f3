/**
 * The embedded database's folder belongs to one process at a time. PGlite does not lock its folder: two servers
 * on one DATA_DIR both start, each with its own copy of the database in memory, and the writes of one are lost
 * when the other saves. So the process that opens the folder writes `bazi.lock` into it (created exclusively,
 * with its pid and host), and a second one stops at once naming the folder and the holder. A lock left by a
 * process that no longer runs (a crash, a kill -9) is taken over, as PostgreSQL does with postmaster.pid, by
 * one of the processes that start on it at once, however many (lockDataFolder says how).
 *
 * Writing the lock is also the start's first write: a read-only or full folder is reported here, by name.
 */
import { createHash, randomBytes } from "node:crypto";
import {
  closeSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
  writeSync,
} from "node:fs";
import { rm, writeFile } from "node:fs/promises";
import { hostname } from "node:os";
import { join, resolve } from "node:path";

/** A data folder the server cannot use: held by another process, or not writable. The message says which. */
export class DataFolderError extends Error {
  override name = "DataFolderError";
}

interface Holder {
  pid: number;
  host: string;
  since: string;
}

export const LOCK_FILE = "bazi.lock";

function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    // EPERM: it runs, as another user
    return (e as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The lock's text and its holder (null when unreadable); null when there is no lock. */
function readLock(file: string): { text: string; holder: Holder | null } | null {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "ENOENT") return null;
    return { text: "", holder: null };
  }
  try {
    const h = JSON.parse(text) as Partial<Holder>;
    const holder =
      typeof h.pid === "number" ? { pid: h.pid, host: h.host ?? "", since: h.since ?? "" } : null;
    return { text, holder };
  } catch {
    return { text, holder: null };
  }
}

/** How often a starter looks again while another takes a stale lock over, and how long it waits between. */
const TAKEOVER_TRIES = 100;
const TAKEOVER_PAUSE_MS = 5;

function pause(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function notWritable(folder: string, e: unknown): DataFolderError {
  const code = (e as NodeJS.ErrnoException).code;
  const why =
    code === "ENOSPC" || code === "EDQUOT"
      ? "the disk is full"
      : code === "EROFS"
        ? "it is on a read-only file system"
        : code === "ENOTDIR" || code === "EEXIST"
          ? "it is not a folder"
          : code === "EACCES" || code === "EPERM"
            ? `this process (user id ${process.getuid?.() ?? "?"}) may not write there`
            : `${code ?? (e as Error).message}`;
  return new DataFolderError(
    `The data folder ${folder} (DATA_DIR) cannot be written: ${why}. The embedded database keeps its files there; ` +
      "give the server a writable folder with free space.",
  );
}

function inUse(folder: string, file: string, holder: Holder | null, me: Holder): DataFolderError {
  const who = holder
    ? `process ${holder.pid}${holder.host !== me.host ? ` on ${holder.host}` : ""}, since ${holder.since}`
    : "another process";
  return new DataFolderError(
    `The data folder ${folder} is in use by ${who}. Two servers on one embedded database lose each other's ` +
      "writes: stop that one first, or give this one another DATA_DIR (or PostgreSQL: DATABASE_URL). " +
      `If no such process runs, delete ${file}.`,
  );
}

/**
 * Takes the folder for this process; returns the release. Throws DataFolderError when another running process
 * holds it or the folder cannot be written. A holder on another host (a shared folder) cannot be checked and
 * counts as running; one on this host that has ended, or with this process's pid (a restarted container), is
 * taken over.
 *
 * The takeover is safe with any number of starters at once. Removing the stale lock and creating a new one is
 * not: a starter that read the stale holder just before another replaced it would remove the new, live lock.
 * So the lock file is never removed to take it over, only replaced whole by a rename, and only by the one
 * starter that holds the takeover's claim: a file named after the stale lock's text, created exclusively.
 * Under the claim that starter reads the lock again, and replaces it only if it still has the stale text: no
 * one else can replace that text meanwhile (they would need the claim), and a process that ended does not
 * remove its lock. Every other starter either finds the claim taken, waits a moment and reads the lock again
 * (then naming the new holder), or finds under the claim that the text has changed. A claim left by a starter
 * killed in that instant keeps that one stale lock from being taken over; the message then says to delete the
 * lock (the claim left behind never matches another lock).
 */
export function lockDataFolder(dir: string): () => void {
  const folder = resolve(dir);
  const file = join(folder, LOCK_FILE);
  const me: Holder = { pid: process.pid, host: hostname(), since: new Date().toISOString() };
  const mine = `${JSON.stringify(me)}\n`;
  // the new lock for a takeover, written whole before it replaces the stale one
  const next = `${file}.${process.pid}-${randomBytes(6).toString("hex")}`;
  const take = () => {
    try {
      return openSync(file, "wx", 0o600);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === "EEXIST") return null;
      throw notWritable(folder, e);
    }
  };
  /** Replaces the stale lock whose text is `stale`: "taken", "busy" (another has the claim), "changed". */
  const takeOver = (stale: string) => {
    const claim = `${file}.takeover-${createHash("sha256").update(stale).digest("hex").slice(0, 16)}`;
    try {
      closeSync(openSync(claim, "wx", 0o600));
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === "EEXIST") return "busy";
      throw notWritable(folder, e);
    }
    try {
      if (readLock(file)?.text !== stale) return "changed";
      renameSync(next, file);
      return "taken";
    } catch (e) {
      throw notWritable(folder, e);
    } finally {
      rmSync(claim, { force: true });
    }
  };
  try {
    mkdirSync(folder, { recursive: true });
  } catch (e) {
    throw notWritable(folder, e);
  }
  try {
    for (let attempt = 1; ; attempt++) {
      const fd = take();
      if (fd !== null) {
        try {
          writeSync(fd, mine);
        } catch (e) {
          rmSync(file, { force: true });
          throw notWritable(folder, e);
        } finally {
          closeSync(fd);
        }
        break;
      }
      // null: removed since, its holder stopped this instant; then the next attempt creates it
      const found = readLock(file);
      let taken: ReturnType<typeof takeOver> | null = null;
      if (found) {
        const holder = found.holder;
        // unreadable: being written this instant, or left half-written (then the message says to delete it)
        if (!holder || (holder.pid !== process.pid && (holder.host !== me.host || running(holder.pid))))
          throw inUse(folder, file, holder, me);
        try {
          writeFileSync(next, mine, { mode: 0o600 });
        } catch (e) {
          throw notWritable(folder, e);
        }
        taken = takeOver(found.text);
        if (taken === "taken") break;
      }
      // busy: another starter is taking it over, its lock is there in a moment and the next attempt names it;
      // changed, or removed: the next attempt looks at once
      if (attempt >= TAKEOVER_TRIES) throw inUse(folder, file, readLock(file)?.holder ?? null, me);
      if (taken === "busy") pause(TAKEOVER_PAUSE_MS);
    }
  } finally {
    rmSync(next, { force: true });
  }
  // what the reasoning above promises, checked: the lock names this process
  const now = readLock(file);
  if (now?.text !== mine) throw inUse(folder, file, now?.holder ?? null, me);
  return () => {
    if (readLock(file)?.text === mine) rmSync(file, { force: true });
  };
}

/** Writes and removes a small file in the folder: throws (the reason in words) when it cannot be written. */
export async function probeFolder(dir: string): Promise<void> {
  const file = join(resolve(dir), ".write-probe");
  try {
    await writeFile(file, "ok\n");
    await rm(file, { force: true });
  } catch (e) {
    throw notWritable(resolve(dir), e);
  }
}
