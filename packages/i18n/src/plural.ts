/**
 * Texts with a count in them: «1 месяц», «с 41 года», "2 attempts", looked up like every text:
 * `t(lang, "age.since", { count: 41 })` (lookup.ts), with this catalog imported (`@bazi/i18n/plural`). The one way to write a count or an age next to a word; nothing
 * builds a plural by hand. Each key holds the whole phrase once per plural category of its
 * language (Intl.PluralRules, cardinal: Russian one/few/many/other, English one/other), with {count} where the
 * number goes, so a phrase whose case depends on its preposition («с 41 года», «в 41 год») is written out, not
 * glued from a number and a noun. Russian is the source; English must have the same keys. A category a language
 * has is a required field, so a missing form is a compile error (the test also checks the types against
 * Intl.PluralRules).
 */
import type { Lang } from "./index.ts";
import { pluralRules } from "./intl.ts";
import { defineTexts } from "./lookup.ts";

/** Russian cardinal categories: one (1, 21, 101), few (2–4, 22–24), many (0, 5–20, 25–30, 111), other (1,5). */
export type RuForms = Readonly<Record<"one" | "few" | "many" | "other", string>>;
/** English cardinal categories: one (1), other (everything else). */
export type EnForms = Readonly<Record<"one" | "other", string>>;

const ru = {
  /** A tariff's period: «1 месяц», «3 месяца», «12 месяцев». */
  "count.months": {
    one: "{count} месяц",
    few: "{count} месяца",
    many: "{count} месяцев",
    other: "{count} месяца",
  },
  /** How many times a charge was tried: «3 попытки», «5 попыток». */
  "count.attempts": {
    one: "{count} попытка",
    few: "{count} попытки",
    many: "{count} попыток",
    other: "{count} попытки",
  },
  /** From an age on, «с» with the genitive: «с 1 года», «с 2 лет», «с 5 лет», «с 21 года», «с 41 года». */
  "age.since": {
    one: "с {count} года",
    few: "с {count} лет",
    many: "с {count} лет",
    other: "с {count} года",
  },
  /** At an age, «в» with the accusative: «в 1 год», «в 2 года», «в 5 лет», «в 21 год», «в 41 год». */
  "age.at": {
    one: "в {count} год",
    few: "в {count} года",
    many: "в {count} лет",
    other: "в {count} года",
  },
  /** The age a person turns in a year: «вам исполняется 21 год», «…22 года», «…36 лет». */
  "age.turns": {
    one: "вам исполняется {count} год",
    few: "вам исполняется {count} года",
    many: "вам исполняется {count} лет",
    other: "вам исполняется {count} года",
  },
  /** Days a selection rule left out: «1 день», «2 дня», «5 дней». */
  "count.days": {
    one: "{count} день",
    few: "{count} дня",
    many: "{count} дней",
    other: "{count} дня",
  },
  /** What leaving out a selection rule gives back: «вернётся 1 день», «вернутся 2 дня». */
  "count.daysBack": {
    one: "вернётся {count} день",
    few: "вернутся {count} дня",
    many: "вернутся {count} дней",
    other: "вернутся {count} дня",
  },
  /** Days that broke no rule and found no good sign: «1 день прошёл все правила, но…». */
  "count.daysUnscored": {
    one: "Ещё {count} день прошёл все правила, но не набрал ни одного доброго знака — такие дни не предлагаются.",
    few: "Ещё {count} дня прошли все правила, но не набрали ни одного доброго знака — такие дни не предлагаются.",
    many: "Ещё {count} дней прошли все правила, но не набрали ни одного доброго знака — такие дни не предлагаются.",
    other:
      "Ещё {count} дня прошли все правила, но не набрали ни одного доброго знака — такие дни не предлагаются.",
  },
  /**
   * A date selection's score with its scale's name, `{sign}` a plus or a real minus: «+1 балл выбора», «+8 баллов
   * выбора», «+6,5 балла выбора» (a fraction takes the «other» form).
   */
  "count.selectionPoints": {
    one: "{sign}{count} балл выбора",
    few: "{sign}{count} балла выбора",
    many: "{sign}{count} баллов выбора",
    other: "{sign}{count} балла выбора",
  },
} as const satisfies Record<string, RuForms>;

export type PluralKey = keyof typeof ru;

const en: Record<PluralKey, EnForms> = {
  "count.months": { one: "{count} month", other: "{count} months" },
  "count.attempts": { one: "{count} attempt", other: "{count} attempts" },
  "age.since": { one: "from age {count}", other: "from age {count}" },
  "age.at": { one: "at age {count}", other: "at age {count}" },
  "age.turns": { one: "you turn {count}", other: "you turn {count}" },
  "count.days": { one: "{count} day", other: "{count} days" },
  "count.daysBack": { one: "{count} day comes back", other: "{count} days come back" },
  "count.daysUnscored": {
    one: "{count} more day broke no rule but found no good sign: such days are not proposed.",
    other: "{count} more days broke no rule but found no good sign: such days are not proposed.",
  },
  "count.selectionPoints": { one: "{sign}{count} selection point", other: "{sign}{count} selection points" },
};

/** Every counted text, by language: each key's forms for the categories of that language. */
export const PLURALS: { ru: Record<PluralKey, RuForms>; en: Record<PluralKey, EnForms> } = { ru, en };
defineTexts(PLURALS);

/** The plural category of a count in a language ("one", "few", "many", "other"), by Intl.PluralRules. */
export function pluralCategory(lang: Lang, count: number): Intl.LDMLPluralRule {
  return pluralRules(lang).select(count);
}

export { t } from "./lookup.ts";
