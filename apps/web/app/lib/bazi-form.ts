/**
 * The Bazi calculator's form (/bazi): its query parameters, their validation with the messages of docs/product.md §5,
 * and the engine input they make. The form is a GET form, so it works without JavaScript; calculating stores nothing (a
 * signed-in user's "save" posts the same fields, e-mail included, as a chart: routes/bazi.tsx).
 */
import type { BaziInput, FieldError } from "@bazi/contracts";
import { decimalOf, TIME_OF_DAY, zoneOf } from "@bazi/contracts/bazi-link";
import { isToolKey, type Lang, type ToolKey, tt } from "@bazi/i18n";
import { ctl } from "@bazi/i18n/controls";
import { type ToolServerKey, ttServer } from "@bazi/i18n/tools-server";
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
    zi: ZI_RULES.includes(zi) ? zi : EMPTY_FORM.zi,
    basis: TIME_BASES.includes(basis) ? basis : EMPTY_FORM.basis,
  };
}

/** Whether the form was submitted (an empty submission still sends its text fields). */
export const isSubmitted = (params: URLSearchParams) => params.has("name") || params.has("date");

const EMAIL = /^[^\s@"<>()[\],;:]+@[^\s@"<>()[\],;:]+\.[^\s@"<>()[\],;:]{2,}$/;

/**
 * Validates the form; the engine input when every field is right, field errors (in `lang`) otherwise. The
 * e-mail is checked only when the form itself is posted (`requireEmail`); the chart's own link (GET, without
 * the e-mail, so no address ever sits in a URL) is checked without it.
 */
export function validate(
  v: BaziFormValues,
  lang: Lang,
  opts: { requireEmail: boolean } = { requireEmail: true },
): { ok: true; input: BaziInput } | { ok: false; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const err = (field: string, key: ToolKey | ToolServerKey) =>
    errors.push({ field, message: isToolKey(key) ? tt(lang, key) : ttServer(lang, key) });
  const name = v.name.trim();
  if (!name) err("name", "bazi.err.required");
  else if (name.length > 255) err("name", "bazi.err.maxLength");
  if (v.gender !== "male" && v.gender !== "female") err("gender", "bazi.err.required");
  if (!v.date) err("date", "bazi.err.required");
  else if (!/^\d{4}-\d{2}-\d{2}$/.test(v.date))
    errors.push({ field: "date", message: ctl(lang, "controls.date.invalid") });
  if (!v.unknownHour) {
    if (!v.time) err("time", "bazi.err.required");
    else if (!TIME_OF_DAY.test(v.time)) err("time", "bazi.err.time");
  }
  if (!v.city.trim()) err("city", "bazi.err.required");
  const lat = decimalOf(v.lat, -90, 90);
  if (!v.lat) err("lat", "bazi.err.required");
  else if (lat === null) err("lat", "bazi.err.lat");
  const lng = decimalOf(v.lng, -180, 180);
  if (!v.lng) err("lng", "bazi.err.required");
  else if (lng === null) err("lng", "bazi.err.lng");
  const tz = zoneOf(v.tz);
  if (!v.tz) err("tz", "bazi.err.required");
  else if (tz === null) err("tz", "bazi.err.tz");
  if (opts.requireEmail) {
    if (!v.email) err("email", "bazi.err.required");
    else if (v.email.length > 254 || !EMAIL.test(v.email)) err("email", "bazi.err.email");
  }
  if (errors.length > 0 || lat === null || lng === null || tz === null) return { ok: false, errors };
  return {
    ok: true,
    input: {
      date: v.date,
      time: v.unknownHour ? null : v.time.slice(0, 5),
      lat,
      lng,
      tz,
      gender: v.gender as "male" | "female",
      zi: v.zi,
      timeBasis: v.basis,
    },
  };
}

/** The engine's messages start with the field's name ("tz: …"); the form shows them next to the field. */
export function fieldErrors(errors: FieldError[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of errors) {
    const field = (FIELD_ORDER as readonly string[]).includes(e.field) ? e.field : "date";
    const message = e.message.replace(new RegExp(`^${e.field}:\\s*`), "");
    out[field] ??= message.charAt(0).toUpperCase() + message.slice(1);
  }
  return out;
}

/** The chart's shareable query: every field but the e-mail; the date and time as ISO (`readForm`). */
export function chartQuery(params: URLSearchParams): string {
  const q = new URLSearchParams(params);
  q.delete("email");
  for (const [k, normal] of [
    ["date", normalizeDate],
    ["time", normalizeTime],
  ] as const) {
    const v = q.get(k);
    if (v !== null) q.set(k, normal(v));
  }
  return q.toString();
}
