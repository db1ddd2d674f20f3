/**
 * The reading of a chart as the result page shows it: for a known chart (庚午 辛巳 庚辰 辛巳, a strong 庚 metal
 * day master, see packages/almanac/test/day-master.test.ts), what a reader finds in each section, in both
 * languages; every term marked in the text has its explanation; nothing is left unfilled.
 */
import { type ChartJson, chartJson, NA_YIN_NAMES, STRONG_FROM, WEAK_TO } from "@bazi/almanac";

import { describe, expect, it } from "vitest";
import { type BaziReading, baziReading } from "./bazi-reading.ts";
import { type Lang, READING_TEXTS } from "./index.ts";

const place = { lat: 55.75, lng: 37.62, tz: "Europe/Moscow" };
const chart = (lang: Lang, time: string | null = "10:30", date = "1990-05-15") =>
  chartJson({ date, time, place, gender: "female" }, lang, {
    annualFrom: 2022,
    annualTo: 2031,
  }) as ChartJson;
const TODAY = "2026-11-25";

const texts = (r: BaziReading) => [
  ...r.summary.lines,
  ...r.portrait.paragraphs,
  ...r.sections.flatMap((s) => [s.title, ...s.paragraphs, ...s.items, s.itemsTitle ?? "", s.note ?? ""]),
];
const section = (r: BaziReading, id: string) => r.sections.find((s) => s.id === id)!;
const plain = (t: string) => t.replace(/\[\[[\w-]+\|([^\]]+)\]\]/g, "$1");

describe("the reading of a chart", () => {
  it("leads with the Day Master and says how strong it is, by which school", () => {
    const r = baziReading(chart("ru"), "ru", TODAY);
    expect(r.portrait).toMatchObject({ zh: "庚", element: "metal" });
    // the portrait: the day pillar's branch and stage, the stem's character, and its gift and flaw as a strong chart shows them
    expect(plain(r.portrait.paragraphs[0]!)).toMatch(
      /^Вы — Ян Металл \(庚\), руда и клинок, и стоите на ветви 辰 в состоянии «Вскармливание» \(养\)\. Решительный.* У сильного Хозяина Дня Ян Металл \(庚\) сила — смелость и верность слову — видна сразу/,
    );
    const strength = section(r, "strength").paragraphs.map(plain);
    expect(strength[0]).toBe("Сильный (身强): 61 из 100, где сильный — от 55, слабый — до 45.");
    // the verdict and its number are one term; the thresholds are the engine's
    expect(section(r, "strength").paragraphs[0]).toBe(
      `[[strength|Сильный (身强): 61 из 100]], где сильный — от ${STRONG_FROM}, слабый — до ${WEAK_TO}.`,
    );
    expect(strength[1]).toMatch(/^Хозяин Дня Ян Металл \(庚\) силён, главная опора — Соратники \(比劫\)/);
    expect(strength[2]).toContain("сезон не на его стороне (失令)");
    expect(strength[3]).toMatch(
      /^Структура карты \(格局\) — Структура Семи Убийств \(七杀格\), по стволу 丙 в месяце 辛巳/,
    );
    expect(r.school).toContain("子平");
  });

  it("reads the specification's sample at 14:30 as practitioners do: a weak 庚 under a fire meeting, earth useful", () => {
    for (const lang of ["ru", "en"] as const) {
      const r = baziReading(chart(lang, "14:30"), lang, TODAY);
      const strength = section(r, "strength").paragraphs.map(plain);
      const favourable = section(r, "favourable").paragraphs.map(plain);
      if (lang === "ru") {
        expect(strength[0]).toMatch(/^Слабый \(身弱\): 31 из 100/);
        expect(strength[1]).toMatch(/^Хозяин Дня Ян Металл \(庚\) слаб, главная нагрузка — Власть \(官杀\)/);
        // the fire meeting that settled the qi before the count
        expect(strength[3]).toBe(
          "До счёта ци перераспределилась: Сезонное собрание (三会) 午巳未 (год, месяц и час) — в стихию Огонь.",
        );
        expect(favourable[0]).toMatch(
          /^Полезный элемент \(用神\) — Земля, благоприятный \(喜神\) — Металл, вместе 57% карты, потому что .*杀印相生/,
        );
      } else {
        expect(strength[0]).toMatch(/^Weak \(身弱\): 31 of 100/);
        expect(strength[1]).toMatch(/^Yang Metal \(庚\) is weak, drained most by Power \(官杀\)/);
        expect(favourable[0]).toMatch(
          /useful element \(用神\) is Earth and the helpful one \(喜神\) Metal, together 57% of the chart/,
        );
      }
      // no verdict contradicts another: a weak chart is never called strong in its own reading
      expect([...strength, ...favourable].join(" ")).not.toMatch(/сильного Хозяина|strong Day Master/);
    }
  });

  it("opens with five plain lines: who, how strong and why, what helps, what harms, the decade and the year now", () => {
    const asOf = Date.UTC(2026, 10, 25);
    const full = (lang: Lang) =>
      chartJson({ date: "1990-05-15", time: "14:30", place, gender: "female" }, lang, { asOf });
    const ruLines = baziReading(full("ru") as never, "ru", TODAY).summary.lines;
    // the strength's word and number are one term, which opens the scale's explanation
    expect(ruLines[1]).toMatch(/^Хозяин Дня \[\[strength\|слаб \(31 из 100\)\]\]: /);
    expect(ruLines.map(plain)).toEqual([
      "Вы — Ян Металл (庚): руда и клинок; месяц рождения 巳, состояние вашей стихии в нём — «Смерть».",
      "Хозяин Дня слаб (31 из 100): месяц не на его стороне (失令); корней в ветвях нет; ветви 午巳未 сходятся в стихию Огонь.",
      "Помогают Земля и Металл: их 57% карты.",
      "Мешают Огонь и Вода: их 35%.",
      expect.stringMatching(
        /^Сейчас идёт десятилетие 丁丑 \(2023–2033\), для вас (благоприятное|смешанное|трудное), и 2026 год \(丙午\), для вас трудный\.$/,
      ),
    ]);
    const en = baziReading(full("en") as never, "en", TODAY).summary.lines.map(plain);
    expect(en[1]).toBe(
      "The Day Master is weak (31 of 100): the month is not on its side (失令); no roots in the branches; the branches 午巳未 meet in Fire.",
    );
    expect(en.at(-1)).toMatch(/, and in 2026 \(丙午\), a difficult year for you\.$/);
  });

  it("speaks of the season a southern birth really had: Sydney, 20 December, is summer", () => {
    const sydney = { lat: -33.87, lng: 151.21, tz: "Australia/Sydney" };
    const c = chartJson(
      { date: "1990-12-20", time: "12:00", place: sydney, gender: "female" },
      "ru",
    ) as ChartJson;
    const f = section(baziReading(c, "ru", TODAY), "favourable")
      .paragraphs.map(plain)
      .join(" ");
    expect(f).toContain("Рождение в месяц 子, в жаркий сезон");
    expect(f).not.toContain("холодный сезон");
  });

  it("turns favourable elements into colours, directions, seasons and work", () => {
    const f = section(baziReading(chart("ru"), "ru", TODAY), "favourable").paragraphs.map(plain);
    expect(f[0]).toMatch(
      /^Полезный элемент \(用神\) — Огонь, благоприятный \(喜神\) — Вода, вместе 30% карты, потому что .*官杀制比劫/,
    );
    // both elements in practice, and where the useful one already stands in this chart
    expect(f[1]).toMatch(
      /^На практике Огонь и Вода — это цвета красный, оранжевый, розовый, фиолетовый, чёрный, тёмно-синий, синий; стороны света: юг, север; .*; в вашей карте Огонь стоит в ветви столпа года \(午\), в ветви столпа месяца \(巳\) и в ветви столпа часа \(巳\), и на эти сферы жизни можно опираться\.$/,
    );
    expect(f[2]).toMatch(/^Неблагоприятны Металл и Земля \(忌神\), 65% карты/);
    // born in 巳, a summer month: the climate note of 穷通宝鉴
    expect(f[3]).toMatch(/^Рождение в месяц 巳, в жаркий сезон: .*穷通宝鉴/);
  });

  it("interprets the balance, each ten god in its pillar and each relation between pillars", () => {
    const c = chart("ru");
    const r = baziReading(c, "ru", TODAY);
    // metal 5 of 11.5 with hidden stems: 43%
    expect(section(r, "balance").paragraphs.map(plain)).toEqual([
      "Стихии в карте: стихии «Дерево» мало (4%) — гибкость и тягу к росту стоит развивать сознательно; преобладает Металл (43%) — много воли и требовательности, возможна резкость; стихии «Вода» мало (4%) — отдыху, гибкости ума и умению ждать нужно учиться.",
    ]);
    // each god with its pillar, its area and what its element is for this strong metal chart
    const gods = section(r, "gods").paragraphs.map(plain);
    expect(gods).toHaveLength(4);
    expect(gods[1]).toBe(
      "Столп месяца 辛巳 — родители, юность, работа и среда: здесь Соперник (劫财), он несёт неблагоприятный для вас элемент (Металл); конкуренты и партнёры; напор, азарт, готовность рисковать; деньги приходят и уходят.",
    );
    expect(gods[2]).toMatch(
      /^Ветвь дня 辰 — дворец супруга.*Косвенный Ресурс \(偏印\), он несёт неблагоприятный для вас элемент \(Земля\)/,
    );
    expect(section(r, "interactions").paragraphs).toHaveLength(Math.max(1, c.interactions.length));
  });

  it("says first whether the decade and the year are good for this chart, with why and for what", () => {
    // the sample at 14:30: a weak 庚 whose harmful element is fire; 2026 is 丙午, fire over fire
    const asOf = Date.UTC(2026, 10, 25);
    const full = (lang: Lang) =>
      chartJson({ date: "1990-05-15", time: "14:30", place, gender: "female" }, lang, {
        annualFrom: 2022,
        annualTo: 2031,
        asOf,
      });
    const ru = section(baziReading(full("ru") as never, "ru", TODAY), "timing").paragraphs.map(plain);
    const decade = full("ru").forecast.decades.find((d) => d.current)!;
    expect(ru[0]).toMatch(/^Десятилетие 丁丑 \(2023–2033\) для вас (благоприятное|смешанное|трудное): /);
    const word = { favourable: "благоприятное", mixed: "смешанное", difficult: "трудное" };
    expect(ru[0]).toContain(word[decade.verdict.key as keyof typeof word]);
    const year = ru.find((p) => p.startsWith("2026 год"))!;
    expect(year).toMatch(
      /^2026 год \(丙午\) на фоне десятилетия 丁丑 для вас трудный: небесный ствол 丙 — Огонь/,
    );
    // then what it means where it matters: a year of harmful fire is careful for career (Power 官杀)
    expect(ru[ru.indexOf(year) + 1]).toMatch(/^По сферам: карьера — осторожно: /);
    // the age the person turns, and the god the year brings
    expect(ru[ru.indexOf(year) + 2]).toMatch(
      /^В 2026 году вам исполняется 36 лет, а год 丙午 приносит Семь Убийств/,
    );
    expect(section(baziReading(full("ru") as never, "ru", TODAY), "timing").note).toContain("子平真诠");
    const en = section(baziReading(full("en") as never, "en", TODAY), "timing").paragraphs.map(plain);
    expect(
      en.some((p) => p.startsWith("For you 2026 (丙午), within the decade 丁丑, is a difficult year: ")),
    ).toBe(true);
  });

  it("names the luck pillar in force, this year's pillar and the next turning points", () => {
    const c = chart("ru");
    const r = baziReading(c, "ru", TODAY);
    const timing = section(r, "timing");
    const now = c.luck!.pillars.filter((p) => p.startsAt.slice(0, 10) <= TODAY).at(-1)!;
    // after the decade's verdict (first), the luck pillar in force
    expect(plain(timing.paragraphs[0]!)).toMatch(new RegExp(`^Десятилетие ${now.zh} `));
    expect(plain(timing.paragraphs[1]!)).toContain(`столп удачи ${now.zh}`);
    expect(timing.paragraphs.map(plain).join(" ")).toContain("год 丙午 приносит");
    expect(timing.items.length).toBeGreaterThan(0);
    expect(timing.itemsTitle).toBe("Ближайшие поворотные даты");
    const next = c.luck!.pillars.find((p) => p.startsAt.slice(0, 10) > TODAY)!;
    expect(plain(timing.items[0]!)).toContain(next.zh);
  });

  it("gives the luck pillar's age in the case its preposition asks for: «с 33 лет», «с 61 года», «в 3 года»", () => {
    const luckNow = (date: string, lang: Lang) =>
      section(baziReading(chart(lang, "10:30", date), lang, TODAY), "timing")
        .paragraphs.map(plain)
        .find((p) => p.includes("(с ") || p.includes("(since "))!;
    // luck pillars from 3.17 and 1.58 years: in force since 33 and since 61
    expect(luckNow("1990-05-15", "ru")).toContain("(с 14 июля 2023, с 33 лет)");
    expect(luckNow("1960-03-10", "ru")).toContain("(с 9 октября 2021, с 61 года)");
    expect(luckNow("1960-03-10", "en")).toContain("(since 9 October 2021, from age 61)");
    // before the first luck pillar (from 3.17 years): «в 3 года»
    const before = section(baziReading(chart("ru"), "ru", "1991-01-01"), "timing").paragraphs.map(plain);
    expect(before[0]).toMatch(/^Первый столп удачи начнётся \d+ \S+ 1993 \(в 3 года\)/);
  });

  it("names a punishment once, by its own name: not «Наказание: Наказание неблагодарностью»", () => {
    for (const [lang, name, own] of [
      ["ru", "Наказание", "Наказание неблагодарностью"],
      ["en", "Punishment", "Ungrateful punishment"],
    ] as const) {
      const c = chart(lang);
      const now = c.luck!.pillars.filter((p) => p.startsAt.slice(0, 10) <= TODAY).at(-1)!;
      now.interactions = [
        {
          kind: "punishment",
          zh: "刑",
          name,
          chars: "寅巳",
          pillars: ["luck", "month"],
          punishment: { key: "ungrateful", zh: "无恩之刑", name: own },
        },
      ] as typeof now.interactions;
      const timing = section(baziReading(c, lang, TODAY), "timing").paragraphs;
      const p = timing.find((t) => t.includes("[[interaction-punishment|"))!;
      expect(p).toContain(`[[interaction-punishment|${own}]] 寅巳`);
      expect(p).not.toContain(`${name}: `);
    }
  });

  it("explains how the current luck pillar and this year meet the chart, relation by relation", () => {
    for (const lang of ["ru", "en"] as const) {
      const c = chart(lang);
      const timing = section(baziReading(c, lang, TODAY), "timing");
      const now = c.luck!.pillars.filter((p) => p.startsAt.slice(0, 10) <= TODAY).at(-1)!;
      const year = c.annual.find((a) => a.year === 2026)!;
      const relations = [...now.interactions, ...year.interactions];
      expect(relations.length).toBeGreaterThan(0);
      for (const i of relations) {
        // its own paragraph: the term, the characters, the pillars and what it means
        const p = timing.paragraphs.find(
          (t) => t.includes(`[[interaction-${i.kind}|`) && t.includes(i.chars),
        );
        expect(p, `${lang} ${i.kind} ${i.chars}`).toBeTruthy();
        expect(plain(p!).length).toBeGreaterThan(i.chars.length + 30);
      }
    }
  });

  it("explains each symbolic star that stands in a pillar, and only those (the void apart)", () => {
    const c = chart("ru");
    const stars = section(baziReading(c, "ru", TODAY), "stars");
    // the void is read with the background pillars, by what falls into it
    const present = new Set(
      c.stars.filter((s) => s.inPillars.length > 0 && s.key !== "void").map((s) => s.key),
    );
    const absent = new Set(c.stars.filter((s) => !present.has(s.key)).map((s) => s.key));
    expect(present.size).toBeGreaterThan(0);
    expect(stars.paragraphs).toHaveLength(present.size);
    for (const key of present) {
      const p = stars.paragraphs.find((t) => t.includes(`[[star-${key}|`))!;
      expect(p, key).toBeTruthy();
      const where = c.stars.filter((s) => s.key === key).flatMap((s) => s.inPillars);
      const words = { year: "года", month: "месяца", day: "дня", hour: "часа" } as const;
      for (const w of where) expect(plain(p)).toContain(words[w as keyof typeof words]);
      // where it stands, in which area of life, then what it brings, in one sentence
      expect(plain(p)).toMatch(/ в сфер(е|ах) «.+»: [а-я].+\.$/);
    }
    for (const key of absent) expect(stars.paragraphs.join(" ")).not.toContain(`[[star-${key}|`);
  });

  it("reads the year's Na Yin, and has a text for each of the thirty images in both languages", () => {
    for (const lang of ["ru", "en"] as const) {
      for (const n of NA_YIN_NAMES) expect(READING_TEXTS[lang].naYin[n.zh], `${lang} ${n.zh}`).toBeTruthy();
      expect(Object.keys(READING_TEXTS[lang].naYin).sort()).toEqual(NA_YIN_NAMES.map((n) => n.zh).sort());
    }
    // 庚午: Earth by the Roadside (路旁土)
    const ru = section(baziReading(chart("ru"), "ru", TODAY), "naYin");
    // the image, its element and what that element is for this chart (earth is harmful to this strong metal)
    expect(plain(ru.paragraphs[0]!)).toContain(
      "Земля у дороги (路旁土), стихия Земля, для вас неблагоприятная: полезная рабочая почва",
    );
    expect(ru.note).toContain("Цзыпин");
    expect(ru.paragraphs[0]).toContain("[[naYin|");
    const en = section(baziReading(chart("en"), "en", TODAY), "naYin");
    expect(plain(en.paragraphs[0]!)).toContain("Earth by the Roadside (路旁土), of the element Earth");
  });

  it("says, without the hour, for how many of the twelve hours the verdict holds", () => {
    const c = chart("ru", null);
    const r = baziReading(c, "ru", TODAY);
    expect(section(r, "hourUnknown").paragraphs[0]).toContain(`для ${c.hourUnknown!.sameVerdict} из 12`);
    expect(section(baziReading(chart("ru"), "ru", TODAY), "hourUnknown")).toBeUndefined();
  });

  it("explains the terms of the conception pillar, life palace and void cards", () => {
    const { terms } = baziReading(chart("ru"), "ru", TODAY);
    for (const id of ["conception", "lifePalace", "star-void"]) expect(terms[id]?.short, id).toBeTruthy();
  });

  it("explains the terms of the possible hours' table when the hour is unknown", () => {
    const c = chart("en", null);
    const { terms } = baziReading(c, "en", TODAY);
    for (const id of ["strength", "favourable"]) expect(terms[id]?.short).toBeTruthy();
    const kinds = new Set(c.hourUnknown!.options.flatMap((o) => o.interactions.map((i) => i.kind)));
    expect(kinds.size).toBeGreaterThan(0);
    for (const kind of kinds) expect(terms[`interaction-${kind}`]?.term, kind).toBeTruthy();
  });

  it("is English in English, fills every placeholder and explains every marked term", () => {
    for (const lang of ["ru", "en"] as const) {
      for (const time of ["10:30", null]) {
        const r = baziReading(chart(lang, time), lang, TODAY);
        for (const t of texts(r)) {
          expect(t).not.toMatch(/\{\w+\}/);
          if (lang === "en") expect(plain(t)).not.toMatch(/[А-Яа-яЁё]/);
          for (const m of t.matchAll(/\[\[([\w-]+)\|/g)) expect(r.terms[m[1]!], m[1]).toBeDefined();
        }
      }
    }
    const en = baziReading(chart("en"), "en", TODAY);
    expect(plain(en.portrait.paragraphs[0]!)).toMatch(
      /^You are Yang Metal \(庚\), ore and a blade, standing on the 辰 branch/,
    );
  });
});
