/** `bazi events <year>`: the year's almanac events as JSON (YearEventsSchema) and as a table; errors exit 2. */
import { describe, expect, it } from "vitest";
import { main } from "../cli/bazi.ts";
import { yearEvents } from "../src/year-events.ts";
import { YearEventsSchema, yearEventsJson } from "../src/year-events-json.ts";

function run(...args: string[]) {
  let out = "";
  let err = "";
  const code = main(args, { write: (s: string) => (out += s) }, { write: (s: string) => (err += s) });
  return { code, out, err };
}

describe("bazi events", () => {
  it("--json prints the engine's year in the zone given", () => {
    const r = run("events", "2027", "--tz", "Europe/Moscow", "--json", "--lang", "en");
    expect(r.code).toBe(0);
    const j = YearEventsSchema.parse(JSON.parse(r.out));
    expect(j).toEqual(yearEventsJson(2027, "Europe/Moscow", "en"));
    expect(j.events).toHaveLength(yearEvents(2027, "Europe/Moscow").length);
    const cny = j.events.find((e) => e.key === "springFestival")!;
    expect([cny.date, cny.name, cny.zh]).toEqual([
      "2027-02-06",
      "Chinese New Year (Spring Festival)",
      "春节",
    ]);
    const lichun = j.events.find((e) => e.key === "lichun")!;
    expect([lichun.at, lichun.local, lichun.utcOffset]).toEqual([
      "2027-02-04T01:46:17Z",
      "2027-02-04T04:46:17",
      "+03:00",
    ]);
  });

  it("the place's coordinates give the zone; --kind keeps the kinds asked for", () => {
    const r = run(
      "events",
      "2027",
      "--lat",
      "40.71",
      "--lng=-74.0",
      "--kind",
      "festival",
      "--kind",
      "fullMoon",
      "--json",
    );
    expect(r.code).toBe(0);
    const j = YearEventsSchema.parse(JSON.parse(r.out));
    expect(j.tz).toBe("America/New_York");
    expect(new Set(j.events.map((e) => e.kind))).toEqual(new Set(["festival", "fullMoon"]));
    expect(j.events.filter((e) => e.kind === "festival")).toHaveLength(10);
    // the Chinese calendar's dates are China's; the phases are New York's
    expect(j.events.find((e) => e.key === "midAutumn")!.date).toBe("2027-09-15");
    expect(
      j.events.filter((e) => e.kind === "fullMoon" && e.date.startsWith("2027-09")).map((e) => e.local),
    ).toEqual(["2027-09-15T19:04:09"]);
  });

  it("prints a table in Russian by default: times at the place, festivals with their meaning", () => {
    const r = run("events", "2027", "--tz", "Europe/Moscow");
    expect(r.code).toBe(0);
    expect(r.out).toContain("События 2027 года, время — Europe/Moscow");
    expect(r.out).toMatch(/2027-02-04 +чт +04:46 +立春 +Начало весны/);
    expect(r.out).toMatch(/2027-02-06 +сб +春节 +Китайский Новый год \(Праздник весны\)/);
    expect(r.out).toContain("Первый день лунного года");
    expect(r.out).toMatch(/2027-02-06 +сб +正月 +Начинается 1-й месяц/);
    const en = run("events", "2027", "--tz", "Asia/Shanghai", "--lang", "en");
    expect(en.out).toMatch(/2027-09-15 +Wed +中秋节 +Mid-Autumn Festival/);
  });

  it("bad input names the field in the chosen language and exits 2", () => {
    const year = run("events", "2101");
    expect(year.code).toBe(2);
    expect(year.err).toMatch(/^Ошибка: year: год должен быть/);
    const missing = run("events", "--lang", "en");
    expect(missing.code).toBe(2);
    expect(missing.err).toContain("year is required");
    const zone = run("events", "2027", "--tz", "Mars/Olympus", "--lang", "en");
    expect(zone.code).toBe(2);
    expect(zone.err).toContain("Error: tz:");
    const kind = run("events", "2027", "--kind", "moon");
    expect(kind.code).toBe(2);
    expect(kind.err).toMatch(/^Ошибка: kind: ожидалось festival или term/);
  });

  it("is in the usage", () => {
    const r = run("--help");
    expect(r.code).toBe(0);
    expect(r.out).toContain("bazi events <year>");
  });
});
