/**
 * One name for one thing (issue 39, defect 12): the user texts (the i18n catalogs, the engine's texts and names, the
 * articles, pages and FAQ) never use a name we retired, so one thing is never called two ways again. The day
 * officers are «стражи дня» (Установление is 建 alone), the site's name is spelt «Бацзы», the mixed verdict is
 * «смешанный», and a few terms keep one spelling of their capitals.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "../../..");

function files(dir: string, ends: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(ends) && !f.includes(".test"))
    .map((f) => join(ROOT, dir, f));
}

const TEXTS = [
  ...files("packages/i18n/src", ".ts"),
  ...files("packages/i18n/catalogs", ".json"),
  ...files("packages/almanac/texts", ".json"),
  ...files("packages/almanac/src/names", ".ts"),
  ...files("content", ".md"),
];

/** A retired name, the files it must not appear in, and what to write instead. */
const RETIRED: { name: RegExp; in?: RegExp; instead: string }[] = [
  { name: /Установлени[а-яё]* дня/, instead: "страж дня (Установление is 建 alone)" },
  {
    name: /Установлени(?:й|ям|ями|ях)(?![а-яё])/,
    instead: "стражи дня (the family; Установление is 建 alone)",
  },
  { name: /День Стража/i, instead: "День Хранителя (守日): «страж дня» is the day officer" },
  { name: /Ба Цзы/, instead: "Бацзы" },
  { name: /неоднозначн/, in: /reading\.ru\.json$|almanac\/texts\//, instead: "смешанный, the engine's word" },
  { name: /персональн[а-яё]* календар|Персональн[а-яё]* Календар/, instead: "Персональный календарь" },
  { name: /[Pp]ersonal calendar/, instead: "Personal Calendar" },
  { name: /Day Officer/, instead: "day officer" },
  { name: /Хозя[а-яё]* дн[а-яё]/, instead: "Хозяин Дня" },
  { name: /Небесн[а-яё]* Ствол|Земн[а-яё]* Ветв/, instead: "Небесный ствол, Земная ветвь" },
  { name: /небесн[а-яё]* ствол|земн[а-яё]* ветв/, instead: "Небесный ствол, Земная ветвь" },
  { name: /жёлт[а-яё]* пут|чёрн[а-яё]* пут/, instead: "Жёлтый путь, Чёрный путь" },
  { name: /Разрушител[а-яё]* (?:года|месяца)/, instead: "Разрушитель Года, Разрушитель Месяца" },
  { name: /Персиков[а-яё]* цвет/, instead: "Персиковый Цветок" },
  { name: /Столп[а-яё]* Удачи/, instead: "столпы удачи" },
  { name: /ушедших без возврата/, instead: "День Пустоты (往亡), the engine's name" },
  { name: /\d+ лунные дни/, instead: "дни китайского лунного месяца: лунные сутки are the Moon's" },
];

describe("one name for one thing", () => {
  it("reads the user texts", () => {
    // the scan would pass on nothing: make sure it sees the catalogs, the engine's texts and the content
    expect(TEXTS.length).toBeGreaterThan(100);
    expect(TEXTS.some((f) => f.endsWith("content/ru/articles/day-officers.md"))).toBe(true);
    expect(TEXTS.some((f) => f.endsWith("catalogs/reading.ru.json"))).toBe(true);
  });

  for (const rule of RETIRED) {
    it(`no ${rule.name.source} (write ${rule.instead})`, () => {
      const found: string[] = [];
      for (const file of TEXTS) {
        const path = relative(ROOT, file);
        if (rule.in && !rule.in.test(path)) continue;
        readFileSync(file, "utf8")
          .split("\n")
          .forEach((line, i) => {
            const m = line.match(rule.name);
            if (m) found.push(`${path}:${i + 1}: ${m[0]}`);
          });
      }
      expect(found).toEqual([]);
    });
  }

  it("keeps the day officer's own name and the month's: Установление (建), Установление Месяца (月建)", () => {
    const article = readFileSync(join(ROOT, "content/ru/articles/day-officers.md"), "utf8");
    expect(article).toMatch(/^title: 12 стражей дня$/m);
    expect(article).toContain("1. 建 Установление");
    const gods = readFileSync(join(ROOT, "packages/almanac/src/names/gods.ts"), "utf8");
    expect(gods).toContain('"Установление Месяца"');
  });
});
