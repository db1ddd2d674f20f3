/**
 * POST /calendar/select (issue 19): date selection for an event and up to five people, on PGlite and PostgreSQL.
 * Saved charts count only for their owner; typed births work for everybody within the public window; dates beyond
 * it need a paid Personal Calendar of one of the people's charts. Answers equal the engine's selection.
 */
import {
  EVENT_IDS,
  EVENT_RULE_NAMES,
  EVENTS,
  MAX_SELECT_DAYS,
  natalOf,
  SelectSchema,
  selectDates,
  selectJson,
} from "@bazi/almanac";
import { DIRECTIONAL_EVENT_IDS, SELECT_EVENT_IDS, SELECT_RULE_IDS } from "@bazi/contracts";
import { describe, expect, it } from "vitest";
import {
  appOn,
  CHART_FORM,
  CHART_FORM_NATAL,
  DB_TARGETS,
  type DbTarget,
  MOSCOW,
  problem,
  userWithChart,
} from "./harness.ts";

const BIRTH = { year: 1992, month: 11, day: 3, lat: 59.93, lng: 30.31 };

it("the API's events and rules are the engine's", () => {
  expect([...SELECT_EVENT_IDS]).toEqual([...EVENT_IDS]);
  expect([...SELECT_RULE_IDS]).toEqual(Object.keys(EVENT_RULE_NAMES));
  expect([...DIRECTIONAL_EVENT_IDS]).toEqual(EVENTS.filter((e) => e.directional).map((e) => e.id));
});

describe.each(DB_TARGETS)("date selection over the API on $name", (target: DbTarget) => {
  const ctx = appOn(target, { TRUST_PROXY: "127.0.0.1" });

  async function user(paid: boolean) {
    const { auth, call, chart } = await userWithChart(ctx, "select", { paid });
    return { auth, chart, post: (body: object) => call("POST", "/calendar/select", body) };
  }
  const visitor = (body: object, lang = "ru") =>
    ctx.app.request(`/calendar/select?lang=${lang}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });

  it("a visitor with typed births gets the engine's ranked days within 30 days, never cached", async () => {
    const body = {
      event: "wedding",
      from: "2026-11-21",
      to: "2026-12-20",
      ...MOSCOW,
      people: [{ birth: BIRTH, label: "Анна" }, { birth: { ...BIRTH, year: 1990, hour: 8, minute: 30 } }],
      explain: "2026-11-21",
    };
    const res = await visitor(body);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const got = SelectSchema.parse(await res.json());
    const engine = selectJson(
      selectDates({
        event: "wedding",
        from: { year: 2026, month: 11, day: 21 },
        to: { year: 2026, month: 12, day: 20 },
        place: { ...MOSCOW, tz: "Europe/Moscow" },
        people: [
          {
            natal: natalOf({ date: "1992-11-03", time: null, place: { lat: 59.93, lng: 30.31 } }),
            label: "Анна",
          },
          { natal: natalOf({ date: "1990-11-03", time: "08:30", place: { lat: 59.93, lng: 30.31 } }) },
        ],
        explain: { year: 2026, month: 11, day: 21 },
      }),
      "ru",
    );
    expect(got).toEqual(engine);
    expect(got.method.id).toBe("zeRi");
    // 2026-11-21 is 己亥: 亥不嫁娶
    expect(got.explained?.exclusions.map((x) => x.factor)).toContain("exclude.pengZu");
    // why the days were left out, each rule with its days, in the request's language
    expect(got.leftOut.find((g) => g.rule === "pengZu")).toMatchObject({
      text: expect.stringMatching(/Пэн Цзу.*彭祖百忌/),
    });
    expect(got.leftOut.reduce((n, g) => Math.max(n, g.days), 0)).toBeLessThanOrEqual(got.excluded);
  });

  it("beyond 30 days: refused for a visitor and an unpaid chart, naming `to`; a paid chart opens 24 months", async () => {
    const long = { event: "moving", from: "2027-01-01", to: "2028-12-31", ...MOSCOW };
    const v = await visitor({ ...long, people: [{ birth: BIRTH }] }, "en");
    expect(v.status).toBe(403);
    const p = await problem(v);
    expect(p.errors?.[0]?.field).toBe("to");
    expect(p.errors?.[0]?.message).toContain("Personal Calendar");
    // the last free date in words, not ISO (issue 39 defect 11)
    expect(p.errors?.[0]?.message).toMatch(/after \d{1,2} [A-Z][a-z]+ \d{4} /);
    const ru = await problem(await visitor({ ...long, people: [{ birth: BIRTH }] }, "ru"));
    expect(ru.errors?.[0]?.message).toMatch(/Даты после \d{1,2} [а-я]+ \d{4} /);
    const unpaid = await user(false);
    const u = await unpaid.post({ ...long, people: [{ chartId: unpaid.chart }] });
    expect(u.status).toBe(403);
    const paid = await user(true);
    const ok = await paid.post({ ...long, people: [{ chartId: paid.chart }, { birth: BIRTH }] });
    expect(ok.status).toBe(200);
    const got = SelectSchema.parse(await ok.json());
    expect(got.considered).toBe(731);
    const engine = selectDates({
      event: "moving",
      from: { year: 2027, month: 1, day: 1 },
      to: { year: 2028, month: 12, day: 31 },
      place: { ...MOSCOW, tz: "Europe/Moscow" },
      people: [
        { natal: CHART_FORM_NATAL, label: CHART_FORM.fio },
        { natal: natalOf({ date: "1992-11-03", time: null, place: { lat: 59.93, lng: 30.31 } }) },
      ],
    });
    expect(got.days.map((d) => d.date)).toEqual(engine.days.map((d) => d.date));
  });

  it("another user's chart is not a participant: 400 naming people.0.chartId, for a visitor too", async () => {
    const owner = await user(true);
    const other = await user(false);
    const body = {
      event: "travel",
      from: "2026-11-21",
      to: "2026-11-30",
      ...MOSCOW,
      people: [{ chartId: owner.chart }],
    };
    for (const res of [await other.post(body), await visitor(body)]) {
      expect(res.status).toBe(400);
      expect((await problem(res)).errors?.[0]?.field).toBe("people.0.chartId");
    }
  });

  it("best hours begin between 07:00 and 22:00 unless another window or all hours are asked for", async () => {
    const base = { event: "business", from: "2026-11-21", to: "2026-12-20", ...MOSCOW, people: [], best: 31 };
    const parse = async (body: object) => {
      const res = await visitor(body);
      expect(res.status).toBe(200);
      return SelectSchema.parse(await res.json());
    };
    const waking = await parse(base);
    const office = await parse({ ...base, hours: "09:00–18:00" });
    const all = await parse({ ...base, allHours: true });
    expect([waking.hoursWindow, office.hoursWindow, all.hoursWindow]).toEqual([
      { from: "07:00", to: "22:00" },
      { from: "09:00", to: "18:00" },
      null,
    ]);
    const starts = (r: typeof waking) => r.days.flatMap((d) => d.hours.map((h) => h.from));
    expect(starts(waking).every((h) => h >= "07:00" && h < "22:00")).toBe(true);
    expect(starts(office).every((h) => h >= "09:00" && h < "18:00")).toBe(true);
    // asked for, the night's hours come back, and some day's best is one of them
    expect(starts(all).some((h) => h < "07:00" || h >= "22:00")).toBe(true);
    // the days and their order are the same: the window chooses among a day's hours only
    expect(waking.days.map((d) => d.date)).toEqual(all.days.map((d) => d.date));
    // a burial with its grave sitting in 艮 (read as 寅): no 申 hour is offered
    const grave = await parse({ ...base, event: "burial", mountain: "艮" });
    expect(grave.mountain).toEqual({ zh: "艮", branch: 2 });
    expect(grave.days.flatMap((d) => d.hours.map((h) => h.branch.index))).not.toContain(8);
    // the deceased born in 1992 (壬申): no 寅 day and no 寅 hour
    const late = await parse({ ...base, event: "burial", deceased: BIRTH });
    expect(late.days.length).toBeGreaterThan(0);
    for (const d of late.days) {
      expect(d.hours.map((h) => h.branch.index)).not.toContain(2);
      expect(d.reasons.length).toBeGreaterThan(0);
    }
    // …who died on 2026-12-01: no burial day until the 2nd, and the 1st names why
    const died = await parse({
      ...base,
      event: "burial",
      deceased: { ...BIRTH, diedOn: "2026-12-01" },
      explain: "2026-12-01",
    });
    expect(died.days.length).toBeGreaterThan(0);
    for (const d of died.days) expect(d.date > "2026-12-01").toBe(true);
    expect(died.explained?.exclusions.map((x) => x.factor)).toContain("exclude.beforeDeath");
  });

  it("bad input names the field in the user's language: event, six people, a reversed range, explain", async () => {
    const base = { event: "travel", from: "2026-11-21", to: "2026-11-30", ...MOSCOW, people: [] };
    const cases: [object, string][] = [
      [{ ...base, event: "party" }, "event"],
      [{ ...base, people: Array.from({ length: 6 }, () => ({ birth: BIRTH })) }, "people"],
      [{ ...base, from: "2026-12-01" }, "to"],
      [{ ...base, explain: "2027-01-01" }, "explain"],
      [{ ...base, from: "2026-02-30" }, "from"],
      [{ ...base, skipRules: ["everything"] }, "skipRules.0"],
      [{ ...base, people: [{ birth: { ...BIRTH, month: 2, day: 30 } }] }, "people.0.birth.day"],
      [{ ...base, hours: "7-22" }, "hours"],
      [{ ...base, hours: "22:00-07:00" }, "hours"],
      [{ ...base, hours: "09:00-18:00", allHours: true }, "allHours"],
      [{ ...base, hours: "09:00-18:00", allHours: false }, "allHours"],
      [{ ...base, mountain: "子" }, "mountain"],
      [{ ...base, event: "burial", mountain: "北" }, "mountain"],
      [{ ...base, deceased: BIRTH }, "deceased"],
      [{ ...base, event: "burial", deceased: { ...BIRTH, month: 2, day: 30 } }, "deceased.day"],
      [{ ...base, event: "burial", deceased: { ...BIRTH, diedOn: "1992-11-02" } }, "deceased.diedOn"],
      [{ ...base, event: "burial", deceased: { ...BIRTH, diedOn: "2026-02-30" } }, "deceased.diedOn"],
      [{ ...base, event: "burial", deceased: { ...BIRTH, diedOn: "1.12.2026" } }, "deceased.diedOn"],
    ];
    for (const [body, field] of cases) {
      const res = await visitor(body);
      expect(res.status, field).toBe(400);
      const p = await problem(res);
      expect(p.errors?.[0]?.field, JSON.stringify(body)).toBe(field);
      expect(p.errors?.[0]?.message).toMatch(/[а-я]/);
    }
  });

  it("a period backwards or too long is a sentence with its days counted, in the user's language (issue 39)", async () => {
    const backwards = { event: "travel", from: "2026-12-01", to: "2026-11-30", ...MOSCOW, people: [] };
    for (const [lang, text] of [
      ["ru", "to: Период должен идти вперёд и длиться самое большее 731 день"],
      ["en", "to: The period must run forward and last at most 731 days"],
    ] as const) {
      const res = await visitor(backwards, lang);
      expect(res.status).toBe(400);
      expect((await problem(res)).errors).toEqual([{ field: "to", message: text }]);
    }
    expect(MAX_SELECT_DAYS).toBe(731);
    const paid = await user(true);
    const long = { event: "moving", from: "2027-01-01", to: "2029-01-01", ...MOSCOW };
    const res = await paid.post({ ...long, people: [{ chartId: paid.chart }] });
    expect(res.status).toBe(400);
    expect((await problem(res)).errors?.[0]?.message).toBe(
      "to: Период должен идти вперёд и длиться самое большее 731 день",
    );
  });

  it("GET /predict/event.ics: a chosen day (all day) or hour as iCalendar; bad queries name the field", async () => {
    const day = await ctx.app.request("/predict/event.ics?event=wedding&date=2026-11-26");
    expect(day.status).toBe(200);
    expect(day.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(day.headers.get("content-disposition")).toBe('attachment; filename="bazi-wedding-2026-11-26.ics"');
    const text = (await day.text()).replace(/\r\n /g, "");
    expect(text).toContain("DTSTART;VALUE=DATE:20261126");
    expect(text).toContain("SUMMARY:Свадьба или помолвка: день\\, выбранный по альманаху");
    const hour = await ctx.app.request(
      "/en/predict/event.ics?event=travel&date=2026-11-26&start=2026-11-26T06:00:00Z&end=2026-11-26T08:00:00Z",
    );
    const en = (await hour.text()).replace(/\r\n /g, "");
    expect(en).toContain("DTSTART:20261126T060000Z");
    expect(en).toContain("DTEND:20261126T080000Z");
    expect(en).toContain("SUMMARY:Travel: a day chosen by the almanac");
    for (const [q, field] of [
      ["event=party&date=2026-11-26", "event"],
      ["event=travel&date=2026-02-30", "date"],
      ["event=travel&date=2026-11-26&start=2026-11-26T06:00:00Z", "end"],
      ["event=travel&date=2026-11-26&start=2026-11-26T06:00:00Z&end=2026-11-26T05:00:00Z", "end"],
    ] as const) {
      const res = await ctx.app.request(`/en/predict/event.ics?${q}`);
      expect(res.status, q).toBe(400);
      expect((await problem(res)).errors?.[0]?.field, q).toBe(field);
    }
  });
});
