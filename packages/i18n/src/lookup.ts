/**
 * The one lookup of every short text users read: `t(lang, "ns.key", params)`. Each catalog module (index.ts for the
 * site's common texts; accounts, payments, select … for a feature's) holds its texts in Russian, the source, and in
 * English, typed so that a key missing from English is a compile error, and hands them to `defineTexts` when it is
 * imported. A page's script therefore carries only the catalogs of what it shows: the module that calls `t` with a
 * key of a catalog imports that catalog (`import { t } from "@bazi/i18n/select"`; a second one by a bare import),
 * which lookup.test.ts checks for every file; a key whose catalog was not imported throws, naming it.
 *
 * A counted text (plural.ts) holds one form per plural category of its language; `t` picks the form by
 * Intl.PluralRules for `params.count` and writes the count in the language's digits («1,5 месяца»).
 */
import type { AccountKey } from "./accounts.ts";
import type { AccountMailKey } from "./accounts-mail.ts";
import type { CalendarKey } from "./calendar.ts";
import type { ChartMailKey } from "./chart-mail.ts";
import type { ContentKey } from "./content.ts";
import type { ControlKey } from "./controls.ts";
import type { PickerKey } from "./controls-calendar.ts";
import type { DateErrorKey } from "./date-errors.ts";
import type { DayKey } from "./day.ts";
import type { VerdictKey } from "./day-verdict.ts";
import type { EventsKey } from "./events.ts";
import { fillText } from "./fill.ts";
import type { Lang, MessageKey } from "./index.ts";
import { numberFormat, pluralRules } from "./intl.ts";
import type { MessengerKey } from "./messenger.ts";
import type { OfflineKey } from "./offline.ts";
import type { PayKey } from "./payments.ts";
import type { PersonalKey } from "./personal.ts";
import type { PluralKey } from "./plural.ts";
import type { PredictKey } from "./predict.ts";
import type { SelectKey } from "./select.ts";
import type { ToolKey } from "./tools.ts";
import type { ToolServerKey } from "./tools-server.ts";

/** A key of a plain text (no count), in any catalog. */
export type PlainKey =
  | MessageKey
  | AccountKey
  | AccountMailKey
  | CalendarKey
  | ChartMailKey
  | ContentKey
  | ControlKey
  | DayKey
  | DateErrorKey
  | VerdictKey
  | PickerKey
  | EventsKey
  | MessengerKey
  | OfflineKey
  | PayKey
  | PersonalKey
  | PredictKey
  | SelectKey
  | ToolKey
  | ToolServerKey;

/** Any text's key. */
export type TextKey = PlainKey | PluralKey;

export type TextParams = Readonly<Record<string, string | number>>;

/** A counted text's forms, one per plural category its language has (`other` always). */
type Forms = Readonly<Partial<Record<Intl.LDMLPluralRule, string>>> & { readonly other: string };
type Entry = string | Forms;

const TEXTS: Record<Lang, Map<string, Entry>> = { ru: new Map(), en: new Map() };

/** Makes a catalog's texts available to `t`: called once by each catalog module as it is imported. */
export function defineTexts<K extends string>(catalog: {
  readonly ru: Readonly<Record<K, Entry>>;
  readonly en: Readonly<Record<K, Entry>>;
}): void {
  for (const lang of ["ru", "en"] as const)
    for (const [key, entry] of Object.entries<Entry>(catalog[lang])) TEXTS[lang].set(key, entry);
}

/** Whether a key built from data (a star's key, a branch) has a text in a loaded catalog. */
export function hasText(key: string): key is PlainKey {
  return TEXTS.ru.has(key);
}

/** Every key loaded so far (lookup.test.ts maps each catalog module to its keys with it). */
export function loadedKeys(): ReadonlySet<string> {
  return new Set(TEXTS.ru.keys());
}

/**
 * The text of `key` in a language with its {name} placeholders filled from `params` (a name without a value stays
 * as it is). A counted text needs `params.count`.
 */
export function t(lang: Lang, key: PluralKey, params: TextParams & { count: number }): string;
export function t(lang: Lang, key: PlainKey, params?: TextParams): string;
export function t(lang: Lang, key: TextKey, params: TextParams = {}): string {
  const entry = TEXTS[lang].get(key);
  if (entry === undefined)
    throw new Error(`no text "${key}": the module that shows it must import its catalog`);
  if (typeof entry === "string") return fillText(entry, params);
  const count = Number(params.count);
  const form = entry[pluralRules(lang).select(count)] ?? entry.other;
  return fillText(form, { ...params, count: numberFormat(lang, { maximumFractionDigits: 2 }).format(count) });
}
