/**
 * Backups of the embedded database (`npm run admin -- backup <file>` and `restore <file>`): the data folder as a
 * gzipped tar, made and read by PGlite itself (dumpDataDir, loadDataDir). Both hold the folder's lock
 * (folder-lock.ts) for as long as they work, so a backup is never taken of a folder a running server is writing:
 * with the server running they stop at once, naming it. PostgreSQL is backed up with its own tools (pg_dump,
 * pg_restore: README, "Backups").
 */
import { existsSync, linkSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { type Database, openDatabase } from "./client.ts";
import { DataFolderError } from "./folder-lock.ts";

/**
 * Writes the embedded database into `file`, whole or not at all, never over an existing file; returns its size
 * in bytes.
 */
export async function backupEmbedded(database: Database, file: string): Promise<number> {
  if (!database.dump) {
    throw new Error("backup: this is PostgreSQL (DATABASE_URL); back it up with pg_dump (README, Backups)");
  }
  const bytes = new Uint8Array(await (await database.dump()).arrayBuffer());
  const partial = `${file}.partial`;
  try {
    writeFileSync(partial, bytes, { flag: "wx" });
    linkSync(partial, file); // fails when the file exists
  } catch (e) {
    throw new Error(`backup: cannot write ${file}: ${(e as Error).message}`);
  } finally {
    rmSync(partial, { force: true });
  }
  return bytes.length;
}

/**
 * Creates the embedded database in `dataDir` from a backup. The folder must not hold a database yet (move the
 * old one aside first): a restore never overwrites one.
 */
export async function restoreEmbedded(file: string, dataDir: string): Promise<void> {
  if (existsSync(join(dataDir, "PG_VERSION"))) {
    throw new Error(`restore: ${dataDir} already holds a database; move it aside or choose another DATA_DIR`);
  }
  let archive: Buffer;
  try {
    archive = readFileSync(file);
  } catch (e) {
    throw new Error(`restore: cannot read ${file}: ${(e as Error).message}`);
  }
  // what the folder held before (an outbox, uploads): a failed restore removes only what it wrote
  const before = existsSync(dataDir) ? new Set(readdirSync(dataDir)) : null;
  try {
    const database = await openDatabase({ dataDir, restoreFrom: new Blob([new Uint8Array(archive)]) });
    try {
      await database.ping();
    } finally {
      await database.close();
    }
  } catch (e) {
    if (e instanceof DataFolderError) throw e;
    if (!before) rmSync(dataDir, { recursive: true, force: true });
    else
      for (const f of readdirSync(dataDir)) if (!before.has(f)) rmSync(join(dataDir, f), { recursive: true });
    throw new Error(`restore: ${file} is not a backup of the embedded database (${(e as Error).message})`);
  }
}
