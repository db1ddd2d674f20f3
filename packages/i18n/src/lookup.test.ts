/**
 * The one lookup (`t`): a catalog is loaded by importing its module, so every source file that looks up a text by
 * a written key imports the catalog that holds it (else the page's script would lack it, or hold it only by the
 * accident of another module's import). Also what `t` does with a missing catalog, placeholders and counts.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { loadedKeys, t } from "./lookup.ts";

const ROOT = join(import.meta.dirname, "../../..");

/** Each catalog module by the name a file imports it with, in an order where each adds only its own keys. */
const MODULES: Record<string, () => Promise<unknown>> = {
  index: () => import("./index.ts"),
  // before payments, which imports it
  plural: () => import("./plural.ts"),
  accounts: () => import("./accounts.ts"),
  "accounts-mail": () => import("./accounts-mail.ts"),
  "chart-mail": () => import("./chart-mail.ts"),
  calendar: () => import("./calendar.ts"),
  content: () => import("./content.ts"),
  controls: () => import("./controls.ts"),
  "controls-calendar": () => import("./controls-calendar.ts"),
  day: () => import("./day.ts"),
  "date-errors": () => import("./date-errors.ts"),
  "day-verdict": () => import("./day-verdict.ts"),
  events: () => import("./events.ts"),
  messenger: () => import("./messenger.ts"),
  offline: () => import("./offline.ts"),
  payments: () => import("./payments.ts"),
  personal: () => import("./personal.ts"),
  predict: () => import("./predict.ts"),
  select: () => import("./select.ts"),
  tools: () => import("./tools.ts"),
  "tools-server": () => import("./tools-server.ts"),
};

const specifierOf = (module: string) => (module === "index" ? "@bazi/i18n" : `@bazi/i18n/${module}`);

/** Which module's import loads each key. */
async function keyOwners(): Promise<Map<string, string>> {
  const owners = new Map<string, string>();
  for (const [module, load] of Object.entries(MODULES)) {
    const before = loadedKeys();
    await load();
    for (const key of loadedKeys()) if (!before.has(key)) owners.set(key, specifierOf(module));
  }
  return owners;
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === "node_modules" || e.name === "build" ? [] : sources(path);
    return /\.(ts|tsx)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}

/** The catalog modules a file imports, by their package specifier (a relative import inside this package too). */
function importedCatalogs(file: string, text: string): Set<string> {
  const specs = [...text.matchAll(/(?:from|import)\s+"([^"]+)"/g)].map((m) => m[1]!);
  if (!file.includes("/packages/i18n/src/")) return new Set(specs);
  // inside this package: its relative imports, and the catalog the file itself is
  const own = file.replace(/^.*\/packages\/i18n\/src\//, "./");
  return new Set(
    [...specs, own].map((s) => (s.startsWith("./") ? specifierOf(s.slice(2).replace(/\.ts$/, "")) : s)),
  );
}

describe("t's catalogs", () => {
  it("every file that looks up a written key imports the catalog that holds it", async () => {
    const owners = await keyOwners();
    const missing: string[] = [];
    let checked = 0;
    const files = ["apps/server/src", "apps/web/app", "apps/web/scripts", "packages/i18n/src"].flatMap((d) =>
      sources(join(ROOT, d)),
    );
    for (const file of files) {
      // the code, without its comments (which show keys as examples)
      const text = readFileSync(file, "utf8").replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, "");
      const imported = importedCatalogs(file, text);
      if (![...imported].some((s) => s === "@bazi/i18n" || s.startsWith("@bazi/i18n/"))) continue;
      // t(lang, "ns.key" …) or t(lang, `ns.${x}` …): the written key, or the written start of a built one
      for (const m of text.matchAll(/(?<![\w.$])t\(\s*[\w.]+,\s*(?:"([\w.-]+)"|`([\w.-]*)\$\{)/g)) {
        const key = m[1];
        const prefix = m[2];
        const needed = key
          ? [owners.get(key)]
          : [...owners].filter(([k]) => k.startsWith(prefix!)).map(([, owner]) => owner);
        if (needed.length === 0 || needed.some((o) => o === undefined)) {
          missing.push(`${relative(ROOT, file)}: no catalog has "${key ?? `${prefix}…`}"`);
          continue;
        }
        checked++;
        // a written key needs its catalog; a built one, one of the catalogs with keys that start so (its type
        // says which of them it can be)
        const ok = key ? imported.has(needed[0]!) : needed.some((o) => imported.has(o!));
        if (!ok)
          missing.push(
            `${relative(ROOT, file)}: "${key ?? prefix}" needs ${[...new Set(needed)].join(" or ")}`,
          );
      }
    }
    expect(missing).toEqual([]);
    expect(checked).toBeGreaterThan(700);
  });

  it("names the key whose catalog is not loaded", async () => {
    // keys are typed; a key of a module nothing imported is what this guards at run time
    expect(() => t("ru", "no.such.key" as never)).toThrow(/no text "no\.such\.key"/);
  });

  it("fills placeholders, keeps unknown ones, and writes a count in the language's digits", async () => {
    await import("./payments.ts");
    expect(
      t("ru", "pay.mail.renewFailed.text", { tries: t("ru", "count.attempts", { count: 5 }) }),
    ).toContain("(5 попыток)");
    expect(t("ru", "count.months", { count: 21 })).toBe("21 месяц");
    expect(t("en", "count.months", { count: 21 })).toBe("21 months");
    expect(t("ru", "count.attempts", { count: 101 })).toBe("101 попытка");
    expect(t("en", "error.field.range", { min: 1 })).toBe("Out of range: 1…{max}");
  });
});
