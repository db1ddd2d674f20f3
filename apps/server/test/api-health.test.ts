/**
 * /healthz on PGlite and PostgreSQL: the app migrates and seeds its database at start (migrating again changes
 * nothing) and reports the database it runs on.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { metaValue } from "../src/db/seed.ts";
import { appOn, DB_TARGETS } from "./harness.ts";

describe.each(DB_TARGETS)("health on $name", (target) => {
  const ctx = appOn(target);

  it("migrates, seeds, and reports health", async () => {
    const res = await ctx.app.request("/healthz");
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: "ok", database: target.name });
    expect(await metaValue(ctx.database.db, "demo_seeded_at")).toBe("2026-11-21T09:00:00.000Z");
    const r = (await ctx.database.db.execute(sql`select count(*)::int as n from app_meta`)) as unknown as {
      rows: { n: number }[];
    };
    expect(r.rows[0]).toMatchObject({ n: 1 });
    await ctx.database.migrate(); // idempotent
  });
});
