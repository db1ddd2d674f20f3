// Loaded with `node --import` (compile-cache.test.ts): when the process exits, writes one line to stderr saying
// whether it loaded Node's TypeScript type stripper. Plain JavaScript, so that loading the probe loads nothing.
import { writeSync } from "node:fs";

process.on("exit", () => {
  const typeStripper = process.moduleLoadList.some((m) => m.includes("internal/deps/amaro"));
  writeSync(2, `${JSON.stringify({ probe: process.argv[1], typeStripper })}\n`);
});
