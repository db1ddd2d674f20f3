// Password hashing cost (docs/security.md A1: Argon2id p99 ≤ 300 ms on the production CPU; hashes/s per core sizes the
// sign-in rate limits).
//
//   node apps/server/bench/argon2.ts
//
// Hashes and verifies with the server's parameters (src/features/accounts/passwords.ts), one at a time and then
// 4 at once (libuv's thread pool runs them in parallel), and prints `argon2-hash-p50/p99: X ms`,
// `argon2-verify-p99: X ms`, `argon2-hashes-per-s: X` and, as a ratio, `argon2-hash-p99-vs-target: X %` (p99 over 300 ms).
import { hashPassword, verifyPassword } from "../src/features/accounts/passwords.ts";

const N = Number(process.env.BENCH_ARGON2_N ?? 40);
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))]!;

await hashPassword("warm-up-1");
const hashMs: number[] = [];
let stored = "";
for (let i = 0; i < N; i++) {
  const t = performance.now();
  stored = await hashPassword(`password-${i}`);
  hashMs.push(performance.now() - t);
}
const verifyMs: number[] = [];
for (let i = 0; i < N; i++) {
  const t = performance.now();
  await verifyPassword(stored, `password-${N - 1}`);
  verifyMs.push(performance.now() - t);
}
const parallel = 4;
const t0 = performance.now();
await Promise.all(
  Array.from({ length: parallel }, async (_, k) => {
    for (let i = 0; i < N / parallel; i++) await hashPassword(`p-${k}-${i}`);
  }),
);
const perSecond = (N / (performance.now() - t0)) * 1000;

console.log(`argon2-hash-p50: ${pct(hashMs, 0.5).toFixed(1)} ms`);
console.log(`argon2-hash-p99: ${pct(hashMs, 0.99).toFixed(1)} ms`);
console.log(`argon2-verify-p99: ${pct(verifyMs, 0.99).toFixed(1)} ms`);
console.log(`argon2-hashes-per-s: ${perSecond.toFixed(1)} hashes/s`);
console.log(`argon2-hash-p99-vs-target: ${((pct(hashMs, 0.99) / 300) * 100).toFixed(0)} %`);
