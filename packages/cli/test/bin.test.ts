/** The `bazi` bin: npm links it from this package, and it runs the engine's CLI under Node (type stripping). */
import { spawnSync } from "node:child_process";
import { realpathSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const BIN = fileURLToPath(new URL("../bin/bazi.js", import.meta.url));
const ROOT = fileURLToPath(new URL("../../..", import.meta.url));

const bazi = (...args: string[]) => spawnSync(process.execPath, [BIN, ...args], { encoding: "utf8" });

describe("the installed bin", () => {
  it("is this package's, linked as node_modules/.bin/bazi", () => {
    expect(realpathSync(`${ROOT}node_modules/.bin/bazi`)).toBe(realpathSync(BIN));
  });

  it("runs the engine's commands under node", () => {
    const terms = bazi("terms", "2026", "--lang", "en");
    expect(terms.status).toBe(0);
    expect(terms.stdout).toContain("Start of Spring");
    const events = bazi("events", "2027", "--lang", "en", "--kind", "festival");
    expect(events.status).toBe(0);
    expect(events.stdout).toContain("Dragon Boat Festival");
  });

  it("exits 2 on bad input, naming the field", () => {
    const r = bazi("chart", "--date", "1990-13-01", "--time", "14:30", "--json", "--lang", "en");
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/^Error: date:/);
    expect(r.stdout).toBe("");
  });
});
