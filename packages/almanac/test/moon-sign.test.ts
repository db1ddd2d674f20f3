import { describe, expect, it } from "vitest";
import { dayText } from "../cli/tables.ts";
import { dayJson } from "../src/json.ts";
import {
  bodyLongitudeAt,
  CLASSICAL_VOID_BODIES,
  MODERN_VOID_BODIES,
  MOON_SIGN_METHOD,
  moonIngressesBetween,
  moonLongitudeAt,
  moonSignAt,
  moonSignsOfDate,
  type VoidOfCourse,
  voidsOfCourseBetween,
} from "../src/moon-sign.ts";
import { ZODIAC_SIGNS } from "../src/names/zodiac.ts";
import { DaySchema } from "../src/schema.ts";
import data from "./data/moon-void-of-course.json" with { type: "json" };
import { expectInvalid } from "./support/invalid.ts";
import { type ReferenceBody, referenceAspect, referenceIngress } from "./support/moon-sign-reference.ts";

const SEC = 1000;
const HOUR = 3_600_000;
const DAY = 86_400_000;
const MOSCOW = { lat: 55.7558, lng: 37.6173, tz: "Europe/Moscow" };

const near = <T>(xs: readonly T[], at: (x: T) => number, t: number): T =>
  xs.reduce((a, b) => (Math.abs(at(b) - t) < Math.abs(at(a) - t) ? b : a));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;

describe("published void-of-course and ingress tables (moon-void-of-course.json, to the minute)", () => {
  const TOL = 60 * SEC;
  interface Entry {
    start?: string;
    end?: string;
    endCorrected?: string;
    differs?: string;
    aspect?: string;
    planet?: string;
    sign?: string;
    enters?: string;
  }
  const entries = data.tables.flatMap((t) => (t.entries as Entry[]).map((e) => ({ ...e, url: t.url })));

  it("holds 26 entries from 11 pages, each page with its URL and zone", () => {
    expect(data.tables).toHaveLength(11);
    expect(entries).toHaveLength(26);
    for (const t of data.tables) {
      expect(t.url).toMatch(/^https?:\/\//);
      expect(t.zone).toMatch(/UTC[+-]\d\d:\d\d/);
    }
  });

  for (const e of entries) {
    it(`${e.start ?? e.end} (${e.url.split("/")[2]})`, () => {
      const ref = Date.parse((e.start ?? e.end)!);
      const window = (school: "classical" | "modern") =>
        voidsOfCourseBetween(ref - 3 * DAY, ref + 3 * DAY, school);
      const modern = window("modern");
      const classical = window("classical");
      const ingresses = moonIngressesBetween(ref - 3 * DAY, ref + 3 * DAY);
      let v: VoidOfCourse | undefined;
      if (e.end !== undefined) {
        const end = Date.parse(e.endCorrected ?? e.end);
        const ing = near(ingresses, (x) => x.at, end);
        expect(Math.abs(ing.at - end)).toBeLessThanOrEqual(TOL);
        if (e.differs) expect(Math.abs(ing.at - Date.parse(e.end))).toBeGreaterThan(TOL);
        if (e.enters) expect(ing.sign.key).toBe(e.enters);
        v = modern.find((x) => x.end === ing.at);
      }
      if (e.start !== undefined) {
        const start = Date.parse(e.start);
        const s = near(modern, (x) => x.start, start);
        expect(Math.abs(s.start - start)).toBeLessThanOrEqual(TOL);
        if (v) expect(s).toEqual(v);
        v = s;
        if (e.aspect) expect(s.lastAspect.aspect).toBe(e.aspect);
        if (e.planet) expect(s.lastAspect.planet).toBe(e.planet);
        if (e.sign) expect(moonSignAt(s.start).key).toBe(e.sign);
        // The classical void contains the modern one: it starts no later, at the same time when the
        // modern last aspect is to a classical body, and ends at the same ingress.
        const c = classical.find((x) => x.start <= s.start && x.end >= s.end);
        expect(c).toBeDefined();
        if ((CLASSICAL_VOID_BODIES as readonly string[]).includes(s.lastAspect.planet)) expect(c).toEqual(s);
      }
    });
  }
});

describe("against an independent implementation (astronomia: ELP/MPP02 and VSOP87B), 1900–2100", () => {
  // 40 instants spread over the range by a fixed linear congruential sequence.
  let seed = 20_261_121;
  const next = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  const FROM = Date.UTC(1900, 0, 2);
  const TO = Date.UTC(2100, 11, 25);
  const instants = Array.from({ length: 40 }, () => Math.round(FROM + next() * (TO - FROM)));
  const ingressErrors: number[] = [];
  const aspectErrors: number[] = [];

  it("ingresses within 20 s (median ≤ 5 s); the aspect starting each void within 30 s (median ≤ 10 s)", () => {
    for (const t of instants) {
      const ing = moonIngressesBetween(t, t + 3 * DAY)[0]!;
      ingressErrors.push(Math.abs(ing.at - referenceIngress(ing.sign.index * 30, ing.at)) / SEC);
      const v = voidsOfCourseBetween(t, t + 3 * DAY)[0]!;
      const body = v.lastAspect.planet as ReferenceBody;
      aspectErrors.push(Math.abs(v.start - referenceAspect(body, v.lastAspect.separation, v.start)) / SEC);
    }
    expect(Math.max(...ingressErrors)).toBeLessThanOrEqual(20);
    expect(median(ingressErrors)).toBeLessThanOrEqual(5);
    expect(Math.max(...aspectErrors)).toBeLessThanOrEqual(30);
    expect(median(aspectErrors)).toBeLessThanOrEqual(10);
  });
});

describe("moonSignsOfDate", () => {
  it("Moscow 2026-11-22: Aries at 00:00, Taurus from 13:09:35 MSK, void from the trine to Mars at 10:38:28", () => {
    const m = moonSignsOfDate({ year: 2026, month: 11, day: 22 }, "Europe/Moscow");
    expect(m.dayStart).toBe(Date.UTC(2026, 10, 21, 21));
    expect(m.dayEnd).toBe(Date.UTC(2026, 10, 22, 21));
    expect(m.signAtStart.key).toBe("aries");
    expect(m.ingresses.map((i) => [new Date(i.at).toISOString().slice(0, 19), i.sign.key])).toEqual([
      ["2026-11-22T10:09:34", "taurus"],
    ]);
    expect(m.voidOfCourse).toHaveLength(1);
    const v = m.voidOfCourse[0]!;
    expect(new Date(v.start).toISOString().slice(0, 19)).toBe("2026-11-22T07:38:28");
    expect(v.end).toBe(m.ingresses[0]!.at);
    expect(v.lastAspect).toEqual({ planet: "mars", aspect: "trine", separation: 240 });
  });

  it("a void that starts the day before and ends at 00:19 MSK (2026-11-18) overlaps the day", () => {
    const m = moonSignsOfDate({ year: 2026, month: 11, day: 18 }, "Europe/Moscow");
    expect(m.signAtStart.key).toBe("aquarius");
    expect(m.ingresses[0]!.sign.key).toBe("pisces");
    expect(m.voidOfCourse).toHaveLength(1);
    expect(m.voidOfCourse[0]!.start).toBeLessThan(m.dayStart);
    expect(m.voidOfCourse[0]!.end).toBe(m.ingresses[0]!.at);
  });

  it("the sign and the voids are the same instants in every zone; the day's bounds follow the zone", () => {
    const date = { year: 2026, month: 3, day: 29 }; // Berlin's clocks go forward: a 23-hour day
    const b = moonSignsOfDate(date, "Europe/Berlin");
    expect(b.dayEnd - b.dayStart).toBe(23 * HOUR);
    const all = voidsOfCourseBetween(b.dayStart - 5 * DAY, b.dayEnd + 5 * DAY);
    expect(b.voidOfCourse).toEqual(all.filter((v) => v.start < b.dayEnd && v.end > b.dayStart));
    const tokyo = moonSignsOfDate(date, "Asia/Tokyo");
    expect(tokyo.dayStart).toBe(Date.UTC(2026, 2, 28, 15));
  });

  it("a sign without any aspect is void throughout: one void from the last aspect in Cancer to the entry into Virgo", () => {
    // 2026-01-04/06 (classical): the trine to Saturn in Cancer is the Moon's last aspect until it leaves Leo.
    const vs = voidsOfCourseBetween(Date.UTC(2026, 0, 5), Date.UTC(2026, 0, 5, 1));
    expect(vs).toHaveLength(1);
    const v = vs[0]!;
    expect(new Date(v.start).toISOString().slice(0, 19)).toBe("2026-01-04T07:44:10");
    expect(new Date(v.end).toISOString().slice(0, 19)).toBe("2026-01-06T16:56:40");
    expect(v.lastAspect).toEqual({ planet: "saturn", aspect: "trine", separation: 120 });
    expect(moonSignAt(v.start).key).toBe("cancer");
    const inside = moonIngressesBetween(v.start, v.end + 1).map((i) => i.sign.key);
    expect(inside).toEqual(["leo", "virgo"]);
    // Both days show the same void, once.
    for (const day of [4, 5, 6]) {
      expect(moonSignsOfDate({ year: 2026, month: 1, day }, "UTC").voidOfCourse).toEqual([v]);
    }
  });

  it("the modern school adds Uranus, Neptune and Pluto", () => {
    expect(MODERN_VOID_BODIES).toEqual([...CLASSICAL_VOID_BODIES, "uranus", "neptune", "pluto"]);
    expect(CLASSICAL_VOID_BODIES).toEqual(["sun", "mercury", "venus", "mars", "jupiter", "saturn"]);
    // 2018-02-01: the classical void starts at the square to Jupiter, the modern one at the trine to Uranus.
    const c = moonSignsOfDate({ year: 2018, month: 2, day: 1 }, "UTC", "classical").voidOfCourse;
    const m = moonSignsOfDate({ year: 2018, month: 2, day: 1 }, "UTC", "modern").voidOfCourse;
    expect(c.map((v) => v.lastAspect.planet)).toEqual(["jupiter"]);
    expect(m.map((v) => v.lastAspect.planet)).toEqual(["uranus"]);
    expect(c[0]!.end).toBe(m[0]!.end);
    expect(c[0]!.start).toBeLessThan(m[0]!.start);
  });

  it("longitudes: the Moon and the bodies in [0, 360); the sign is floor(λ / 30)", () => {
    const t = Date.UTC(2026, 10, 21, 12);
    const s = moonSignAt(t);
    expect(s.longitude).toBe(moonLongitudeAt(t));
    expect(s.index).toBe(Math.floor(s.longitude / 30));
    for (const b of MODERN_VOID_BODIES) {
      const l = bodyLongitudeAt(b, t);
      expect(l).toBeGreaterThanOrEqual(0);
      expect(l).toBeLessThan(360);
    }
    // The Sun in Sagittarius/Scorpio on 21 November (it enters Sagittarius on the 22nd).
    expect(Math.floor(bodyLongitudeAt("sun", t) / 30)).toBe(7);
  });

  it("rejects bad input, naming the field in English and Russian", () => {
    expectInvalid(() => moonSignsOfDate({ year: 2026, month: 2, day: 30 }, "Europe/Moscow"), "date");
    expectInvalid(() => moonSignsOfDate({ year: 1899, month: 12, day: 31 }, "Europe/Moscow"), "date");
    expectInvalid(() => moonSignsOfDate({ year: 2026, month: 1, day: 1 }, "Mars/Olympus"), "tz");
    expectInvalid(
      () => moonSignsOfDate({ year: 2026, month: 1, day: 1 }, "UTC", "vedic" as "classical"),
      "school",
    );
    expectInvalid(() => moonLongitudeAt(Number.NaN), "utc");
    expectInvalid(() => moonIngressesBetween(Date.UTC(2026, 0, 2), Date.UTC(2026, 0, 1)), "toUtc");
    expectInvalid(() => voidsOfCourseBetween(Date.UTC(2026, 0, 1), Date.UTC(2028, 0, 1)), "toUtc");
  });

  it("works at both ends of the range (1900-01-01, 2100-12-31)", () => {
    for (const date of [
      { year: 1900, month: 1, day: 1 },
      { year: 2100, month: 12, day: 31 },
    ]) {
      const m = moonSignsOfDate(date, "Asia/Vladivostok");
      expect(ZODIAC_SIGNS[m.signAtStart.index]!.key).toBe(m.signAtStart.key);
    }
  });
});

describe("day JSON: moonSign", () => {
  it("names the sign, the ingress, the void and its last aspect in the answer's language, with the method", () => {
    const ru = DaySchema.parse(dayJson({ date: { year: 2026, month: 11, day: 22 }, place: MOSCOW }));
    expect(ru.moonSign.signAtStart).toEqual({ key: "aries", zh: "白羊座", name: "Овен", symbol: "♈" });
    expect(ru.moonSign.ingresses).toEqual([
      { at: "2026-11-22T10:09:35Z", sign: { key: "taurus", zh: "金牛座", name: "Телец", symbol: "♉" } },
    ]);
    expect(ru.moonSign.voidOfCourse).toEqual([
      {
        startsAt: "2026-11-22T07:38:28Z",
        endsAt: "2026-11-22T10:09:35Z",
        lastAspect: {
          planet: { key: "mars", zh: "火星", name: "Марс", symbol: "♂" },
          aspect: { key: "trine", zh: "三分相", name: "Трин", symbol: "△", angle: 120 },
          text: "Трин Луны с Марсом",
        },
      },
    ]);
    expect(ru.moonSign.voidOfCourseMeaning).toMatch(/^До перехода в следующий знак/);
    expect(ru.moonSign.method.id).toBe(MOON_SIGN_METHOD.id);
    expect(ru.moonSign.method.name).toMatch(/семи классическим планетам/);
    expect(ru.moonSign.method.sources.join(" ")).toMatch(/Lilly/);
    const en = DaySchema.parse(
      dayJson({ date: { year: 2026, month: 11, day: 22 }, place: MOSCOW, lang: "en" }),
    );
    expect(en.moonSign.voidOfCourse[0]!.lastAspect.text).toBe("Moon trine Mars");
    expect(en.moonSign.signAtStart.name).toBe("Aries");
    expect(en.moonSign.method.name).toMatch(/seven classical bodies/);
  });

  it("bazi day prints the sign, the ingress and the void with local times", () => {
    const d = dayJson({ date: { year: 2026, month: 11, day: 22 }, place: MOSCOW });
    const ru = dayText(d, "ru");
    expect(ru).toMatch(/Луна в знаке +♈ Овен/);
    expect(ru).toMatch(/Переход в знак +2026-11-22 13:09 ♉ Телец/);
    expect(ru).toMatch(/Луна без курса +2026-11-22 10:38 → 2026-11-22 13:09 \(Трин Луны с Марсом\)/);
    const en = dayText(
      dayJson({ date: { year: 2026, month: 11, day: 22 }, place: MOSCOW, lang: "en" }),
      "en",
    );
    expect(en).toMatch(/Void-of-course Moon +2026-11-22 10:38 → 2026-11-22 13:09 \(Moon trine Mars\)/);
  });
});
