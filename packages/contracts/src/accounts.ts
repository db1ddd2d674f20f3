/**
 * Accounts, sessions, recovery and charts (docs/product.md §3, §5, §7): request bodies with its field names, and the
 * shapes answered. Messages are i18n keys ("account.field.*", "error.field.*"), turned into text in the
 * request's language by the server. The web app validates its forms with the same schemas.
 */
import { z } from "zod";
import { LatSchema, LngSchema } from "./calendar.ts";
import { NAME_MAX_CHARS } from "./limits.ts";
import { Checked } from "./payments.ts";
import { isTimeZone } from "./time-zone.ts";

const chars = (s: string) => [...s].length;

/** E-mail: trimmed, lower-cased, a real-looking address. */
export const EmailSchema = z.preprocess(
  (v) => (typeof v === "string" ? v.trim().toLowerCase() : v),
  z.email({ message: "account.field.email" }).max(254, { message: "account.field.email" }),
);

/** The password rule of docs/product.md §5: 6 to 20 characters (the common-password list is checked by the server). */
export const PasswordSchema = z
  .string({ message: "account.field.passwordRequired" })
  .min(1, { message: "account.field.passwordRequired" })
  .refine((s) => chars(s) >= 6 && chars(s) <= 20, { message: "account.field.passwordLength" });

/** A password being checked (sign-in, confirmation): required, at most 256 bytes, no other rule. */
export const PasswordInputSchema = z
  .string({ message: "account.field.passwordRequired" })
  .min(1, { message: "account.field.passwordRequired" })
  .max(256, { message: "account.field.passwordRequired" });

const NameSchema = z.preprocess(
  (v) => (typeof v === "string" ? v.normalize("NFC").trim() : v),
  z
    .string({ message: "account.field.name" })
    .min(1, { message: "account.field.name" })
    .max(NAME_MAX_CHARS, { message: "account.field.chartName" })
    // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
    .refine((s) => !/[\u0000-\u001f\u007f]/.test(s), { message: "error.field.invalid" }),
);

/**
 * Sign-up: the name, e-mail and password of docs/product.md §3, plus the consent to personal data processing, which
 * the law asks for as a separate, recorded act (152-FZ art. 9 as of 1 Sep 2025); the server records which text was
 * agreed to.
 */
export const SignUpSchema = z.object({
  name: NameSchema,
  email: EmailSchema,
  password: PasswordSchema,
  consent: Checked("account.field.consent"),
});
export type SignUp = z.infer<typeof SignUpSchema>;

/** Sign-in: docs/product.md §3 calls the e-mail `username`. */
export const SignInSchema = z.object({ username: EmailSchema, password: PasswordInputSchema });
export type SignIn = z.infer<typeof SignInSchema>;

export const TokenVerifySchema = z.object({ token: z.string().min(1).max(4096) });

export const ChangePasswordSchema = z
  .object({ pass: PasswordSchema, checkPass: PasswordInputSchema })
  .refine((v) => v.pass === v.checkPass, { path: ["checkPass"], message: "account.field.passwordsDiffer" });

export const RecoveryCodeSchema = z.object({ email: EmailSchema });
export const CodeSchema = z
  .string({ message: "account.field.code" })
  .trim()
  .regex(/^\d{6}$/, { message: "account.field.code" });
export const RecoveryCheckSchema = z.object({ email: EmailSchema, code: CodeSchema });
export const RecoveryPasswordSchema = z.object({
  email: EmailSchema,
  code: CodeSchema,
  password: PasswordSchema,
});

export const DeleteAccountSchema = z.object({ password: PasswordInputSchema });

const TimeZoneSchema = z
  .string({ message: "account.field.timeZone" })
  .min(1, { message: "account.field.timeZone" })
  .max(64, { message: "account.field.timeZone" })
  .refine(isTimeZone, { message: "account.field.timeZone" });

/** A signed-in user's saved place. */
export const LocationBodySchema = z.object({
  address: z.string().trim().min(1).max(255),
  latitude: LatSchema,
  longitude: LngSchema,
  timeZone: TimeZoneSchema.optional(),
});
export type LocationBody = z.infer<typeof LocationBodySchema>;

export const ChartUuidSchema = z.object({ uuid: z.uuid({ message: "error.field.invalid" }) });

/** A new chart from the Bazi form (docs/product.md §5: every field required; the hour may be unknown). */
export const ChartCreateSchema = z
  .object({
    fio: NameSchema,
    gender: z.enum(["male", "female"], { message: "account.field.required" }),
    /** "YYYY-MM-DD". */
    birthday: z.string({ message: "account.field.required" }).regex(/^\d{4}-\d{2}-\d{2}$/, {
      message: "error.field.date",
    }),
    /** "HH:MM", or null when the hour is unknown. */
    birthdayTime: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: "account.field.time" })
      .nullable(),
    city: z
      .string({ error: (issue) => (issue.code === "invalid_type" ? "account.field.required" : undefined) })
      .trim()
      .min(1, { message: "account.field.required" })
      .max(255),
    latitude: LatSchema,
    longitude: LngSchema,
    timeZone: TimeZoneSchema,
    email: EmailSchema,
    zi: z.enum(["dayChangesAt23", "lateZiSameDay"]).optional(),
    timeBasis: z.enum(["apparentSolar", "clock"]).optional(),
  })
  .strip();
export type ChartCreate = z.infer<typeof ChartCreateSchema>;

/** A chart as the API answers it (docs/product.md §3 field names, plus the form's own fields). */
export const ChartViewSchema = z.object({
  uuid: z.string(),
  fio: z.string(),
  gender: z.enum(["male", "female"]),
  /** "YYYY-MM-DD". */
  birthday: z.string(),
  /** "HH:MM", or null when the hour is unknown. */
  birthdayTime: z.string().nullable(),
  hourKnown: z.boolean(),
  city: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  timeZone: z.string(),
  email: z.string(),
  zi: z.enum(["dayChangesAt23", "lateZiSameDay"]),
  timeBasis: z.enum(["apparentSolar", "clock"]),
  active: z.boolean().describe("The Personal Calendar is paid for (disableDate in the future)"),
  disableDate: z.string().nullable().describe('Paid-until date "YYYY-MM-DD" (UTC), or null'),
  isDefault: z.boolean().describe("The selected chart"),
  isTariffArchived: z.boolean(),
  isMobile: z.boolean(),
  isBindingCustomer: z
    .boolean()
    .describe("Autopay is on: a saved payment method renews the calendar or the app's Premium every month"),
  autopayResumable: z
    .boolean()
    .describe(
      "Autopay was turned off while the paid period runs and its saved payment method is kept: it can be turned back on (POST /api/payments/autopay)",
    ),
  mobileDisableDate: z
    .string()
    .nullable()
    .describe('The app\'s Premium paid-until date "YYYY-MM-DD" (UTC) while it is in the future, or null'),
});
export type ChartView = z.infer<typeof ChartViewSchema>;

/** Whether a chart's Personal Calendar is paid for now (`active` is computed with the server's clock). */
export const hasPaidCalendar = (c: Pick<ChartView, "active" | "disableDate">): boolean =>
  c.active && c.disableDate !== null;

export const UserViewSchema = z.object({
  uuid: z.string(),
  username: z.string().describe("The spec's username is the e-mail"),
  email: z.string(),
  name: z.string(),
});
export type UserView = z.infer<typeof UserViewSchema>;

export const SavedLocationSchema = z.object({
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  timeZone: z.string().nullable(),
});
export type SavedLocation = z.infer<typeof SavedLocationSchema>;
