/**
 * Payments for the web app's loaders and actions (Services.payments): the same use cases as the JSON API, with
 * raw form input validated by the same schemas, answering an Outcome instead of throwing.
 */
import {
  AutopayOnSchema,
  ChartUuidSchema,
  CheckoutSchema,
  KassaReturnSchema,
  type Services,
} from "@bazi/contracts";
import { t } from "@bazi/i18n/payments";
import { outcome, parseInput, principalOf } from "../../http/outcome.ts";
import type { PaymentsService } from "./payments.service.ts";

export function createPaymentsPages(payments: PaymentsService): Services["payments"] {
  return {
    provider: (lang) => payments.providerOf(lang),
    products: (lang, scope) => payments.products(lang, scope),
    checkout: (s, input, lang, scope = "site") =>
      outcome(lang, async () => ({
        value: await payments.checkout(principalOf(s).userId, parseInput(CheckoutSchema, input, lang), lang, {
          scope,
          origin: s.origin ?? null,
          ip: s.ip,
        }),
      })),
    returned: (s, input, lang) =>
      outcome(lang, async () => {
        const body = parseInput(KassaReturnSchema, input, lang);
        return { value: await payments.returned(principalOf(s).userId, body.uuid, body.order) };
      }),
    history: (s, lang) =>
      outcome(lang, async () => ({
        value: { payments: await payments.history(principalOf(s).userId, lang) },
      })),
    autopayOff: (s, input, lang) =>
      outcome(lang, async () => {
        await payments.autopayOff(principalOf(s).userId, parseInput(ChartUuidSchema, input, lang).uuid);
        return { value: { message: t(lang, "pay.ok.autopayDisabled") } };
      }),
    autopayOn: (s, input, lang) =>
      outcome(lang, async () => {
        const body = parseInput(AutopayOnSchema, input, lang);
        const { paidUntil } = await payments.autopayOn(principalOf(s).userId, body.uuid, lang, s.ip);
        return { value: { message: t(lang, "pay.ok.autopayEnabled"), paidUntil } };
      }),
  };
}
