/**
 * Values a form sends along unseen, as hidden inputs; and the birth data of a computed chart as such pairs, which
 * the forms under the chart carry (the options switch, "Save chart").
 */
import type { BaziFormValues } from "../../lib/bazi-form.ts";

export function HiddenFields({ fields }: { fields: [string, string][] }) {
  return fields.map(([k, v]) => <input key={k} type="hidden" name={k} value={v} />);
}

/** The birth fields of a computed chart: gender, date, time, city, coordinates, zone, and the unknown hour. */
export const birthFields = (v: BaziFormValues): [string, string][] => [
  ...(["gender", "date", "time", "city", "lat", "lng", "tz"] as const).map((k): [string, string] => [
    k,
    v[k],
  ]),
  ...(v.unknownHour ? [["unknownHour", "1"] as [string, string]] : []),
];
