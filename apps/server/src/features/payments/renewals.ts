/**
 * The autopay renewal job (docs/security.md C13); the same timer also asks the providers about payments left pending
 * (PaymentsService.reconcile). A day before a chart's paid-until ends it charges the saved
 * payment method for one more period; a failed charge is retried after 8 hours, and after 3 failures autopay is
 * turned off, the calendar is left to expire and the user is told by e-mail.
 *
 * Exactly once, whatever number of instances run it: each renewal holds the autopay row's lock (FOR UPDATE SKIP
 * LOCKED: another instance skips it) from the check to the charge's settlement, so turning autopay off (which
 * updates that row) waits for a charge in flight and a charge never starts after it. The order id and the
 * provider's idempotence key are derived from the renewal key (chart, kind, the paid-until being extended, the
 * attempt number), so a crash between the charge and the commit repeats the same charge at the provider, which
 * answers with the same payment instead of taking the money twice.
 */

import { createHash } from "node:crypto";
import { type Lang, langOf } from "@bazi/i18n";
import { langPrefix } from "@bazi/i18n/paths";
import { t } from "@bazi/i18n/payments";
import "@bazi/i18n/plural";
import { periodic } from "../../jobs/periodic.ts";
import type { Logger } from "../../log.ts";
import type { AppMetrics } from "../../metrics.ts";
import type { Clock } from "../../providers/clock.ts";
import type { Mailer } from "../../providers/mail.ts";
import { PaymentProviderError, type ProviderName, type ProviderPayment } from "../../providers/payments.ts";
import type { Contact } from "../accounts/accounts.service.ts";
import type { AutopayRow, PaymentsRepo } from "./payments.repo.ts";
import { orderOf, type PaymentsService, RENEW_MAX_FAILURES, RENEW_RETRY_MS } from "./payments.service.ts";

/** A transient failure (provider unreachable, payment still pending) is looked at again after this. */
const RECHECK_MS = 3600_000;

export type RenewalOutcome = "renewed" | "failed" | "gave-up" | "pending" | "skipped";

/** A UUID derived from a text (SHA-256, RFC 9562 version 8 layout): the same renewal always has the same order. */
export function uuidOf(text: string): string {
  const h = createHash("sha256").update(text).digest();
  h[6] = (h[6]! & 0x0f) | 0x80;
  h[8] = (h[8]! & 0x3f) | 0x80;
  const x = h.subarray(0, 16).toString("hex");
  return `${x.slice(0, 8)}-${x.slice(8, 12)}-${x.slice(12, 16)}-${x.slice(16, 20)}-${x.slice(20)}`;
}

export function createRenewals(deps: {
  repo: PaymentsRepo;
  payments: PaymentsService;
  clock: Clock;
  mailer: Mailer;
  log: Logger;
  origin: (lang: Lang) => string;
  metrics?: AppMetrics;
  /** A user's e-mail and language (the accounts feature). */
  contactOf: (userId: string) => Promise<Contact | null>;
}) {
  const { repo, payments, clock, log } = deps;

  async function tellGaveUp(a: AutopayRow, chartName: string, paidUntil: Date | null): Promise<void> {
    const user = await deps.contactOf(a.userId);
    if (!user) return;
    const lang = langOf(user.locale);
    const url = `${deps.origin(lang)}${langPrefix(lang)}/personal/${a.chartId}`;
    const date = paidUntil ? paidUntil.toISOString().slice(0, 10) : "—";
    await deps.mailer
      .send({
        to: user.email,
        subject: t(lang, "pay.mail.renewFailed.subject"),
        text: t(lang, "pay.mail.renewFailed.text", {
          name: chartName,
          tries: t(lang, "count.attempts", { count: RENEW_MAX_FAILURES }),
          date,
          url,
        }),
      })
      .catch((e: unknown) =>
        log.error({ err: (e as Error).message }, "could not send the renewal-failed e-mail"),
      );
  }

  async function renewOne(due: AutopayRow): Promise<RenewalOutcome> {
    let gaveUp: { a: AutopayRow; name: string; until: Date | null } | null = null;
    // read before the transaction: the accounts feature's query takes its own connection, and the embedded
    // database has one, which the open transaction holds
    const user = await deps.contactOf(due.userId);
    const lang = langOf(user?.locale);
    const outcome = await repo.db.transaction(async (tx): Promise<RenewalOutcome> => {
      const a = await repo.lockAutopay(tx, due.chartId, due.kind);
      const now = new Date(clock.now());
      // turned off (the row stays while its period runs, issue 22): never charged
      if (!a?.nextAttemptAt || a.offAt || a.nextAttemptAt.getTime() > now.getTime()) return "skipped";
      // a transient failure: the same attempt is made again after RECHECK_MS (no failure counted)
      const recheckLater = async (outcome: RenewalOutcome) => {
        await repo.autopayFailed(tx, a.chartId, a.kind, a.failures, new Date(now.getTime() + RECHECK_MS));
        return outcome;
      };
      const chart = await repo.lockChart(tx, a.chartId);
      const product = await repo.product(a.productId, tx);
      const provider = payments.provider(a.provider);
      if (!chart || !product || !provider) {
        log.error(
          { chartId: a.chartId, provider: a.provider },
          "autopay cannot renew: chart, tariff or provider missing",
        );
        return recheckLater("skipped");
      }
      const base = a.kind === "mobile" ? chart.mobilePaidUntil : chart.paidUntil;
      const renewalKey = `${a.chartId}:${a.kind}:${base?.toISOString() ?? "none"}:${a.failures}`;
      const orderId = uuidOf(renewalKey);
      const order =
        (await repo.orderByRenewalKey(tx, renewalKey)) ??
        (await repo.insertOrder(
          tx,
          orderOf(product, {
            id: orderId,
            userId: a.userId,
            chartId: a.chartId,
            chartName: chart.fio,
            provider: provider.name,
            renewalKey,
            email: user?.email ?? "",
            locale: lang,
            createdAt: now,
          }),
        ));
      if (!order) return "skipped";
      let p: ProviderPayment;
      try {
        p = await provider.charge({
          orderId: order.id,
          idempotenceKey: order.id,
          amountMinor: order.amountMinor,
          currency: order.currency as "RUB" | "USD",
          description: payments.description(lang, order),
          savedMethodId: a.methodId,
          customerEmail: order.email,
        });
      } catch (e) {
        if (!(e instanceof PaymentProviderError)) throw e;
        log.warn(
          { err: e.message, status: e.status, chartId: a.chartId },
          "autopay charge did not go through",
        );
        if (e.retryable) return recheckLater("pending");
        p = {
          id: `refused:${order.id}`,
          status: "canceled",
          amountMinor: order.amountMinor,
          currency: order.currency,
          orderId: order.id,
          savedMethodId: null,
          failureReason: e.message,
        };
      }
      await repo.insertPayment(tx, {
        id: uuidOf(`payment:${provider.name}:${p.id}`),
        orderId: order.id,
        provider: provider.name,
        providerPaymentId: p.id,
        createdAt: now,
        updatedAt: now,
      });
      await payments.settle(provider.name as ProviderName, p, tx);
      // what the order is now, whoever settled it (this run, an earlier one, or a notification in between)
      const settled = await repo.orderStatus(tx, order.id);
      if (settled === "succeeded") return "renewed";
      if (settled === "pending") return recheckLater("pending");
      const failures = a.failures + 1;
      log.warn({ chartId: a.chartId, failures, reason: p.failureReason }, "autopay renewal failed");
      if (failures >= RENEW_MAX_FAILURES) {
        await repo.dropAutopay(tx, a.chartId, a.kind);
        gaveUp = { a, name: chart.fio, until: base };
        return "gave-up";
      }
      await repo.autopayFailed(tx, a.chartId, a.kind, failures, new Date(now.getTime() + RENEW_RETRY_MS));
      return "failed";
    });
    const g = gaveUp as { a: AutopayRow; name: string; until: Date | null } | null;
    if (g) {
      const provider = payments.provider(g.a.provider);
      await provider?.forgetMethod(g.a.methodId).catch(() => undefined);
      await tellGaveUp(g.a, g.name, g.until);
    }
    return outcome;
  }

  /** Renews every autopay that is due now (up to `limit`); answers what happened to each. */
  async function runDue(limit = 50): Promise<RenewalOutcome[]> {
    const due = await repo.dueAutopays(new Date(clock.now()), limit);
    const out: RenewalOutcome[] = [];
    for (const a of due) {
      try {
        out.push(await renewOne(a));
      } catch (e) {
        log.error({ err: e, chartId: a.chartId }, "autopay renewal crashed");
        out.push("skipped");
      }
    }
    return out;
  }

  return {
    renewOne,
    runDue,

    /** Runs renewals and reconciliation every `everyMs` in the background; `stop` waits for a run in flight. */
    ...periodic(
      "payments",
      () => Promise.all([runDue(), payments.reconcile(), payments.forgetLapsed()]),
      log,
      deps.metrics,
    ),
  };
}

export type Renewals = ReturnType<typeof createRenewals>;
