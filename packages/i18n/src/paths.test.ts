/**
 * The language rules every workspace shares: a stored language as a Lang (`langOf`), and a language's paths
 * (`langPrefix`, `pathInLang`, `langOfPath`, `dayPath`, `monthPath`): Russian has no prefix, English lives under /en.
 */
import { describe, expect, it } from "vitest";
import { LANGS, langOf } from "./index.ts";
import { dayPath, langOfPath, langPrefix, monthPath, pathInLang } from "./paths.ts";

describe("langOf", () => {
  it("reads English only when the stored value says en", () => {
    expect(langOf("en")).toBe("en");
    expect(langOf("ru")).toBe("ru");
  });

  it("is Russian, the default, for anything else or nothing", () => {
    for (const v of [undefined, null, "", "EN", "en-GB", "en_US", "de", " en"]) expect(langOf(v)).toBe("ru");
  });
});

describe("langPrefix", () => {
  it("is /en for English and nothing for Russian", () => {
    expect(langPrefix("en")).toBe("/en");
    expect(langPrefix("ru")).toBe("");
  });

  it("is what langOfPath reads back, for every language", () => {
    for (const lang of LANGS) expect(langOfPath(`${langPrefix(lang)}/2026`)).toBe(lang);
  });
});

describe("langOfPath and pathInLang", () => {
  it("read the language of a path", () => {
    expect(langOfPath("/")).toBe("ru");
    expect(langOfPath("/en")).toBe("en");
    expect(langOfPath("/en/2026")).toBe("en");
    expect(langOfPath("/english")).toBe("ru");
  });

  it("give the same page in either language", () => {
    expect(pathInLang("/", "en")).toBe("/en");
    expect(pathInLang("/", "ru")).toBe("/");
    expect(pathInLang("/en", "ru")).toBe("/");
    expect(pathInLang("/en", "en")).toBe("/en");
    expect(pathInLang("/personal", "en")).toBe("/en/personal");
    expect(pathInLang("/en/personal", "ru")).toBe("/personal");
    expect(pathInLang("/en/personal", "en")).toBe("/en/personal");
    expect(pathInLang("/personal", "ru")).toBe("/personal");
  });
});

describe("dayPath and monthPath", () => {
  it("give a date's day page in a language", () => {
    expect(dayPath("2026-11-21", "ru")).toBe("/2026/11/21");
    expect(dayPath("2026-01-05", "en")).toBe("/en/2026/01/05");
  });

  it("give the month page of a month or of a date in it", () => {
    expect(monthPath("2026-11-21", "ru")).toBe("/2026/11");
    expect(monthPath("2026-01-05", "en")).toBe("/en/2026/01");
    expect(monthPath("2026-11", "ru")).toBe("/2026/11");
    expect(monthPath("2026-01", "en")).toBe("/en/2026/01");
  });
});
