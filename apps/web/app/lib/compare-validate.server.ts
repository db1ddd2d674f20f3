/**
 * One person of the compatibility form checked on the server: a saved chart of the viewer's, or a typed birth with
 * the calculator's rules and messages (bazi-validate.server.ts).
 */
import { type BaziInput, baziInputOfChart, type ChartView } from "@bazi/contracts";
import { COMPARE_TEXTS, type Lang } from "@bazi/i18n";
import { EMPTY_FORM } from "./bazi-form.ts";
import { fieldErrors, validate } from "./bazi-validate.server.ts";
import type { SideValues } from "./compare-form.ts";

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
  const checked = validate({ ...EMPTY_FORM, ...v }, lang);
  if (!checked.ok) return { ok: false, errors: fieldErrors(checked.errors) };
  return { ok: true, input: checked.input, label: null };
}
