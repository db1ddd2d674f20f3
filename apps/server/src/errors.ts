/**
 * One error type. AppError carries a code from contracts; it becomes an RFC 9457 problem+json response with
 * per-field messages in the request's language. Anything else thrown is logged and answered as a generic
 * 500 that never shows internals.
 */
import { InvalidInputError } from "@bazi/almanac";
import { ERROR_STATUS, type ErrorCode, type FieldError, type Problem } from "@bazi/contracts";
import { type Lang, type MessageKey, t } from "@bazi/i18n";
import type { AccountKey } from "@bazi/i18n/accounts";
import type { MessengerKey } from "@bazi/i18n/messenger";
import type { PayKey } from "@bazi/i18n/payments";
import type { z } from "zod";
import "@bazi/i18n/accounts";
import "@bazi/i18n/messenger";
import "@bazi/i18n/payments";

type AnyKey = MessageKey | AccountKey | PayKey | MessengerKey;

const MESSAGE_OF: Record<ErrorCode, AnyKey> = {
  VALIDATION_FAILED: "error.validation",
  NOT_FOUND: "error.notFound",
  METHOD_NOT_ALLOWED: "error.methodNotAllowed",
  RATE_LIMITED: "error.rateLimited",
  PAYLOAD_TOO_LARGE: "error.payloadTooLarge",
  UNSUPPORTED_MEDIA_TYPE: "error.unsupportedMediaType",
  PERSONAL_CALENDAR_REQUIRED: "error.personalCalendarRequired",
  CROSS_SITE_REQUEST: "error.validation",
  INTERNAL: "error.internal",
  UNAUTHORIZED: "account.error.unauthorized",
  WRONG_CREDENTIALS: "account.error.wrongCredentials",
  USER_EXISTS: "account.error.userExists",
  USER_NOT_FOUND: "account.error.userNotFound",
  INVALID_CODE: "account.error.invalidCode",
  TRY_LATER: "account.error.tryLater",
  LOGIN_THROTTLED: "account.error.loginThrottled",
  CHART_LOCKED: "account.error.chartLocked",
  CHART_MOBILE: "account.error.chartMobile",
  CHART_LIMIT: "account.error.chartLimit",
  PAYMENT_UNAVAILABLE: "pay.error.unavailable",
  PRODUCT_UNAVAILABLE: "pay.error.productUnavailable",
  CHART_NOT_MOBILE: "pay.error.notMobile",
  AUTOPAY_UNAVAILABLE: "pay.error.autopayUnavailable",
  MESSENGER_NOT_CONNECTED: "msg.error.notConnected",
  MESSENGER_UNAVAILABLE: "msg.error.unavailable",
  MALFORMED_ADDRESS: "error.malformedAddress",
};

export class AppError extends Error {
  override name = "AppError";
  readonly code: ErrorCode;
  readonly fields: FieldError[];
  readonly headers: Record<string, string>;
  /** Values for the title's {placeholders}. */
  readonly params: Record<string, string | number>;

  constructor(
    code: ErrorCode,
    opts: {
      fields?: FieldError[];
      detail?: string;
      headers?: Record<string, string>;
      params?: Record<string, string | number>;
    } = {},
  ) {
    super(opts.detail ?? code);
    this.code = code;
    this.fields = opts.fields ?? [];
    this.headers = opts.headers ?? {};
    this.params = opts.params ?? {};
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export function problemOf(err: AppError, lang: Lang, requestId?: string): Problem {
  const title = t(lang, MESSAGE_OF[err.code], err.params);
  return {
    type: `about:blank#${err.code.toLowerCase()}`,
    title,
    status: err.status,
    code: err.code,
    ...(err.message !== err.code ? { detail: err.message } : {}),
    ...(err.fields.length ? { errors: err.fields } : {}),
    ...(requestId ? { requestId } : {}),
  };
}

const isKey = (s: string): s is MessageKey => s.startsWith("error.field.");
/** A schema's own message, written as a catalog key ("error.field.*", "account.field.*" or "pay.field.*"). */
const isOwnKey = (s: string): s is AnyKey =>
  s.startsWith("error.field.") ||
  s.startsWith("account.field.") ||
  s.startsWith("pay.field.") ||
  s.startsWith("msg.field.");

/** A zod issue's message in the request's language. */
function messageOf(i: z.core.$ZodIssue, lang: Lang): string {
  if (isOwnKey(i.message)) return t(lang, i.message);
  switch (i.code) {
    case "invalid_type":
      if (i.input === undefined) return t(lang, "error.field.required");
      return t(
        lang,
        i.expected === "number"
          ? "error.field.number"
          : i.expected === "string"
            ? "error.field.string"
            : "error.field.invalid",
      );
    case "too_small":
    case "too_big": {
      const min = "minimum" in i ? i.minimum : undefined;
      const max = "maximum" in i ? i.maximum : undefined;
      if (i.origin !== "string")
        return t(lang, "error.field.range", { min: String(min ?? "−∞"), max: String(max ?? "∞") });
      return i.code === "too_small"
        ? t(lang, "error.field.tooShort", { min: String(min) })
        : t(lang, "error.field.tooLong", { max: String(max) });
    }
    case "invalid_value":
      return t(lang, "error.field.enum", { values: i.values.map(String).join(", ") });
    case "custom":
      return isKey(i.message) ? t(lang, i.message) : t(lang, "error.field.invalid");
    default:
      return i.code === "invalid_format" && isKey(i.message)
        ? t(lang, i.message)
        : t(lang, "error.field.invalid");
  }
}

/** zod issues → field errors in the request's language, the first issue of each field. */
export function fieldErrors(issues: readonly z.core.$ZodIssue[], lang: Lang): FieldError[] {
  const out: FieldError[] = [];
  for (const i of issues) {
    const field = i.path.length ? i.path.map(String).join(".") : "body";
    if (!out.some((e) => e.field === field)) out.push({ field, message: `${field}: ${messageOf(i, lang)}` });
  }
  return out;
}

export function validationError(issues: readonly z.core.$ZodIssue[], lang: Lang): AppError {
  return new AppError("VALIDATION_FAILED", { fields: fieldErrors(issues, lang) });
}

/** The engine's InvalidInputError (it names the field) as a 400. */
export function fromEngineError(
  e: InvalidInputError,
  lang: Lang,
  fieldMap: Record<string, string> = {},
): AppError {
  const field = fieldMap[e.field] ?? e.field;
  return new AppError("VALIDATION_FAILED", {
    fields: [{ field, message: lang === "ru" ? e.messages.ru : e.messages.en }],
  });
}

export { InvalidInputError };
