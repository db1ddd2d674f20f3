/**
 * The words of a chart's forecast (src/forecast.ts): the method's name and sources, the verdicts, the areas'
 * names, each reason in one sentence and each area's reading. The engine gives keys and facts (`ForecastReason`:
 * a factor, its effect, the facts it is about; `AreaReading`: an area, its tone and what drives it); this module
 * puts them in words, in one language, from the templates of texts/forecast.{ru,en}.json (their shape, keys and
 * placeholders: texts/README.md) filled from the facts and the engine's names.
 *
 * Which template: `reasons` by the factor, else its family (the part before the dot: `repetition` words every
 * `repetition.<pillar>`); a key with variants picks one by the facts: the element's role for `stem` and `branch`,
 * the natal pillar for `repetition`, the standing (favourable, neutral, unfavourable) for the rest. An area's
 * sentence is `areaText` of its tone, its `{why}` the drivers' clauses of `areas` (or `quiet` when neutral).
 *
 * The rule (test/engine-lint.test.ts): this module alone reads texts/forecast.*.json, and among the engine's
 * sources only the view src/forecast-json.ts calls it (src/index.ts re-exports it). The type of the catalogs
 * makes a text English lacks a compile error; test/forecast.test.ts checks the rest.
 */
import en from "../../texts/forecast.en.json" with { type: "json" };
import ru from "../../texts/forecast.ru.json" with { type: "json" };
import type { AreaKey, AreaReading, ForecastArgs, ForecastReason, ForecastVerdict } from "../forecast.ts";
import { BRANCH_NAMES, ELEMENT_NAMES, pillarName, STEM_NAMES } from "./core.ts";
import { fillTemplate } from "./template.ts";
import { type Lang, type Name, nameIn } from "./types.ts";

/** Russian is the source: English must have its keys. */
const CATALOGS: Record<Lang, typeof ru> = { ru, en };

type Entry = string | Readonly<Record<string, string>>;

/** The verdicts in Chinese: 吉 favourable, 平 mixed, 凶 difficult. */
const VERDICT_ZH: Record<ForecastVerdict, string> = { favourable: "吉", mixed: "平", difficult: "凶" };
/** The areas in Chinese: 事业 career, 财运 money, 感情 relationships, 健康 health, 学业 study. */
const AREA_ZH: Record<AreaKey, string> = {
  career: "事业",
  money: "财运",
  relationships: "感情",
  health: "健康",
  study: "学业",
};

/** The verdict's name. */
export const forecastVerdictName = (v: ForecastVerdict): Name => ({
  zh: VERDICT_ZH[v],
  ru: ru.verdicts[v],
  en: en.verdicts[v],
});

/** The area's name. */
export const forecastAreaName = (a: AreaKey): Name => ({
  zh: AREA_ZH[a],
  ru: ru.areaNames[a],
  en: en.areaNames[a],
});

/** The method's name (行运, "the course of luck") and its sources, in `lang`. */
export const forecastMethodName = (): Name => ({ zh: "子平行运", ru: ru.method.name, en: en.method.name });
export const forecastSources = (lang: Lang): string[] => [...CATALOGS[lang].method.sources];

/** Where a reason's template is: its key in `reasons`, and its variant when the key has variants. */
export interface ForecastTemplatePath {
  key: string;
  variant?: string;
}

function variantOf(r: ForecastReason): string | undefined {
  if (r.factor === "stem" || r.factor === "branch") return r.args.role;
  if (r.factor.startsWith("repetition.")) return r.args.natal;
  return r.args.standing;
}

/** The template a reason is worded by (the same in every language); an unknown factor or variant is an error. */
export function forecastTemplatePath(r: ForecastReason): ForecastTemplatePath {
  const table: Readonly<Record<string, Entry>> = CATALOGS.ru.reasons;
  const family = r.factor.split(".")[0]!;
  const key = Object.hasOwn(table, r.factor) ? r.factor : family;
  const entry = Object.hasOwn(table, key) ? table[key] : undefined;
  if (entry === undefined) throw new RangeError(`no text for the forecast reason ${r.factor}`);
  if (typeof entry === "string") return { key };
  const variant = variantOf(r);
  if (variant === undefined || !Object.hasOwn(entry, variant)) {
    throw new RangeError(`no text for the forecast reason ${r.factor}, variant ${String(variant)}`);
  }
  return { key, variant };
}

const zhOfPillar = (i: number | undefined) => (i === undefined ? undefined : pillarName(i).zh);
const zhOfBranch = (b: number | undefined) => (b === undefined ? undefined : BRANCH_NAMES[b]?.zh);

/** The value of each placeholder, from the reason's facts and the engine's names. */
const PLACEHOLDERS: Readonly<Record<string, (a: ForecastArgs, lang: Lang) => string | undefined>> = {
  pillarZh: (a) => zhOfPillar(a.pillar),
  stemZh: (a) => STEM_NAMES[a.stem]?.zh,
  branchZh: (a) => zhOfBranch(a.branch),
  element: (a, lang) => (a.element === undefined ? undefined : nameIn(ELEMENT_NAMES[a.element], lang)),
  natalBranchZh: (a) => zhOfBranch(a.natalBranch),
  natalPillarZh: (a) => zhOfPillar(a.natalPillar),
  decadeZh: (a) => zhOfPillar(a.decadePillar),
  decadeBranchZh: (a) => (a.decadePillar === undefined ? undefined : zhOfBranch(a.decadePillar % 12)),
  chars: (a) => a.chars,
};

/** The placeholders a reason's template may use. */
export const FORECAST_PLACEHOLDERS: readonly string[] = Object.keys(PLACEHOLDERS);

/** The reason in words, in `lang`. */
export function forecastReasonText(r: ForecastReason, lang: Lang): string {
  const { key, variant } = forecastTemplatePath(r);
  const entry: Entry = (CATALOGS[lang].reasons as Readonly<Record<string, Entry>>)[key]!;
  const template = typeof entry === "string" ? entry : entry[variant!]!;
  return fillTemplate(
    template,
    (name) => (Object.hasOwn(PLACEHOLDERS, name) ? PLACEHOLDERS[name]!(r.args, lang) : undefined),
    `the forecast reason ${r.factor}`,
  );
}

/** The area's reading in words: its name, its tone and why (the drivers' clauses, or the quiet line). */
export function forecastAreaText(a: AreaReading, lang: Lang): string {
  const c = CATALOGS[lang];
  const clauses = c.areas[a.key] as Readonly<Record<string, Readonly<Record<string, string>>>>;
  const why =
    a.tone === "neutral"
      ? c.quiet[a.key]
      : a.drivers
          .map((d) => {
            const text = clauses[d]?.[a.tone];
            if (text === undefined) throw new RangeError(`no text for the area ${a.key}, ${d}, ${a.tone}`);
            return text;
          })
          .join("; ");
  const values: Record<string, string> = { area: c.areaNames[a.key], why };
  return fillTemplate(
    c.areaText[a.tone],
    (name) => (Object.hasOwn(values, name) ? values[name] : undefined),
    `the forecast area ${a.key}`,
  );
}
