/**
 * The compatibility form (/bazi/compare): two people, each a saved chart of the signed-in user (`a.chart`) or a
 * birth typed in (`a.date`, `a.time`, `a.city`, `a.lat`, `a.lng`, `a.tz`, `a.gender`; `b.` for the second), and
 * who the second is to the first (`kind`). A GET form: the result has its own link; nothing is stored.
 */
import {
  type BaziInput,
  baziInputOfChart,
  type ChartView,
  COMPARE_KINDS,
  type CompareKind,
} from "@bazi/contracts";
import { COMPARE_TEXTS, type Lang } from "@bazi/i18n";
import { EMPTY_FORM, fieldErrors, readForm, validate } from "./bazi-form.ts";

export const SIDES = ["a", "b"] as const;
export type Side = (typeof SIDES)[number];

/** One person's fields as typed (what the form shows again). */
export interface SideValues {
  chart: string;
  gender: string;
  date: string;
  time: string;
  unknownHour: boolean;
  city: string;
  lat: string;
  lng: string;
  tz: string;
}

export interface CompareValues {
  kind: CompareKind;
  a: SideValues;
  b: SideValues;
}

/** The typed fields in the order they appear (the error summary follows it). */
export const SIDE_FIELDS = ["chart", "gender", "date", "time", "city", "lat", "lng", "tz"] as const;

const EMPTY_SIDE: SideValues = {
  chart: "",
  gender: "",
  date: "",
  time: "",
  unknownHour: false,
  city: "",
  lat: "",
  lng: "",
  tz: "",
};

export const EMPTY_COMPARE: CompareValues = { kind: "partner", a: EMPTY_SIDE, b: EMPTY_SIDE };

export const isCompareSubmitted = (params: URLSearchParams) => params.has("kind");

export function readCompare(params: URLSearchParams): CompareValues {
  const side = (s: Side): SideValues => {
    const own = new URLSearchParams();
    for (const [k, v] of params) if (k.startsWith(`${s}.`)) own.append(k.slice(2), v);
    const f = readForm(own);
    return {
      chart: (own.get("chart") ?? "").trim().slice(0, 64),
      gender: f.gender,
      date: f.date,
      time: f.time,
      unknownHour: f.unknownHour,
      city: f.city,
      lat: f.lat,
      lng: f.lng,
      tz: f.tz,
    };
  };
  const kind = params.get("kind") as CompareKind;
  return { kind: COMPARE_KINDS.includes(kind) ? kind : "partner", a: side("a"), b: side("b") };
}

/**
 * One person checked: a saved chart of the viewer's (`saved`), or the typed birth with the calculator's rules and
 * messages. Errors by field name ("date", "chart").
 */
export function validateSide(
  v: SideValues,
  lang: Lang,
  saved: readonly ChartView[],
): { ok: true; input: BaziInput; label: string | null } | { ok: false; errors: Record<string, string> } {
  if (v.chart) {
    const chart = saved.find((c) => c.uuid === v.chart);
    if (!chart) return { ok: false, errors: { chart: COMPARE_TEXTS[lang].form.chartMissing } };
    return { ok: true, input: baziInputOfChart(chart), label: chart.fio };
  }
  const checked = validate({ ...EMPTY_FORM, ...v, name: "-", email: "" }, lang, { requireEmail: false });
  if (!checked.ok) return { ok: false, errors: fieldErrors(checked.errors) };
  return { ok: true, input: checked.input, label: null };
}
