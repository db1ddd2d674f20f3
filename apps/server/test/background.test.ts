import { describe, expect, it } from "vitest";
import { createSerialQueue } from "../src/http/background.ts";

describe("background work, one job at a time", () => {
  it("runs jobs in order, never two at once, past a failing one; refuses beyond the bound", async () => {
    const q = createSerialQueue(3);
    let running = 0;
    let most = 0;
    const done: number[] = [];
    const job =
      (n: number, fail = false) =>
      async () => {
        running++;
        most = Math.max(most, running);
        // still running across a turn of the event loop: a second job started meanwhile would be seen
        await new Promise((r) => setImmediate(r));
        running--;
        if (fail) throw new Error("failed");
        done.push(n);
      };
    expect(q.add(job(1))).toBe(true);
    expect(q.add(job(2, true))).toBe(true);
    expect(q.add(job(3))).toBe(true);
    expect(q.add(job(4))).toBe(false); // three are waiting already
    await q.settled();
    expect(done).toEqual([1, 3]);
    expect(most).toBe(1);
    expect(q.add(job(5))).toBe(true); // room again
    await q.settled();
    expect(done).toEqual([1, 3, 5]);
  });
});
