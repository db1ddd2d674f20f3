/**
 * The checkout form of a chart's Personal Calendar (or the app's Premium): the chart (a choice, or the one of
 * the page), the tariffs as radio cards with their prices, the non-refundable and autopay notes, the two
 * required consents (payment confirmation with a link to the offer, personal data with a link to the policy),
 * and the submit button. It posts to the page's action (works without JavaScript); the server checks the
 * consents again and names each missing one in the page's language.
 */
import type { Lang } from "@bazi/i18n";
import { t } from "@bazi/i18n/payments";
import { useId } from "react";
import { Form, Link, useNavigation } from "react-router";
import { pathInLang } from "../../lib/lang.ts";
import type { PayResult } from "../../lib/payments.ts";
import { FormMessage } from "../account/fields.tsx";

export interface PayChart {
  uuid: string;
  fio: string;
  /** Paid-until in words while paid (the site calendar, or the app's Premium on the mobile page). */
  paidUntil: string | null;
  autopay: boolean;
}

export interface PayProduct {
  id: string;
  kind: "period" | "autopay" | "mobile";
  name: string;
  /** «2 490 ₽», "$34.99". */
  price: string;
}

const BUTTON =
  "inline-flex items-center justify-center rounded-full px-5 py-2.5 text-sm font-semibold disabled:cursor-wait disabled:opacity-60";

export function PayForm({
  lang,
  action,
  charts,
  chosen,
  fixed,
  products,
  result,
}: {
  lang: Lang;
  /** The page's own path (its action takes the form). */
  action: string;
  charts: PayChart[];
  /** The chart chosen at first. */
  chosen: string;
  /** The page is about one chart: no choice. */
  fixed: boolean;
  products: PayProduct[];
  result: PayResult | undefined;
}) {
  const id = useId();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const errors = result && !result.ok ? result.errors : {};
  const values = result?.values ?? {};
  const chart = values.uuid || chosen;
  const product = values.product || products[0]?.id;
  const current = charts.find((c) => c.uuid === chart);
  const err = (field: string) =>
    errors[field] ? (
      <p
        id={`${id}-${field}-error`}
        className="mt-1 text-sm font-medium text-red-800"
        data-testid={`pay-error-${field}`}
      >
        {errors[field]}
      </p>
    ) : null;
  return (
    <Form method="post" action={action} noValidate className="space-y-6" data-testid="pay-form">
      <input type="hidden" name="intent" value="checkout" />
      <FormMessage kind="error" text={result && !result.ok ? result.message : null} />
      {fixed && current ? (
        <div>
          <input type="hidden" name="uuid" value={current.uuid} />
          <p className="text-lg font-semibold text-stone-900" data-testid="pay-chart-name">
            {t(lang, "pay.page.forChart", { name: current.fio })}
          </p>
        </div>
      ) : (
        <div>
          <label htmlFor={`${id}-chart`} className="block text-sm font-semibold text-stone-800">
            {t(lang, "pay.page.chart")}
          </label>
          <select
            id={`${id}-chart`}
            name="uuid"
            defaultValue={chart}
            className="mt-1 w-full max-w-md rounded-lg border border-stone-300 bg-white px-3 py-2"
            aria-invalid={errors.uuid ? true : undefined}
            aria-describedby={errors.uuid ? `${id}-uuid-error` : undefined}
            data-testid="pay-chart"
          >
            {charts.map((c) => (
              <option key={c.uuid} value={c.uuid}>
                {c.paidUntil ? `${c.fio} · ${t(lang, "pay.page.paidUntil", { date: c.paidUntil })}` : c.fio}
              </option>
            ))}
          </select>
          {err("uuid")}
        </div>
      )}
      {current?.paidUntil ? (
        <p className="text-sm text-stone-700" data-testid="pay-extend-note">
          {t(lang, "pay.page.paidUntil", { date: current.paidUntil })}.{" "}
          {t(lang, "pay.page.extend", { date: current.paidUntil })}
        </p>
      ) : null}

      <fieldset aria-describedby={errors.product ? `${id}-product-error` : undefined}>
        <legend className="text-sm font-semibold text-stone-800">{t(lang, "pay.page.tariffs")}</legend>
        <div className="mt-2 grid gap-3 sm:grid-cols-2">
          {products.map((p) => (
            <label
              key={p.id}
              className="flex cursor-pointer items-start gap-3 rounded-xl border border-stone-300 bg-white p-3 has-[:checked]:border-stone-900 has-[:checked]:ring-2 has-[:checked]:ring-stone-900/20"
              data-testid="pay-product"
              data-product={p.id}
            >
              <input
                type="radio"
                name="product"
                value={p.id}
                defaultChecked={p.id === product}
                className="mt-1 h-4 w-4 accent-stone-900"
              />
              <span>
                <span className="block font-semibold text-stone-900">{p.name}</span>
                <span className="block text-stone-700" data-testid="pay-price">
                  {p.kind === "period" ? p.price : t(lang, "pay.perMonth", { price: p.price })}
                </span>
              </span>
            </label>
          ))}
        </div>
        {err("product")}
      </fieldset>
      <ul className="list-disc space-y-1 pl-5 text-sm text-stone-600">
        {products.some((p) => p.kind === "period") ? <li>{t(lang, "pay.nonRefundable")}</li> : null}
        <li>{t(lang, "pay.autopayNote")}</li>
      </ul>

      <div className="space-y-3">
        <div>
          <label className="flex items-start gap-3 text-stone-800">
            <input
              type="checkbox"
              name="confirm"
              value="on"
              className="mt-1 h-4 w-4 accent-stone-900"
              aria-invalid={errors.confirm ? true : undefined}
              aria-describedby={errors.confirm ? `${id}-confirm-error` : undefined}
              data-testid="pay-confirm"
            />
            <span>
              {t(lang, "pay.page.confirm")}{" "}
              <Link to={pathInLang("/offer", lang)} className="underline" target="_blank">
                {t(lang, "pay.page.offer")}
              </Link>
            </span>
          </label>
          {err("confirm")}
        </div>
        <div>
          <label className="flex items-start gap-3 text-stone-800">
            <input
              type="checkbox"
              name="consent"
              value="on"
              className="mt-1 h-4 w-4 accent-stone-900"
              aria-invalid={errors.consent ? true : undefined}
              aria-describedby={errors.consent ? `${id}-consent-error` : undefined}
              data-testid="pay-consent"
            />
            <span>
              {t(lang, "pay.page.consent")}{" "}
              <Link to={pathInLang("/personal-data-consent", lang)} className="underline" target="_blank">
                {t(lang, "pay.page.policy")}
              </Link>
            </span>
          </label>
          {err("consent")}
        </div>
      </div>
      <button
        type="submit"
        disabled={busy}
        className={`${BUTTON} bg-stone-900 text-white hover:bg-stone-700`}
        data-testid="pay-submit"
      >
        {t(lang, "pay.page.pay")}
      </button>
    </Form>
  );
}

/** Turns a chart's autopay off (a small form of its own; works without JavaScript). */
export function AutopayOff({ lang, action, uuid }: { lang: Lang; action: string; uuid: string }) {
  return (
    <Form method="post" action={action}>
      <input type="hidden" name="intent" value="autopayOff" />
      <input type="hidden" name="uuid" value={uuid} />
      <button
        type="submit"
        className="inline-flex items-center rounded-full border border-stone-300 bg-white px-4 py-2 text-sm font-semibold text-stone-800 hover:border-stone-500"
        data-testid="autopay-off"
      >
        {t(lang, "pay.page.autopayOff")}
      </button>
    </Form>
  );
}
