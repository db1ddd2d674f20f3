/**
 * The words of the engine's reasons (texts/reasons.{ru,en}.json, read by src/names/reasons.ts): every reason the
 * engine produces has a template in both languages and no template is left that none uses; both languages use
 * the same placeholders, and none is empty. The input errors' words: test/input-errors.test.ts.
 */
import { describe, expect, it } from "vitest";
import { civilFromJdn, jdn } from "../src/cycle.ts";
import { dayActivities, dayHours, dayThemes, generalDay } from "../src/day.ts";
import { EVENT_IDS, EVENTS } from "../src/names/events.ts";
import { leftOutText, REASON_PLACEHOLDERS, reasonTemplatePath, reasonText } from "../src/names/reasons.ts";
import { placeholdersOf } from "../src/names/template.ts";
import type { Lang } from "../src/names/types.ts";
import { personalDay } from "../src/personal.ts";
import type { Reason } from "../src/rating.ts";
import { type SelectPerson, selectDates } from "../src/select.ts";
import en from "../texts/reasons.en.json" with { type: "json" };
import ru from "../texts/reasons.ru.json" with { type: "json" };

const LANGS = ["ru", "en"] as const satisfies readonly Lang[];
const MOSCOW = { lat: 55.7558, lng: 37.6173, tz: "Europe/Moscow" };

/** Every path to a string in a catalog (`rating/path/yellow`), with the string. */
function leaves(value: unknown, at = ""): [string, unknown][] {
  if (value !== null && typeof value === "object") {
    return Object.entries(value).flatMap(([k, v]) => leaves(v, at ? `${at}/${k}` : k));
  }
  return [[at, value]];
}

function checkCatalogs(ruCatalog: object, enCatalog: object, known: (path: string) => readonly string[]) {
  const paths = (c: object) => leaves(c).map(([p]) => p);
  expect(paths(enCatalog)).toEqual(paths(ruCatalog));
  const english = new Map(leaves(enCatalog));
  for (const [at, s] of leaves(ruCatalog)) {
    for (const [lang, text] of [
      ["ru", s],
      ["en", english.get(at)],
    ] as const) {
      expect(typeof text, `${lang} ${at}`).toBe("string");
      expect((text as string).trim(), `${lang} ${at}`).not.toBe("");
      expect(text, `${lang} ${at}`).not.toMatch(/^\s|\s$|\n/);
      for (const p of placeholdersOf(text as string)) expect(known(at), `${lang} ${at}: {${p}}`).toContain(p);
    }
    expect(placeholdersOf(english.get(at) as string).sort(), at).toEqual(placeholdersOf(s as string).sort());
  }
}

/**
 * Every reason of the ratings and of date selection over a year or two. A natal chart, or a party, meets sixty
 * days in a row, that is every day pillar.
 */
/** The selections' left-out tallies met on the way (SelectResult.leftOut), each group's first reason. */
const leftOuts: Reason[] = [];

function engineReasons(): Reason[] {
  const out: Reason[] = [];
  const add = (rs: readonly Reason[]) => out.push(...rs);
  // a year pillar with the day pillar's branch clashes both at once; the others do not
  const natals = Array.from({ length: 13 }, (_, i) =>
    i % 2 ? { yearPillar: i * 5, dayPillar: i * 5 } : { yearPillar: i * 7 + 1, dayPillar: i * 11 + 3 },
  );
  const first = jdn(2025, 1, 1);
  for (let n = first; n <= jdn(2026, 12, 31); n++) {
    const day = generalDay(civilFromJdn(n), MOSCOW.tz);
    add(day.rating.reasons);
    for (const a of dayActivities(day)) add(a.rating.reasons);
    for (const t of dayThemes(day)) add(t.rating.reasons);
    for (const h of dayHours(day)) add(h.rating.reasons);
    const p = personalDay(day, natals[Math.floor((n - first) / 60)]!);
    add(p.rating.reasons);
    for (const a of p.activities) add(a.rating.reasons);
    for (const t of p.themes) add(t.rating.reasons);
    for (const h of p.hours) add(h.rating.reasons);
  }
  const people: SelectPerson[][] = [
    [{ natal: { yearPillar: 5, dayPillar: 17 } }],
    [
      { natal: { yearPillar: 11, dayPillar: 40 }, label: "Анна" },
      { natal: { yearPillar: 22, dayPillar: 3 } },
    ],
    [{ natal: { yearPillar: 0, dayPillar: 0 }, label: "Bob" }, { natal: { yearPillar: 33, dayPillar: 51 } }],
  ];
  for (const event of EVENT_IDS) {
    for (let n = jdn(2025, 1, 1); n <= jdn(2025, 12, 31); n++) {
      const date = civilFromJdn(n);
      const r = selectDates({
        event,
        from: date,
        to: date,
        place: MOSCOW,
        people: people[Math.floor((n - first) / 60) % people.length]!,
        explain: date,
        best: 1,
        // a grave or a house sitting in 子: its 午 days are excluded (冲山)
        ...(EVENTS.find((e) => e.id === event)!.directional ? { mountain: "子" } : {}),
        // the deceased of a burial, born in a 寅 year: its 申 days are excluded (冲亡命); died on 2025-03-01,
        // the days until then too
        ...(event === "burial"
          ? {
              deceased: { natal: { yearPillar: 26, dayPillar: 0 }, diedOn: { year: 2025, month: 3, day: 1 } },
            }
          : {}),
      });
      add(r.explained!.exclusions);
      add(r.explained!.reasons);
      leftOuts.push(...r.leftOut.map((g) => g.example));
      for (const d of r.days) for (const h of d.hours) add(h.reasons);
    }
  }
  return out;
}

describe("the reasons' words", () => {
  it("have the same templates and placeholders in Russian and English, none empty, each placeholder known", () => {
    checkCatalogs(ru, en, (at) => (at === "participant" ? ["n"] : REASON_PLACEHOLDERS));
    expect(placeholdersOf(ru.participant)).toEqual(["n"]);
  });

  it("word every reason the engine produces, in both languages, and hold no template none uses", () => {
    const used = new Set<string>();
    let unlabelled = false;
    for (const r of engineReasons()) {
      const p = reasonTemplatePath(r);
      used.add([p.section, p.key, ...(p.variant ? [p.variant] : [])].join("/"));
      if (r.args?.person !== undefined && r.args.label === undefined) unlabelled = true;
      for (const lang of LANGS) {
        const text = reasonText(r, lang);
        expect(text, `${lang} ${r.factor}`).not.toMatch(/undefined|NaN|\{|\}/);
      }
    }
    const templates = leaves(ru)
      .map(([at]) => at)
      .filter((at) => at !== "participant" && !at.startsWith("leftOut/"));
    expect([...used].sort()).toEqual(templates.sort());
    expect(unlabelled).toBe(true);
    // every hard rule that left days out is headed in both languages, and no heading is unused
    for (const r of leftOuts)
      for (const lang of LANGS)
        expect(leftOutText(r, lang), `${lang} ${r.factor}`).not.toMatch(/undefined|NaN|\{|\}/);
    expect([...new Set(leftOuts.map((r) => r.factor))].sort()).toEqual(Object.keys(ru.leftOut).sort());
  });

  it("name a participant by their label, or by their place when they have none", () => {
    const r: Reason = { factor: "hour.personNobleman", effect: 0.5, args: { event: "travel", person: 1 } };
    expect(reasonText(r, "en")).toBe("Nobleman hour (天乙贵人) of person 2");
    expect(reasonText(r, "ru")).toBe("Час Знатного Человека (天乙贵人): участник 2");
    expect(reasonText({ ...r, args: { ...r.args, label: "Anna" } }, "ru")).toBe(
      "Час Знатного Человека (天乙贵人): Anna",
    );
  });

  it("refuse a factor they do not know, and a template whose fact is missing", () => {
    expect(() => reasonText({ factor: "nope", effect: 1 }, "en")).toThrow(RangeError);
    expect(() => reasonText({ factor: "officer", effect: 1 }, "en")).toThrow(/officer/);
    expect(() => reasonText({ factor: "path", effect: 1 }, "en")).toThrow(/variant/);
  });
});
