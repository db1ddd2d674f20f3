/**
 * The account calls (docs/product.md §7), declared once: the routes (accounts.routes.ts) and the API document read
 * these. Wrong credentials at sign-in are a 400 (WRONG_CREDENTIALS), like a bad field: the answer must not say which
 * of the e-mail and the password was wrong. Deleting the account asks only for the password: a wrong one is that
 * field's error (VALIDATION_FAILED naming `password`).
 */
import {
  ChangePasswordSchema,
  DeleteAccountSchema,
  ExportAnswerSchema,
  HoursSavedAnswerSchema,
  HoursWindowBodySchema,
  LocationBodySchema,
  LocationSavedAnswerSchema,
  MeAnswerSchema,
  MessageAnswerSchema,
  PasswordChangedAnswerSchema,
  RecoveryCheckSchema,
  RecoveryCodeSchema,
  RecoveryPasswordSchema,
  SignedInAnswerSchema,
  SignInSchema,
  SignUpSchema,
  TokenValidityAnswerSchema,
  TokenVerifySchema,
} from "@bazi/contracts";
import { operation } from "../../http/operation.ts";

/** Sign-in, sign-up and a password change set the session cookie; sign-out and deletion clear it. */
const cookie = (description: string) => ({ "Set-Cookie": { description, schema: { type: "string" } } });
const SETS_COOKIE = cookie("The session cookie (HttpOnly)");
const CLEARS_COOKIE = cookie("The session cookie, cleared");
/** A new password the server refuses though the schema allows it: one of the most common passwords. */
const NEW_PASSWORD_400 = [
  400,
  "VALIDATION_FAILED: errors[] names each field, with a message in the request's language (a new password may also be refused as too common)",
] as const;
const INVALID_CODE = [404, "INVALID_CODE: wrong, used or expired"] as const;

export const signIn = operation({
  method: "post",
  path: "/api/token/auth",
  tag: "accounts",
  summary: "Sign in: a session token (and the session cookie)",
  description:
    "At most 12 wrong passwords per account per hour, whatever the number of addresses or instances; then LOGIN_THROTTLED until the time in Retry-After.",
  caller: "none",
  localized: true,
  body: { json: SignInSchema },
  answers: { 200: { json: SignedInAnswerSchema, headers: SETS_COOKIE } },
  errors: [
    [
      400,
      "WRONG_CREDENTIALS (no such e-mail or a wrong password), or VALIDATION_FAILED (errors[] names each field)",
    ],
    [429, "LOGIN_THROTTLED (too many wrong passwords for this account) or RATE_LIMITED, with Retry-After"],
  ],
});

export const verifyToken = operation({
  method: "post",
  path: "/api/token/verify",
  tag: "accounts",
  summary: "Whether a token is still a valid session",
  caller: "none",
  body: { json: TokenVerifySchema },
  answers: {
    200: { json: TokenValidityAnswerSchema, description: "valid: true" },
    401: { json: TokenValidityAnswerSchema, description: "valid: false: sign the user out" },
  },
});

export const signOut = operation({
  method: "post",
  path: "/api/token/logout",
  tag: "accounts",
  summary: "Sign out: the session ends, the cookie is cleared",
  caller: "optional",
  localized: true,
  answers: { 200: { json: MessageAnswerSchema, headers: CLEARS_COOKIE } },
});

export const signUp = operation({
  method: "post",
  path: "/api/user/singup",
  tag: "accounts",
  summary: "Sign up (the spec's spelling of the path): the account and a session token",
  description:
    "The consent to personal data processing (152-FZ) is recorded with the text's version and time.",
  caller: "none",
  localized: true,
  body: { json: SignUpSchema },
  answers: { 201: { json: SignedInAnswerSchema, headers: SETS_COOKIE } },
  errors: [NEW_PASSWORD_400, [409, "USER_EXISTS: the e-mail has an account"]],
});

export const me = operation({
  method: "get",
  path: "/api/user",
  tag: "accounts",
  summary: "The signed-in user and their saved place",
  caller: "session",
  answers: { 200: { json: MeAnswerSchema } },
});

export const deleteAccount = operation({
  method: "delete",
  path: "/api/user",
  tag: "accounts",
  summary: "Delete the account and everything that belongs to it (the password confirms)",
  description:
    "A confirmation is mailed to the account's address in the request's language; the address is not kept after it.",
  caller: "session",
  localized: true,
  body: { json: DeleteAccountSchema },
  answers: { 200: { json: MessageAnswerSchema, headers: CLEARS_COOKIE } },
  errors: [
    [
      400,
      "VALIDATION_FAILED: errors[] names each field, with a message in the request's language (a wrong password: the password field's \"wrong password\")",
    ],
  ],
});

export const saveLocation = operation({
  method: "post",
  path: "/api/location",
  tag: "accounts",
  summary: "Save the user's place (the calendar's default)",
  caller: "session",
  localized: true,
  body: { json: LocationBodySchema },
  answers: { 200: { json: LocationSavedAnswerSchema } },
});

export const saveHours = operation({
  method: "post",
  path: "/api/user/hours",
  tag: "accounts",
  summary: "Save the hours the user keeps: their reminders name best hours only inside them",
  caller: "session",
  localized: true,
  body: { json: HoursWindowBodySchema },
  answers: { 200: { json: HoursSavedAnswerSchema } },
});

export const changePassword = operation({
  method: "post",
  path: "/api/user/change/password",
  tag: "accounts",
  summary: "Change the password: every other session ends, a new token is given",
  caller: "session",
  localized: true,
  body: { json: ChangePasswordSchema },
  answers: { 200: { json: PasswordChangedAnswerSchema, headers: SETS_COOKIE } },
  errors: [NEW_PASSWORD_400],
});

export const recoveryCode = operation({
  method: "post",
  path: "/api/user/recovery/code",
  tag: "accounts",
  summary: "Password recovery, step 1: a code by e-mail",
  caller: "none",
  localized: true,
  body: { json: RecoveryCodeSchema },
  answers: { 200: { json: MessageAnswerSchema } },
  errors: [
    [404, "USER_NOT_FOUND: no account with this e-mail"],
    [429, "TRY_LATER (a code was sent a moment ago) or RATE_LIMITED, with Retry-After"],
  ],
});

export const recoveryCheck = operation({
  method: "post",
  path: "/api/user/recovery/code/check",
  tag: "accounts",
  summary: "Password recovery, step 2: whether the code is right",
  caller: "none",
  localized: true,
  body: { json: RecoveryCheckSchema },
  answers: { 200: { json: MessageAnswerSchema } },
  errors: [INVALID_CODE],
});

export const recoveryPassword = operation({
  method: "post",
  path: "/api/user/recovery/password",
  tag: "accounts",
  summary: "Password recovery, step 3: the new password (the code is used up)",
  caller: "none",
  localized: true,
  body: { json: RecoveryPasswordSchema },
  answers: { 200: { json: MessageAnswerSchema } },
  errors: [NEW_PASSWORD_400, INVALID_CODE],
});

export const exportData = operation({
  method: "get",
  path: "/api/user/export",
  tag: "accounts",
  summary: "Download everything stored about the user (a JSON attachment)",
  caller: "session",
  answers: {
    200: {
      json: ExportAnswerSchema,
      headers: {
        "Content-Disposition": {
          description: 'attachment; filename="bazi-calendar-data.json"',
          schema: { type: "string" },
        },
      },
    },
  },
});
