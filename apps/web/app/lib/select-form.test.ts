import { DIRECTIONAL_EVENT_IDS, SELECT_EVENT_IDS } from "@bazi/contracts/select-ids";
import { describe, expect, it } from "vitest";
import { MAX_YEAR, MIN_YEAR } from "./calendar-path.ts";
import { dateProblemText } from "./date-error.ts";
import { emptyValues, formFieldOf, readSelectForm, SHOWN_FOR, selectBody } from "./select-form.ts";

const MOSCOW = { lat: 55.7558, lng: 37.6173, tz: "Europe/Moscow" };

function form(entries: [string, string][]): FormData {
  const f = new FormData();
  for (const [k, v] of entries) f.append(k, v);
  return f;
}

describe("the event form of /predict/event", () => {
  it("makes the API body: saved charts first, then the filled rows; an unknown hour is left out", () => {
    const v = readSelectForm(
      form([
        ["event", "moving"],
        ["from", "2027-01-01"],
        ["to", "2027-03-31"],
        ["chart", "9f2b8c1e-1111-4a4a-8888-000000000001"],
        ["p0.label", "Анна"],
        ["p0.date", "1990-05-17"],
        ["p0.time", "08:30"],
        ["p0.lat", "55.75"],
        ["p0.lng", "37.62"],
        ["p2.date", "1992-11-03"],
        ["p2.lat", "59.93"],
        ["p2.lng", "30.31"],
        ["skipRule", "pengZu"],
      ]),
    );
    const r = selectBody(v, MOSCOW);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.body).toEqual({
      event: "moving",
      from: "2027-01-01",
      to: "2027-03-31",
      ...MOSCOW,
      people: [
        { chartId: "9f2b8c1e-1111-4a4a-8888-000000000001" },
        {
          birth: { year: 1990, month: 5, day: 17, hour: 8, minute: 30, lat: 55.75, lng: 37.62 },
          label: "Анна",
        },
        { birth: { year: 1992, month: 11, day: 3, lat: 59.93, lng: 30.31 } },
      ],
      skipRules: ["pengZu"],
      // the hours people keep, unless the form says otherwise
      hours: "07:00-22:00",
    });
    // the server's errors find their fields again
    expect(formFieldOf("hours", r.people)).toBe("hoursFrom");
    expect(formFieldOf("people.0.chartId", r.people)).toBe("chart");
    expect(formFieldOf("people.1.birth.hour", r.people)).toBe("p0.time");
    expect(formFieldOf("people.2.birth.lat", r.people)).toBe("p2.city");
    expect(formFieldOf("people.2.birth.day", r.people)).toBe("p2.date");
    expect(formFieldOf("people", r.people)).toBe("people");
    expect(formFieldOf("to", r.people)).toBe("to");
  });

  it("a row without a date or a place, a bad time and six people are the form's own errors", () => {
    const v = emptyValues("2026-11-21", "2026-12-20");
    v.rows[0] = { label: "", date: "1990-05-17", time: "8h", city: "", lat: "", lng: "" };
    v.rows[1] = { label: "Борис", date: "", time: "", city: "", lat: "1", lng: "x" };
    const r = selectBody(v, MOSCOW);
    expect(r).toEqual({
      ok: false,
      errors: {
        "p0.time": "badTime",
        "p0.city": "placeRequired",
        "p1.date": "dateRequired",
        "p1.city": "badNumber",
      },
    });
    const many = emptyValues("2026-11-21", "2026-12-20");
    many.charts = ["a", "b", "c"];
    for (let i = 0; i < 3; i++)
      many.rows[i] = { label: "", date: "1990-01-01", time: "", city: "", lat: "1", lng: "2" };
    const tooMany = selectBody(many, MOSCOW);
    expect(tooMany.ok === false && tooMany.errors.people).toBe("tooMany");
  });
});

describe("the hours the form offers first", () => {
  const sent = (hours?: { from: string; to: string } | null) => {
    const v = emptyValues("2026-11-21", "2026-12-20", hours);
    v.rows[0] = { label: "", date: "1990-05-17", time: "", city: "", lat: "55.75", lng: "37.62" };
    const r = selectBody(v, MOSCOW);
    return r.ok ? { hours: r.body.hours, allHours: r.body.allHours } : r.errors;
  };
  it("are the waking hours, or the window a signed-in user keeps, or all hours when they keep every hour", () => {
    expect(sent()).toEqual({ hours: "07:00-22:00", allHours: undefined });
    expect(sent({ from: "13:00", to: "17:00" })).toEqual({ hours: "13:00-17:00", allHours: undefined });
    expect(sent(null)).toEqual({ hours: undefined, allHours: true });
  });
});

describe("dates and times as the page's fields take them", () => {
  it("reads ДД.ММ.ГГГГ (and the other usual forms) and 24-hour times into the API's ISO", () => {
    const v = readSelectForm(
      form([
        ["event", "travel"],
        ["from", "21.11.2026"],
        ["to", "20/12/2026"],
        ["explain", "2026-11-25"],
        ["p0.date", "17.05.1990"],
        ["p0.time", "8.30"],
        ["p0.lat", "55.75"],
        ["p0.lng", "37.62"],
      ]),
    );
    expect([v.from, v.to, v.explain, v.rows[0]!.date, v.rows[0]!.time]).toEqual([
      "2026-11-21",
      "2026-12-20",
      "2026-11-25",
      "1990-05-17",
      "08:30",
    ]);
    const r = selectBody(v, MOSCOW);
    expect(r.ok && r.body).toMatchObject({
      from: "2026-11-21",
      to: "2026-12-20",
      explain: "2026-11-25",
      people: [{ birth: { year: 1990, month: 5, day: 17, hour: 8, minute: 30 } }],
    });
  });

  it("reads the window of hours, or asks for every hour", () => {
    const office = readSelectForm(
      form([
        ["hoursFrom", "9.00"],
        ["hoursTo", "18:00"],
      ]),
    );
    expect([office.hoursFrom, office.hoursTo, office.allHours]).toEqual(["09:00", "18:00", false]);
    const r = selectBody(office, MOSCOW);
    expect(r.ok && r.body.hours).toBe("09:00-18:00");
    const night = readSelectForm(
      form([
        ["hoursFrom", "09:00"],
        ["allHours", "on"],
      ]),
    );
    const n = selectBody(night, MOSCOW);
    expect(n.ok && [n.body.allHours, "hours" in n.body]).toEqual([true, false]);
    // nothing typed: the hours people keep, and no sitting mountain
    const none = readSelectForm(form([]));
    expect([none.hoursFrom, none.hoursTo, none.mountain]).toEqual(["07:00", "22:00", ""]);
    const n0 = selectBody(none, MOSCOW);
    expect(n0.ok && "mountain" in n0.body).toBe(false);
    // a burial's grave sitting in 子
    const grave = selectBody(
      readSelectForm(
        form([
          ["event", "burial"],
          ["mountain", "子"],
        ]),
      ),
      MOSCOW,
    );
    expect(grave.ok && grave.body.mountain).toBe("子");
  });

  it("a burial takes the deceased's birth and date of death; other events send neither it nor a mountain", () => {
    const entries: [string, string][] = [
      ["from", "2026-11-21"],
      ["to", "2026-12-20"],
      ["mountain", "子"],
      ["deceased.date", "01.03.1950"],
      ["deceased.time", "6.15"],
      ["deceased.lat", "55.75"],
      ["deceased.lng", "37.62"],
      ["deceased.diedOn", "25.11.2026"],
    ];
    const burial = selectBody(readSelectForm(form([["event", "burial"], ...entries])), MOSCOW);
    expect(burial.ok && burial.body).toMatchObject({
      mountain: "子",
      deceased: {
        year: 1950,
        month: 3,
        day: 1,
        hour: 6,
        minute: 15,
        lat: 55.75,
        lng: 37.62,
        diedOn: "2026-11-25",
      },
    });
    // the hidden parts of the form are not sent for a wedding; a move keeps its mountain, not the deceased
    const wedding = selectBody(readSelectForm(form([["event", "wedding"], ...entries])), MOSCOW);
    expect(wedding.ok && ["mountain" in wedding.body, "deceased" in wedding.body]).toEqual([false, false]);
    const moving = selectBody(readSelectForm(form([["event", "moving"], ...entries])), MOSCOW);
    expect(moving.ok && ["mountain" in moving.body, "deceased" in moving.body]).toEqual([true, false]);
    // a death date alone asks for the birth; a death date that is no date goes to the server as typed
    const alone = selectBody(
      readSelectForm(
        form([
          ["event", "burial"],
          ["deceased.diedOn", "2026-11-25"],
        ]),
      ),
      MOSCOW,
    );
    expect(alone).toEqual({
      ok: false,
      errors: { "deceased.date": "dateRequired", "deceased.city": "placeRequired" },
    });
    const odd = selectBody(
      readSelectForm(form([["event", "burial"], ...entries.slice(0, 7), ["deceased.diedOn", "31.02.2026"]])),
      MOSCOW,
    );
    expect(odd.ok && (odd.body.deceased as { diedOn: string }).diedOn).toBe("31.02.2026");
    // the server's errors about the deceased find its fields
    expect(formFieldOf("deceased", [])).toBe("deceased.date");
    expect(formFieldOf("deceased.day", [])).toBe("deceased.date");
    expect(formFieldOf("deceased.lng", [])).toBe("deceased.city");
    expect(formFieldOf("deceased.minute", [])).toBe("deceased.time");
    expect(formFieldOf("deceased.diedOn", [])).toBe("deceased.diedOn");
  });

  it("shows the mountain for the directional events and the deceased for a burial, by CSS alone", () => {
    const named = (cls: string) => SELECT_EVENT_IDS.filter((e) => cls.includes(`[value=${e}]`));
    expect(named(SHOWN_FOR.directional)).toEqual([...DIRECTIONAL_EVENT_IDS]);
    expect(named(SHOWN_FOR.burial)).toEqual(["burial"]);
    for (const cls of Object.values(SHOWN_FOR))
      expect(cls).toMatch(/^hidden group-has-\[#select-event_option/);
  });

  it("keeps what is no date as typed: the row's own error, and the server's for the period", () => {
    const v = readSelectForm(
      form([
        ["from", "31.02.2026"],
        ["to", "2026-12-20"],
        ["p0.date", "30.02.1990"],
        ["p0.lat", "55.75"],
        ["p0.lng", "37.62"],
      ]),
    );
    expect(v.from).toBe("31.02.2026");
    expect(v.rows[0]!.date).toBe("30.02.1990");
    expect(selectBody(v, MOSCOW)).toEqual({ ok: false, errors: { "p0.date": { kind: "noDay", days: 28 } } });
  });

  it("says a birth date is no date, not that it is missing (issue 39)", () => {
    const row = (date: string) =>
      readSelectForm(
        form([
          ["p0.date", date],
          ["p0.lat", "55.75"],
          ["p0.lng", "37.62"],
        ]),
      );
    const issue = (date: string) => {
      const r = selectBody(row(date), MOSCOW);
      return r.ok ? null : r.errors["p0.date"];
    };
    // what the page shows (routes/predict-event.tsx): the select catalog's code, or why the date is none
    const shown = (lang: "ru" | "en", date: string) => {
      const i = issue(date);
      return typeof i === "object" && i !== null ? dateProblemText(lang, i, "format") : i;
    };
    expect(issue("32.13.1990")).toEqual({ kind: "none" });
    expect(shown("ru", "32.13.1990")).toBe("Такой даты нет в календаре");
    expect(shown("en", "32.13.1990")).toBe("There is no such date in the calendar");
    expect(shown("ru", "31.04.1990")).toBe("Такой даты нет: в этом месяце 30 дней");
    expect(shown("ru", "17.05.1800")).toBe(`Календарь охватывает годы с ${MIN_YEAR} по ${MAX_YEAR}`);
    expect(shown("en", "1990")).toBe("format");
    // a row with a place but no date still asks for it
    const noDate = selectBody(
      readSelectForm(
        form([
          ["p0.lat", "55.75"],
          ["p0.lng", "37.62"],
        ]),
      ),
      MOSCOW,
    );
    expect(noDate.ok === false && noDate.errors["p0.date"]).toBe("dateRequired");
  });
});
