/**
 * The calendar of a date field (date-field.tsx), loaded when it is first opened: a modal `<dialog>` with the month's
 * days as a grid (the WAI-ARIA date picker dialog pattern), month and weekday names in the page's language, and the
 * month and year to jump to. Keys on the grid: arrows move by day (a week up and down), Home and End to the week's
 * first and last day, Page Up and Page Down by month (with Shift by year), Enter or Space picks, Escape closes; the
 * field's button gets the focus back. A month field gets the twelve months of a year instead (arrows by month,
 * Page Up and Page Down by year). With `ratings`, each day of the shown month is coloured by its day rating, as on
 * the month grid (`cellClass`), and its name says the rating in words; the ratings come from the month's
 * `/:year/:month/ratings` (routes/month-ratings.ts) once the month is shown, kept for the page's life.
 */
import { type Lang, t } from "@bazi/i18n";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { isoDate, isoMonth, monthLength, parseDate, parseMonth, type Ymd } from "../../lib/date-input.ts";
import { dateFormat } from "../../lib/format.ts";
import { LOCALE, langPrefix } from "../../lib/lang.ts";
import { ratingText } from "../../lib/month-view.ts";
import { cellClass } from "../calendar/rating.tsx";
import "@bazi/i18n/controls-calendar";

export interface DatePickerProps {
  lang: Lang;
  month: boolean;
  /** The field's text: the calendar opens on its date, else on today. */
  text: string;
  /** ISO bounds (default 1800-01-01 and 2200-12-31). */
  min: string | undefined;
  max: string | undefined;
  /** The chosen date, ISO ("2026-11-21"; a month: "2026-11"); the dialog then closes by itself. */
  onPick: (iso: string) => void;
  onClose: () => void;
  /** Colour the days by their rating (the date fields of the calendar pages, not a birth date's). */
  ratings?: boolean;
}

/** The months' ratings fetched so far ("2026-11" → one a day, null when locked), for the page's life. */
const RATED = new Map<string, Promise<(number | null)[] | null>>();

function monthRatings(lang: Lang, year: number, month: number): Promise<(number | null)[] | null> {
  const key = `${year}-${month}`;
  let p = RATED.get(key);
  if (!p) {
    const path = `${langPrefix(lang)}/${year}/${String(month).padStart(2, "0")}/ratings`;
    p = fetch(path, { credentials: "same-origin" })
      .then((r) => (r.ok ? (r.json() as Promise<{ ratings: (number | null)[] }>) : null))
      .then((j) => j?.ratings ?? null)
      .catch(() => null);
    // a failure is not kept: the next time the month is shown asks again
    p.then((r) => r ?? RATED.delete(key));
    RATED.set(key, p);
  }
  return p;
}

/** A month's place in time, to compare months. */
const mi = (d: { year: number; month: number }) => d.year * 12 + d.month;
const num = (d: Ymd) => d.year * 10_000 + d.month * 100 + d.day;
const utc = (d: Ymd) => new Date(Date.UTC(d.year, d.month - 1, d.day));
const ofUtc = (x: Date): Ymd => ({
  year: x.getUTCFullYear(),
  month: x.getUTCMonth() + 1,
  day: x.getUTCDate(),
});
/** `d` moved by `months`, its day kept within the new month. */
function addMonths(d: Ymd, months: number): Ymd {
  const n = d.year * 12 + d.month - 1 + months;
  const year = Math.floor(n / 12);
  const month = (n % 12) + 1;
  return { year, month, day: Math.min(d.day, monthLength(year, month)) };
}

const NAV =
  "grid size-10 shrink-0 place-items-center rounded-full text-lg text-stone-700 hover:bg-stone-100 disabled:text-stone-300";
const SELECT = "h-10 rounded-lg border border-stone-300 bg-white px-2 text-base text-stone-900";

export function DatePicker({
  lang,
  month: months,
  text,
  min,
  max,
  onPick,
  onClose,
  ratings: rate = false,
}: DatePickerProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const keysId = useId();
  const lo = parseDate(min ?? "") ?? { year: 1800, month: 1, day: 1 };
  const hi = parseDate(max ?? "") ?? { year: 2200, month: 12, day: 31 };
  const clamp = (d: Ymd) => (num(d) < num(lo) ? lo : num(d) > num(hi) ? hi : d);
  const typed = months ? parseMonth(text) : parseDate(text);
  const picked: Ymd | null = typed ? { day: 1, ...typed } : null;
  const [focus, setFocus] = useState<Ymd>(() => {
    const now = new Date();
    return clamp(picked ?? { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() });
  });
  // the grid takes the focus back after a key moved it (not after the selects or the arrows changed the month)
  const moved = useRef(true);
  // the shown month's ratings, by "year-month"
  const [rated, setRated] = useState<Record<string, (number | null)[]>>({});
  const { year: shownYear, month: shownMonth } = focus;
  useEffect(() => {
    if (!rate || months) return;
    const [year, month] = [shownYear, shownMonth];
    let live = true;
    monthRatings(lang, year, month).then((r) => {
      if (live && r) setRated((all) => ({ ...all, [`${year}-${month}`]: r }));
    });
    return () => {
      live = false;
    };
  }, [rate, months, lang, shownYear, shownMonth]);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the focused cell follows `focus`
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    ref.current?.querySelector<HTMLElement>('button[data-date][tabindex="0"]')?.focus();
  }, [focus]);

  const go = (d: Ymd, keepFocus = true) => {
    moved.current = keepFocus;
    setFocus(clamp(d));
  };
  const pick = (d: Ymd) => {
    if (num(d) < num(months ? { ...lo, day: 1 } : lo) || num(d) > num(hi)) return;
    onPick(months ? isoMonth(d) : isoDate(d));
    ref.current?.close();
  };

  function onKey(e: KeyboardEvent<HTMLElement>) {
    const step = months
      ? { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -3, ArrowDown: 3 }
      : { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };
    const k = e.key;
    let next: Ymd | null = null;
    if (k in step) {
      const n = step[k as keyof typeof step];
      next = months ? addMonths(focus, n) : ofUtc(new Date(utc(focus).getTime() + n * 86_400_000));
    } else if (k === "PageUp" || k === "PageDown") {
      const sign = k === "PageUp" ? -1 : 1;
      next = addMonths(focus, sign * (months || e.shiftKey ? 12 : 1));
    } else if ((k === "Home" || k === "End") && !months) {
      const weekday = (utc(focus).getUTCDay() + 6) % 7;
      next = ofUtc(new Date(utc(focus).getTime() + ((k === "Home" ? 0 : 6) - weekday) * 86_400_000));
    } else if (k === "Enter" || k === " ") {
      e.preventDefault();
      pick(focus);
      return;
    }
    if (!next) return;
    e.preventDefault();
    go(next);
  }

  /** Tab and Shift+Tab stay in the dialog. */
  function trap(e: KeyboardEvent<HTMLDialogElement>) {
    if (e.key !== "Tab") return;
    const items = [
      ...e.currentTarget.querySelectorAll<HTMLElement>('button:not([disabled]):not([tabindex="-1"]), select'),
    ];
    const first = items[0];
    const last = items[items.length - 1];
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last?.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first?.focus();
    }
  }

  const locale = LOCALE[lang];
  const monthNames = Array.from({ length: 12 }, (_, i) => {
    const s = dateFormat(locale, { month: "long", timeZone: "UTC" }).format(new Date(Date.UTC(2001, i, 1)));
    return s.charAt(0).toUpperCase() + s.slice(1);
  });
  const years = Array.from({ length: hi.year - lo.year + 1 }, (_, i) => lo.year + i);
  const now = new Date();
  const today = { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
  const same = (a: Ymd | null, b: Ymd) =>
    a !== null && a.year === b.year && a.month === b.month && (months || a.day === b.day);
  const out = (d: Ymd) => (months ? mi(d) < mi(lo) || mi(d) > mi(hi) : num(d) < num(lo) || num(d) > num(hi));

  const cell = (d: Ymd, label: string, name: string) => {
    const active = same(focus, d);
    const isToday = same(today, d);
    const rating = months ? undefined : rated[`${d.year}-${d.month}`]?.[d.day - 1];
    const hasRating = typeof rating === "number";
    const full = hasRating ? `${name}, ${ratingText(lang, rating)}` : name;
    return (
      <td key={d.month * 100 + d.day}>
        <button
          type="button"
          tabIndex={active ? 0 : -1}
          disabled={out(d)}
          aria-pressed={same(picked, d)}
          aria-current={isToday ? "date" : undefined}
          aria-label={full}
          onClick={() => pick(d)}
          onKeyDown={onKey}
          data-date={months ? isoMonth(d) : isoDate(d)}
          data-rating={hasRating ? rating : undefined}
          className={`h-10 w-full rounded-lg tabular-nums disabled:text-stone-300 aria-pressed:bg-stone-900 aria-pressed:font-semibold aria-pressed:text-white ${
            active
              ? "ring-2 ring-seal"
              : hasRating
                ? "hover:ring-2 hover:ring-stone-500"
                : "hover:bg-stone-100"
          } ${hasRating ? cellClass(rating) : ""} ${isToday ? "font-semibold text-seal" : ""}`}
        >
          {label}
        </button>
      </td>
    );
  };

  const rows: Ymd[][] = [];
  if (months) {
    for (let r = 0; r < 4; r++)
      rows.push([1, 2, 3].map((c) => ({ year: focus.year, month: r * 3 + c, day: 1 })));
  } else {
    const lead = (new Date(Date.UTC(focus.year, focus.month - 1, 1)).getUTCDay() + 6) % 7;
    const count = monthLength(focus.year, focus.month);
    let row: Ymd[] = [];
    for (let i = 0; i < lead; i++) row.push({ year: 0, month: 0, day: 0 });
    for (let day = 1; day <= count; day++) {
      row.push({ year: focus.year, month: focus.month, day });
      if (row.length === 7) {
        rows.push(row);
        row = [];
      }
    }
    if (row.length > 0) rows.push(row);
  }
  const weekday = (style: "short" | "long", i: number) =>
    dateFormat(locale, { weekday: style, timeZone: "UTC" }).format(new Date(Date.UTC(2001, 0, 1 + i)));
  const fullDate = (d: Ymd) =>
    dateFormat(locale, {
      day: "numeric",
      month: "long",
      year: "numeric",
      weekday: "long",
      timeZone: "UTC",
    }).format(utc(d));
  const step = months ? 12 : 1;
  const prevOk = months ? focus.year > lo.year : mi(focus) > mi(lo);
  const nextOk = months ? focus.year < hi.year : mi(focus) < mi(hi);
  /** The focused day in another month (the day kept within it). */
  const at = (year: number, month: number) => ({
    year,
    month,
    day: Math.min(focus.day, monthLength(year, month)),
  });

  return (
    <dialog
      ref={ref}
      aria-label={t(lang, months ? "calendar.month" : "calendar.date")}
      aria-describedby={keysId}
      onKeyDown={trap}
      onClose={onClose}
      // a click on the backdrop (the dialog element itself, outside its box) closes it
      onClick={(e) => {
        if (e.target !== e.currentTarget) return;
        const r = e.currentTarget.getBoundingClientRect();
        if (e.clientX < r.left || e.clientX > r.right || e.clientY < r.top || e.clientY > r.bottom)
          e.currentTarget.close();
      }}
      data-testid="date-picker"
      className="m-auto w-[min(22rem,calc(100vw-1rem))] rounded-2xl bg-white p-4 text-ink shadow-xl backdrop:bg-stone-900/30"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id={titleId} className="font-semibold text-stone-900" aria-live="polite">
          {months ? focus.year : `${monthNames[focus.month - 1]} ${focus.year}`}
        </h2>
        <button
          type="button"
          onClick={() => ref.current?.close()}
          aria-label={t(lang, "chrome.close")}
          className={NAV}
          data-testid="date-picker-close"
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className="mt-2 flex items-center gap-1">
        <button
          type="button"
          disabled={!prevOk}
          onClick={() => go(addMonths(focus, -step), false)}
          aria-label={t(lang, months ? "calendar.prevYear" : "calendar.prevMonth")}
          className={NAV}
          data-testid="date-picker-prev"
        >
          <span aria-hidden="true">‹</span>
        </button>
        {months ? null : (
          <select
            aria-label={t(lang, "calendar.monthSelect")}
            value={focus.month}
            onChange={(e) => go(at(focus.year, Number(e.target.value)), false)}
            className={`${SELECT} min-w-0 flex-1`}
            data-testid="date-picker-month"
          >
            {monthNames.map((m, i) => (
              <option key={m} value={i + 1}>
                {m}
              </option>
            ))}
          </select>
        )}
        <select
          aria-label={t(lang, "calendar.yearSelect")}
          value={focus.year}
          onChange={(e) => go(at(Number(e.target.value), focus.month), false)}
          className={`${SELECT} ${months ? "flex-1" : ""}`}
          data-testid="date-picker-year"
        >
          {years.map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </select>
        <button
          type="button"
          disabled={!nextOk}
          onClick={() => go(addMonths(focus, step), false)}
          aria-label={t(lang, months ? "calendar.nextYear" : "calendar.nextMonth")}
          className={NAV}
          data-testid="date-picker-next"
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <table aria-labelledby={titleId} className="mt-3 w-full table-fixed border-separate border-spacing-0.5">
        {months ? null : (
          <thead>
            <tr>
              {[0, 1, 2, 3, 4, 5, 6].map((i) => (
                <th
                  key={i}
                  scope="col"
                  abbr={weekday("long", i)}
                  className="h-8 text-xs font-medium text-stone-600"
                >
                  {weekday("short", i)}
                </th>
              ))}
            </tr>
          </thead>
        )}
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.find((d) => d.day)?.day ?? 0}-${row[0]!.month}`}>
              {row.map((d, i) =>
                d.day === 0 ? (
                  <td key={-i} />
                ) : months ? (
                  cell(d, monthNames[d.month - 1]!, `${monthNames[d.month - 1]} ${d.year}`)
                ) : (
                  cell(d, String(d.day), fullDate(d))
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <p id={keysId} className="sr-only">
        {t(lang, months ? "calendar.monthKeys" : "calendar.keys")}
      </p>
    </dialog>
  );
}
