/**
 * The Bazi calculator's form (/bazi): its query parameters and fields (their check is bazi-validate.server.ts). The
 * chart needs the birth (date, time or "unknown", sex, place); the name and the e-mail are optional, the e-mail used
 * only when its box asks for the chart by mail (decision 038). Calculating stores nothing (a signed-in user's
 * "save" posts the same fields as a chart, name and e-mail required there: routes/bazi.tsx).
 */
import type { BaziInput } from "@bazi/contracts";
import { normalizeDate, normalizeTime } from "./date-input.ts";

export type Zi = NonNullable<BaziInput["zi"]>;
export type TimeBasis = NonNullable<BaziInput["timeBasis"]>;
export const ZI_RULES: readonly Zi[] = ["dayChangesAt23", "lateZiSameDay"];
export const TIME_BASES: readonly TimeBasis[] = ["apparentSolar", "clock"];

/** The form's values as the visitor typed them (what the fields show again). */
export interface BaziFormValues {
  name: string;
  gender: string;
  date: string;
  time: string;
  unknownHour: boolean;
  city: string;
  lat: string;
  lng: string;
  tz: string;
  email: string;
  /** The visitor asked for the chart and its reading at `email` (the box under it, their consent). */
  send: boolean;
  zi: Zi;
  basis: TimeBasis;
}

export const EMPTY_FORM: BaziFormValues = {
  name: "",
  gender: "",
  date: "",
  time: "",
  unknownHour: false,
  city: "",
  lat: "",
  lng: "",
  tz: "",
  email: "",
  send: false,
  zi: "dayChangesAt23",
  basis: "apparentSolar",
};

/** The form's field names, in the order the fields appear (the error summary follows it). */
export const FIELD_ORDER = ["name", "gender", "date", "time", "city", "lat", "lng", "tz", "email"] as const;

/**
 * The form's values from its query or body. The date and time are read as typed in the page's own fields
 * (components/controls: 21.11.2026, 2026-11-21, 14.30…) and kept as ISO "YYYY-MM-DD" and "HH:MM" when they are
 * a date and a time; anything else stays as typed, for its field's error.
 */
export function readForm(params: URLSearchParams): BaziFormValues {
  const s = (k: string) => (params.get(k) ?? "").slice(0, 1000);
  const zi = s("zi") as Zi;
  const basis = s("basis") as TimeBasis;
  return {
    name: s("name"),
    gender: s("gender"),
    date: normalizeDate(s("date")),
    time: normalizeTime(s("time")),
    unknownHour: params.get("unknownHour") === "1" || params.get("unknownHour") === "on",
    city: s("city"),
    lat: s("lat").trim(),
    lng: s("lng").trim(),
    tz: s("tz").trim(),
    email: s("email").trim(),
    send: params.get("send") === "1" || params.get("send") === "on",
    zi: ZI_RULES.includes(zi) ? zi : EMPTY_FORM.zi,
    basis: TIME_BASES.includes(basis) ? basis : EMPTY_FORM.basis,
  };
}

/** Whether the form was submitted (an empty submission still sends its text fields). */
export const isSubmitted = (params: URLSearchParams) => params.has("name") || params.has("date");

/** The chart's shareable query: every field but the e-mail and its box; the date and time as ISO (`readForm`). */
export function chartQuery(params: URLSearchParams): string {
  const q = new URLSearchParams(params);
  q.delete("email");
  q.delete("send");
  for (const [k, normal] of [
    ["date", normalizeDate],
    ["time", normalizeTime],
  ] as const) {
    const v = q.get(k);
    if (v !== null) q.set(k, normal(v));
  }
  return q.toString();
}
