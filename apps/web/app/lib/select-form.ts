/**
 * The event form of /predict/event (date selection 择日): what the form sends, the request body it makes
 * (SelectBody of @bazi/contracts) and where the server's field errors go back on the form. Pure, so that it
 * can be tested without a browser. A POST form: birth data never goes into a URL. Dates and times are read as typed
 * in the page's own fields (components/controls: 21.11.2026, 2026-11-21, 14.30…) and kept as ISO "YYYY-MM-DD"
 * and "HH:MM" when they are dates and times; anything else stays as typed, for its field's error.
 */
import { normalizeDate, normalizeTime } from "./date-input.ts";

/** At most five people in all: saved charts and typed births. */
export const MAX_PEOPLE = 5;
/** Rows for typed births (two shown, three more under "add"). */
export const BIRTH_ROWS = 5;

export interface BirthRow {
  label: string;
  date: string;
  time: string;
  city: string;
  lat: string;
  lng: string;
}

export interface SelectFormValues {
  event: string;
  from: string;
  to: string;
  explain: string;
  /** uuids of saved charts. */
  charts: string[];
  rows: BirthRow[];
  skipRules: string[];
  /** The window the best hours begin in ("HH:MM" each, at the event's place). */
  hoursFrom: string;
  hoursTo: string;
  /** The night's hours too (the window is then not sent). */
  allHours: boolean;
  /** The sitting mountain 坐山 (one of the 24), or "" for none. */
  mountain: string;
}

/** The window offered by default: the hours people keep (the engine's WAKING_HOURS). */
export const WAKING = { from: "07:00", to: "22:00" };

const EMPTY_ROW: BirthRow = { label: "", date: "", time: "", city: "", lat: "", lng: "" };

export function emptyValues(from: string, to: string): SelectFormValues {
  return {
    event: "wedding",
    from,
    to,
    explain: "",
    charts: [],
    rows: Array.from({ length: BIRTH_ROWS }, () => ({ ...EMPTY_ROW })),
    skipRules: [],
    hoursFrom: WAKING.from,
    hoursTo: WAKING.to,
    allHours: false,
    mountain: "",
  };
}

export function readSelectForm(form: FormData): SelectFormValues {
  const text = (name: string) => {
    const v = form.get(name);
    return typeof v === "string" ? v.trim() : "";
  };
  const all = (name: string) => form.getAll(name).filter((v): v is string => typeof v === "string");
  return {
    event: text("event"),
    from: normalizeDate(text("from")),
    to: normalizeDate(text("to")),
    explain: normalizeDate(text("explain")),
    charts: all("chart").slice(0, MAX_PEOPLE),
    rows: Array.from({ length: BIRTH_ROWS }, (_, i) => ({
      label: text(`p${i}.label`),
      date: normalizeDate(text(`p${i}.date`)),
      time: normalizeTime(text(`p${i}.time`)),
      city: text(`p${i}.city`),
      lat: text(`p${i}.lat`),
      lng: text(`p${i}.lng`),
    })),
    skipRules: all("skipRule"),
    hoursFrom: normalizeTime(text("hoursFrom")) || WAKING.from,
    hoursTo: normalizeTime(text("hoursTo")) || WAKING.to,
    allHours: form.get("allHours") === "on",
    mountain: text("mountain"),
  };
}

/** Form field names, keyed by the body's people index (saved charts first, then the filled rows). */
export type PeopleFields = string[];

export type FormCheck =
  | { ok: true; body: Record<string, unknown>; people: PeopleFields }
  | {
      ok: false;
      errors: Record<string, "dateRequired" | "placeRequired" | "tooMany" | "badTime" | "badNumber">;
    };

const isRowFilled = (r: BirthRow) => Boolean(r.date || r.time || r.city || r.lat || r.lng || r.label);
const numberOr = (s: string) => (/^-?\d+(\.\d+)?$/.test(s) ? Number(s) : Number.NaN);

/** The request body from the form, or the form's own errors (by field name) before asking the server. */
export function selectBody(v: SelectFormValues, place: { lat: number; lng: number; tz: string }): FormCheck {
  const errors: Record<string, "dateRequired" | "placeRequired" | "tooMany" | "badTime" | "badNumber"> = {};
  const people: Record<string, unknown>[] = [];
  const fields: PeopleFields = [];
  for (const uuid of v.charts) {
    people.push({ chartId: uuid });
    fields.push("chart");
  }
  v.rows.forEach((r, i) => {
    if (!isRowFilled(r)) return;
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(r.date);
    if (!m) errors[`p${i}.date`] = "dateRequired";
    const t = r.time === "" ? null : /^(\d{1,2}):(\d{2})$/.exec(r.time);
    if (r.time !== "" && !t) errors[`p${i}.time`] = "badTime";
    if (r.lat === "" || r.lng === "") errors[`p${i}.city`] = "placeRequired";
    else if (Number.isNaN(numberOr(r.lat)) || Number.isNaN(numberOr(r.lng)))
      errors[`p${i}.city`] = "badNumber";
    if (!m) return;
    people.push({
      birth: {
        year: Number(m[1]),
        month: Number(m[2]),
        day: Number(m[3]),
        ...(t ? { hour: Number(t[1]), minute: Number(t[2]) } : {}),
        lat: numberOr(r.lat),
        lng: numberOr(r.lng),
      },
      ...(r.label ? { label: r.label.slice(0, 40) } : {}),
    });
    fields.push(`p${i}`);
  });
  if (people.length > MAX_PEOPLE) errors.people = "tooMany";
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    people: fields,
    body: {
      event: v.event,
      from: v.from,
      to: v.to,
      lat: place.lat,
      lng: place.lng,
      tz: place.tz,
      people,
      ...(v.skipRules.length ? { skipRules: v.skipRules } : {}),
      ...(v.explain ? { explain: v.explain } : {}),
      ...(v.allHours ? { allHours: true } : { hours: `${v.hoursFrom}-${v.hoursTo}` }),
      ...(v.mountain ? { mountain: v.mountain } : {}),
    },
  };
}

/**
 * Where a server field error goes on the form: `people.2.birth.year` → the row's date field, `people.0.chartId`
 * → the saved charts, `people.1.birth.lat` → the row's city; other fields keep their names.
 */
export function formFieldOf(serverField: string, people: PeopleFields): string {
  if (serverField === "hours") return "hoursFrom";
  const m = /^people\.(\d+)(?:\.(\w+)(?:\.(\w+))?)?/.exec(serverField);
  if (!m) return serverField;
  const row = people[Number(m[1])];
  if (row === undefined) return "people";
  if (row === "chart") return "chart";
  const leaf = m[3] ?? m[2] ?? "";
  if (leaf === "lat" || leaf === "lng") return `${row}.city`;
  if (leaf === "hour" || leaf === "minute") return `${row}.time`;
  if (leaf === "label") return `${row}.label`;
  return `${row}.date`;
}
