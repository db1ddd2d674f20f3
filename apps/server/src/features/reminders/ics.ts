/**
 * A pure iCalendar (RFC 5545) writer for published feeds: the subscription URL of a Personal Calendar serves
 * its output to Google and Apple calendars. CRLF line endings, content lines folded at 75 octets (UTF-8
 * bytes, never inside a character), TEXT values escaped, DTSTAMP and UID on every event, and the refresh hints
 * calendars read: REFRESH-INTERVAL (RFC 7986) and X-PUBLISHED-TTL (Apple, Google, Outlook).
 *
 * Zero-duration timed events are written without DTEND: RFC 5545 §3.8.2.2 requires DTEND to be later than
 * DTSTART, and §3.6.1 defines a DATE-TIME DTSTART without DTEND as ending at its start (this is also how
 * Google exports such events).
 */

export interface IcsEvent {
  /** Stable across refreshes, so calendars update an event instead of duplicating it. */
  uid: string;
  summary: string;
  description?: string;
  url?: string;
  /** An all-day event on a civil date "YYYY-MM-DD" (DTSTART;VALUE=DATE, DTEND the next day)… */
  date?: string;
  /** …or an instant (UTC ms): DTSTART/DTEND in UTC ("…Z"); no DTEND when the duration is zero. */
  at?: number;
  durationMs?: number;
  categories?: string[];
  /** TRANSP:TRANSPARENT: the event does not block time. */
  transparent?: boolean;
}

export interface IcsCalendarOptions {
  name: string;
  description?: string;
  prodId?: string;
  /** How often calendars should refetch the feed (default 12 hours). */
  refreshHours?: number;
  events: IcsEvent[];
  /** DTSTAMP of every event: when this feed was generated (UTC ms). */
  stampMs: number;
}

const DEFAULT_PROD_ID = "-//Bazi Calendar//Personal Calendar//EN";
const MAX_OCTETS = 75;

/** Drops control characters (they may not appear in a content line), keeping HTAB when asked. */
function dropControls(value: string, keepTab: boolean): string {
  let out = "";
  for (const ch of value) {
    const c = ch.charCodeAt(0);
    if ((c < 0x20 && !(keepTab && c === 0x09)) || c === 0x7f) continue;
    out += ch;
  }
  return out;
}

/** TEXT value (RFC 5545 §3.3.11): backslash, semicolon, comma and newlines escaped; other controls dropped. */
export function escapeText(value: string): string {
  const escaped = value
    .replace(/\r\n|\r|\n/g, "\n")
    .replace(/[\\;,\n]/g, (c) => (c === "\n" ? "\\n" : `\\${c}`));
  return dropControls(escaped, true);
}

/** A URI or other non-TEXT value: only control characters (which would break the line) are removed. */
function plain(value: string): string {
  return dropControls(value, false);
}

function octets(codePoint: number): number {
  return codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;
}

/** A character (code point), or a TEXT escape with the character it escapes, kept on one physical line. */
const UNIT = /\\[\s\S]|[\s\S]/gu;

/**
 * Folds one content line (RFC 5545 §3.1): physical lines of at most 75 octets, continuation lines starting
 * with one space (which counts), never splitting a UTF-8 sequence (nor, for lenient readers, an escape such
 * as "\,"). Returns the lines joined with CRLF.
 */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = "";
  let size = 0;
  for (const [unit] of line.matchAll(UNIT)) {
    let n = 0;
    for (const ch of unit) n += octets(ch.codePointAt(0)!);
    if (size + n > MAX_OCTETS) {
      out.push(current);
      current = " ";
      size = 1;
    }
    current += unit;
    size += n;
  }
  out.push(current);
  return out.join("\r\n");
}

const pad = (n: number, w = 2) => String(n).padStart(w, "0");

/** UTC DATE-TIME "YYYYMMDDTHHMMSSZ", rounded to the second. */
export function icsUtc(ms: number): string {
  const d = new Date(Math.round(ms / 1000) * 1000);
  return (
    `${pad(d.getUTCFullYear(), 4)}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}` +
    `T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}Z`
  );
}

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

function icsDates(date: string): { start: string; end: string } {
  const m = DATE_RE.exec(date);
  const t = m ? Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : Number.NaN;
  const d = new Date(t);
  if (!m || Number.isNaN(t) || d.toISOString().slice(0, 10) !== date) {
    throw new Error(`ics: invalid date "${date}" (expected YYYY-MM-DD)`);
  }
  const compact = (x: Date) =>
    `${pad(x.getUTCFullYear(), 4)}${pad(x.getUTCMonth() + 1)}${pad(x.getUTCDate())}`;
  return { start: compact(d), end: compact(new Date(t + 86_400_000)) };
}

function eventLines(e: IcsEvent, stamp: string): string[] {
  if (!e.uid.trim()) throw new Error("ics: an event needs a UID");
  if ((e.date === undefined) === (e.at === undefined)) {
    throw new Error(`ics: event ${e.uid} needs exactly one of date and at`);
  }
  const lines = ["BEGIN:VEVENT", `UID:${escapeText(e.uid)}`, `DTSTAMP:${stamp}`];
  if (e.date !== undefined) {
    const { start, end } = icsDates(e.date);
    lines.push(`DTSTART;VALUE=DATE:${start}`, `DTEND;VALUE=DATE:${end}`);
  } else {
    const at = e.at!;
    const duration = e.durationMs ?? 0;
    if (!Number.isFinite(at) || !Number.isFinite(duration) || duration < 0) {
      throw new Error(`ics: event ${e.uid} has an invalid instant or duration`);
    }
    lines.push(`DTSTART:${icsUtc(at)}`);
    if (Math.round((at + duration) / 1000) > Math.round(at / 1000))
      lines.push(`DTEND:${icsUtc(at + duration)}`);
  }
  lines.push(`SUMMARY:${escapeText(e.summary)}`);
  if (e.description !== undefined) lines.push(`DESCRIPTION:${escapeText(e.description)}`);
  if (e.url !== undefined) lines.push(`URL:${plain(e.url)}`);
  if (e.categories?.length) lines.push(`CATEGORIES:${e.categories.map(escapeText).join(",")}`);
  if (e.transparent) lines.push("TRANSP:TRANSPARENT");
  lines.push("END:VEVENT");
  return lines;
}

/** A whole VCALENDAR (METHOD:PUBLISH) with its events, as the text to serve (text/calendar; charset=utf-8). */
export function icsCalendar(opts: IcsCalendarOptions): string {
  const hours = opts.refreshHours ?? 12;
  if (!Number.isInteger(hours) || hours < 1) throw new Error("ics: refreshHours must be a positive integer");
  const stamp = icsUtc(opts.stampMs);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${plain(opts.prodId ?? DEFAULT_PROD_ID)}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `NAME:${escapeText(opts.name)}`,
    `X-WR-CALNAME:${escapeText(opts.name)}`,
  ];
  if (opts.description !== undefined) {
    lines.push(`DESCRIPTION:${escapeText(opts.description)}`, `X-WR-CALDESC:${escapeText(opts.description)}`);
  }
  lines.push(`REFRESH-INTERVAL;VALUE=DURATION:PT${hours}H`, `X-PUBLISHED-TTL:PT${hours}H`);
  for (const e of opts.events) lines.push(...eventLines(e, stamp));
  lines.push("END:VCALENDAR");
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
