/**
 * The Personal Calendar feed: the RFC 5545 writer on its own (escaping, folding by octets, all-day and timed
 * events, CRLF), and the feed of a fixed chart checked against the engine computed independently here
 * (personal day ratings via dayJson, new/full moons, solar terms) and parsed with ical.js.
 */
import { civilToUtc, dayJson, moonQuartersBetween, natalOf, termsJson } from "@bazi/almanac";
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { chartFeed } from "../src/features/reminders/feed.ts";
import { escapeText, icsCalendar } from "../src/features/reminders/ics.ts";

const STAMP = Date.UTC(2026, 10, 21, 6, 0, 0);
const MOSCOW = { lat: 55.7558, lng: 37.6173, tz: "Europe/Moscow" };

const physicalLines = (text: string) => text.slice(0, -2).split("\r\n");
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, "");

function events(text: string) {
  const cal = new ICAL.Component(ICAL.parse(text));
  return { cal, events: cal.getAllSubcomponents("vevent").map((c) => ({ comp: c, ev: new ICAL.Event(c) })) };
}

function expectWellFormed(text: string) {
  expect(text.endsWith("\r\n")).toBe(true);
  expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  for (const line of physicalLines(text)) {
    expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
    expect(line).not.toContain("\uFFFD");
    // escapes such as "\," are not split across physical lines
    expect((/\\+$/.exec(line)?.[0].length ?? 0) % 2).toBe(0);
  }
}

describe("ics writer", () => {
  it("escapes TEXT values and ical.js reads them back", () => {
    const raw = "a\\b;c,d\ne\r\nf";
    expect(escapeText(raw)).toBe("a\\\\b\\;c\\,d\\ne\\nf");
    expect(escapeText("a\u0007b\tc\u007f")).toBe("ab\tc");
    const injected = icsCalendar({
      name: "x",
      events: [{ uid: "u0", summary: "s", url: "https://x.ru/\r\nX-EVIL:1", date: "2026-11-21" }],
      stampMs: STAMP,
    });
    expect(physicalLines(injected)).toContain("URL:https://x.ru/X-EVIL:1");
    const text = icsCalendar({
      name: "Cal; one, two",
      events: [{ uid: "u1", summary: raw, description: raw, date: "2026-11-21", categories: ["x,y", "z"] }],
      stampMs: STAMP,
    });
    expect(text).toContain("SUMMARY:a\\\\b\\;c\\,d\\ne\\nf\r\n");
    expect(text).toContain("CATEGORIES:x\\,y,z\r\n");
    const { cal, events: evs } = events(text);
    // ical.js does not know X-WR-CALNAME's type, so it returns the raw (escaped) TEXT value
    expect(cal.getFirstPropertyValue("x-wr-calname")).toBe("Cal\\; one\\, two");
    expect(evs[0]!.ev.summary).toBe("a\\b;c,d\ne\nf");
    expect(evs[0]!.comp.getFirstProperty("categories")!.getValues()).toEqual(["x,y", "z"]);
  });

  it("folds long Cyrillic (and 4-byte) text at 75 octets and unfolding restores it exactly", () => {
    const long = `${"Благоприятный день для свадьбы, переезда и начала дел; ".repeat(8)}🌕🌑 конец`;
    const text = icsCalendar({
      name: "Календарь Бацзы — Иван Иванович",
      description: long,
      events: [{ uid: "u2", summary: long, description: long, at: STAMP }],
      stampMs: STAMP,
    });
    expectWellFormed(text);
    const lines = physicalLines(text);
    const continuation = lines.filter((l) => l.startsWith(" "));
    expect(continuation.length).toBeGreaterThan(20);
    // lines are full: a fold happens only when the next character would not fit
    const summaryStart = lines.findIndex((l) => l.startsWith("SUMMARY:"));
    expect(Buffer.byteLength(lines[summaryStart]!, "utf8")).toBeGreaterThanOrEqual(73);
    const unfolded = unfold(text).split("\r\n");
    expect(unfolded).toContain(`SUMMARY:${escapeText(long)}`);
    expect(unfolded).toContain(`DESCRIPTION:${escapeText(long)}`);
    const { events: evs } = events(text);
    expect(evs[0]!.ev.summary).toBe(long);
    expect(evs[0]!.ev.description).toBe(long);
  });

  it("never splits an escape such as \\, across physical lines", () => {
    for (const k of [0, 1]) {
      const summary = `${"ж".repeat(k)}${",;".repeat(60)}`;
      const text = icsCalendar({
        name: "x",
        events: [{ uid: "u", summary, date: "2026-11-21" }],
        stampMs: STAMP,
      });
      expectWellFormed(text);
      expect(events(text).events[0]!.ev.summary).toBe(summary);
    }
  });

  it("writes all-day events with DATE values and timed events in UTC", () => {
    const text = icsCalendar({
      name: "Test",
      refreshHours: 6,
      events: [
        { uid: "all-day", summary: "A", date: "2026-12-31", transparent: true },
        { uid: "instant", summary: "B", at: Date.UTC(2026, 11, 9, 3, 4, 5, 400), transparent: true },
        { uid: "span", summary: "C", at: Date.UTC(2026, 11, 9, 3, 4, 5), durationMs: 90 * 60_000 },
      ],
      stampMs: STAMP,
    });
    expectWellFormed(text);
    const lines = physicalLines(text);
    for (const l of [
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "CALSCALE:GREGORIAN",
      "METHOD:PUBLISH",
      "X-WR-CALNAME:Test",
      "REFRESH-INTERVAL;VALUE=DURATION:PT6H",
      "X-PUBLISHED-TTL:PT6H",
      "DTSTART;VALUE=DATE:20261231",
      "DTEND;VALUE=DATE:20270101",
      "DTSTART:20261209T030405Z",
      "DTEND:20261209T043405Z",
      "TRANSP:TRANSPARENT",
      "END:VCALENDAR",
    ]) {
      expect(lines).toContain(l);
    }
    expect(lines.some((l) => l.startsWith("PRODID:"))).toBe(true);
    expect(lines.filter((l) => l === "DTSTAMP:20261121T060000Z")).toHaveLength(3);
    expect(lines.filter((l) => l.startsWith("DTEND:"))).toEqual(["DTEND:20261209T043405Z"]);

    const { events: evs } = events(text);
    const [allDay, instant, span] = evs.map((e) => e.ev);
    expect(allDay!.startDate.isDate).toBe(true);
    expect(allDay!.startDate.toString()).toBe("2026-12-31");
    expect(allDay!.endDate.toString()).toBe("2027-01-01");
    expect(instant!.startDate.isDate).toBe(false);
    expect(instant!.startDate.toUnixTime()).toBe(Date.UTC(2026, 11, 9, 3, 4, 5) / 1000);
    // zero duration: no DTEND (RFC 5545 §3.6.1), so the event ends at its start
    expect(instant!.endDate.toUnixTime()).toBe(instant!.startDate.toUnixTime());
    expect(span!.endDate.toUnixTime() - span!.startDate.toUnixTime()).toBe(5400);
    expect(text).not.toContain("X-WR-CALDESC");
  });

  it("refuses events without a UID or with both or neither of date and at", () => {
    const build = (e: Parameters<typeof icsCalendar>[0]["events"][number]) =>
      icsCalendar({ name: "x", events: [e], stampMs: STAMP });
    expect(() => build({ uid: " ", summary: "x", date: "2026-01-01" })).toThrow(/UID/);
    expect(() => build({ uid: "a", summary: "x" })).toThrow(/exactly one/);
    expect(() => build({ uid: "a", summary: "x", date: "2026-01-01", at: 0 })).toThrow(/exactly one/);
    expect(() => build({ uid: "a", summary: "x", date: "2026-02-30" })).toThrow(/invalid date/);
  });
});

describe("personal calendar feed", () => {
  const natal = natalOf({ date: "1990-05-17", time: "08:30", place: MOSCOW });
  const chart = { uuid: "7f1c2d3e-0000-4000-8000-000000000001", name: "Анна, тест", ...MOSCOW, natal };
  const TODAY = "2026-11-21";
  const ORIGIN = "https://example.ru";
  const feed = (lang: "ru" | "en", stampMs = STAMP) =>
    chartFeed({ chart, lang, today: TODAY, origin: ORIGIN, stampMs });

  // the window, computed here independently of feed.ts
  const dates = Array.from({ length: 90 }, (_, i) =>
    new Date(Date.UTC(2026, 10, 21 + i)).toISOString().slice(0, 10),
  );
  const from = civilToUtc({ year: 2026, month: 11, day: 21, hour: 0, minute: 0 }, MOSCOW.tz).utc;
  const to = civilToUtc({ year: 2027, month: 2, day: 19, hour: 0, minute: 0 }, MOSCOW.tz).utc;
  const civil = (d: string) => ({
    year: Number(d.slice(0, 4)),
    month: Number(d.slice(5, 7)),
    day: Number(d.slice(8)),
  });
  const days = dates.map((d) => dayJson({ date: civil(d), place: MOSCOW, lang: "ru", natal }));
  const goodDates = days.filter((d) => d.personal!.rating.value >= 2).map((d) => d.date);

  for (const lang of ["ru", "en"] as const) {
    it(`parses with ical.js and matches the engine (${lang})`, () => {
      const text = feed(lang);
      expectWellFormed(text);
      const { cal, events: evs } = events(text);
      expect(cal.getFirstPropertyValue("version")).toBe("2.0");
      expect(unfold(text).split("\r\n")).toContain(
        `X-WR-CALNAME:${lang === "ru" ? "Календарь Бацзы — Анна\\, тест" : "Bazi Calendar — Анна\\, тест"}`,
      );
      for (const { comp } of evs) {
        expect(comp.getFirstPropertyValue("dtstamp")).not.toBeNull();
        expect(comp.getFirstPropertyValue("transp")).toBe("TRANSPARENT");
        expect(String(comp.getFirstPropertyValue("uid"))).toMatch(
          /-7f1c2d3e-0000-4000-8000-000000000001@bazi-calendar$/,
        );
      }

      // good days: the set of all-day events equals the engine's dates rated +2 or better for this chart
      const allDay = evs.filter((e) => e.ev.startDate.isDate);
      expect(goodDates.length).toBeGreaterThan(0);
      expect(allDay.map((e) => e.ev.startDate.toString()).sort()).toEqual([...goodDates].sort());
      for (const { ev } of allDay) {
        const date = ev.startDate.toString();
        const day = days.find((d) => d.date === date)!;
        const value = day.personal!.rating.value;
        expect(value).toBeGreaterThanOrEqual(2);
        expect(ev.summary.startsWith(`★ +${value} `)).toBe(true);
        expect(ev.endDate.toString()).toBe(
          new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10),
        );
        const url = `${ORIGIN}${lang === "en" ? "/en" : ""}/${date.replaceAll("-", "/")}`;
        expect(ev.description).toContain(url);
        // the listed lucky activities are among the day's yi, at most 8
        const yi = dayJson({ date: civil(date), place: MOSCOW, lang, natal }).yi.map((a) => a.name);
        const listed = ev.description
          .split("\n")
          .filter((l) => l.startsWith("• "))
          .map((l) => l.slice(2));
        expect(listed.length).toBeLessThanOrEqual(8);
        for (const a of listed) expect(yi).toContain(a);
      }

      // new and full moons in the window (±1 s)
      const timed = evs.filter((e) => !e.ev.startDate.isDate);
      const moons = moonQuartersBetween(from, to).filter((q) => q.kind === "new" || q.kind === "full");
      const moonEvents = timed.filter((e) => /^(newmoon|fullmoon)-/.test(e.ev.uid));
      expect(moons.length).toBeGreaterThanOrEqual(5);
      expect(moonEvents).toHaveLength(moons.length);
      moons.forEach((q, i) => {
        const e = moonEvents[i]!.ev;
        expect(e.uid.startsWith(q.kind === "new" ? "newmoon-" : "fullmoon-")).toBe(true);
        expect(e.summary).toContain(
          q.kind === "new"
            ? lang === "ru"
              ? "Новолуние"
              : "New Moon"
            : lang === "ru"
              ? "Полнолуние"
              : "Full Moon",
        );
        expect(Math.abs(e.startDate.toUnixTime() * 1000 - q.at)).toBeLessThanOrEqual(1000);
        expect(e.endDate.toUnixTime()).toBe(e.startDate.toUnixTime());
      });

      // every solar term of the window, with its name in the language
      const terms = [...termsJson(2026, lang), ...termsJson(2027, lang)].filter((t) => {
        const at = Date.parse(t.at);
        return at >= from && at < to;
      });
      const termEvents = timed.filter((e) => e.ev.uid.startsWith("term-"));
      expect(terms.length).toBeGreaterThanOrEqual(5);
      expect(termEvents).toHaveLength(terms.length);
      for (const t of terms) {
        const e = termEvents.find(
          (x) => Math.abs(x.ev.startDate.toUnixTime() * 1000 - Date.parse(t.at)) <= 1000,
        );
        expect(e, t.name).toBeDefined();
        expect(e!.ev.summary).toContain(t.name);
      }
      expect(moonEvents.length + termEvents.length).toBe(timed.length);
    });
  }

  it("has unique UIDs, stable between builds and languages", () => {
    const uids = (text: string) => events(text).events.map((e) => e.ev.uid);
    const a = uids(feed("ru"));
    expect(new Set(a).size).toBe(a.length);
    expect(uids(feed("ru", STAMP + 3_600_000))).toEqual(a);
    expect(uids(feed("en"))).toEqual(a);
    expect(a).toContain(`day-${goodDates[0]}-${chart.uuid}@bazi-calendar`);
  });
});
