/**
 * Payments (docs/product.md §1–§4, §7; docs/security.md C11–C13): tariffs, checkout, notifications, exactly-once
 * activation, the return page's read-only state, history and autopay.
 *
 * Money flow: checkout makes an order with the tariff's price (server-side) and a provider payment whose
 * idempotence key is the order id; the payer confirms at the provider; the provider's notification names the
 * payment, which is fetched from the provider's API and settled. Settling checks order, amount and currency
 * against the order, then in one transaction turns the payment succeeded only if it was not and only then
 * extends the chart's paid-until from max(now, paid-until) under the chart's row lock. Nothing a client sends
 * (the return page, a notification's body) ever activates anything by itself.
 */

import { randomUUID } from "node:crypto";
import type {
  Checkout,
  CurrencyCode,
  KassaState,
  PaymentView,
  ProductKind,
  ProductView,
} from "@bazi/contracts";
import type { Lang } from "@bazi/i18n";
import { langPrefix } from "@bazi/i18n/paths";
import { monthsText, priceText, t } from "@bazi/i18n/payments";
import { AppError } from "../../errors.ts";
import type { Logger } from "../../log.ts";
import { type AppMetrics, noMetrics } from "../../metrics.ts";
import type { Clock } from "../../providers/clock.ts";
import {
  type IncomingNotification,
  type PaymentProvider,
  PaymentProviderError,
  type ProviderName,
  type ProviderPayment,
} from "../../providers/payments.ts";
import type { Contact } from "../accounts/accounts.service.ts";
import type { ChartsService } from "../charts/charts.service.ts";
import { extendPaidUntil } from "./months.ts";
import type { OrderInsert, OrderRow, PaymentsRepo, ProductRow, Tx } from "./payments.repo.ts";

/** A renewal is charged this long before paid-until ends. */
export const RENEW_AHEAD_MS = 24 * 3600_000;
/** Failed renewal charges of one period before autopay is turned off. */
export const RENEW_MAX_FAILURES = 3;
/** Wait between failed renewal charges. */
export const RENEW_RETRY_MS = 8 * 3600_000;
/** A payment still pending this long after it was made is asked about (reconcile). */
export const RECONCILE_AFTER_MS = 3 * 60_000;
/** …for this long. */
const RECONCILE_WITHIN_MS = 3 * 24 * 3600_000;
/** A repeated checkout within this time reuses the pending order (and so the same payment at the provider). */
const REUSE_PENDING_MS = 10 * 60_000;

export type SettleOutcome = "activated" | "already" | "pending" | "canceled" | "mismatch" | "unknown";

export const currencyOf = (lang: Lang): CurrencyCode => (lang === "en" ? "USD" : "RUB");

/** A tariff on sale in this currency, among the site's (`scope` site) or the app's Premium (`scope` mobile). */
const sellable = (p: ProductRow, currency: CurrencyCode, scope: "site" | "mobile") =>
  p.onSale && p.currency === currency && (scope === "mobile") === (p.kind === "mobile");

/** The site's kinds (opening the site calendar) and the app's (mobile Premium). */
const autopayKindOf = (kind: string): "site" | "mobile" => (kind === "mobile" ? "mobile" : "site");

export function productName(lang: Lang, p: Pick<ProductRow, "kind" | "months">): string {
  if (p.kind === "autopay") return t(lang, "pay.product.autopay");
  if (p.kind === "mobile") return t(lang, "pay.product.mobile");
  return monthsText(lang, p.months);
}

export function productView(lang: Lang, p: ProductRow): ProductView {
  return {
    id: p.id,
    kind: p.kind as ProductKind,
    months: p.months,
    currency: p.currency as CurrencyCode,
    amountMinor: p.amountMinor,
    amount: p.amountMinor / 100,
    name: productName(lang, p),
    refundable: false,
  };
}

/** A new order of a tariff: the tariff's kind, period and price copied into it (the order keeps them). */
export function orderOf(
  product: ProductRow,
  o: Omit<OrderInsert, "productId" | "kind" | "months" | "amountMinor" | "currency">,
): OrderInsert {
  return {
    ...o,
    productId: product.id,
    kind: product.kind,
    months: product.months,
    amountMinor: product.amountMinor,
    currency: product.currency,
  };
}

export interface PaymentsDeps {
  repo: PaymentsRepo;
  /** The charts feature (owner-scoped: another user's chart is NOT_FOUND). */
  charts: Pick<ChartsService, "get" | "list" | "select">;
  clock: Clock;
  log: Logger;
  /** The provider of each currency (absent: payments in it are unavailable). */
  providers: Partial<Record<CurrencyCode, PaymentProvider>>;
  /**
   * The public origin of a locale (return URLs): the configured one, else the origin the checkout request came
   * to (`requested`, validated by http/origin.ts), else the default.
   */
  origin: (lang: Lang, requested?: string | null) => string;
  metrics?: AppMetrics;
  /** A user's e-mail and language (the accounts feature). */
  contactOf: (userId: string) => Promise<Contact | null>;
  /** Records the consent to personal data processing given in the checkout form (the accounts feature). */
  recordConsent?: (userId: string, lang: Lang, ip: string) => Promise<void>;
}

/**
 * Refused notifications (a foreign address, a bad signature, a malformed or ignored body) are counted, not stored:
 * the first is logged at once, then the counts at most once a minute (real time), by provider and reason.
 */
function refusalCounter(log: Logger, metrics: AppMetrics) {
  let counts: Record<string, number> = {};
  let loggedAt = Number.NEGATIVE_INFINITY;
  return {
    count(provider: ProviderName, reason: string): void {
      metrics.notificationRefused(provider, reason);
      const key = `${provider}:${reason}`;
      counts[key] = (counts[key] ?? 0) + 1;
      const t = performance.now();
      if (t - loggedAt < 60_000) return;
      log.warn({ refused: counts }, "payment notifications refused (counted, not stored)");
      counts = {};
      loggedAt = t;
    },
  };
}

export function createPaymentsService(deps: PaymentsDeps) {
  const { repo, clock, log } = deps;
  const metrics = deps.metrics ?? noMetrics;
  const refusals = refusalCounter(log, metrics);
  const byName = new Map<ProviderName, PaymentProvider>();
  for (const p of Object.values(deps.providers)) if (p) byName.set(p.name, p);
  const now = () => new Date(clock.now());

  /**
   * Settles a payment as the provider's API reports it. Exactly once: only the caller that turns the payment
   * row succeeded extends the period. `tx` runs it inside a caller's transaction (renewals); otherwise its own.
   */
  async function settle(provider: ProviderName, p: ProviderPayment, tx?: Tx): Promise<SettleOutcome> {
    const run = async (t: Tx): Promise<SettleOutcome> => {
      const found = await repo.paymentByProviderId(t, provider, p.id);
      if (!found) return "unknown";
      const { payment, order } = found;
      if (p.orderId !== order.id || p.amountMinor !== order.amountMinor || p.currency !== order.currency) {
        log.error(
          {
            provider,
            paymentId: p.id,
            orderId: order.id,
            reported: { orderId: p.orderId, amount: p.amountMinor, currency: p.currency },
          },
          "payment does not match its order: not activated",
        );
        return "mismatch";
      }
      if (p.status === "pending") return "pending";
      const at = now();
      if (p.status === "canceled") {
        return (await repo.markCanceled(t, payment.id, order.id, at)) ? "canceled" : "already";
      }
      if (!(await repo.markSucceeded(t, payment.id, at))) return "already";
      let paidUntil: Date | null = null;
      if (order.chartId) {
        const chart = await repo.lockChart(t, order.chartId);
        if (chart) {
          if (order.kind === "mobile") {
            paidUntil = extendPaidUntil(chart.mobilePaidUntil, at, order.months);
            // the app's Premium has its own period; the site tariff of the chart (isTariffArchived) stays
            await repo.setChartPaid(t, order.chartId, { mobilePaidUntil: paidUntil });
          } else {
            paidUntil = extendPaidUntil(chart.paidUntil, at, order.months);
            const product = await repo.product(order.productId, t);
            await repo.setChartPaid(t, order.chartId, {
              paidUntil,
              productId: order.productId,
              isTariffArchived: product ? !product.onSale : false,
            });
            // `lastPayedChart` of docs/product.md §3: a bought chart becomes the selected one
            if (!order.renewalKey) await repo.selectChart(t, order.userId, order.chartId);
          }
          const autopayKind = autopayKindOf(order.kind);
          const nextAttemptAt = new Date(paidUntil.getTime() - RENEW_AHEAD_MS);
          if (!order.renewalKey && p.savedMethodId && (order.kind === "autopay" || order.kind === "mobile")) {
            await repo.upsertAutopay(t, {
              chartId: order.chartId,
              kind: autopayKind,
              userId: order.userId,
              provider,
              methodId: p.savedMethodId,
              productId: order.productId,
              nextAttemptAt,
              createdAt: at,
            });
          } else {
            // any payment moves the end of the period: an autopay of the chart renews from the new end
            await repo.rescheduleAutopay(t, order.chartId, autopayKind, nextAttemptAt);
          }
        }
      }
      await repo.completeOrder(t, order.id, at, paidUntil);
      log.info({ provider, paymentId: p.id, orderId: order.id, paidUntil }, "payment settled: period added");
      return "activated";
    };
    const outcome = await (tx ? run(tx) : repo.db.transaction((t) => run(t)));
    metrics.settlement(provider, outcome);
    return outcome;
  }

  /**
   * Fetches a payment from its provider's API and settles what it answers (a notification, reconcile, a repeated
   * checkout all ask this way); a failure to ask comes back as `failed`, for the caller to judge. Except when the
   * provider answers that it has no such payment (HTTP 404: YooKassa's, Stripe's, the sandbox's): it was never
   * made there or is gone (the sandbox forgets its payments at a restart; a real provider's account may have
   * changed). Nothing can be paid through it any more, so a pending payment and its order are canceled (`lost`):
   * the job stops asking, and choosing the tariff again makes a new payment. A success the provider reports later
   * still settles (a cancel never wins over it).
   */
  async function ask(
    provider: PaymentProvider,
    paymentId: string,
  ): Promise<{ outcome: SettleOutcome; lost: boolean } | { failed: PaymentProviderError }> {
    let p: ProviderPayment;
    try {
      p = await provider.fetch(paymentId);
    } catch (e) {
      if (!(e instanceof PaymentProviderError)) throw e;
      if (e.status !== 404) return { failed: e };
      const at = now();
      const outcome = await repo.db.transaction(async (t): Promise<SettleOutcome> => {
        const found = await repo.paymentByProviderId(t, provider.name, paymentId);
        if (!found) return "unknown";
        if (!(await repo.markCanceled(t, found.payment.id, found.order.id, at))) return "already";
        log.warn(
          { provider: provider.name, paymentId, orderId: found.order.id },
          "the provider has no such payment: its order is canceled",
        );
        return "canceled";
      });
      metrics.settlement(provider.name, outcome);
      return { outcome, lost: true };
    }
    return { outcome: await settle(provider.name, p), lost: false };
  }

  /**
   * Whether a pending order's payment can still be paid at its provider's page: asked of the provider (and what
   * it answers is settled). Not when the order went to another provider, or the provider has no such payment or
   * has finished it; yes when the provider cannot be asked now (its page is still the payer's best way).
   */
  async function stillPayable(provider: PaymentProvider, order: OrderRow): Promise<boolean> {
    if (order.provider !== provider.name) return false;
    const payment = await repo.paymentOfOrder(repo.db, order.id);
    if (!payment) return true;
    const asked = await ask(provider, payment.providerPaymentId);
    return "failed" in asked || asked.outcome === "pending";
  }

  async function forget(providerName: string, methodId: string, chartId: string | null): Promise<void> {
    await byName
      .get(providerName as ProviderName)
      ?.forgetMethod(methodId)
      .catch((e: unknown) => {
        log.warn(
          { err: (e as Error).message, chartId },
          "could not forget the payment method at the provider",
        );
      });
  }

  /**
   * Autopays turned off whose paid period has ended: the saved method is forgotten at the provider and the row
   * deleted (the renewal job runs it; turning autopay off too). Answers how many went.
   */
  async function forgetLapsed(limit = 50): Promise<number> {
    let n = 0;
    for (const a of await repo.lapsedOffAutopays(now(), limit)) {
      if (!(await repo.dropOffAutopay(a.chartId, a.kind))) continue;
      await forget(a.provider, a.methodId, a.chartId);
      n++;
    }
    return n;
  }

  function description(lang: Lang, order: Pick<OrderRow, "chartName" | "kind" | "months">): string {
    return order.kind === "mobile"
      ? t(lang, "pay.descriptionMobile", { name: order.chartName })
      : t(lang, "pay.description", { name: order.chartName, product: productName(lang, order) });
  }

  return {
    settle,

    /** What this feature stores about a user (orders, payments, autopays), for the data download. */
    exportOf: (userId: string) => repo.export(userId),

    /** The tariffs on sale in the locale's currency: the site's, or the app's Premium. */
    async products(lang: Lang, scope: "site" | "mobile" = "site"): Promise<ProductView[]> {
      const currency = currencyOf(lang);
      return (await repo.products())
        .filter((p) => sellable(p, currency, scope))
        .map((p) => productView(lang, p));
    },

    /** The provider of this locale's currency, or null (payment unavailable). */
    providerOf: (lang: Lang): ProviderName | null => deps.providers[currencyOf(lang)]?.name ?? null,

    /**
     * Starts paying for a chart: an order with the tariff's price, a payment at the provider, and the URL where
     * the payer confirms it. A repeated checkout of the same chart and tariff within minutes reuses the order,
     * while its payment can still be paid at the provider (asked then): otherwise it makes a new one.
     * `ctx.ip` is where the request came from (the consent to personal data processing given in the form is
     * recorded with it), `ctx.origin` the origin it came to (return addresses when no site URL is configured).
     */
    async checkout(
      userId: string,
      input: Checkout,
      lang: Lang,
      ctx: { ip: string; scope?: "site" | "mobile"; origin?: string | null },
    ): Promise<{ orderId: string; confirmationUrl: string }> {
      const scope = ctx.scope ?? "site";
      const chart = await deps.charts.get(userId, input.uuid);
      const product = await repo.product(input.product);
      const currency = currencyOf(lang);
      if (!product || !sellable(product, currency, scope)) throw new AppError("PRODUCT_UNAVAILABLE");
      if (scope === "mobile" && (!chart.isMobile || lang !== "ru")) throw new AppError("CHART_NOT_MOBILE");
      const provider = deps.providers[currency];
      if (!provider)
        throw new AppError("PAYMENT_UNAVAILABLE", { detail: `no payment provider for ${currency}` });
      const at = now();
      const user = await deps.contactOf(userId);
      if (!user) throw new AppError("UNAUTHORIZED");
      await deps.recordConsent?.(userId, lang, ctx.ip);
      let order = await repo.pendingOrder(
        userId,
        chart.uuid,
        product.id,
        new Date(at.getTime() - REUSE_PENDING_MS),
      );
      if (order?.confirmationUrl) {
        if (await stillPayable(provider, order)) {
          return { orderId: order.id, confirmationUrl: order.confirmationUrl };
        }
        order = null;
      }
      order ??= await repo.insertOrder(
        repo.db,
        orderOf(product, {
          id: randomUUID(),
          userId,
          chartId: chart.uuid,
          chartName: chart.fio,
          provider: provider.name,
          email: user.email,
          locale: lang,
          createdAt: at,
        }),
      );
      if (!order) throw new AppError("INTERNAL");
      const back = `${deps.origin(lang, ctx.origin)}${langPrefix(lang)}/kassa`;
      const query = `uuid=${chart.uuid}&order=${order.id}`;
      let created: Awaited<ReturnType<PaymentProvider["create"]>>;
      try {
        created = await provider.create({
          orderId: order.id,
          idempotenceKey: order.id,
          amountMinor: order.amountMinor,
          currency,
          description: description(lang, order),
          savePaymentMethod: product.kind === "autopay" || product.kind === "mobile",
          returnUrl: `${back}/success?${query}`,
          cancelUrl: `${back}/fail?${query}`,
          customerEmail: user.email,
          locale: lang,
        });
      } catch (e) {
        if (!(e instanceof PaymentProviderError)) throw e;
        // the order stays pending: a retry uses the same idempotence key, so it can never pay twice
        log.warn(
          { err: e.message, status: e.status, orderId: order.id },
          "payment provider refused a checkout",
        );
        throw new AppError("PAYMENT_UNAVAILABLE");
      }
      await repo.insertPayment(repo.db, {
        id: randomUUID(),
        orderId: order.id,
        provider: provider.name,
        providerPaymentId: created.payment.id,
        createdAt: at,
        updatedAt: at,
      });
      await repo.setConfirmationUrl(order.id, created.confirmationUrl);
      return { orderId: order.id, confirmationUrl: created.confirmationUrl };
    },

    /**
     * A notification from a provider: checked (IP ranges or signature), recorded raw, then the payment it names
     * is fetched from the provider's API and settled. Answers the HTTP status for the provider.
     */
    async notify(name: ProviderName, n: IncomingNotification): Promise<{ status: number; outcome: string }> {
      const provider = byName.get(name);
      const receivedAt = now();
      const record = (outcome: string, paymentId: string | null) =>
        repo.recordEvent({
          id: randomUUID(),
          provider: name,
          providerPaymentId: paymentId,
          remoteIp: n.ip.slice(0, 64),
          body: n.rawBody.slice(0, 16_384),
          outcome,
          receivedAt,
        });
      if (!provider) return { status: 404, outcome: "no-provider" };
      const check = provider.checkNotification(n);
      if (!check.ok) {
        // not stored: anyone can send these, and a table of them is a disk anyone can fill
        refusals.count(name, check.reason);
        const status = check.reason === "forbidden" ? 403 : check.reason === "ignored" ? 200 : 400;
        return { status, outcome: check.reason };
      }
      const asked = await ask(provider, check.paymentId);
      if ("failed" in asked) {
        await record(`fetch-failed:${asked.failed.status}`, check.paymentId);
        // the provider retries a notification that did not get 200: ask it to when the failure may pass
        return { status: asked.failed.retryable ? 503 : 200, outcome: "fetch-failed" };
      }
      await record(asked.lost ? `not-found:${asked.outcome}` : asked.outcome, check.paymentId);
      return { status: 200, outcome: asked.lost ? "not-found" : asked.outcome };
    },

    /**
     * The return page (`activate_from_kassa_success`): reads the order's state and, once it is paid, selects the
     * chart. It never activates: only a verified payment does.
     */
    async returned(userId: string, chartId: string, orderId: string | undefined): Promise<KassaState> {
      await deps.charts.get(userId, chartId);
      const order = await repo.latestOrder(userId, chartId, orderId);
      const state = (order?.status ?? "none") as KassaState["state"];
      const isMobile = order?.kind === "mobile";
      if (state === "succeeded" && !isMobile) await deps.charts.select(userId, chartId);
      const { list, active } = await deps.charts.list(userId);
      const chart = list.find((c) => c.uuid === chartId);
      return {
        state,
        active,
        paidUntil: (isMobile ? chart?.mobileDisableDate : chart?.active ? chart.disableDate : null) ?? null,
        kind: (order?.kind as ProductKind | undefined) ?? null,
      };
    },

    /** The user's payments, newest first ('paid' shown as 'Paid'). */
    async history(userId: string, lang: Lang): Promise<PaymentView[]> {
      return (await repo.history(userId, 200)).map((o) => ({
        id: o.id,
        chartName: o.chartName,
        date: o.createdAt.toISOString(),
        summ: o.amountMinor / 100,
        currency: o.currency as CurrencyCode,
        status: o.status === "succeeded" ? "paid" : (o.status as "pending" | "canceled"),
        product: productName(lang, o),
        renewal: o.renewalKey !== null,
      }));
    },

    /**
     * Turns autopay of a chart off (idempotent; a renewal in flight finishes first): nothing is charged any more.
     * While the paid period runs the saved method is kept, so the user can turn autopay back on for it (issue 22);
     * when the period ends (`forgetLapsed`) it is forgotten. Without a running period it is forgotten at once.
     */
    async autopayOff(userId: string, chartId: string): Promise<void> {
      await deps.charts.get(userId, chartId);
      const at = now();
      await repo.pauseAutopays(userId, chartId, at);
      await forgetLapsed(100);
    },

    /**
     * Turns an autopay the user turned off back on for the running paid period (issue 22), with the same tariff
     * and the saved method, after the same explicit consent a purchase takes (recorded with its text's version).
     * Idempotent: autopay already on answers the same. The saved method gone (never saved, forgotten, or the
     * period over): AUTOPAY_UNAVAILABLE, and the user buys again.
     */
    async autopayOn(userId: string, chartId: string, lang: Lang, ip: string): Promise<{ paidUntil: string }> {
      const chart = await deps.charts.get(userId, chartId);
      const at = now();
      const rows = await repo.autopaysOf(userId, chartId);
      const untilOf = (kind: string) =>
        kind === "mobile" ? chart.mobileDisableDate : chart.active ? chart.disableDate : null;
      const on = rows.find((a) => a.offAt === null);
      if (on && untilOf(on.kind)) return { paidUntil: untilOf(on.kind)! };
      const off = rows.filter((a) => a.offAt !== null);
      if (off.length === 0) throw new AppError("AUTOPAY_UNAVAILABLE");
      await deps.recordConsent?.(userId, lang, ip);
      const resumed = await repo.db.transaction(async (t) => {
        const locked = await repo.lockChart(t, chartId);
        if (!locked) return null;
        let until: Date | null = null;
        for (const a of off) {
          const end = a.kind === "mobile" ? locked.mobilePaidUntil : locked.paidUntil;
          if (!end || end.getTime() <= at.getTime()) continue;
          if (await repo.resumeAutopay(t, chartId, a.kind, new Date(end.getTime() - RENEW_AHEAD_MS))) {
            until ??= end;
          }
        }
        return until;
      });
      if (!resumed) {
        await forgetLapsed(100);
        throw new AppError("AUTOPAY_UNAVAILABLE");
      }
      log.info({ chartId }, "autopay turned back on for the paid period");
      return { paidUntil: resumed.toISOString().slice(0, 10) };
    },

    forgetLapsed,

    /**
     * The account is about to be deleted: its saved methods are forgotten at the providers (the rows go with the
     * account). Answers the step to run after the deletion.
     */
    async forgetAllOf(userId: string): Promise<() => Promise<void>> {
      const methods = await repo.methodsOf(userId);
      return async () => {
        for (const m of methods) await forget(m.provider, m.methodId, null);
      };
    },

    /**
     * Asks the providers about payments still pending after a few minutes (a notification may have been lost or
     * the payer may have closed the page) and settles what they answer: the same check → fetch → settle path as
     * a notification, started by us. A payment the provider says it does not have is canceled (`lost`), so it
     * is asked about once, not every minute. Payments older than three days are left alone.
     */
    async reconcile(limit = 20): Promise<SettleOutcome[]> {
      const t = clock.now();
      const rows = await repo.pendingPayments(
        new Date(t - RECONCILE_AFTER_MS),
        new Date(t - RECONCILE_WITHIN_MS),
        limit,
      );
      const out: SettleOutcome[] = [];
      for (const row of rows) {
        const provider = byName.get(row.provider as ProviderName);
        if (!provider) continue;
        const asked = await ask(provider, row.providerPaymentId);
        if (!("failed" in asked)) out.push(asked.outcome);
        else {
          log.warn(
            { err: asked.failed.message, paymentId: row.providerPaymentId },
            "could not ask the provider about a pending payment",
          );
        }
      }
      return out;
    },

    /** For the renewal job. */
    provider: (name: string) => byName.get(name as ProviderName) ?? null,
    description,
    priceText,
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
