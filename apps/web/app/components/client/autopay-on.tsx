/**
 * "Turn autopay back on" on a chart card (issue 22): for a chart whose autopay the user turned off while its paid
 * period runs and whose saved method is kept. A disclosure with the same two consents a purchase takes (the offer,
 * the processing of personal data); the renewal then charges the saved card on the same tariff a day before the
 * period ends. When the server says the method is gone or the period is over, the card says so and offers to buy
 * instead. Works without JavaScript (the checkboxes are required; the page's answer shows under the tab).
 */
import type { Lang } from "@bazi/i18n";
import { t } from "@bazi/i18n/payments";
import { type ReactNode, useEffect, useId } from "react";
import { Link, useFetcher } from "react-router";
import { clientPath } from "../../lib/account-forms.ts";
import { pathInLang } from "../../lib/lang.ts";
import { notify } from "../../lib/notify.ts";
import type { PayResult } from "../../lib/payments.ts";
import { FormMessage } from "../account/fields.tsx";

const BUTTON =
  "inline-flex items-center rounded-full px-4 py-2 text-sm font-semibold disabled:cursor-wait disabled:opacity-60";

export function AutopayOn({ lang, uuid, paidUntil }: { lang: Lang; uuid: string; paidUntil: string }) {
  const id = useId();
  const fetcher = useFetcher<PayResult>();
  const result = fetcher.data;
  const errors = result && !result.ok ? result.errors : {};
  useEffect(() => {
    if (result?.ok && result.message) notify({ kind: "success", text: result.message });
  }, [result]);
  const check = (name: "confirm" | "consent", label: ReactNode) => (
    <div>
      <label className="flex items-start gap-3 text-sm text-stone-800">
        <input
          type="checkbox"
          name={name}
          value="on"
          required
          className="mt-1 h-4 w-4 accent-stone-900"
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
          data-testid={`autopay-on-${name}`}
        />
        <span>{label}</span>
      </label>
      {errors[name] ? (
        <p id={`${id}-${name}-error`} className="mt-1 text-sm font-medium text-red-800">
          {errors[name]}
        </p>
      ) : null}
    </div>
  );
  return (
    <details className="group w-full" data-testid="autopay-on">
      <summary
        className={`${BUTTON} cursor-pointer list-none border border-stone-300 bg-white text-stone-800 hover:border-stone-500 [&::-webkit-details-marker]:hidden`}
      >
        {t(lang, "pay.card.autopayOn")}
      </summary>
      <fetcher.Form
        method="post"
        action={clientPath(lang)}
        className="mt-3 space-y-3 rounded-xl border border-stone-200 bg-stone-50 p-3"
        data-testid="autopay-on-form"
      >
        <input type="hidden" name="intent" value="autopayOn" />
        <input type="hidden" name="uuid" value={uuid} />
        <p className="text-sm text-stone-700">{t(lang, "pay.card.autopayOnLead", { date: paidUntil })}</p>
        {check(
          "confirm",
          <>
            {t(lang, "pay.page.confirm")}{" "}
            <Link to={pathInLang("/offer", lang)} className="underline" target="_blank">
              {t(lang, "pay.page.offer")}
            </Link>
          </>,
        )}
        {check(
          "consent",
          <>
            {t(lang, "pay.page.consent")}{" "}
            <Link to={pathInLang("/personal-data-consent", lang)} className="underline" target="_blank">
              {t(lang, "pay.page.policy")}
            </Link>
          </>,
        )}
        {result && !result.ok && result.message ? (
          <div className="space-y-2" data-testid="autopay-on-error">
            <FormMessage kind="error" text={result.message} />
            <Link
              to={pathInLang(`/personal/${uuid}`, lang)}
              className={`${BUTTON} bg-stone-900 text-white hover:bg-stone-700`}
              data-testid="autopay-on-buy"
            >
              {t(lang, "pay.card.buyAgain")}
            </Link>
          </div>
        ) : null}
        <button
          type="submit"
          disabled={fetcher.state !== "idle"}
          className={`${BUTTON} bg-stone-900 text-white hover:bg-stone-700`}
          data-testid="autopay-on-submit"
        >
          {t(lang, "pay.card.autopayOnSubmit")}
        </button>
      </fetcher.Form>
    </details>
  );
}
