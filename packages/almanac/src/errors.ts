/**
 * Errors thrown by the engine. Every input problem is an {@link InvalidInputError} naming the field,
 * with the message in English (`message`) and Russian (`messages.ru`), so the CLI and the API can show it
 * in the user's language. The engine never returns a wrong answer for bad input. Its modules and the CLI
 * (cli/bazi.ts) throw with {@link failWith}: a key and facts, worded here from texts/errors.{ru,en}.json
 * (names/input-errors.ts).
 */
import { type InputErrorArgs, type InputErrorKey, inputErrorMessages } from "./names/input-errors.ts";

export type InputErrorCode =
  | "invalidDate"
  | "yearOutOfRange"
  | "invalidTime"
  | "latitudeOutOfRange"
  | "longitudeOutOfRange"
  | "unknownZone"
  | "unknownTheme"
  | "unknownActivity"
  | "invalidOption"
  | "invalidRange";

export class AlmanacError extends Error {
  override name = "AlmanacError";
}

export interface LocalizedText {
  en: string;
  ru: string;
}

export class InvalidInputError extends AlmanacError {
  override name = "InvalidInputError";
  readonly field: string;
  readonly code: InputErrorCode;
  readonly messages: LocalizedText;

  constructor(field: string, code: InputErrorCode, messages: LocalizedText) {
    super(messages.en);
    this.field = field;
    this.code = code;
    this.messages = messages;
  }
}

export { MAX_YEAR, MIN_YEAR } from "./years.ts";

/**
 * Throws the input error whose words are `key` of texts/errors.{ru,en}.json, filled from `args` and, for the
 * template's `{field}`, from `field`.
 */
export function failWith(
  field: string,
  code: InputErrorCode,
  key: InputErrorKey,
  args: InputErrorArgs = {},
): never {
  throw new InvalidInputError(field, code, inputErrorMessages(key, { ...args, field }));
}
