/**
 * The month as an image (GET /calendar/month.png, calendar/month-image.ts), on PGlite and PostgreSQL: an A4 PNG
 * (1240×1754) of a real month; its SVG has the month's title, every day of it, the ratings the calendar service
 * computes (none beyond the public window for a visitor: the days are drawn locked, not refused), the marks with
 * their names, English labels in English, and a place's name with XML specials escaped; the place by its name
 * (Moscow for its coordinates, a city's address), each officer's name under its character, a new moon's sign that
 * is no Black Path dot, and a legend line for every sign. A bad year or an unknown
 * city answer 400 naming the field; a Personal Calendar's chartId counts only for the caller's own paid chart.
 */

import { MARK_ICONS, MARK_KINDS } from "@bazi/contracts";
import { t } from "@bazi/i18n";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { monthImagePlaceName } from "../src/features/calendar/month-image.routes.ts";
import { monthImageSvg, signedRating } from "../src/features/calendar/month-image.ts";
import { createLocationService, MOSCOW as MOSCOW_CITY } from "../src/features/location/location.service.ts";
import { createPaymentsRepo } from "../src/features/payments/payments.repo.ts";
import { appOn, CHART_FORM, DB_TARGETS, type DbTarget, NOW, problem, signUp } from "./harness.ts";

const MOSCOW = { lat: 55.7558, lng: 37.6173, tz: "Europe/Moscow", name: "Москва, Россия" };
const isPng = (b: Uint8Array) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((x, i) => b[i] === x);

/** The `<g>` of a date's cell. */
const cellOf = (svg: string, date: string) => {
  const m = new RegExp(`<g data-date="${date}" data-rating="([^"]+)">(.*?)</g>`).exec(svg);
  expect(m, date).not.toBeNull();
  return { rating: m![1]!, inner: m![2]! };
};
/** The texts of an SVG fragment, one after another (a wrapped name comes back whole). */
const textOf = (fragment: string) =>
  [...fragment.matchAll(/<text [^>]*>([^<]*)<\/text>/g)].map((m) => m[1]).join(" ");

describe.each(DB_TARGETS)("the month as an image on $name", (target: DbTarget) => {
  const ctx = appOn(target);

  const month = (year: number, m: number, place = MOSCOW) =>
    ctx.services.calendar.month({ year, month: m, place, personal: null });

  it("is an A4 portrait PNG (1240×1754) of a real month, public and cached", async () => {
    const res = await ctx.app.request("/calendar/month.png?year=2026&month=11&lang=ru");
    expect(res.status, await res.clone().text()).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    // November 2026 is wholly within the public window at NOW (today + 30 = 2026-12-21): a day
    expect(res.headers.get("cache-control")).toBe("public, max-age=86400");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="bazi-calendar-2026-11.png"');
    const png = new Uint8Array(await res.arrayBuffer());
    expect(isPng(png)).toBe(true);
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", 1240, 1754]);

    // a month with locked days: an hour (the window moves daily); coordinates and a city render too
    const later = await ctx.app.request("/calendar/month.png?year=2026&month=12&lang=en&lat=59.94&lng=30.31");
    expect(later.status).toBe(200);
    expect(later.headers.get("cache-control")).toBe("public, max-age=3600");
    const city = await ctx.app.request("/calendar/month.png?year=2026&month=11&cityId=524901");
    expect(city.status).toBe(200);
    // the language then follows Accept-Language or the cookie
    expect(city.headers.get("vary")).toContain("Accept-Language");
    expect((await sharp(new Uint8Array(await city.arrayBuffer())).metadata()).width).toBe(1240);
  });

  it("draws the title, the 30 days of November 2026 and the service's ratings", () => {
    const info = month(2026, 11);
    const svg = monthImageSvg({
      info,
      lang: "ru",
      placeName: MOSCOW.name,
      personalName: null,
      url: "https://bazi.example/2026/11",
    });
    expect(svg).toMatch(/^<svg [^>]*width="1240" height="1754"/);
    expect(svg).toContain(">Ноябрь 2026<");
    expect(svg).toContain(">Москва, Россия<");
    expect(svg).toContain(">пн<");
    const dates = [...svg.matchAll(/data-date="(2026-11-\d\d)"/g)].map((m) => m[1]);
    expect(dates).toEqual(Array.from({ length: 30 }, (_, i) => `2026-11-${String(i + 1).padStart(2, "0")}`));
    expect(svg).not.toContain('data-date="2026-10-31"');

    const day = info.days.find((d) => d.date === "2026-11-21")!;
    expect(day.rating).not.toBeNull();
    const cell = cellOf(svg, "2026-11-21");
    expect(cell.rating).toBe(String(day.rating));
    expect(textOf(cell.inner)).toContain(signedRating(day.rating!));
    expect(textOf(cell.inner)).toContain(`☾${day.lunarDay}`);
    expect(textOf(cell.inner)).toContain(day.officer.zh);
    // a negative rating has a real minus sign
    const low = info.days.find((d) => d.rating !== null && d.rating < 0)!;
    expect(textOf(cellOf(svg, low.date).inner)).toContain(`\u2212${-low.rating!}`);
    // the legends and the footer
    expect(svg).toContain(">+3 превосходный<");
    expect(svg).toContain("Календарь Бацзы");
    expect(svg).toContain(">https://bazi.example/2026/11<");
  });

  it("marks 冬至 in December 2026 with its Russian name; days beyond the window are locked", () => {
    const info = month(2026, 12);
    const svg = monthImageSvg({ info, lang: "ru", placeName: MOSCOW.name, personalName: null, url: "u" });
    const marked = info.days.filter((d) => d.marks.some((m) => m.zh.startsWith("冬至")));
    // in Moscow the solstice (2026-12-21 20:50 UTC) begins the term on the 21st; the festival is on the 22nd
    expect(marked.map((d) => [d.date, d.marks.map((m) => m.zh)])).toEqual([
      ["2026-12-21", ["冬至"]],
      ["2026-12-22", ["冬至节"]],
    ]);
    expect(textOf(cellOf(svg, "2026-12-21").inner)).toContain("Зимнее солнцестояние");
    const festival = cellOf(svg, "2026-12-22");
    expect(textOf(festival.inner)).toContain("Праздник зимнего солнцестояния");
    expect(festival.inner).toContain('data-mark="festival"');
    // 2026-12-22 is past today + 30 for a visitor: no rating, a dashed outline, and the locked legend
    expect(festival.rating).toBe("locked");
    expect(festival.inner).toContain("stroke-dasharray");
    expect(textOf(festival.inner)).not.toMatch(/(^| )([+\u2212]\d|0)( |$)/);
    expect(svg).toContain(`>${t("ru", "cal.legend.locked")}<`);
  });

  it("speaks English with lang=en", () => {
    const svg = monthImageSvg({
      info: month(2026, 11),
      lang: "en",
      placeName: "Moscow, Russia",
      personalName: null,
      url: "https://bazi.example/en/2026/11",
    });
    for (const s of [
      ">November 2026<",
      ">Mon<",
      ">Sun<",
      "DAY RATINGS",
      "HOW TO READ THE CALENDAR",
      "Bazi Calendar",
    ])
      expect(svg).toContain(s);
    expect(svg).toContain(">+3 excellent<");
    expect(svg).toContain("Start of Winter");
    expect(svg).not.toMatch(/[А-Яа-яЁё]/);
  });

  it("names the place: Moscow for its coordinates as the pages send them, a city by its address (ru, en)", async () => {
    const spb = { id: 498817, name: "Санкт-Петербург", address: "Санкт-Петербург, Россия" };
    const location = createLocationService(
      {
        search: async () => [],
        byId: async (id) =>
          id === spb.id ? { ...spb, latitude: 59.94, longitude: 30.31, timeZone: "Europe/Moscow" } : null,
      },
      () => false,
    );
    const moscow = { lat: MOSCOW_CITY.lat, lng: MOSCOW_CITY.lng, tz: MOSCOW_CITY.tz };
    // the month page of a visitor who chose no city sends Moscow's coordinates and zone
    expect(await monthImagePlaceName(location, moscow, moscow, "ru")).toBe("Москва, Россия");
    expect(await monthImagePlaceName(location, moscow, moscow, "en")).toBe("Moscow, Russia");
    expect(await monthImagePlaceName(location, {}, moscow, "ru")).toBe("Москва, Россия");
    expect(await monthImagePlaceName(location, { cityId: spb.id }, moscow, "ru")).toBe(spb.address);
    // a place no name is known for: its coordinates
    const other = { lat: 59.94, lng: 30.31 };
    expect(await monthImagePlaceName(location, other, other, "ru")).toBe("59,94° с. ш., 30,31° в. д.");
    expect(await monthImagePlaceName(location, other, other, "en")).toBe("59.94° N, 30.31° E");
    // Moscow's coordinates with another zone are another place
    const shifted = { ...moscow, tz: "Asia/Tokyo" };
    expect(await monthImagePlaceName(location, shifted, moscow, "en")).toBe("55.76° N, 37.62° E");
  });

  it.each(["ru", "en"] as const)(
    "names each day's officer, gives the new moon its own sign and a legend line to each sign (%s)",
    (lang) => {
      const info = month(2026, 11);
      const svg = monthImageSvg({ info, lang, placeName: "P", personalName: null, url: "u" });
      // the officer's name under its character, in the sheet's language, in every cell
      for (const d of info.days) {
        const inner = cellOf(svg, d.date).inner;
        expect(inner, d.date).toMatch(
          new RegExp(`<text [^>]*data-officer="${d.officer.zh}"[^>]*>${d.officer[lang]}</text>`),
        );
      }
      // the new moon (2026-11-09 in Moscow) is drawn with the pages' pictogram, which is no plain dot: the Black
      // Path's sign is a dark disc
      const newMoon = info.days.find((d) => d.marks.some((m) => m.kind === "newMoon"))!;
      const moonCell = cellOf(svg, newMoon.date).inner;
      expect(moonCell).toContain(`data-mark="newMoon"`);
      expect(moonCell).toContain(MARK_ICONS.newMoon.d);
      expect(MARK_ICONS.newMoon.d.match(/M/g)?.length, "a ring and a disc").toBeGreaterThan(1);
      expect(MARK_ICONS.newMoon.d).not.toBe(MARK_ICONS.fullMoon.d);
      // the legends: a line for each sign the sheet uses
      const legend = svg.slice(svg.lastIndexOf("</g>"));
      const texts = textOf(legend);
      for (const key of [
        "month.legend.yellow",
        "month.legend.black",
        "month.image.officer",
        "month.legend.lunarDay",
        ...MARK_KINDS.map((k) => `month.mark.${k}`),
      ] as const)
        expect(texts, key).toContain(t(lang, key as "month.legend.yellow"));
      for (const k of MARK_KINDS) expect(legend, k).toContain(`data-mark="${k}"`);
      for (const n of [3, 2, 1, 0, -1, -2, -3])
        expect(texts).toContain(`${signedRating(n)} ${t(lang, `rating.${n}` as "rating.0")}`);
    },
  );

  it("escapes XML specials of a place's name", () => {
    const name = `Tom & Jerry's <b>"Town"</b>`;
    const svg = monthImageSvg({
      info: month(2026, 11),
      lang: "ru",
      placeName: name,
      personalName: null,
      url: "u",
    });
    expect(svg).toContain(">Tom &#38; Jerry&#39;s &#60;b&#62;&#34;Town&#34;&#60;/b&#62;<");
    expect(svg).not.toContain("<b>");
  });

  it("a month beyond the public window is drawn locked for a visitor, not refused", async () => {
    const info = month(2027, 6);
    expect(info.days.every((d) => d.locked && d.rating === null)).toBe(true);
    const svg = monthImageSvg({ info, lang: "ru", placeName: MOSCOW.name, personalName: null, url: "u" });
    const ratings = [...svg.matchAll(/data-rating="([^"]+)"/g)].map((m) => m[1]);
    expect(ratings).toEqual(Array(30).fill("locked"));
    const res = await ctx.app.request("/calendar/month.png?year=2027&month=6&lang=ru");
    expect(res.status).toBe(200);
    expect(isPng(new Uint8Array(await res.arrayBuffer()))).toBe(true);
  });

  it("answers 400 naming year (in Russian) and an unknown cityId", async () => {
    const year = await problem(await ctx.app.request("/calendar/month.png?year=1800&month=11&lang=ru"));
    expect(year.status).toBe(400);
    expect(year.errors?.map((e) => e.field)).toEqual(["year"]);
    expect(year.errors?.[0]?.message).toMatch(/^year: .*[А-Яа-я]/);

    const city = await problem(
      await ctx.app.request("/calendar/month.png?year=2026&month=11&cityId=999999999"),
    );
    expect(city.status).toBe(400);
    expect(city.errors?.map((e) => e.field)).toEqual(["cityId"]);

    for (const [q, field] of [
      ["year=2026&month=13", "month"],
      ["year=2026&month=11&lat=55.7", "lng"],
      ["year=2026&month=11&chartId=not-a-uuid", "chartId"],
    ] as const) {
      const p = await problem(await ctx.app.request(`/calendar/month.png?${q}`));
      expect(p.errors?.map((e) => e.field)).toEqual([field]);
    }
  });

  it("a chartId gives the caller's own paid chart's ratings, private; anything else is 403 naming chartId", async () => {
    const owner = await signUp(ctx, "month-image");
    const created = await owner.call("POST", "/api/charts", CHART_FORM);
    const chart = ((await created.json()) as { chart: { uuid: string } }).chart.uuid;
    const path = `/calendar/month.png?year=2027&month=6&lang=ru&chartId=${chart}`;

    // not paid yet; then a visitor and another user with the paid chart's id
    const refused = async (headers: Record<string, string>) => {
      const p = await problem(await ctx.app.request(path, { headers }));
      expect(p.code).toBe("PERSONAL_CALENDAR_REQUIRED");
      expect(p.errors?.map((e) => e.field)).toEqual(["chartId"]);
    };
    await refused(owner.auth);
    await createPaymentsRepo(ctx.database.db).extendPaidUntil(chart, 6, new Date(NOW));
    await refused({});
    await refused((await signUp(ctx, "month-image-other")).auth);

    const res = await ctx.app.request(path, { headers: owner.auth });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect((await sharp(new Uint8Array(await res.arrayBuffer())).metadata()).width).toBe(1240);

    // the personal month is open on every date and names the chart
    const personal = ctx.services.calendar.month({
      year: 2027,
      month: 6,
      place: MOSCOW,
      personal: {
        chartId: chart,
        name: CHART_FORM.fio,
        paidUntil: "2027-05-21",
        natal: { yearPillar: 1, dayPillar: 2 },
      },
    });
    expect(personal.days.every((d) => !d.locked && d.rating !== null)).toBe(true);
    const svg = monthImageSvg({
      info: personal,
      lang: "ru",
      placeName: MOSCOW.name,
      personalName: CHART_FORM.fio,
      url: "u",
    });
    expect(svg).toContain("Оценки дней рассчитаны по вашей карте «Мария Ивановна».");
    expect(svg).not.toContain('data-rating="locked"');
  });
});
