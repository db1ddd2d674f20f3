/**
 * The words of the rating and selection reasons. The engine's reasons are keys and facts (`Reason` in
 * rating.ts: a factor, its effect, and args such as an officer's index, a star's key, the event's id, a
 * participant's label); this module puts one in words, in one language, from a template of
 * texts/reasons.{ru,en}.json (its shape, keys and placeholders: texts/README.md) filled from the args and the
 * engine's names (names/*.ts).
 *
 * Which template: a reason that carries an event belongs to a date selection (`selection`), any other to a
 * rating (`rating`: the day's, an activity's, a theme's, an hour's, the personal layer's). In that section the
 * key is the factor, else its family (the part before the dot: every `star.<key>` and `personal.<star>` share
 * one); a key with variants picks one by the facts: a path spirit's path (yellow, black), a mansion's luck
 * (auspicious, inauspicious), the activity or the theme rated.
 *
 * The rule (test/engine-lint.test.ts): this module alone reads texts/reasons.*.json, and among the engine's
 * sources only the views (src/json.ts, src/select-json.ts) call it (src/index.ts re-exports it). The type of
 * the catalogs makes a template English lacks a compile error; test/reason-texts.test.ts checks the rest.
 */
import en from "../../texts/reasons.en.json" with { type: "json" };
import ru from "../../texts/reasons.ru.json" with { type: "json" };
import type { Reason, ReasonArgs } from "../rating.ts";
import { ACTIVITIES, themeById } from "./activities.ts";
import { BRANCH_NAMES, MANSION_NAMES, OFFICER_NAMES, SPIRIT_NAMES, STEM_NAMES } from "./core.ts";
import { EVENT_RULE_NAMES, EVENTS, ZHOU_TANG_STATIONS } from "./events.ts";
import { PERSONAL_STAR_NAMES } from "./personal.ts";
import { GENERAL_STAR_NAMES } from "./stars.ts";
import { fillTemplate } from "./template.ts";
import { type Lang, type Name, nameIn } from "./types.ts";

/** A template, or one per variant of its factor. */
type Entry = string | Readonly<Record<string, string>>;

/** One language's words: the shape of texts/reasons.{lang}.json. */
interface ReasonCatalog {
  /** How a participant without a label is named; `{n}` is their place, from 1. */
  participant: string;
  /** The reasons of the ratings, by factor or family. */
  rating: Readonly<Record<string, Entry>>;
  /** The reasons of a date selection (its exclusions, positives and hours), by factor or family. */
  selection: Readonly<Record<string, Entry>>;
  /** A selection's hard rule as the heading of the days it left out, by the exclusion's factor. */
  leftOut: Readonly<Record<string, string>>;
}

/** Russian is the source: English must have its keys. */
const CATALOGS: Record<Lang, ReasonCatalog & typeof ru> = { ru, en };

export type ReasonSection = "rating" | "selection";

/** Where a reason's template is: its section, its key, and its variant when the key has variants. */
export interface ReasonTemplatePath {
  section: ReasonSection;
  key: string;
  variant?: string;
}

const at = <T>(list: readonly T[], i: number | undefined): T | undefined =>
  i === undefined ? undefined : list[i];

/** The variant the facts pick: the path spirit's path, the mansion's luck, or what was rated. */
function variantOf(a: ReasonArgs): string | undefined {
  if (a.spirit !== undefined) return at(SPIRIT_NAMES, a.spirit)?.path;
  if (a.mansion !== undefined) return at(MANSION_NAMES, a.mansion)?.luck;
  if (a.activity !== undefined) return "activity";
  if (a.theme !== undefined) return "theme";
  return undefined;
}

/** The template a reason is worded by (the same in every language); an unknown factor or variant is an error. */
export function reasonTemplatePath(r: Reason): ReasonTemplatePath {
  const args = r.args ?? {};
  const section: ReasonSection = args.event !== undefined ? "selection" : "rating";
  const table: ReasonCatalog["rating"] = CATALOGS.ru[section];
  const family = r.factor.split(".")[0]!;
  const key = Object.hasOwn(table, r.factor) ? r.factor : family;
  const entry = Object.hasOwn(table, key) ? table[key] : undefined;
  if (entry === undefined) throw new RangeError(`no text for the reason ${r.factor} (${section})`);
  if (typeof entry === "string") return { section, key };
  const variant = variantOf(args);
  if (variant === undefined || !Object.hasOwn(entry, variant)) {
    throw new RangeError(`no text for the reason ${r.factor} (${section}), variant ${String(variant)}`);
  }
  return { section, key, variant };
}

const eventOf = (a: ReasonArgs) => (a.event === undefined ? undefined : EVENTS.find((e) => e.id === a.event));
const starOf = (a: ReasonArgs): Name | undefined =>
  a.star !== undefined
    ? GENERAL_STAR_NAMES[a.star]
    : a.personalStar !== undefined
      ? PERSONAL_STAR_NAMES[a.personalStar]
      : undefined;
const named = (n: Name | undefined, lang: Lang) => (n === undefined ? undefined : nameIn(n, lang));

/** The value of each placeholder, from the reason's facts and the engine's names. */
const PLACEHOLDERS: Readonly<Record<string, (a: ReasonArgs, lang: Lang) => string | undefined>> = {
  officer: (a, lang) => named(at(OFFICER_NAMES, a.officer), lang),
  officerZh: (a) => at(OFFICER_NAMES, a.officer)?.zh,
  spirit: (a, lang) => named(at(SPIRIT_NAMES, a.spirit), lang),
  spiritZh: (a) => at(SPIRIT_NAMES, a.spirit)?.zh,
  mansion: (a, lang) => named(at(MANSION_NAMES, a.mansion), lang),
  mansionZh: (a) => at(MANSION_NAMES, a.mansion)?.zh,
  star: (a, lang) => named(starOf(a), lang),
  starZh: (a) => starOf(a)?.zh,
  activity: (a, lang) => named(at(ACTIVITIES, a.activity), lang),
  activityZh: (a) => at(ACTIVITIES, a.activity)?.zh,
  theme: (a, lang) => (a.theme === undefined ? undefined : nameIn(themeById(a.theme), lang)),
  // inside a sentence
  event: (a, lang) => named(eventOf(a), lang)?.toLowerCase(),
  rule: (a, lang) => named(a.rule === undefined ? undefined : EVENT_RULE_NAMES[a.rule], lang),
  ruleZh: (a) => (a.rule === undefined ? undefined : EVENT_RULE_NAMES[a.rule].zh),
  taboo: (a, lang) => named(eventOf(a)?.pengZu ?? undefined, lang),
  tabooZh: (a) => eventOf(a)?.pengZu?.zh,
  stemZh: (a) => at(STEM_NAMES, a.stem)?.zh,
  branchZh: (a) => at(BRANCH_NAMES, a.branch)?.zh,
  natalBranchZh: (a) => at(BRANCH_NAMES, a.natalBranch)?.zh,
  count: (a) => (a.count === undefined ? undefined : String(a.count)),
  station: (a, lang) => named(at(ZHOU_TANG_STATIONS, a.station), lang),
  stationZh: (a) => at(ZHOU_TANG_STATIONS, a.station)?.zh,
  who: (a, lang) =>
    a.label ??
    (a.person === undefined
      ? undefined
      : fillTemplate(
          CATALOGS[lang].participant,
          (n) => (n === "n" ? String(a.person! + 1) : undefined),
          "participant",
        )),
};

/** The placeholders a template may use. */
export const REASON_PLACEHOLDERS: readonly string[] = Object.keys(PLACEHOLDERS);

/**
 * Words already found, by language: a reason's words depend on its factor and its facts only, and a reason's
 * copies (a day's general reasons scaled into each activity's rating) keep its facts' object, so a day's JSON
 * words each of them once. Reasons without facts are kept by factor (a fixed set).
 */
const byArgs: Record<Lang, WeakMap<ReasonArgs, Map<string, string>>> = {
  ru: new WeakMap(),
  en: new WeakMap(),
};
const byFactor: Record<Lang, Map<string, string>> = { ru: new Map(), en: new Map() };

function keptWords(r: Reason, lang: Lang): Map<string, string> {
  if (!r.args) return byFactor[lang];
  let kept = byArgs[lang].get(r.args);
  if (!kept) {
    kept = new Map();
    byArgs[lang].set(r.args, kept);
  }
  return kept;
}

/** The reason in words, in `lang`. */
export function reasonText(r: Reason, lang: Lang): string {
  const kept = keptWords(r, lang);
  const known = kept.get(r.factor);
  if (known !== undefined) return known;
  const { section, key, variant } = reasonTemplatePath(r);
  const entry: Entry = CATALOGS[lang][section][key]!;
  const template = typeof entry === "string" ? entry : entry[variant!]!;
  const args = r.args ?? {};
  const text = fillTemplate(
    template,
    (name) => (Object.hasOwn(PLACEHOLDERS, name) ? PLACEHOLDERS[name]!(args, lang) : undefined),
    `the reason ${r.factor}`,
  );
  kept.set(r.factor, text);
  return text;
}

/**
 * A selection's hard rule named as the heading of the days it left out (SelectResult.leftOut), from the
 * reason of its first day: the words of texts/reasons.*.json's `leftOut` for its factor.
 */
export function leftOutText(r: Reason, lang: Lang): string {
  const template = CATALOGS[lang].leftOut[r.factor];
  if (template === undefined) throw new RangeError(`no heading for the exclusion ${r.factor}`);
  const args = r.args ?? {};
  return fillTemplate(
    template,
    (name) => (Object.hasOwn(PLACEHOLDERS, name) ? PLACEHOLDERS[name]!(args, lang) : undefined),
    `the exclusion ${r.factor}`,
  );
}
