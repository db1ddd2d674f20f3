/**
 * Error codes and the problem document (RFC 9457) every JSON error is sent as. The UI shows i18n text keyed
 * by the code; `errors[]` names each bad field with a message in the request's language.
 */
import { z } from "zod";

export const ERROR_CODES = [
  "VALIDATION_FAILED",
  "NOT_FOUND",
  "METHOD_NOT_ALLOWED",
  "RATE_LIMITED",
  "PAYLOAD_TOO_LARGE",
  "UNSUPPORTED_MEDIA_TYPE",
  "PERSONAL_CALENDAR_REQUIRED",
  "CROSS_SITE_REQUEST",
  "INTERNAL",
  "UNAUTHORIZED",
  "WRONG_CREDENTIALS",
  "USER_EXISTS",
  "USER_NOT_FOUND",
  "INVALID_CODE",
  "TRY_LATER",
  "LOGIN_THROTTLED",
  "CHART_LOCKED",
  "CHART_MOBILE",
  "CHART_LIMIT",
  "PAYMENT_UNAVAILABLE",
  "PRODUCT_UNAVAILABLE",
  "CHART_NOT_MOBILE",
  "AUTOPAY_UNAVAILABLE",
  "MESSENGER_NOT_CONNECTED",
  "MESSENGER_UNAVAILABLE",
  "MALFORMED_ADDRESS",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const ERROR_STATUS: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  RATE_LIMITED: 429,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  PERSONAL_CALENDAR_REQUIRED: 403,
  CROSS_SITE_REQUEST: 403,
  INTERNAL: 500,
  UNAUTHORIZED: 401,
  WRONG_CREDENTIALS: 400,
  USER_EXISTS: 409,
  USER_NOT_FOUND: 404,
  INVALID_CODE: 404,
  TRY_LATER: 429,
  LOGIN_THROTTLED: 429,
  CHART_LOCKED: 409,
  CHART_MOBILE: 409,
  CHART_LIMIT: 409,
  PAYMENT_UNAVAILABLE: 503,
  PRODUCT_UNAVAILABLE: 409,
  CHART_NOT_MOBILE: 409,
  AUTOPAY_UNAVAILABLE: 409,
  MESSENGER_NOT_CONNECTED: 409,
  MESSENGER_UNAVAILABLE: 503,
  MALFORMED_ADDRESS: 400,
};

export const FieldErrorSchema = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof FieldErrorSchema>;

export const ProblemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string().optional(),
  code: z.enum(ERROR_CODES),
  errors: z.array(FieldErrorSchema).optional(),
  requestId: z.string().optional(),
});
export type Problem = z.infer<typeof ProblemSchema>;
