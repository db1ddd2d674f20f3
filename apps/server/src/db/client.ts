/**
 * One database type over two drivers: PostgreSQL through `pg` when DATABASE_URL is set, otherwise PGlite
 * (embedded PostgreSQL) in DATA_DIR, created on first start, and held by one process at a time (folder-lock.ts).
 */
import { fileURLToPath } from "node:url";
import type { PGlite } from "@electric-sql/pglite";
import { sql, TransactionRollbackError } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { lockDataFolder } from "./folder-lock.ts";
import * as schema from "./schema.ts";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Applies pending migrations (idempotent). */
  migrate(): Promise<void>;
  ping(): Promise<void>;
  /** A write rolled back at once: throws when the database takes no writes (read-only, full, gone). */
  probeWrite(): Promise<void>;
  /** The embedded database's folder as a gzipped tar (backup.ts); PostgreSQL has pg_dump instead. */
  dump?(): Promise<Blob>;
  close(): Promise<void>;
}

/** The advisory lock's key while migrating (any number of our own choosing, fixed for the app). */
const MIGRATION_LOCK = 0x6261_7a69;

/** A row written and rolled back in the rate-limit table (which every instance writes anyway). */
async function probeWrite(db: Db): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      await tx.execute(
        sql`insert into rate_buckets (key, tokens, at_ms, full_at_ms, allowed) values ('readiness-probe', 0, 0, 0, false) on conflict (key) do update set tokens = 0`,
      );
      tx.rollback();
    });
  } catch (e) {
    if (!(e instanceof TransactionRollbackError)) throw e;
  }
}

export const MIGRATIONS_DIR = fileURLToPath(new URL("./migrations", import.meta.url));

export async function openDatabase(opts: {
  url?: string | undefined;
  dataDir: string;
  /** Embedded only: create the folder's database from this backup (backup.ts). */
  restoreFrom?: Blob;
  /**
   * PostgreSQL only: an idle pooled connection was closed by the server (a restart, a failover, an administrator's
   * pg_terminate_backend). The pool drops it and opens a new one on the next query; without a listener the `pg`
   * pool's error event would end the process.
   */
  onConnectionLost?: (e: Error) => void;
}): Promise<Database> {
  // Each kind's driver is loaded only when it is the one used: the embedded PostgreSQL (WebAssembly) costs a
  // server on PostgreSQL ~8 MB of memory for nothing (issue 17, `npm run bench`: memory-rss-*)
  if (opts.url) {
    const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
      import("pg"),
      import("drizzle-orm/node-postgres"),
      import("drizzle-orm/node-postgres/migrator"),
    ]);
    const pool = new pg.Pool({ connectionString: opts.url, max: 10 });
    pool.on("error", (e) => opts.onConnectionLost?.(e));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: "postgres",
      // Instances starting together (a rolling deploy) take turns: the first applies the migrations, the others
      // then find nothing to do. A session-level advisory lock on one connection, held while migrating.
      migrate: async () => {
        const client = await pool.connect();
        try {
          await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
          try {
            await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
          } finally {
            await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]);
          }
        } finally {
          client.release();
        }
      },
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      probeWrite: () => probeWrite(db),
      close: () => pool.end(),
    };
  }
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("drizzle-orm/pglite"),
    import("drizzle-orm/pglite/migrator"),
  ]);
  // "memory://" keeps the database in memory (tests); any other value is a directory, created if missing.
  const unlock = opts.dataDir.startsWith("memory://") ? () => {} : lockDataFolder(opts.dataDir);
  let client: PGlite;
  try {
    client = await PGlite.create(opts.dataDir, opts.restoreFrom ? { loadDataDir: opts.restoreFrom } : {});
  } catch (e) {
    unlock();
    throw e;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    probeWrite: () => probeWrite(db),
    dump: () => client.dumpDataDir("gzip"),
    close: async () => {
      try {
        await client.close();
      } finally {
        unlock();
      }
    },
  };
}
