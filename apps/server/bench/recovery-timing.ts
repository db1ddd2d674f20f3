// Whether the time of a recovery-code answer tells a registered e-mail from an unknown one (docs/security.md A3:
// |t| < 4.5 by Welch's t-test and a median difference under 5 ms).
//
//   node apps/server/bench/recovery-timing.ts
//
// The app in-process on the embedded database, the dev outbox in memory. Requests alternate between registered
// and unknown addresses, each address asked at most twice (under the per-e-mail limit and the 3 codes a day), each
// request from its own client address. Prints `recovery-known-p50`, `recovery-unknown-p50`, the difference and
// `recovery-welch-t`, plus the difference as a ratio of the 5 ms target.
import { randomUUID } from "node:crypto";
import { users } from "../src/db/schema.ts";
import { hashPassword } from "../src/features/accounts/passwords.ts";
import { DB_TARGETS, testApp } from "../test/harness.ts";

const N = Number(process.env.BENCH_RECOVERY_N ?? 400);
const { database, drop } = await DB_TARGETS[0]!.open();
const ctx = await testApp(database, { TRUST_PROXY: "127.0.0.1", RATE_LIMIT_BURST: "100000" });
const hash = await hashPassword("Sunflower-42");
const known = Array.from({ length: N / 2 }, (_, i) => `known.${i}@example.com`);
await database.db.insert(users).values(
  known.map((email) => ({
    id: randomUUID(),
    email,
    name: "Анна",
    passwordHash: hash,
    createdAt: new Date(),
  })),
);

const ask = async (email: string, i: number) => {
  const t = performance.now();
  const res = await ctx.post(
    "/api/user/recovery/code",
    { email },
    { "x-forwarded-for": `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` },
  );
  await res.arrayBuffer();
  return performance.now() - t;
};
// warm-up
for (let i = 0; i < 20; i++) await ask(`warm.${i}@example.com`, 60_000 + i);

const knownMs: number[] = [];
const unknownMs: number[] = [];
for (let i = 0; i < N; i++) {
  const k = Math.floor(i / 2) % known.length;
  if (i % 2 === 0) knownMs.push(await ask(known[k]!, i));
  else unknownMs.push(await ask(`nobody.${i}@example.com`, i));
  // the queued mail is sent between requests, as it would be on an idle server
  await ctx.mailQueue.idle();
}
await drop();

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const variance = (xs: number[]) => {
  const m = mean(xs);
  return xs.reduce((a, b) => a + (b - m) ** 2, 0) / (xs.length - 1);
};
const t =
  (mean(knownMs) - mean(unknownMs)) /
  Math.sqrt(variance(knownMs) / knownMs.length + variance(unknownMs) / unknownMs.length);
const diff = median(knownMs) - median(unknownMs);
console.log(`recovery-known-p50: ${median(knownMs).toFixed(2)} ms`);
console.log(`recovery-unknown-p50: ${median(unknownMs).toFixed(2)} ms`);
console.log(`recovery-p50-difference: ${diff.toFixed(2)} ms`);
console.log(`recovery-welch-t: ${t.toFixed(2)} (target |t| < 4.5)`);
console.log(`recovery-difference-vs-target: ${((Math.abs(diff) / 5) * 100).toFixed(0)} %`);
