/**
 * The Bazi form checked on the server (the page's loader and action, the compatibility form's): each field by the
 * rules and messages of docs/product.md §5, and the engine input when all are right. Apart from bazi-form.ts so
 * that the pages' scripts, which import its fields and defaults, carry none of these messages.
 */
import type { BaziInput, FieldError } from "@bazi/contracts";
import { decimalOf, TIME_OF_DAY, zoneOf } from "@bazi/contracts/bazi-link";
import { NAME_MAX_CHARS } from "@bazi/contracts/limits";
import type { Lang } from "@bazi/i18n";
import { t } from "@bazi/i18n/controls";
import type { ToolKey } from "@bazi/i18n/tools";
import type { ToolServerKey } from "@bazi/i18n/tools-server";
import { type BaziFormValues, FIELD_ORDER } from "./bazi-form.ts";
import { dateErrorOf } from "./date-error.ts";
import "@bazi/i18n/tools";
import "@bazi/i18n/tools-server";

const EMAIL = /^[^\s@"<>()[\],;:]+@[^\s@"<>()[\],;:]+\.[^\s@"<>()[\],;:]{2,}$/;

/**
 * Validates the form; the engine input when every field is right, field errors (in `lang`) otherwise. A chart needs
 * only the birth: the name is optional and the e-mail is checked only when the chart is to be mailed there (its
 * box ticked). Saving a chart (`save`) asks for both, as the chart's form in the specification does (decision 038).
 */
export function validate(
  v: BaziFormValues,
  lang: Lang,
  opts: { save: boolean } = { save: false },
): { ok: true; input: BaziInput } | { ok: false; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const err = (field: string, key: ToolKey | ToolServerKey) => errors.push({ field, message: t(lang, key) });
  const name = v.name.trim();
  if (!name && opts.save) err("name", "bazi.err.required");
  else if (name.length > NAME_MAX_CHARS)
    errors.push({ field: "name", message: t(lang, "bazi.err.maxLength", { max: NAME_MAX_CHARS }) });
  if (v.gender !== "male" && v.gender !== "female") err("gender", "bazi.err.required");
  if (!v.date) err("date", "bazi.err.required");
  else {
    // written as a date but none (31.02.2027), or outside the calendar's years: say which; else how to write one
    const message = dateErrorOf(lang, v.date, t(lang, "controls.date.invalid"));
    if (message) errors.push({ field: "date", message });
  }
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
  if (opts.save || v.send) {
    if (!v.email) err("email", opts.save ? "bazi.err.required" : "bazi.err.sendTo");
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
