/**
 * The Bazi form's dates and times as the page's own fields send them (components/controls): ДД.ММ.ГГГГ, the
 * other usual forms and ISO are read into ISO; what is no date is the field's error in the page's language.
 */
import { MAX_YEAR, MIN_YEAR } from "@bazi/almanac";
import { ChartCreateSchema } from "@bazi/contracts";
import { NAME_MAX_CHARS } from "@bazi/contracts/limits";
import { describe, expect, it } from "vitest";
import { textFieldProps } from "../components/bazi/text-field-props.ts";
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
    const v = readForm(new URLSearchParams({ ...FORM, date: "21.11" }));
    expect(v.date).toBe("21.11");
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

  it("written as a date but none says there is no such date, and a date outside the years names them (issue 39)", () => {
    const check = (date: string, lang: "ru" | "en") => {
      const r = validate(readForm(new URLSearchParams({ ...FORM, date })), lang);
      return r.ok ? null : r.errors;
    };
    expect(check("31.02.2027", "ru")).toEqual([
      { field: "date", message: "Такой даты нет: в этом месяце 28 дней" },
    ]);
    expect(check("2027-02-31", "en")).toEqual([
      { field: "date", message: "There is no such date: that month has 28 days" },
    ]);
    expect(check("01.01.1800", "ru")).toEqual([
      { field: "date", message: `Календарь охватывает годы с ${MIN_YEAR} по ${MAX_YEAR}` },
    ]);
    expect(check("32.13.1990", "en")).toEqual([
      { field: "date", message: "There is no such date in the calendar" },
    ]);
  });
});

describe("the chart's name", () => {
  it("takes in its field exactly what the server's schema accepts, and says the limit beyond it (issue 39)", () => {
    const props = textFieldProps("ru", readForm(new URLSearchParams(FORM)), {})("name");
    expect(props).toMatchObject({ maxLength: NAME_MAX_CHARS });
    const chart = (fio: string) =>
      ChartCreateSchema.safeParse({
        fio,
        gender: "female",
        birthday: "1990-05-17",
        birthdayTime: "08:30",
        city: "Москва",
        latitude: 55.75,
        longitude: 37.62,
        timeZone: "Europe/Moscow",
        email: "anna@example.com",
      }).success;
    expect(chart("я".repeat(NAME_MAX_CHARS))).toBe(true);
    expect(chart("я".repeat(NAME_MAX_CHARS + 1))).toBe(false);
    const long = validate(
      readForm(new URLSearchParams({ ...FORM, name: "я".repeat(NAME_MAX_CHARS + 1) })),
      "ru",
    );
    expect(long.ok === false && long.errors).toEqual([
      { field: "name", message: `Максимальная длина ${NAME_MAX_CHARS}` },
    ]);
    // the other fields keep no such limit
    expect(textFieldProps("ru", readForm(new URLSearchParams(FORM)), {})("lat")).not.toHaveProperty(
      "maxLength",
    );
  });
});

describe("what the chart asks for (issue 39 item 4, decision 038)", () => {
  const only = (over: Record<string, string>, lang: "ru" | "en" = "ru", save = false) => {
    const r = validate(readForm(new URLSearchParams({ ...FORM, ...over })), lang, { save });
    return r.ok ? [] : r.errors;
  };

  it("computes from the birth alone: no name, no e-mail", () => {
    expect(only({ name: "", email: "" })).toEqual([]);
    expect(textFieldProps("ru", readForm(new URLSearchParams(FORM)), {})("name").required).toBe(false);
    expect(textFieldProps("ru", readForm(new URLSearchParams(FORM)), {})("email").required).toBe(false);
    expect(textFieldProps("ru", readForm(new URLSearchParams(FORM)), {})("date").required).toBe(true);
    // a typed address without the box asked for nothing: it is not even checked
    expect(only({ email: "not an address" })).toEqual([]);
  });

  it("checks the e-mail when the chart is to be mailed there", () => {
    expect(only({ email: "", send: "1" })).toEqual([
      { field: "email", message: "Укажите адрес, на который прислать карту" },
    ]);
    expect(only({ email: "", send: "1" }, "en")).toEqual([
      { field: "email", message: "Enter the address to send the chart to" },
    ]);
    expect(only({ email: "anna@", send: "1" })).toEqual([
      { field: "email", message: "Введите корректный адрес e-mail" },
    ]);
    expect(only({ send: "1" })).toEqual([]);
  });

  it("asks for the name and the e-mail when the chart is saved, as the specification's chart form does", () => {
    expect(only({ name: "", email: "" }, "ru", true)).toEqual([
      { field: "name", message: "Обязательное поле" },
      { field: "email", message: "Обязательное поле" },
    ]);
    expect(textFieldProps("ru", readForm(new URLSearchParams(FORM)), {}, "save")("name").required).toBe(true);
    expect(textFieldProps("ru", readForm(new URLSearchParams(FORM)), {}, "save")("email").required).toBe(
      true,
    );
  });

  it("keeps the box and the address out of the chart's link", () => {
    const q = new URLSearchParams(chartQuery(new URLSearchParams({ ...FORM, send: "1" })));
    expect(q.has("send")).toBe(false);
    expect(q.has("email")).toBe(false);
  });
});
