/**
 * The event form of /predict/event (date selection 择日): what the form sends, the request body it makes
 * (SelectBody of @bazi/contracts) and where the server's field errors go back on the form. Pure, so that it
 * can be tested without a browser. A POST form: birth data never goes into a URL. Dates and times are read as typed
 * in the page's own fields (components/controls: 21.11.2026, 2026-11-21, 14.30…) and kept as ISO "YYYY-MM-DD"
 * and "HH:MM" when they are dates and times; anything else stays as typed, for its field's error.
 */
import { WAKING_HOURS } from "@bazi/almanac/waking-hours";
import { PERSON_LABEL_MAX_CHARS } from "@bazi/contracts/limits";
import { DIRECTIONAL_EVENT_IDS } from "@bazi/contracts/select-ids";
import { type DateProblem, dateProblem } from "./date-error.ts";
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

/** A burial's deceased: the birth like a person's row (no name), and the date of death when known. */
export interface DeceasedRow {
  date: string;
  time: string;
  city: string;
  lat: string;
  lng: string;
  diedOn: string;
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
  /** The sitting mountain 坐山 (one of the 24), or "" for none; sent for the directional events only. */
  mountain: string;
  /** The deceased (form fields `deceased.date` …); sent for a burial only. */
  deceased: DeceasedRow;
}

/** The events that take a sitting mountain (the engine's directional ones). */
const DIRECTIONAL: ReadonlySet<string> = new Set(DIRECTIONAL_EVENT_IDS);

/**
 * The classes that show a part of the form only while the event select holds one of its events, without
 * JavaScript (CSS `:has` on the form, the `group`): hidden otherwise, and what it holds is then not sent.
 */
export const SHOWN_FOR = {
  directional:
    "hidden group-has-[#select-event_option:is([value=moving],[value=renovation],[value=burial]):checked]:grid",
  burial: "hidden group-has-[#select-event_option[value=burial]:checked]:grid",
} as const;

const WAKING = WAKING_HOURS;

/** The form's id: the answer's "leave out this rule" buttons submit it (select-left-out.tsx). */
export const SELECT_FORM_ID = "select-form";

const EMPTY_ROW: BirthRow = { label: "", date: "", time: "", city: "", lat: "", lng: "" };
const EMPTY_DECEASED: DeceasedRow = { date: "", time: "", city: "", lat: "", lng: "", diedOn: "" };

/**
 * A fresh form for the dates from–to. `hours` is the window the user keeps (the Profile's "Hours for plans"; null:
 * every hour), the waking hours when not given.
 */
export function emptyValues(
  from: string,
  to: string,
  hours: { from: string; to: string } | null = WAKING,
): SelectFormValues {
  return {
    event: "wedding",
    from,
    to,
    explain: "",
    charts: [],
    rows: Array.from({ length: BIRTH_ROWS }, () => ({ ...EMPTY_ROW })),
    skipRules: [],
    hoursFrom: hours?.from ?? WAKING.from,
    hoursTo: hours?.to ?? WAKING.to,
    allHours: hours === null,
    mountain: "",
    deceased: { ...EMPTY_DECEASED },
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
    deceased: {
      date: normalizeDate(text("deceased.date")),
      time: normalizeTime(text("deceased.time")),
      city: text("deceased.city"),
      lat: text("deceased.lat"),
      lng: text("deceased.lng"),
      diedOn: normalizeDate(text("deceased.diedOn")),
    },
  };
}

/** Form field names, keyed by the body's people index (saved charts first, then the filled rows). */
export type PeopleFields = string[];

export type FormError = "dateRequired" | "placeRequired" | "tooMany" | "badTime" | "badNumber";

/** A form's own error: a code of the select catalog (`select.err.{code}`), or why a typed date is none. */
export type FormIssue = FormError | DateProblem;

export type FormCheck =
  | { ok: true; body: Record<string, unknown>; people: PeopleFields }
  | { ok: false; errors: Record<string, FormIssue> };

const isRowFilled = (r: BirthRow) => Boolean(r.date || r.time || r.city || r.lat || r.lng || r.label);
const numberOr = (s: string) => (/^-?\d+(\.\d+)?$/.test(s) ? Number(s) : Number.NaN);

/**
 * A typed birth as the API's BirthSchema, or null when its date is missing or no date of the calendar; its own
 * errors go to `errors` under the fields `${at}.date`, `${at}.time` and `${at}.city`.
 */
function typedBirth(
  r: Omit<BirthRow, "label">,
  at: string,
  errors: Record<string, FormIssue>,
): Record<string, number> | null {
  // an empty date is missing; a typed one that is no date (32.13.1990) says why
  const problem = r.date === "" ? "dateRequired" : dateProblem(r.date);
  const m = problem ? null : /^(\d{4})-(\d{2})-(\d{2})$/.exec(r.date);
  if (problem) errors[`${at}.date`] = problem;
  const t = r.time === "" ? null : /^(\d{1,2}):(\d{2})$/.exec(r.time);
  if (r.time !== "" && !t) errors[`${at}.time`] = "badTime";
  if (r.lat === "" || r.lng === "") errors[`${at}.city`] = "placeRequired";
  else if (Number.isNaN(numberOr(r.lat)) || Number.isNaN(numberOr(r.lng))) errors[`${at}.city`] = "badNumber";
  if (!m) return null;
  return {
    year: Number(m[1]),
    month: Number(m[2]),
    day: Number(m[3]),
    ...(t ? { hour: Number(t[1]), minute: Number(t[2]) } : {}),
    lat: numberOr(r.lat),
    lng: numberOr(r.lng),
  };
}

/** The request body from the form, or the form's own errors (by field name) before asking the server. */
export function selectBody(v: SelectFormValues, place: { lat: number; lng: number; tz: string }): FormCheck {
  const errors: Record<string, FormIssue> = {};
  const people: Record<string, unknown>[] = [];
  const fields: PeopleFields = [];
  for (const uuid of v.charts) {
    people.push({ chartId: uuid });
    fields.push("chart");
  }
  v.rows.forEach((r, i) => {
    if (!isRowFilled(r)) return;
    const birth = typedBirth(r, `p${i}`, errors);
    if (!birth) return;
    people.push({ birth, ...(r.label ? { label: r.label.slice(0, PERSON_LABEL_MAX_CHARS) } : {}) });
    fields.push(`p${i}`);
  });
  if (people.length > MAX_PEOPLE) errors.people = "tooMany";
  // the deceased of a burial, when any of its fields is filled (a death date alone asks for the birth); the death
  // date goes as typed when it is no date, for the server to name it
  const d = v.deceased;
  let deceased: Record<string, unknown> | null = null;
  if (v.event === "burial" && Object.values(d).some(Boolean)) {
    const birth = typedBirth(d, "deceased", errors);
    if (birth) deceased = { ...birth, ...(d.diedOn ? { diedOn: d.diedOn } : {}) };
  }
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
      ...(v.mountain && DIRECTIONAL.has(v.event) ? { mountain: v.mountain } : {}),
      ...(deceased ? { deceased } : {}),
    },
  };
}

/**
 * Where a server field error goes on the form: `people.2.birth.year` → the row's date field, `people.0.chartId`
 * → the saved charts, `people.1.birth.lat` → the row's city, `deceased.day` → the deceased's date of birth,
 * `deceased.diedOn` → the date of death; other fields keep their names.
 */
export function formFieldOf(serverField: string, people: PeopleFields): string {
  if (serverField === "hours") return "hoursFrom";
  const dead = /^deceased(?:\.(\w+))?$/.exec(serverField);
  if (dead) {
    const leaf = dead[1] ?? "";
    if (leaf === "diedOn") return "deceased.diedOn";
    if (leaf === "lat" || leaf === "lng") return "deceased.city";
    if (leaf === "hour" || leaf === "minute") return "deceased.time";
    return "deceased.date";
  }
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
