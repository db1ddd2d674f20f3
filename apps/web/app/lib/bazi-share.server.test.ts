/**
 * A chart's sharing (bazi-share.server.ts): the calculator link carries the form's fields but never the e-mail,
 * the "without the name" link has the neutral word instead of the name, and the share card's address and the
 * preview's texts carry neither the name nor the city.
 */
import { chartJson } from "@bazi/almanac";
import { describe, expect, it } from "vitest";
import { type BaziFormValues, readForm } from "./bazi-form.ts";
import { formQuery, shareCard, shareLinks } from "./bazi-share.server.ts";
import { validate } from "./bazi-validate.server.ts";

const ORIGIN = "https://bazi.example";
const FORM = new URLSearchParams({
  name: "Анна Секретова",
  gender: "female",
  date: "1990-05-15",
  time: "10:30",
  city: "Москва, Россия",
  lat: "55,7558",
  lng: "37.6173",
  tz: "+3",
  email: "anna@example.com",
});

const computed = (values: BaziFormValues) => {
  const checked = validate(values, "ru");
  if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
  const { input } = checked;
  const chart = chartJson(
    {
      date: input.date,
      time: input.time,
      place: { lat: input.lat, lng: input.lng, tz: input.tz! },
      gender: input.gender ?? null,
      options: { zi: input.zi!, timeBasis: input.timeBasis! },
    },
    "ru",
  );
  return { input, chart };
};

describe("a chart's share links", () => {
  it("are the calculator's link at the public origin, without the e-mail, and once without the name", () => {
    const values = readForm(FORM);
    const { link, anonymous } = shareLinks(ORIGIN, "ru", formQuery(values));
    const url = new URL(link);
    expect(url.origin + url.pathname).toBe(`${ORIGIN}/bazi`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      name: "Анна Секретова",
      gender: "female",
      date: "1990-05-15",
      time: "10:30",
      city: "Москва, Россия",
      lat: "55,7558",
      lng: "37.6173",
      tz: "+3",
      zi: "dayChangesAt23",
      basis: "apparentSolar",
    });
    expect(link).not.toContain("email");
    expect(link).not.toContain("example.com");

    const anon = new URL(anonymous);
    expect(anon.searchParams.get("name")).toBe("Карта");
    expect(anonymous).not.toContain(encodeURIComponent("Анна"));
    expect(anonymous).not.toContain("Анна");
    // the rest is the same chart
    anon.searchParams.delete("name");
    url.searchParams.delete("name");
    expect(anon.searchParams.toString()).toBe(url.searchParams.toString());

    const en = shareLinks(ORIGIN, "en", formQuery(values));
    expect(new URL(en.link).pathname).toBe("/en/bazi");
    expect(new URL(en.anonymous).searchParams.get("name")).toBe("Chart");
  });

  it("with an unknown hour say so instead of a time; a saved chart's query loses its e-mail", () => {
    const values = readForm(new URLSearchParams({ ...Object.fromEntries(FORM), unknownHour: "1" }));
    const q = new URL(shareLinks(ORIGIN, "ru", formQuery(values)).link).searchParams;
    expect(q.get("unknownHour")).toBe("1");
    expect(q.has("time")).toBe(false);
    const saved = shareLinks(ORIGIN, "ru", new URLSearchParams({ name: "Мария", email: "m@example.com" }));
    expect(saved.link).toBe(`${ORIGIN}/bazi?name=%D0%9C%D0%B0%D1%80%D0%B8%D1%8F`);
  });
});

describe("a chart's share card", () => {
  it("points at the card of the birth as computed, without the name or the city", () => {
    const values = readForm(FORM);
    const { input, chart } = computed(values);
    const page = shareLinks(ORIGIN, "ru", formQuery(values)).link;
    const card = shareCard(ORIGIN, "ru", input, chart, page);
    const image = new URL(card.image);
    expect(image.origin + image.pathname).toBe(`${ORIGIN}/bazi/card.png`);
    expect(Object.fromEntries(image.searchParams)).toEqual({
      date: "1990-05-15",
      time: "10:30",
      lat: "55.7558",
      lng: "37.6173",
      tz: "Etc/GMT-3",
      zi: "dayChangesAt23",
      basis: "apparentSolar",
    });
    expect([card.width, card.height]).toEqual([1200, 630]);
    expect(card.url).toBe(page);
    // 1990-05-15 10:30 at UTC+3: 庚午 辛巳 庚辰 辛巳
    expect(card.title).toBe("Бацзы: 庚午 辛巳 庚辰 辛巳");
    expect(card.description).toMatch(/^Хозяин Дня — Ян Металл \(庚\), [а-яё]+\./);
    for (const text of [card.image, card.title, card.description, card.alt]) {
      expect(text).not.toContain("Анна");
      expect(text).not.toContain("Москва");
      expect(text).not.toContain(encodeURIComponent("Анна"));
    }
    const en = shareCard(ORIGIN, "en", input, chart, page);
    expect(new URL(en.image).pathname).toBe("/en/bazi/card.png");
    expect(en.title).toBe("Bazi: 庚午 辛巳 庚辰 辛巳");
  });

  it("without the hour has no hour pillar in its title and asks for no time", () => {
    const values = readForm(new URLSearchParams({ ...Object.fromEntries(FORM), unknownHour: "1" }));
    const { input, chart } = computed(values);
    const card = shareCard(ORIGIN, "ru", input, chart, "x");
    expect(new URL(card.image).searchParams.get("unknownHour")).toBe("1");
    expect(new URL(card.image).searchParams.has("time")).toBe(false);
    expect(card.title).toBe("Бацзы: 庚午 辛巳 庚辰");
  });
});
