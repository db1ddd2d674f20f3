/**
 * The words of a compatibility over time (src/compatibility-time.ts): the pair verdict's name, each reason's
 * sentence and the one-sentence summary of the ten years. Templates in texts/compatibility-time.{ru,en}.json (keys
 * and placeholders: texts/README.md), filled from the engine's facts and names.
 *
 * The rule (test/engine-lint.test.ts): this module alone reads texts/compatibility-time.*.json, and only the view
 * src/compatibility-json.ts calls it. The type of the catalogs makes a template English lacks a compile error;
 * test/compatibility-time.test.ts checks the rest.
 */
import en from "../../texts/compatibility-time.en.json" with { type: "json" };
import ru from "../../texts/compatibility-time.ru.json" with { type: "json" };
import type { CompatibilityTime, PairReason, PairSide, PairVerdict } from "../compatibility-time.ts";
import type { ForecastVerdict } from "../forecast.ts";
import { BRANCH_NAMES, ELEMENT_NAMES, pillarName, STEM_NAMES } from "./core.ts";
import { fillTemplate } from "./template.ts";
import { type Lang, type Name, nameIn } from "./types.ts";

/** Russian is the source: English must have its keys. */
const CATALOGS: Record<Lang, typeof ru> = { ru, en };

/** The pair verdicts in Chinese: 吉 good, 平 mixed, 凶 hard. */
const VERDICT_ZH: Record<PairVerdict, string> = { good: "吉", mixed: "平", hard: "凶" };

export const pairVerdictName = (v: PairVerdict): Name => ({
  zh: VERDICT_ZH[v],
  ru: ru.verdicts[v],
  en: en.verdicts[v],
});

/** A person's own year verdict (their forecast's), in lower case as inside a sentence. */
export const personVerdictWord = (v: ForecastVerdict, lang: Lang): string => CATALOGS[lang].personVerdicts[v];
const PERSON_VERDICT_ZH: Record<ForecastVerdict, string> = { favourable: "吉", mixed: "平", difficult: "凶" };
export const personVerdictName = (v: ForecastVerdict): Name => ({
  zh: PERSON_VERDICT_ZH[v],
  ru: ru.personVerdicts[v],
  en: en.personVerdicts[v],
});

function fill(template: string, values: Record<string, string>, what: string): string {
  return fillTemplate(template, (name) => (Object.hasOwn(values, name) ? values[name] : undefined), what);
}

/** The day stems of the two charts (their characters name the people in the sentences). */
export type PairDayStems = Record<PairSide, number>;

const other = (s: PairSide): PairSide => (s === "first" ? "second" : "first");

/** A reason's sentence. */
export function pairReasonText(r: PairReason, dayStems: PairDayStems, lang: Lang): string {
  const x = CATALOGS[lang];
  const who = (s: PairSide, form: "nom" | "gen") =>
    fill(x.who[s][form], { dayZh: STEM_NAMES[dayStems[s]]!.zh }, `who.${s}.${form}`);
  const a = r.args;
  const zh = pillarName(a.pillar).zh;
  const values: Record<string, string> = {
    pillarZh: zh,
    stemZh: zh.charAt(0),
    branchZh: zh.charAt(1),
    whoNom: who(a.side, "nom"),
    whoGen: who(a.side, "gen"),
    otherGen: who(other(a.side), "gen"),
  };
  if (a.verdict) values.verdict = personVerdictWord(a.verdict, lang);
  if (a.element) {
    const name = nameIn(ELEMENT_NAMES[a.element], lang);
    values.element = lang === "ru" ? name.toLowerCase() : name;
  }
  if (a.part) values.part = x.parts[a.part];
  if (a.natalBranch !== undefined) values.natalBranchZh = BRANCH_NAMES[a.natalBranch]!.zh;
  if (a.decadePillar !== undefined) values.decadeZh = pillarName(a.decadePillar).zh;
  return fill(x.reasons[r.factor], values, `reasons.${r.factor}`);
}

/** The ten years in one sentence: the best years, the hardest and why (its heaviest negative reason). */
export function pairSummaryText(t: CompatibilityTime, dayStems: PairDayStems, lang: Lang): string {
  const x = CATALOGS[lang].summary;
  const list = (ys: number[]) => ys.join(", ");
  const worst = t.years.find((y) => y.year === t.hardest[0]);
  const reason = worst?.reasons.filter((r) => r.effect < 0).sort((p, q) => p.effect - q.effect)[0];
  const text = reason ? pairReasonText(reason, dayStems, lang) : "";
  const why = text.charAt(0).toLowerCase() + text.slice(1);
  const key =
    t.best.length > 0
      ? t.hardest.length > 0
        ? "both"
        : "best"
      : t.hardest.length > 0
        ? "hardest"
        : "neither";
  return fill(x[key], { best: list(t.best), hardest: list(t.hardest), why }, `summary.${key}`);
}
