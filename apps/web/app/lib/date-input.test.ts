import { MAX_YEAR, MIN_YEAR } from "@bazi/almanac";
import { describe, expect, it } from "vitest";
import { MAX_YEAR as WEB_MAX_YEAR, MIN_YEAR as WEB_MIN_YEAR } from "./calendar-path.ts";
import { dateErrorOf, dateProblem } from "./date-error.ts";
import {
  normalizeDate,
  normalizeMonth,
  normalizeTime,
  parseDate,
  parseMonth,
  parseTime,
  showDate,
  showMonth,
  showValue,
} from "./date-input.ts";

const NOV21 = { year: 2026, month: 11, day: 21 };

describe("typed dates", () => {
  it("reads the page's formats and the usual others", () => {
    for (const text of [
      "21.11.2026",
      "21/11/2026",
      "21 11 2026",
      "21-11-2026",
      "21,11,2026",
      " 21. 11. 2026 ",
      "21.11.2026 г.",
      "21112026",
      "2026-11-21",
      "2026.11.21",
      "2026/11/21",
      "20261121",
      "11/21/2026",
    ])
      expect(parseDate(text), text).toEqual(NOV21);
    expect(parseDate("5.6.1990")).toEqual({ year: 1990, month: 6, day: 5 });
  });

  it("reads day first when both readings are dates", () => {
    expect(parseDate("05/06/2026")).toEqual({ year: 2026, month: 6, day: 5 });
  });

  it("is no date when the calendar has no such day or the text is something else", () => {
    for (const text of [
      "",
      "30.02.2026",
      "29.02.2025",
      "32.01.2026",
      "21.13.2026",
      "21.11.26",
      "2026-11",
      "21.11.2026.1",
      "abc",
      "2026-111-21",
      "0021.11.2026",
    ])
      expect(parseDate(text), text).toBeNull();
    expect(parseDate("29.02.2024")).toEqual({ year: 2024, month: 2, day: 29 });
  });

  it("shows a date in the page's language: ДД.ММ.ГГГГ in Russian, ISO in English", () => {
    expect(showDate({ year: 1990, month: 5, day: 7 }, "ru")).toBe("07.05.1990");
    expect(showDate({ year: 1990, month: 5, day: 7 }, "en")).toBe("1990-05-07");
    expect(showValue("2026-11-21", "ru")).toBe("21.11.2026");
    expect(showValue("21/11/2026", "en")).toBe("2026-11-21");
    expect(showValue("31.02.2026", "ru"), "not a date: as typed").toBe("31.02.2026");
    expect(showValue("2026-11", "ru", true)).toBe("11.2026");
  });

  it("normalizes what a form sent to ISO, and leaves what is no date for the field's error", () => {
    expect(normalizeDate("21.11.2026")).toBe("2026-11-21");
    expect(normalizeDate("1990-05-15")).toBe("1990-05-15");
    expect(normalizeDate(" 31.02.2026 ")).toBe("31.02.2026");
    expect(normalizeDate("")).toBe("");
  });
});

describe("typed months", () => {
  it("reads 11.2026, 11/2026, 11 2026 and 2026-11", () => {
    for (const text of ["11.2026", "11/2026", "11 2026", "2026-11", "2026.11"])
      expect(parseMonth(text), text).toEqual({ year: 2026, month: 11 });
    expect(parseMonth("1.2026")).toEqual({ year: 2026, month: 1 });
    for (const text of ["13.2026", "11.26", "21.11.2026", "", "ноябрь"])
      expect(parseMonth(text), text).toBeNull();
    expect(showMonth({ year: 2026, month: 3 }, "ru")).toBe("03.2026");
    expect(showMonth({ year: 2026, month: 3 }, "en")).toBe("2026-03");
    expect(normalizeMonth("3.2026")).toBe("2026-03");
  });
});

describe("typed times", () => {
  it("reads 24-hour times in the usual forms", () => {
    const cases: [string, string][] = [
      ["14:30", "14:30"],
      ["14.30", "14:30"],
      ["14 30", "14:30"],
      ["1430", "14:30"],
      ["930", "09:30"],
      ["9:05", "09:05"],
      ["14", "14:00"],
      ["00:00", "00:00"],
      ["14:30:00", "14:30"],
      ["2:30 pm", "14:30"],
      ["12:15 AM", "00:15"],
      ["12 p.m.", "12:00"],
    ];
    for (const [text, time] of cases) expect(normalizeTime(text), text).toBe(time);
  });

  it("is no time out of range or in another shape", () => {
    for (const text of ["24:00", "12:60", "13:00 pm", "abc", "1:2", "12345"]) {
      expect(parseTime(text), text).toBeNull();
      expect(normalizeTime(` ${text} `)).toBe(text);
    }
    expect(normalizeTime("")).toBe("");
  });
});

describe("what a date field says of a typed text that is no date (issue 39)", () => {
  it("finds why: no date's form, no such month or day, a day its month lacks, years outside the calendar", () => {
    expect(dateProblem("21.11.2026")).toBeNull();
    expect(dateProblem("2026-11-21")).toBeNull();
    expect(dateProblem("abc")).toEqual({ kind: "format" });
    expect(dateProblem("21.11")).toEqual({ kind: "format" });
    expect(dateProblem("32.13.1990")).toEqual({ kind: "none" });
    expect(dateProblem("00.01.2000")).toEqual({ kind: "none" });
    expect(dateProblem("31.02.2027")).toEqual({ kind: "noDay", days: 28 });
    expect(dateProblem("30.02.2028")).toEqual({ kind: "noDay", days: 29 });
    expect(dateProblem("2027-02-31")).toEqual({ kind: "noDay", days: 28 });
    expect(dateProblem("31022027")).toEqual({ kind: "noDay", days: 28 });
    expect(dateProblem("01.01.1800")).toEqual({ kind: "range" });
    expect(dateProblem("31.12.2101")).toEqual({ kind: "range" });
    expect(dateProblem("01.01.0800")).toEqual({ kind: "range" });
  });

  it("says it in the page's language, the month's days counted and the years the engine's", () => {
    // one source for the years: the web's are the engine's
    expect([WEB_MIN_YEAR, WEB_MAX_YEAR]).toEqual([MIN_YEAR, MAX_YEAR]);
    const say = (lang: "ru" | "en", text: string) => dateErrorOf(lang, text, "FORMAT");
    expect(say("ru", "31.02.2027")).toBe("Такой даты нет: в этом месяце 28 дней");
    expect(say("en", "2027-02-31")).toBe("There is no such date: that month has 28 days");
    expect(say("ru", "31.04.2027")).toBe("Такой даты нет: в этом месяце 30 дней");
    expect(say("ru", "01.01.1800")).toBe(`Календарь охватывает годы с ${MIN_YEAR} по ${MAX_YEAR}`);
    expect(say("en", "1800-01-01")).toBe(`The calendar covers the years ${MIN_YEAR} to ${MAX_YEAR}`);
    expect(say("ru", "32.13.1990")).toBe("Такой даты нет в календаре");
    expect(say("ru", "abc")).toBe("FORMAT");
    expect(say("ru", "21.11.2026")).toBeNull();
  });
});
