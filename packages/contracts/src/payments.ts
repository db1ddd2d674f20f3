/**
 * Payments (docs/product.md §1–§4, §7, §9): tariffs, checkout of a chart's Personal Calendar, the return from the
 * payment page, payment history and autopay. Prices always come from the server's tariff table: a client names a
 * tariff, never an amount.
 */
import { z } from "zod";

/** A form's checkbox that must be ticked: a boolean from JSON, "on"/"true"/"1" from an HTML form. */
export const Checked = (message: string) =>
  z.preprocess((v) => v === true || v === "on" || v === "true" || v === "1", z.literal(true, { message }));

/** The seller as payers see it (the operator's configuration: SELLER_*, SUPPORT_EMAIL). */
export interface Seller {
  name: string;
  inn: string;
  /** OGRN (13 digits) or OGRNIP (15). */
  ogrn: string;
  address: string;
  email: string;
}

/**
 * Pay for a chart: the tariff, and the two consents docs/product.md §5 requires (payment confirmation, personal data).
 */
export const CheckoutSchema = z
  .object({
    uuid: z.uuid({ message: "error.field.invalid" }),
    product: z
      .string({ message: "pay.field.product" })
      .trim()
      .regex(/^[a-z0-9-]{1,64}$/, { message: "pay.field.product" }),
    confirm: Checked("pay.field.confirm"),
    consent: Checked("pay.field.consent"),
  })
  .strip();
export type Checkout = z.infer<typeof CheckoutSchema>;

/**
 * Turning autopay back on for the running paid period (issue 22): the chart, and the same two consents a purchase
 * takes (the renewal charges the saved method on the same tariff).
 */
export const AutopayOnSchema = z
  .object({
    uuid: z.uuid({ message: "error.field.invalid" }),
    confirm: Checked("pay.field.confirm"),
    consent: Checked("pay.field.consent"),
  })
  .strip();
export type AutopayOn = z.infer<typeof AutopayOnSchema>;

/** Autopay is on again: the message, and the paid-until date ("YYYY-MM-DD", UTC) the next charge renews. */
export const AutopayOnAnswerSchema = z.object({
  message: z.string(),
  paidUntil: z
    .string()
    .describe('The current period\'s end "YYYY-MM-DD" (UTC); the renewal is charged a day before'),
});

/** The return from the payment page (`/kassa/success`): the chart, and the order when the page knows it. */
export const KassaReturnSchema = z
  .object({
    uuid: z.uuid({ message: "error.field.invalid" }),
    order: z.uuid({ message: "error.field.invalid" }).optional(),
  })
  .strip();
export type KassaReturn = z.infer<typeof KassaReturnSchema>;

const ProductKindSchema = z.enum(["period", "autopay", "mobile"]);
export type ProductKind = z.infer<typeof ProductKindSchema>;
const CurrencySchema = z.enum(["RUB", "USD"]);
export type CurrencyCode = z.infer<typeof CurrencySchema>;

/** A tariff as the site shows it (GET /api/products). */
export const ProductViewSchema = z.object({
  id: z.string(),
  kind: ProductKindSchema,
  months: z.number().int(),
  currency: CurrencySchema,
  amountMinor: z.number().int().describe("The price in minor units (kopecks, cents)"),
  amount: z.number().describe("The price in major units, e.g. 490 or 6.99 (the spec's summ)"),
  name: z.string().describe('"6 месяцев", "Monthly autopay"… in the request\'s language'),
  refundable: z
    .boolean()
    .describe("1/6/12-month packages: false (non-refundable, stated at checkout and in the offer)"),
});
export type ProductView = z.infer<typeof ProductViewSchema>;

/** One payment of the history (GET /api/client/payments). */
export const PaymentViewSchema = z.object({
  id: z.string().describe("Our order id"),
  chartName: z.string(),
  date: z.string().describe("When it was made (ISO instant)"),
  summ: z.number().describe("Amount in major units"),
  currency: CurrencySchema,
  status: z.enum(["paid", "pending", "canceled"]).describe("canceled: nothing was charged"),
  product: z.string().describe("The tariff's name in the request's language"),
  renewal: z.boolean().describe("A renewal charged by autopay (not a purchase on the site)"),
});
export type PaymentView = z.infer<typeof PaymentViewSchema>;

/** What the return page learns (POST /api/charts/activate_from_kassa_success): it only reads, never activates. */
export const KassaStateSchema = z.object({
  state: z
    .enum(["succeeded", "pending", "canceled", "none"])
    .describe("succeeded: paid; pending: the provider has not told us yet; canceled: failed"),
  active: z
    .string()
    .nullable()
    .describe("The selected chart after the call (the paid chart once its payment succeeded)"),
  paidUntil: z
    .string()
    .nullable()
    .describe(
      "Paid-until date of the chart's Personal Calendar (or the app's Premium), \"YYYY-MM-DD\", or null",
    ),
  kind: ProductKindSchema.nullable().describe("Which calendar the order was for"),
});
export type KassaState = z.infer<typeof KassaStateSchema>;
