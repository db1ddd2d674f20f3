/**
 * The words of the input errors the engine throws (every module of src/, and the CLI, cli/bazi.ts, its `cli…`
 * keys): one template per error in texts/errors.{ru,en}.json (keys and placeholders: texts/README.md), filled
 * from the error's facts. Both languages at once, because an `InvalidInputError` carries its message in each
 * (the API and the CLI show the user's).
 *
 * The rule (test/engine-lint.test.ts): this module alone reads texts/errors.*.json, and only src/errors.ts calls
 * it. The type of the catalogs makes an error English lacks a compile error; test/input-errors.test.ts checks
 * the rest.
 */
import en from "../../texts/errors.en.json" with { type: "json" };
import ru from "../../texts/errors.ru.json" with { type: "json" };
import { fillTemplate } from "./template.ts";
import type { Lang } from "./types.ts";

/** An input error's key in texts/errors.*.json. */
export type InputErrorKey = keyof typeof ru;

/** The facts an error's words name: the value given, the accepted ones, a limit. */
export type InputErrorArgs = Readonly<Record<string, string | number>>;

/** Russian is the source: English must have its keys. */
const CATALOGS: Record<Lang, Readonly<Record<InputErrorKey, string>>> = { ru, en };

/** The error's message in each language. */
export function inputErrorMessages(key: InputErrorKey, args: InputErrorArgs = {}): Record<Lang, string> {
  const text = (lang: Lang) =>
    fillTemplate(
      CATALOGS[lang][key],
      (name) => (Object.hasOwn(args, name) ? String(args[name]) : undefined),
      `the error ${key}`,
    );
  return { en: text("en"), ru: text("ru") };
}
