/**
 * The day's verdict sentence (day-verdict.ts): its rules on made-up days, and, for every day of 2026 in Beijing,
 * the affairs it says to put off against an independent reading of the same almanac, lunar-javascript 1.7.7's
 * 宜/忌 (a dev dependency, test-only): an affair is to put off when one of its key activities is in 忌 and none
 * in 宜. The agreement is printed and must be whole (the two libraries share the Tong Shu table;
 * docs/yiji-agreement.md).
 */
/// <reference path="../../almanac/test/support/lunar-javascript.d.ts" />
import { activityByKey, dayJson, EVENTS } from "@bazi/almanac";
import { Solar } from "lunar-javascript";
import { describe, expect, it } from "vitest";
import { dayVerdict, personalVerdict } from "./day-verdict.ts";

const rated = (value: number) => ({ rating: { value } });
const day = (value: number, themes: Record<string, number>, yi: string[] = [], ji: string[] = []) => ({
  ...rated(value),
  themes: Object.entries(themes).map(([id, v]) => ({ id, ...rated(v) })),
  yi: yi.map((key) => ({ key })),
  ji: ji.map((key) => ({ key })),
});

describe("the day's verdict in one sentence", () => {
  it("says what the day is good for and what to put off, in everyday words", () => {
    const d = day(2, { home: 2, business: 1, spiritual: 3, travel: 1, study: 0 }, [], ["marriage", "moveIn"]);
    // moving is put off for moveIn (theme home), so home is not called good; the rites are not named
    expect(dayVerdict("ru", d)).toBe(
      "Хороший день для денежных дел и поездок; свадьбу и переезд лучше перенести.",
    );
    expect(dayVerdict("en", d)).toBe(
      "A good day for money matters and travel; better put off a wedding and a move.",
    );
  });

  it("puts an affair off only when the almanac lists it to avoid and not to do, and never a funeral", () => {
    expect(dayVerdict("ru", day(0, {}, ["marriage"], ["marriage", "burial"]))).toBe(
      "Обычный день: особых советов альманах не даёт.",
    );
    expect(dayVerdict("ru", day(-2, {}, [], ["burial"]))).toBe("Трудный день: важные дела лучше отложить.");
    expect(dayVerdict("en", day(-1, {}, [], ["openBusiness"]))).toBe(
      "An uneasy day: better put off opening a business.",
    );
  });

  it("names at most three good themes and three affairs, the best and the weightiest first", () => {
    const d = day(
      3,
      { nature: 3, business: 2, legal: 2, home: 2, study: 1 },
      [],
      ["marriage", "relocate", "openBusiness", "signContract", "travel"],
    );
    // opening a business and a contract are put off (openBusiness, signContract: business is not called good), the
    // move for relocate (travel); home stays good, for moveIn is not listed; five affairs, the first three named
    const ru = dayVerdict("ru", d);
    expect(ru).toMatch(/^Очень хороший день для работы в саду, судебных дел и домашних дел; /);
    expect(ru).toMatch(/; свадьбу, переезд и открытие дела лучше перенести\.$/);
  });

  it("says so when nothing is suitable, and gives the chart's own verdict in lower case after «Для вас»", () => {
    expect(dayVerdict("ru", day(-3, { home: 2 }, ["nothingSuitable"]))).toBe(
      "День не для важных дел: альманах советует ничего не начинать.",
    );
    expect(personalVerdict("ru", { ...rated(1), themes: [{ id: "study", ...rated(2) }] })).toBe(
      "Для вас: неплохой день для учёбы.",
    );
    expect(personalVerdict("en", { ...rated(-2), themes: [] })).toBe(
      "For you: a difficult day: better put important things off.",
    );
  });
});

describe("the affairs to put off, against lunar-javascript's 宜/忌 (2026, Beijing)", () => {
  it("agree on every day", () => {
    const ZH = new Map(EVENTS.map((e) => [e.id, e.key.map((k) => activityByKey(k).zh)]));
    const names = (ids: string[]) => ids.map((id) => `verdict.event.${id}`);
    let days = 0;
    let agree = 0;
    let withAffairs = 0;
    const place = { lat: 39.9, lng: 116.4, tz: "Asia/Shanghai" };
    for (let t = Date.UTC(2026, 0, 1); t <= Date.UTC(2026, 11, 31); t += 86_400_000) {
      const d = new Date(t);
      const date = { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
      const ours = dayJson({ date, place, lang: "ru", options: { jieDayRule: "beijingDate" } } as never);
      const lunar = Solar.fromYmd(date.year, date.month, date.day).getLunar();
      const [yi, ji] = [new Set<string>(lunar.getDayYi()), new Set<string>(lunar.getDayJi())];
      // theirs: the everyday affairs (not the burial) with a key activity in 忌 and none in 宜
      const theirs = [...ZH]
        .filter(([id, zh]) => id !== "burial" && zh.some((z) => ji.has(z)) && !zh.some((z) => yi.has(z)))
        .map(([id]) => id)
        .slice(0, 3);
      const text = dayVerdict("ru", ours);
      const expected = names(theirs).map((k) => {
        const ru = {
          wedding: "свадьбу",
          moving: "переезд",
          business: "открытие дела",
          contract: "подписание договора",
          travel: "дальнюю поездку",
          medical: "операцию",
          renovation: "стройку",
        } as Record<string, string>;
        return ru[k.slice("verdict.event.".length)]!;
      });
      const said = text.includes("лучше перенести")
        ? text.replace(/^.*?(?:; |: )(.*) лучше перенести\.$/, "$1")
        : "";
      // 诸事不宜, "nothing is suitable": the sentence says so and names no affair
      const nothing = yi.has("诸事不宜");
      const ok = nothing
        ? text.startsWith("День не для важных дел")
        : expected.length === 0
          ? said === ""
          : expected.every((w) => said.includes(w));
      days++;
      if (ok) agree++;
      if (expected.length) withAffairs++;
    }
    console.log(
      `day verdict vs lunar-javascript, 2026 Beijing: ${agree}/${days} days agree (${withAffairs} with affairs to put off)`,
    );
    expect(agree).toBe(days);
    expect(withAffairs).toBeGreaterThan(100);
  });
});
