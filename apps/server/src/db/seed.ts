/**
 * Demo content for the embedded default. Today it marks the database as seeded; articles, sections and FAQ
 * join when the content feature lands (issue 8). Idempotent.
 */
import { sql } from "drizzle-orm";
import type { Db } from "./client.ts";
import { appMeta } from "./schema.ts";

export async function seedDemo(db: Db, now: Date): Promise<boolean> {
  const rows = await db
    .insert(appMeta)
    .values({ key: "demo_seeded_at", value: now.toISOString() })
    .onConflictDoNothing()
    .returning({ key: appMeta.key });
  return rows.length > 0;
}

export async function metaValue(db: Db, key: string): Promise<string | null> {
  const rows = await db.select().from(appMeta).where(sql`${appMeta.key} = ${key}`);
  return rows[0]?.value ?? null;
}
