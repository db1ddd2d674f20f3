/**
 * The words of `bazi`'s own output, in texts/cli.{ru,en}.json: the labels of its tables, the words it puts
 * beside the engine's names (a path, a mansion's luck, a direction of the luck pillars, an element), the
 * weekdays, and the templates of the head of `bazi events`, of the hours' window and of the `Error:` in front of
 * an input error's message (the message itself is worded in texts/errors.*.json). The JSON the engine gives
 * carries its own words (texts/meanings, reasons); these are the tables' alone. The usage (`--help`) is one
 * English document in cli/bazi.ts.
 *
 * The rule (test/engine-lint.test.ts): this module alone reads texts/cli.*.json. The type of the catalogs makes
 * a text English lacks a compile error; test/cli-texts.test.ts checks the rest.
 */
import { fillTemplate } from "../src/names/template.ts";
import type { Lang } from "../src/names/types.ts";
import en from "../texts/cli.en.json" with { type: "json" };
import ru from "../texts/cli.ru.json" with { type: "json" };

/** Russian is the source: English must have its keys. */
const CATALOGS: Record<Lang, typeof ru> = { ru, en };

/** A label of the tables (texts/cli.*.json `labels`). */
export type CliLabel = keyof typeof ru.labels;

/** A template of texts/cli.*.json `templates`. */
export type CliTemplate = keyof typeof ru.templates;

/** The labels of the tables in `lang`. */
export const labels = (lang: Lang): Readonly<Record<CliLabel, string>> => CATALOGS[lang].labels;

/** The word for the engine's `key` in `lang` (`yellow`, `auspicious`, `forward`, `wood` …), or `key` itself. */
export function word(key: string, lang: Lang): string {
  const words: Readonly<Record<string, string>> = CATALOGS[lang].words;
  return Object.hasOwn(words, key) ? words[key]! : key;
}

/** The weekday's short name in `lang`, 0 Sunday … 6 Saturday. */
export const weekday = (day: number, lang: Lang): string => CATALOGS[lang].weekdays[day]!;

/** The template `key` in `lang`, its `{name}` placeholders filled from `args`. */
export function cliText(
  key: CliTemplate,
  lang: Lang,
  args: Readonly<Record<string, string | number>>,
): string {
  return fillTemplate(
    CATALOGS[lang].templates[key],
    (name) => (Object.hasOwn(args, name) ? String(args[name]) : undefined),
    `the CLI's template ${key}`,
  );
}
