/**
 * Telegram reminders in the client area's Profile tab (docs/product.md §2, §4; Russian locale): unavailable (no bot
 * configured), not connected (a button that makes a one-time link to the bot), or connected: reminders on or
 * off, the time (00:00 in 15-minute steps) and the chart (one with a paid Personal Calendar); the chart selector
 * and the time are disabled while reminders are off. The time is the user's place's, shown as its name with a link
 * to change it (the chart's birthplace while they chose none: decision 021). A block in Telegram shows here. Works
 * without JavaScript.
 */
import type { MessengerState } from "@bazi/contracts";
import type { Lang } from "@bazi/i18n";
import { t } from "@bazi/i18n/messenger";
import { type ReactNode, useEffect, useId, useState } from "react";
import { useFetcher } from "react-router";
import { clientPath } from "../../lib/account-forms.ts";
import { notify } from "../../lib/notify.ts";
import { placePagePath } from "../../lib/place.ts";
import type { ReminderResult } from "../../lib/reminders.ts";
import { FormMessage } from "./fields.tsx";

export interface PaidChart {
  uuid: string;
  fio: string;
  /** The birth city: the reminders' place while the user chose none of their own. */
  city: string;
}

/**
 * 00:00, 00:15, … 23:45 (the contracts' REMINDER_TIMES, which the server checks; not imported from there, so the
 * page does not carry the contracts' schemas).
 */
export const TIMES = Array.from(
  { length: 96 },
  (_, i) => `${String(Math.floor(i / 4)).padStart(2, "0")}:${String((i % 4) * 15).padStart(2, "0")}`,
);

const BUTTON =
  "inline-flex items-center rounded-full px-4 py-2 text-sm font-semibold disabled:cursor-wait disabled:opacity-60";

/** A settings form's dark submit button, disabled while the form is being sent. */
export function Submit({ busy, testId, children }: { busy: boolean; testId: string; children: ReactNode }) {
  return (
    <button
      type="submit"
      disabled={busy}
      className={`${BUTTON} bg-stone-900 text-white hover:bg-stone-700`}
      data-testid={testId}
    >
      {children}
    </button>
  );
}

/** A settings checkbox with its label beside it, sent as `name=on` when ticked. */
export function Toggle(props: {
  name: string;
  checked: boolean;
  onChange(checked: boolean): void;
  label: string;
  testId: string;
}) {
  return (
    <label className="flex items-center gap-3 text-stone-800">
      <input
        type="checkbox"
        name={props.name}
        value="on"
        checked={props.checked}
        onChange={(e) => props.onChange(e.currentTarget.checked)}
        className="h-4 w-4 accent-stone-900"
        data-testid={props.testId}
      />
      {props.label}
    </label>
  );
}

/** A select of the settings with its label over it and its error under it. */
export function SelectField({
  id,
  label,
  error,
  errorTestId,
  children,
}: {
  id: string;
  label: string;
  error: string | undefined;
  errorTestId?: string;
  /** The select (its id is `id`), and what goes with it. */
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-stone-800">
        {label}
      </label>
      {children}
      {error ? (
        <p className="mt-1 text-sm text-red-800" data-testid={errorTestId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

export const SELECT =
  "mt-1 w-full rounded-lg border border-stone-300 bg-white px-3 py-2 disabled:bg-stone-100 disabled:text-stone-500";

interface Props {
  lang: Lang;
  state: MessengerState;
  /** The viewer's charts with a paid Personal Calendar. */
  charts: PaidChart[];
  /** The action's answer when the page itself was posted (no JavaScript). */
  posted: ReminderResult | undefined;
}

export function MessengerSettings({ lang, state, charts, posted }: Props) {
  return (
    <section
      className="space-y-3 border-t border-stone-200 pt-4"
      data-testid="messenger"
      aria-labelledby="messenger-title"
    >
      <h3 id="messenger-title" className="text-lg font-semibold text-stone-900">
        {t(lang, "msg.profile.title")}
      </h3>
      <p className="text-sm text-stone-700">{t(lang, "msg.profile.lead")}</p>
      {!state.available ? (
        <p className="text-sm text-stone-600" data-testid="messenger-unavailable">
          {t(lang, "msg.profile.unavailable")}
        </p>
      ) : state.settings ? (
        <Settings
          lang={lang}
          state={state}
          charts={charts}
          posted={posted?.intent === "messengerSave" ? posted : undefined}
        />
      ) : (
        <Connect lang={lang} posted={posted?.intent === "messengerConnect" ? posted : undefined} />
      )}
    </section>
  );
}

function Connect({ lang, posted }: { lang: Lang; posted: ReminderResult | undefined }) {
  const fetcher = useFetcher<ReminderResult>();
  const result = fetcher.data ?? posted;
  if (result?.ok && result.url) {
    const bot = new URL(result.url).pathname.slice(1);
    return (
      <div className="space-y-2">
        <a
          href={result.url}
          target="_blank"
          rel="noopener noreferrer"
          className={`${BUTTON} bg-sky-700 text-white hover:bg-sky-600`}
          data-testid="messenger-link"
        >
          {t(lang, "msg.profile.openBot", { bot })}
        </a>
        <p className="text-sm text-stone-600">{t(lang, "msg.profile.linkNote")}</p>
      </div>
    );
  }
  return (
    <fetcher.Form method="post" action={clientPath(lang)} className="space-y-2">
      <input type="hidden" name="intent" value="messengerConnect" />
      <FormMessage kind="error" text={result && !result.ok ? result.message : null} />
      <Submit busy={fetcher.state !== "idle"} testId="messenger-connect">
        {t(lang, "msg.profile.connect")}
      </Submit>
    </fetcher.Form>
  );
}

function Settings({ lang, state, charts, posted }: Props) {
  const id = useId();
  const s = state.settings!;
  const fetcher = useFetcher<ReminderResult>();
  const result = fetcher.data ?? posted;
  const [active, setActive] = useState(s.active);
  const [chart, setChart] = useState(s.chart ?? charts[0]?.uuid ?? "");
  useEffect(() => {
    if (fetcher.data?.ok && fetcher.data.message) notify({ kind: "success", text: fetcher.data.message });
  }, [fetcher.data]);
  const errors = result && !result.ok ? result.errors : {};
  const saved = state.place?.source === "saved" ? state.place.name : null;
  const birthplace = charts.find((c) => c.uuid === chart)?.city;
  // the place page saves a signed-in user's place and comes back here
  const placeHref = `${placePagePath(lang)}?back=${encodeURIComponent(`${clientPath(lang)}?tab=profile`)}`;
  return (
    <fetcher.Form
      method="post"
      action={clientPath(lang)}
      className="space-y-4"
      data-testid="messenger-settings"
    >
      <input type="hidden" name="intent" value="messengerSave" />
      <p className="text-sm font-medium text-emerald-800" data-testid="messenger-connected">
        ✓ {t(lang, "msg.profile.connected")}
      </p>
      {s.blocked ? (
        <p
          className="rounded-lg border border-amber-400 bg-amber-50 px-3 py-2 text-sm text-amber-900"
          role="note"
          data-testid="messenger-blocked"
        >
          {t(lang, "msg.profile.blocked")}
        </p>
      ) : null}
      <FormMessage kind="error" text={result && !result.ok ? result.message : null} />
      {result?.ok && !fetcher.data ? <FormMessage kind="success" text={result.message} /> : null}
      <Toggle
        name="active"
        checked={active}
        onChange={setActive}
        label={t(lang, "msg.profile.active")}
        testId="messenger-active"
      />
      {charts.length === 0 ? (
        <p className="text-sm text-stone-600" data-testid="messenger-no-charts">
          {t(lang, "msg.profile.noPaidCharts")}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField id={`${id}-time`} label={t(lang, "msg.profile.time")} error={errors.timeReminder}>
          <select
            id={`${id}-time`}
            name="timeReminder"
            defaultValue={s.timeReminder}
            disabled={!active}
            className={SELECT}
            data-testid="messenger-time"
          >
            {TIMES.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
          {/* a disabled field is not sent: keep the time when reminders are off */}
          {!active ? <input type="hidden" name="timeReminder" value={s.timeReminder} /> : null}
        </SelectField>
        <SelectField
          id={`${id}-chart`}
          label={t(lang, "msg.profile.chart")}
          error={errors.chart}
          errorTestId="messenger-chart-error"
        >
          <select
            id={`${id}-chart`}
            name="chart"
            value={chart}
            onChange={(e) => setChart(e.currentTarget.value)}
            disabled={!active || charts.length === 0}
            aria-invalid={errors.chart ? true : undefined}
            className={SELECT}
            data-testid="messenger-chart"
          >
            {charts.map((c) => (
              <option key={c.uuid} value={c.uuid}>
                {c.fio}
              </option>
            ))}
          </select>
        </SelectField>
      </div>
      <p className="text-sm text-stone-600" data-testid="messenger-place">
        {saved
          ? t(lang, "msg.profile.place", { place: saved })
          : birthplace
            ? t(lang, "msg.profile.placeChart", { place: birthplace })
            : t(lang, "msg.profile.placeNone")}{" "}
        <a
          href={placeHref}
          className="font-medium text-stone-900 underline"
          data-testid="messenger-place-change"
        >
          {t(lang, saved ? "msg.profile.changePlace" : "msg.profile.choosePlace")}
        </a>
      </p>
      <Submit busy={fetcher.state !== "idle"} testId="messenger-save">
        {t(lang, "msg.profile.save")}
      </Submit>
    </fetcher.Form>
  );
}

/** A paid chart's calendar-feed address: get it (or a new one, which retires the old) and copy it. */
export function FeedLink({ lang, uuid, name }: { lang: Lang; uuid: string; name: string }) {
  const fetcher = useFetcher<ReminderResult>();
  const id = useId();
  const result = fetcher.data?.uuid === uuid ? fetcher.data : undefined;
  const [copied, setCopied] = useState(false);
  return (
    <details className="group mt-3" data-testid="feed">
      <summary className="cursor-pointer text-sm font-semibold text-stone-800 hover:underline">
        {t(lang, "msg.feed.title")}
      </summary>
      <div className="mt-2 space-y-2">
        <p className="text-sm text-stone-600">{t(lang, "msg.feed.lead")}</p>
        {result?.ok && result.url ? (
          <div className="flex flex-wrap items-center gap-2">
            <label htmlFor={`${id}-url`} className="sr-only">
              {t(lang, "msg.feed.label", { name })}
            </label>
            <input
              id={`${id}-url`}
              readOnly
              value={result.url}
              onFocus={(e) => e.currentTarget.select()}
              className="min-w-0 flex-1 rounded-lg border border-stone-300 bg-stone-50 px-3 py-1.5 font-mono text-xs"
              data-testid="feed-url"
            />
            <button
              type="button"
              className={`${BUTTON} border border-stone-300 bg-white text-stone-800`}
              onClick={() => {
                void navigator.clipboard?.writeText(result.url!).then(() => {
                  setCopied(true);
                  notify({ kind: "success", text: t(lang, "msg.feed.copied") });
                });
              }}
              data-testid="feed-copy"
            >
              {copied ? "✓ " : ""}
              {t(lang, "msg.feed.copy")}
            </button>
          </div>
        ) : null}
        <FormMessage kind="error" text={result && !result.ok ? result.message : null} />
        <fetcher.Form method="post" action={clientPath(lang)}>
          <input type="hidden" name="intent" value="feedLink" />
          <input type="hidden" name="uuid" value={uuid} />
          <button
            type="submit"
            disabled={fetcher.state !== "idle"}
            className={`${BUTTON} border border-stone-300 bg-white text-stone-800 hover:border-stone-500`}
            data-testid="feed-create"
          >
            {result?.ok ? t(lang, "msg.feed.rotate") : t(lang, "msg.feed.create")}
          </button>
          {result?.ok ? (
            <span className="ml-2 text-xs text-stone-600">{t(lang, "msg.feed.rotateNote")}</span>
          ) : null}
        </fetcher.Form>
      </div>
    </details>
  );
}
