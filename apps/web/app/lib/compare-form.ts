/**
 * The compatibility form (/bazi/compare): two people, each a saved chart of the signed-in user (`a.chart`) or a
 * birth typed in (`a.date`, `a.time`, `a.city`, `a.lat`, `a.lng`, `a.tz`, `a.gender`; `b.` for the second), and
 * who the second is to the first (`kind`). A GET form: the result has its own link; nothing is stored. A link
 * without `kind` opens the form with what it carries filled in (a chart's "compare" link fills the first person).
 */
import { COMPARE_KINDS, type CompareKind } from "@bazi/contracts";
import type { Lang } from "@bazi/i18n";
import { type BaziFormValues, readForm } from "./bazi-form.ts";
import { pathInLang } from "./lang.ts";

export const SIDES = ["a", "b"] as const;
export type Side = (typeof SIDES)[number];

/** The calculator's fields a person of the comparison has. */
const TYPED = ["gender", "date", "time", "unknownHour", "city", "lat", "lng", "tz"] as const;

/** One person's fields as typed (what the form shows again): the calculator's birth fields and a saved chart. */
export type SideValues = Pick<BaziFormValues, (typeof TYPED)[number]> & { chart: string };

/** A person's fields of the calculator's form values, with `chart`. */
const sideOf = (f: BaziFormValues, chart: string): SideValues =>
  ({ ...Object.fromEntries(TYPED.map((k) => [k, f[k]])), chart }) as SideValues;

export interface CompareValues {
  kind: CompareKind;
  a: SideValues;
  b: SideValues;
}

/** The typed fields in the order they appear (the error summary follows it). */
export const SIDE_FIELDS = ["chart", "gender", "date", "time", "city", "lat", "lng", "tz"] as const;

export const isCompareSubmitted = (params: URLSearchParams) => params.has("kind");

export function readCompare(params: URLSearchParams): CompareValues {
  const side = (s: Side): SideValues => {
    const own = new URLSearchParams();
    for (const [k, v] of params) if (k.startsWith(`${s}.`)) own.append(k.slice(2), v);
    return sideOf(readForm(own), (own.get("chart") ?? "").trim().slice(0, 64));
  };
  const kind = params.get("kind") as CompareKind;
  return { kind: COMPARE_KINDS.includes(kind) ? kind : "partner", a: side("a"), b: side("b") };
}

/**
 * The compatibility page with a chart as the first person: its typed birth (the calculator's values, never the
 * name or the e-mail), or, on a saved chart's page, the saved chart itself.
 */
export function compareHref(lang: Lang, first: BaziFormValues | { chart: string }): string {
  const q = new URLSearchParams();
  if ("chart" in first) q.set("a.chart", first.chart);
  else
    for (const k of TYPED) {
      if (k === "unknownHour") {
        if (first.unknownHour) q.set("a.unknownHour", "1");
      } else if (!(k === "time" && first.unknownHour)) q.set(`a.${k}`, first[k]);
    }
  return `${pathInLang("/bazi/compare", lang)}?${q}`;
}
