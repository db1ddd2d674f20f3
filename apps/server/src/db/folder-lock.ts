/**
 * The embedded database's folder belongs to one process at a time. PGlite does not lock its folder: two servers
 * on one DATA_DIR both start, each with its own copy of the database in memory, and the writes of one are lost
 * when the other saves. So the process that opens the folder writes `bazi.lock` into it (created exclusively,
 * with its pid and host), and a second one stops at once naming the folder and the holder. A lock left by a
 * process that no longer runs (a crash, a kill -9) is taken over, as PostgreSQL does with postmaster.pid.
 *
 * Writing the lock is also the start's first write: a read-only or full folder is reported here, by name.
 */
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
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

function readHolder(file: string): Holder | null {
  try {
    const h = JSON.parse(readFileSync(file, "utf8")) as Partial<Holder>;
    return typeof h.pid === "number" ? { pid: h.pid, host: h.host ?? "", since: h.since ?? "" } : null;
  } catch {
    return null;
  }
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
 */
export function lockDataFolder(dir: string): () => void {
  const folder = resolve(dir);
  const file = join(folder, LOCK_FILE);
  const me: Holder = { pid: process.pid, host: hostname(), since: new Date().toISOString() };
  const take = () => {
    try {
      return openSync(file, "wx", 0o600);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === "EEXIST") return null;
      throw notWritable(folder, e);
    }
  };
  try {
    mkdirSync(folder, { recursive: true });
  } catch (e) {
    throw notWritable(folder, e);
  }
  let fd = take();
  if (fd === null) {
    const holder = readHolder(file);
    // unreadable: being written this instant, or left half-written (then the message says to delete it)
    if (!holder || (holder.pid !== process.pid && (holder.host !== me.host || running(holder.pid))))
      throw inUse(folder, file, holder, me);
    rmSync(file, { force: true });
    fd = take();
    // another process took the stale lock over in the same instant
    if (fd === null) throw inUse(folder, file, readHolder(file), me);
  }
  try {
    writeSync(fd, `${JSON.stringify(me)}\n`);
  } catch (e) {
    rmSync(file, { force: true });
    throw notWritable(folder, e);
  } finally {
    closeSync(fd);
  }
  return () => {
    if (readHolder(file)?.pid === process.pid) rmSync(file, { force: true });
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
