/**
 * The API against its own document, from outside (test/support/contract-fuzz.ts): requests generated from
 * /api/openapi.json alone, valid and invalid, to every operation, on PGlite and PostgreSQL, anonymous and signed
 * in (a user with a paid chart, whose uuid the chart paths sometimes get). No 5xx, every answer in the document,
 * no request the document calls invalid accepted.
 *
 * FUZZ_EXAMPLES sets the examples per operation (default 4 here; `npm run fuzz` runs 30) and FUZZ_SEED the seed
 * (default: the day, printed, so a failure can be replayed).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DB_TARGETS, peer, type TestApp, testApp, userWithChart } from "./harness.ts";
import { type FuzzReport, fuzzContract } from "./support/contract-fuzz.ts";

const EXAMPLES = Number(process.env.FUZZ_EXAMPLES ?? 4);
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Date.now() / 86_400_000));

describe.each(DB_TARGETS)("the API against its document on $name", (target) => {
  let ctx: TestApp;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const opened = await target.open();
    drop = opened.drop;
    // per-address limits high enough for a burst of generated calls from one address
    ctx = await testApp(opened.database, { RATE_LIMIT_PER_MINUTE: "1000000" });
  });
  afterAll(() => drop());

  const run = async (auth: Record<string, string> | undefined, known: Record<string, string>) => {
    const doc = (await (await ctx.app.request("/api/openapi.json")).json()) as object;
    const report = await fuzzContract({
      doc,
      send: async (req) => ctx.app.fetch(req, peer("10.9.8.7")),
      ...(auth ? { auth } : {}),
      known,
      examples: EXAMPLES,
      seed: SEED,
    });
    print(`${target.name}, ${auth ? "signed in" : "anonymous"}`, report);
    return report;
  };

  it("anonymous: no 5xx, every answer documented, nothing invalid accepted", async () => {
    const report = await run(undefined, {});
    expect(report.operations).toBeGreaterThan(60);
    expect(report.findings).toEqual([]);
  }, 300_000);

  it("signed in: the same", async () => {
    const user = await userWithChart(ctx, "fuzz", { paid: true });
    const report = await run(user.auth, { uuid: user.chart });
    expect(report.findings).toEqual([]);
  }, 300_000);
});

function print(label: string, r: FuzzReport): void {
  const statuses = Object.entries(r.statuses)
    .map(([s, n]) => `${s}×${n}`)
    .join(" ");
  console.log(
    `contract fuzz (${label}, seed ${SEED}, ${EXAMPLES} per operation): ${r.operations} operations, ${r.requests} requests (${r.invalid} invalid); ${statuses}; ${r.findings.length} findings`,
  );
  for (const f of r.findings.slice(0, 40)) console.log(`  ${f.rule} | ${f.request} | ${f.detail}`);
}
