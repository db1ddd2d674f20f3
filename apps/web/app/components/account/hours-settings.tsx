/**
 * The hours the user keeps, in the Profile tab (issue 37 item 3): the reminders (Telegram, e-mail, browser) name
 * the day's best hours only among those that begin inside this window at the user's place; 07:00–22:00 unless set,
 * night hours only when asked. A form that posts to /client (intent `hoursSave`), so it works without JavaScript.
 */
import { WAKING_HOURS } from "@bazi/almanac/waking-hours";
import type { Lang } from "@bazi/i18n";
import { t } from "@bazi/i18n/messenger";
import { useEffect, useId, useState } from "react";
import { useFetcher } from "react-router";
import { clientPath } from "../../lib/account-forms.ts";
import { notify } from "../../lib/notify.ts";
import type { ReminderResult } from "../../lib/reminders.ts";
import { FormMessage } from "./fields.tsx";
import { SELECT, SelectField, Submit, Toggle } from "./messenger-settings.tsx";

const pad = (h: number) => `${String(h).padStart(2, "0")}:00`;
const STARTS = Array.from({ length: 24 }, (_, h) => pad(h));
const ENDS = Array.from({ length: 24 }, (_, h) => pad(h + 1));

export function HoursSettings({
  lang,
  window,
  posted,
}: {
  lang: Lang;
  /** The window in force; null: every hour. */
  window: { from: string; to: string } | null;
  posted: ReminderResult | undefined;
}) {
  const id = useId();
  const fetcher = useFetcher<ReminderResult>();
  const result = fetcher.data ?? (posted?.intent === "hoursSave" ? posted : undefined);
  // a page posted without JavaScript shows what it saved (its viewer was read before the save)
  const current = result?.ok && result.window !== undefined ? result.window : window;
  const [all, setAll] = useState(current === null);
  useEffect(() => {
    if (fetcher.data?.ok && fetcher.data.message) notify({ kind: "success", text: fetcher.data.message });
  }, [fetcher.data]);
  const errors = result && !result.ok ? result.errors : {};
  const shown = current ?? WAKING_HOURS;
  return (
    <fetcher.Form
      method="post"
      action={clientPath(lang)}
      className="space-y-3 rounded-lg border border-stone-200 p-4"
      data-testid="hours-settings"
    >
      <input type="hidden" name="intent" value="hoursSave" />
      <h3 className="font-semibold">{t(lang, "msg.hours.title")}</h3>
      <p className="text-sm text-stone-600">{t(lang, "msg.hours.lead")}</p>
      <FormMessage kind="error" text={result && !result.ok ? result.message : null} />
      {result?.ok && !fetcher.data ? <FormMessage kind="success" text={result.message} /> : null}
      <div className="grid grid-cols-2 gap-4 sm:max-w-sm">
        {(["hoursFrom", "hoursTo"] as const).map((name) => (
          <SelectField
            key={name}
            id={`${id}-${name}`}
            label={t(lang, name === "hoursFrom" ? "msg.hours.from" : "msg.hours.to")}
            error={errors[name]}
            errorTestId={`${name}-error`}
          >
            <select
              id={`${id}-${name}`}
              name={name}
              defaultValue={name === "hoursFrom" ? shown.from : shown.to}
              disabled={all}
              className={SELECT}
              data-testid={`hours-${name === "hoursFrom" ? "from" : "to"}`}
            >
              {(name === "hoursFrom" ? STARTS : ENDS).map((h) => (
                <option key={h} value={h}>
                  {h}
                </option>
              ))}
            </select>
          </SelectField>
        ))}
      </div>
      <Toggle
        name="allHours"
        checked={all}
        onChange={setAll}
        label={t(lang, "msg.hours.all")}
        testId="hours-all"
      />
      <Submit busy={fetcher.state !== "idle"} testId="hours-save">
        {t(lang, "msg.hours.save")}
      </Submit>
    </fetcher.Form>
  );
}
