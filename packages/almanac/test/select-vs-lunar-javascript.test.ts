/**
 * Date selection against an independent almanac: every day `selectDates` proposes in 2027, for each of the eight
 * events, with no one and with one to five people, checked against lunar-javascript 1.7.7's own 宜/忌 for that
 * date (a dev dependency used only in tests; docs/yiji-agreement.md). The place is Beijing with the month of a
 * jie day read by the Beijing date, lunar-javascript's convention, so the two read the same table cell.
 *
 * What must hold (issue 37, docs/domain.md §12): no proposed day lists one of the event's key activities in
 * lunar-javascript's 忌; the days that list one in its 宜 come before those that do not. How many of the ten
 * best days lunar-javascript calls suitable for the event is measured and printed, and must not fall below 9 of
 * 10 for any event (before the key activities, business had 0 of its best day and 21 of 100 days in 忌).
 */
import fc from "fast-check";
import { Solar } from "lunar-javascript";
import { describe, expect, it } from "vitest";
import { parseDate } from "../src/cycle.ts";
import { ACTIVITIES, activityByKey } from "../src/names/activities.ts";
import { EVENTS } from "../src/names/events.ts";
import { type SelectPerson, selectDates } from "../src/select.ts";

const BEIJING = { lat: 39.9042, lng: 116.4074, tz: "Asia/Shanghai" };
const OPTIONS = { jieDayRule: "beijingDate" } as const;

function lunarJsYiJi(date: string): { yi: string[]; ji: string[] } {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const lunar = Solar.fromYmd(y, m, d).getLunar();
  return { yi: lunar.getDayYi(), ji: lunar.getDayJi() };
}

const zh = (key: string) => ACTIVITIES[activityByKey(key).index]!.zh;

/** Five people, born on random days of 1940–2010 (their year and day pillars only). */
const PEOPLE: SelectPerson[][] = fc
  .sample(
    fc.array(fc.record({ yearPillar: fc.nat(59), dayPillar: fc.nat(59) }), { minLength: 1, maxLength: 5 }),
    { numRuns: 3, seed: 37 },
  )
  .map((list) => list.map((natal) => ({ natal })));

describe("date selection against lunar-javascript's 宜/忌, every event in 2027", () => {
  it("proposes no day whose 忌 holds the event's key activity, and puts the days whose 宜 holds it first", () => {
    const lines: string[] = [];
    for (const event of EVENTS) {
      const key = event.key.map(zh);
      let inYiTop10 = 0;
      let proposed = 0;
      for (const people of [[], ...PEOPLE]) {
        const r = selectDates({
          event: event.id,
          from: parseDate("2027-01-01"),
          to: parseDate("2027-12-31"),
          place: BEIJING,
          people,
          best: 100,
          options: OPTIONS,
        });
        let seenWithout = false;
        for (const [i, day] of r.days.entries()) {
          const lj = lunarJsYiJi(day.date);
          expect(
            key.filter((a) => lj.ji.includes(a)),
            `${event.id} ${day.date}: lunar-javascript 忌 ${lj.ji.join(" ")}`,
          ).toEqual([]);
          const inYi = key.some((a) => lj.yi.includes(a));
          if (inYi) expect(seenWithout, `${event.id} ${day.date} ranked after a day without 宜`).toBe(false);
          else seenWithout = true;
          if (i < 10) inYiTop10 += Number(inYi);
        }
        proposed += r.days.length;
      }
      const runs = PEOPLE.length + 1;
      lines.push(`${event.id} ${(inYiTop10 / runs).toFixed(1)}/10`);
      expect(
        inYiTop10 / runs,
        `${event.id}: best ten days suitable by lunar-javascript`,
      ).toBeGreaterThanOrEqual(9);
      expect(proposed).toBeGreaterThan(0);
    }
    console.log(
      `selection 2027 vs lunar-javascript 宜 (best ten, key activity suitable): ${lines.join(", ")}`,
    );
  });
});
