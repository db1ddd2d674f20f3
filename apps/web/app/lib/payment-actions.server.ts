/**
 * The payment forms' action (routes/personal.tsx, the app's Premium page and the client area's chart cards):
 * - checkout: `services.payments.checkout` makes the order with the tariff's price and answers the provider's
 *   page, where the browser goes as a full document navigation (another site, or the sandbox's own page);
 * - autopayOff: turns a chart's autopay off and answers 'Autopay disabled' (the page's loaders run again, so the
 *   chart list reloads);
 * - autopayOn: turns it back on for the running paid period, after both consents (issue 22).
 * Failures come back as a `PayResult` with the server's messages per field, in the page's language (a 200,
 * `formError`: the page shows them, issue 22).
 */
import type { SessionInfo } from "@bazi/contracts";
import type { Lang } from "@bazi/i18n";
import { type ActionFunctionArgs, data, redirectDocument } from "react-router";
import { problemTexts } from "./account-actions.server.ts";
import { valuesOf } from "./account-forms.ts";
import { servicesContext, sessionContext } from "./context.ts";
import { formError, formOf } from "./form-error.ts";
import { langOfPath } from "./lang.ts";
import type { PayResult } from "./payments.ts";

const CHECKOUT_FIELDS = { uuid: "uuid", product: "product", confirm: "confirm", consent: "consent" };

export async function paymentAction({ context, request, url }: ActionFunctionArgs, scope: "site" | "mobile") {
  const lang: Lang = langOfPath(url.pathname);
  const payments = context.get(servicesContext).payments;
  const session: SessionInfo = context.get(sessionContext);
  const form = valuesOf(await formOf(request));
  if (form.intent === "autopayOff") {
    const r = await payments.autopayOff(session, { uuid: form.uuid }, lang);
    return r.ok
      ? data<PayResult>({ intent: "autopayOff", ok: true, message: r.value.message, errors: {} })
      : formError<PayResult>({ intent: "autopayOff", ok: false, ...problemTexts(lang, r, {}) });
  }
  if (form.intent === "autopayOn") {
    const r = await payments.autopayOn(
      session,
      { uuid: form.uuid, confirm: form.confirm, consent: form.consent },
      lang,
    );
    return r.ok
      ? data<PayResult>({ intent: "autopayOn", ok: true, message: r.value.message, errors: {} })
      : formError<PayResult>({
          intent: "autopayOn",
          ok: false,
          ...problemTexts(lang, r, { uuid: "uuid", confirm: "confirm", consent: "consent" }),
          values: { uuid: form.uuid ?? "" },
        });
  }
  const values = { uuid: form.uuid ?? "", product: form.product ?? "" };
  const r = await payments.checkout(
    session,
    { uuid: form.uuid, product: form.product, confirm: form.confirm, consent: form.consent },
    lang,
    scope,
  );
  if (r.ok) return redirectDocument(r.value.confirmationUrl);
  return formError<PayResult>({
    intent: "checkout",
    ok: false,
    ...problemTexts(lang, r, CHECKOUT_FIELDS),
    values,
  });
}
