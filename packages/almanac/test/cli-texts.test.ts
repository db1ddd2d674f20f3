/**
 * The words of `bazi`'s own output (texts/cli.{ru,en}.json, read by cli/texts.ts): Russian and English have the
 * same keys, the same placeholders in each template and no empty text, and every label is used by the CLI.
 */
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { cliText } from "../cli/texts.ts";
import { placeholdersOf } from "../src/names/template.ts";
import en from "../texts/cli.en.json" with { type: "json" };
import ru from "../texts/cli.ru.json" with { type: "json" };

const CATALOGS = { ru, en } as const;
const LANGS = ["ru", "en"] as const;

/** Each template's placeholders. */
const PLACEHOLDERS: Readonly<Record<keyof typeof ru.templates, readonly string[]>> = {
  error: ["message"],
  hoursWindow: ["from", "to"],
  eventsHead: ["year", "tz"],
};

/** The code of the CLI's sources (cli/), but the text module. */
const code = () =>
  readdirSync(new URL("../cli/", import.meta.url))
    .filter((f) => f.endsWith(".ts") && f !== "texts.ts")
    .map((f) => readFileSync(new URL(`../cli/${f}`, import.meta.url), "utf8"))
    .join("\n");

describe("the CLI's words", () => {
  it("have the same keys in Russian and English, none empty", () => {
    expect(Object.keys(en)).toEqual(Object.keys(ru));
    for (const section of ["labels", "words", "templates"] as const) {
      expect(Object.keys(en[section]), section).toEqual(Object.keys(ru[section]));
      for (const lang of LANGS)
        for (const [key, text] of Object.entries(CATALOGS[lang][section])) {
          expect(typeof text, `${lang} ${section}.${key}`).toBe("string");
          expect(text.trim(), `${lang} ${section}.${key}`).not.toBe("");
          expect(text, `${lang} ${section}.${key}`).not.toMatch(/^\s|\s$|\n/);
        }
    }
    for (const lang of LANGS) {
      expect(CATALOGS[lang].weekdays, lang).toHaveLength(7);
      for (const day of CATALOGS[lang].weekdays) expect(day.trim(), lang).not.toBe("");
    }
  });

  it("have placeholders in the templates alone, the same in both languages", () => {
    for (const lang of LANGS) {
      for (const [key, text] of Object.entries(CATALOGS[lang].labels))
        expect(placeholdersOf(text), `${lang} labels.${key}`).toEqual([]);
      for (const [key, text] of Object.entries(CATALOGS[lang].words))
        expect(placeholdersOf(text), `${lang} words.${key}`).toEqual([]);
      for (const [key, text] of Object.entries(CATALOGS[lang].templates))
        expect(placeholdersOf(text).sort(), `${lang} templates.${key}`).toEqual(
          [...PLACEHOLDERS[key as keyof typeof PLACEHOLDERS]].sort(),
        );
    }
    expect(cliText("hoursWindow", "en", { from: "07:00", to: "22:00" })).toBe(
      "Best hours: those beginning from 07:00 to 22:00",
    );
    expect(() => cliText("eventsHead", "ru", { year: 2027 })).toThrow(
      /\{tz\} of the CLI's template eventsHead/,
    );
  });

  it("are each used by the CLI: every label and template", () => {
    const cli = code();
    // t.date, t[k] for the nine stars' year, month and day
    const unused = Object.keys(ru.labels).filter(
      (key) => !new RegExp(`\\bt\\.${key}\\b|labels\\(lang\\)\\.${key}\\b`).test(cli),
    );
    expect(unused.filter((key) => !["year", "month", "day"].includes(key))).toEqual([]);
    expect(cli).toContain('(["year", "month", "day"] as const)');
    for (const key of Object.keys(ru.templates)) expect(cli, key).toContain(`cliText("${key}"`);
  });
});
