/**
 * The Bazi form's dates and times as the page's own fields send them (components/controls): ДД.ММ.ГГГГ, the
 * other usual forms and ISO are read into ISO; what is no date is the field's error in the page's language.
 */
import { describe, expect, it } from "vitest";
import { chartQuery, readForm } from "./bazi-form.ts";
import { validate } from "./bazi-validate.server.ts";

const FORM = {
  name: "Анна",
  gender: "female",
  date: "21.11.2026",
  time: "14.30",
  city: "Москва",
  lat: "55.7558",
  lng: "37.6173",
  tz: "Europe/Moscow",
  email: "anna@example.com",
};

describe("the Bazi form's date and time", () => {
  it("are read as typed in the page's format and kept as ISO", () => {
    for (const date of ["21.11.2026", "21/11/2026", "21 11 2026", "2026-11-21", "11/21/2026"]) {
      const v = readForm(new URLSearchParams({ ...FORM, date }));
      expect(v.date, date).toBe("2026-11-21");
    }
    const v = readForm(new URLSearchParams(FORM));
    expect(v.time).toBe("14:30");
    const checked = validate(v, "ru");
    expect(checked.ok && checked.input).toMatchObject({ date: "2026-11-21", time: "14:30" });
  });

  it("give the chart's link ISO, without the e-mail", () => {
    const q = new URLSearchParams(chartQuery(new URLSearchParams(FORM)));
    expect(q.get("date")).toBe("2026-11-21");
    expect(q.get("time")).toBe("14:30");
    expect(q.has("email")).toBe(false);
    expect([...q.keys()]).toEqual(["name", "gender", "date", "time", "city", "lat", "lng", "tz"]);
  });

  it("that is no date stays as typed, and its error says how to write one in the page's language", () => {
    const v = readForm(new URLSearchParams({ ...FORM, date: "31.02.2026" }));
    expect(v.date).toBe("31.02.2026");
    const ru = validate(v, "ru");
    expect(ru.ok === false && ru.errors).toEqual([
      { field: "date", message: "Введите дату в виде ДД.ММ.ГГГГ, например 21.11.2026" },
    ]);
    const en = validate(v, "en");
    expect(en.ok === false && en.errors[0]!.message).toBe("Enter the date as YYYY-MM-DD, e.g. 2026-11-21");
    const time = validate(readForm(new URLSearchParams({ ...FORM, time: "25:00" })), "en");
    expect(time.ok === false && time.errors[0]).toEqual({
      field: "time",
      message: "Enter the time as HH:MM",
    });
  });
});
