import { describe, expect, it } from "vitest";
import { emptyValues, formFieldOf, readSelectForm, selectBody } from "./select-form.ts";

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
    });
    // the server's errors find their fields again
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
