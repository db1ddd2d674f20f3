/**
 * The fields the reminder blocks that talk to the API from the page share (the e-mail digest, browser
 * notifications): the time (15-minute steps), the chart (the paid ones, or a note that there are none yet) and the
 * block's answer line.
 */
import type { Lang } from "@bazi/i18n";
import { t } from "@bazi/i18n/messenger";
import { type PaidChart, TIMES } from "./messenger-settings.tsx";

export function TimeSelect(props: {
  id: string;
  lang: Lang;
  value: string;
  disabled?: boolean;
  onChange(time: string): void;
  testId: string;
}) {
  return (
    <>
      <label className="block text-sm" htmlFor={props.id}>
        {t(props.lang, "msg.profile.time")}
      </label>
      <select
        id={props.id}
        value={props.value}
        disabled={props.disabled}
        onChange={(e) => props.onChange(e.target.value)}
        data-testid={props.testId}
      >
        {TIMES.map((t) => (
          <option key={t} value={t}>
            {t}
          </option>
        ))}
      </select>
    </>
  );
}

/** The chart a reminder tells about; `value` null: the first paid one. */
export function ChartSelect(props: {
  id: string;
  lang: Lang;
  charts: PaidChart[];
  value: string | null;
  disabled?: boolean;
  onChange(chart: string): void;
}) {
  if (!props.charts.length)
    return <p className="text-sm text-stone-600">{t(props.lang, "msg.profile.noPaidCharts")}</p>;
  return (
    <>
      <label className="block text-sm" htmlFor={props.id}>
        {t(props.lang, "msg.profile.chart")}
      </label>
      <select
        id={props.id}
        value={props.value ?? props.charts[0]!.uuid}
        disabled={props.disabled}
        onChange={(e) => props.onChange(e.target.value)}
      >
        {props.charts.map((c) => (
          <option key={c.uuid} value={c.uuid}>
            {c.fio}
          </option>
        ))}
      </select>
    </>
  );
}

/** The block's answer: a confirmation (status) or what went wrong (alert). */
export function BlockMessage({
  message,
  testId,
}: {
  message: { ok: boolean; text: string } | null;
  testId: string;
}) {
  if (!message) return null;
  return (
    <p
      role={message.ok ? "status" : "alert"}
      className={message.ok ? "text-emerald-700" : "text-red-700"}
      data-testid={testId}
    >
      {message.text}
    </p>
  );
}
