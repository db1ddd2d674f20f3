/**
 * Counted texts (`t` with a count): each phrase on the numbers where Russian changes its form (1, 2, 5, 11, 21, 41, and
 * 0, 12, 22, 111), English on 1 and 2; every key carries a form for every category Intl.PluralRules gives its
 * language. Also the reading's phrases that used to glue a number to a noun or a name to a verb.
 */
import { describe, expect, it } from "vitest";
import { COMPARE_TEXTS } from "./compatibility.ts";
import { fillText } from "./fill.ts";
import { LANGS } from "./index.ts";
import { t } from "./payments.ts";
import { PLURALS, type PluralKey, pluralCategory } from "./plural.ts";
import { READING_TEXTS } from "./reading.ts";

const RU_NUMBERS = [1, 2, 5, 11, 21, 41, 0, 12, 22, 111] as const;
const table = (key: PluralKey) => Object.fromEntries(RU_NUMBERS.map((n) => [n, t("ru", key, { count: n })]));

describe("plural, Russian", () => {
  it("an age after «с» takes the genitive: «с 1 года», «с 41 года», «с 5 лет»", () => {
    expect(table("age.since")).toEqual({
      1: "с 1 года",
      2: "с 2 лет",
      5: "с 5 лет",
      11: "с 11 лет",
      21: "с 21 года",
      41: "с 41 года",
      0: "с 0 лет",
      12: "с 12 лет",
      22: "с 22 лет",
      111: "с 111 лет",
    });
  });

  it("an age after «в» takes the accusative: «в 1 год», «в 2 года», «в 5 лет»", () => {
    expect(table("age.at")).toEqual({
      1: "в 1 год",
      2: "в 2 года",
      5: "в 5 лет",
      11: "в 11 лет",
      21: "в 21 год",
      41: "в 41 год",
      0: "в 0 лет",
      12: "в 12 лет",
      22: "в 22 года",
      111: "в 111 лет",
    });
  });

  it("the age a person turns in a year: «вам исполняется 1 год», «2 года», «5 лет», «21 год», «41 год»", () => {
    expect(table("age.turns")).toEqual({
      1: "вам исполняется 1 год",
      2: "вам исполняется 2 года",
      5: "вам исполняется 5 лет",
      11: "вам исполняется 11 лет",
      21: "вам исполняется 21 год",
      41: "вам исполняется 41 год",
      0: "вам исполняется 0 лет",
      12: "вам исполняется 12 лет",
      22: "вам исполняется 22 года",
      111: "вам исполняется 111 лет",
    });
  });

  it("months: «1 месяц», «2 месяца», «5 месяцев»", () => {
    expect(table("count.months")).toEqual({
      1: "1 месяц",
      2: "2 месяца",
      5: "5 месяцев",
      11: "11 месяцев",
      21: "21 месяц",
      41: "41 месяц",
      0: "0 месяцев",
      12: "12 месяцев",
      22: "22 месяца",
      111: "111 месяцев",
    });
  });

  it("attempts: «1 попытка», «2 попытки», «5 попыток»", () => {
    expect(table("count.attempts")).toEqual({
      1: "1 попытка",
      2: "2 попытки",
      5: "5 попыток",
      11: "11 попыток",
      21: "21 попытка",
      41: "41 попытка",
      0: "0 попыток",
      12: "12 попыток",
      22: "22 попытки",
      111: "111 попыток",
    });
  });

  it("a fraction takes the «other» form, written with the language's decimal sign", () => {
    expect(t("ru", "count.months", { count: 1.5 })).toBe("1,5 месяца");
    expect(t("en", "count.months", { count: 1.5 })).toBe("1.5 months");
  });
});

describe("plural, English", () => {
  it("one and other", () => {
    expect([1, 2].map((n) => t("en", "count.months", { count: n }))).toEqual(["1 month", "2 months"]);
    expect([1, 2].map((n) => t("en", "count.attempts", { count: n }))).toEqual(["1 attempt", "2 attempts"]);
    expect([1, 2].map((n) => t("en", "age.since", { count: n }))).toEqual(["from age 1", "from age 2"]);
    expect([1, 2].map((n) => t("en", "age.at", { count: n }))).toEqual(["at age 1", "at age 2"]);
    expect([1, 2].map((n) => t("en", "age.turns", { count: n }))).toEqual(["you turn 1", "you turn 2"]);
  });
});

describe("the plural catalog", () => {
  it("has, for every key, a form for each category Intl.PluralRules gives the language, and no other", () => {
    for (const lang of LANGS) {
      const categories = [...new Intl.PluralRules(lang).resolvedOptions().pluralCategories].sort();
      for (const [key, forms] of Object.entries(PLURALS[lang])) {
        expect(Object.keys(forms).sort(), `${lang} ${key}`).toEqual(categories);
        for (const text of Object.values(forms)) expect(text, `${lang} ${key}`).toContain("{count}");
      }
    }
    expect(Object.keys(PLURALS.en).sort()).toEqual(Object.keys(PLURALS.ru).sort());
  });

  it("picks the category by Intl.PluralRules", () => {
    expect([1, 2, 5, 11, 21, 41].map((n) => pluralCategory("ru", n))).toEqual([
      "one",
      "few",
      "many",
      "many",
      "one",
      "one",
    ]);
    expect([1, 2].map((n) => pluralCategory("en", n))).toEqual(["one", "other"]);
  });
});

describe("phrases that carry a count or a person", () => {
  it("the luck pillar's start: «с 41 года», «в 1 год»", () => {
    const ru = READING_TEXTS.ru;
    expect(
      fillText(ru.luckNow, { pillar: "甲子", date: "1 мая 2030", age: t("ru", "age.since", { count: 41 }) }),
    ).toContain("(с 1 мая 2030, с 41 года)");
    expect(fillText(ru.luckBefore, { date: "1 мая 1991", age: t("ru", "age.at", { count: 1 }) })).toContain(
      "начнётся 1 мая 1991 (в 1 год)",
    );
    expect(
      fillText(READING_TEXTS.en.luckNow, { date: "1 May 2030", age: t("en", "age.since", { count: 41 }) }),
    ).toContain("(since 1 May 2030, from age 41)");
    expect(
      fillText(READING_TEXTS.en.luckBefore, { date: "1 May 1991", age: t("en", "age.at", { count: 1 }) }),
    ).toContain("begins on 1 May 1991 (at age 1)");
  });

  it("the failed renewal e-mail counts its attempts", () => {
    const ru = t("ru", "pay.mail.renewFailed.text", { tries: t("ru", "count.attempts", { count: 5 }) });
    expect(ru).toContain("(5 попыток)");
    const en = t("en", "pay.mail.renewFailed.text", { tries: t("en", "count.attempts", { count: 1 }) });
    expect(en).toContain("(1 attempt)");
  });

  it("the control cycle agrees with «вы»: no «вы задаёт»", () => {
    const who = COMPARE_TEXTS.ru.people.partner;
    for (const key of ["firstControls", "secondControls"] as const) {
      const text = fillText(COMPARE_TEXTS.ru.relation[key], {
        ea: "Металл",
        eb: "Дерево",
        aNom: who.a.nom,
        bNom: who.b.nom,
      });
      expect(text).not.toMatch(/вы (задаёт|ощущает)/);
      expect(text).toMatch(/(вы|партнёр) — та сторона, что задаёт рамки и направление/);
    }
    expect(
      fillText(COMPARE_TEXTS.ru.relation.firstControls, {
        ea: "Металл",
        eb: "Дерево",
        aNom: "вы",
        bNom: "партнёр",
      }),
    ).toContain("вы — та сторона, что задаёт рамки и направление, партнёр — та, что их ощущает.");
  });
});
