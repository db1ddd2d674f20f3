/**
 * Operator commands, for support: `npm run admin -- <command> [args]` (the database of DATABASE_URL or DATA_DIR,
 * like the server).
 *
 *   chart:activate <chart uuid> <months>   extends the chart's Personal Calendar by whole months from
 *                                           max(now, paid-until); prints the new paid-until instant
 *   chart:mobile <chart uuid> <on|off>     flags a chart as the mobile app's (offered the app's Premium)
 *   product:price <tariff id> <minor units> sets a tariff's price (kopecks or cents) for new orders
 *   product:sale <tariff id> <on|off>      puts a tariff on or off sale (charts on it: isTariffArchived)
 *   backup <file>                          the embedded database into a file (gzipped tar; db/backup.ts)
 *   restore <file>                         the embedded database of an empty DATA_DIR from such a file
 *
 * With the embedded PGlite database the server must be stopped first (one process per data directory).
 */
import { z } from "zod";
import { backupEmbedded, restoreEmbedded } from "./db/backup.ts";
import { type Database, openDatabase } from "./db/client.ts";
import { DataFolderError } from "./db/folder-lock.ts";
import { parseEnv } from "./env.ts";
import { createChartsRepo } from "./features/charts/charts.repo.ts";
import { createPaymentsRepo } from "./features/payments/payments.repo.ts";
import type { Clock } from "./providers/clock.ts";

const USAGE = [
  "usage: npm run admin -- chart:activate <chart uuid> <months 1..120>",
  "       npm run admin -- chart:mobile <chart uuid> <on|off>",
  "       npm run admin -- product:price <tariff id> <minor units>",
  "       npm run admin -- product:sale <tariff id> <on|off>",
  "       npm run admin -- backup <file>",
  "       npm run admin -- restore <file>",
].join("\n");
const fileArg = z.tuple([z.string().min(1)]);
const onOff = z.enum(["on", "off"]).transform((v) => v === "on");
const tariffId = z.string().regex(/^[a-z0-9-]{1,64}$/);

/** A command's arguments as `schema` reads them; anything else is the usage. */
function argsOf<S extends z.ZodType>(schema: S, args: string[]): z.output<S> {
  const parsed = schema.safeParse(args);
  if (!parsed.success) throw new Error(USAGE);
  return parsed.data;
}

/** Runs one command; returns the line to print, or throws an Error whose message is for the operator. */
export async function runAdmin(args: string[], database: Database, clock: Clock): Promise<string> {
  const [command, ...rest] = args;
  if (command === "chart:activate") {
    const [chartId, months] = argsOf(z.tuple([z.uuid(), z.coerce.number().int().min(1).max(120)]), rest);
    const until = await createPaymentsRepo(database.db).extendPaidUntil(
      chartId,
      months,
      new Date(clock.now()),
    );
    if (!until) throw new Error(`no chart ${chartId}`);
    return `chart ${chartId}: Personal Calendar paid until ${until.toISOString()}`;
  }
  if (command === "chart:mobile") {
    const [chartId, on] = argsOf(z.tuple([z.uuid(), onOff]), rest);
    if (!(await createChartsRepo(database.db).setMobile(chartId, on))) throw new Error(`no chart ${chartId}`);
    return `chart ${chartId}: ${on ? "flagged" : "no longer flagged"} as the mobile app's`;
  }
  if (command === "product:price") {
    const [id, amount] = argsOf(z.tuple([tariffId, z.coerce.number().int().min(1).max(100_000_000)]), rest);
    if (!(await createPaymentsRepo(database.db).setPrice(id, amount))) throw new Error(`no tariff ${id}`);
    return `tariff ${id}: ${amount} minor units for new orders`;
  }
  if (command === "product:sale") {
    const [id, on] = argsOf(z.tuple([tariffId, onOff]), rest);
    if (!(await createPaymentsRepo(database.db).setOnSale(id, on))) throw new Error(`no tariff ${id}`);
    return `tariff ${id}: ${on ? "on sale" : "off sale; charts on it are marked archived"}`;
  }
  if (command === "backup") {
    const [file] = argsOf(fileArg, rest);
    const size = await backupEmbedded(database, file);
    return `backup: ${file} (${(size / 1048576).toFixed(1)} MB)`;
  }
  throw new Error(USAGE);
}

if (import.meta.main && process.argv[2] === "restore") {
  // before anything opens the folder: the restore creates its database
  const env = parseEnv(process.env);
  try {
    const [file] = argsOf(fileArg, process.argv.slice(3));
    if (env.DATABASE_URL)
      throw new Error("restore: this is PostgreSQL (DATABASE_URL); use pg_restore (README, Backups)");
    await restoreEmbedded(file, env.DATA_DIR);
    console.log(`restore: ${env.DATA_DIR} holds the database of ${file}`);
  } catch (e) {
    console.error((e as Error).message);
    process.exitCode = 1;
  }
} else if (import.meta.main) {
  const env = parseEnv(process.env);
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR }).catch(
    (e: unknown) => {
      // the embedded database's folder is the running server's: stop it first (the message says so)
      console.error(e instanceof DataFolderError ? e.message : e);
      process.exit(1);
    },
  );
  try {
    await database.migrate();
    const now = env.APP_CLOCK_NOW ? Date.parse(env.APP_CLOCK_NOW) : undefined;
    console.log(
      await runAdmin(process.argv.slice(2), database, { now: () => now ?? Date.now(), kind: "system" }),
    );
  } catch (e) {
    console.error((e as Error).message);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}
