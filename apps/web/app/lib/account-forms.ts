/**
 * The account forms' shared pieces (browser and server): what a page action answers (`AccountResult`), the
 * docs/product.md §5 checks as the forms run them before submitting (the server checks again with the contracts'
 * schemas and its messages are shown in place too), and the safe "back" path a form returns to.
 */
import { type Lang, numberFormat } from "@bazi/i18n";
import { t } from "@bazi/i18n/accounts";
import { clientPath as clientPathOf } from "./lang.ts";

export type AccountIntent =
  | "signIn"
  | "signUp"
  | "recoveryCode"
  | "recoveryCheck"
  | "recoveryPassword"
  | "signOut"
  | "selectChart"
  | "activateChart"
  | "deleteChart"
  | "changePassword"
  | "deleteAccount";

export const INTENTS: readonly AccountIntent[] = [
  "signIn",
  "signUp",
  "recoveryCode",
  "recoveryCheck",
  "recoveryPassword",
  "signOut",
  "selectChart",
  "activateChart",
  "deleteChart",
  "changePassword",
  "deleteAccount",
];

/** A page action's answer to an account form (sign-in and the like redirect instead when they succeed). */
export interface AccountResult {
  intent: AccountIntent;
  ok: boolean;
  /** The success message, or the problem's text (with the retry time of a 429) when it is not about one field. */
  message: string | null;
  /** Field name (as the form names it) → message, without the "field: " prefix. */
  errors: Record<string, string>;
  /** What was typed in the form's plain fields (never a password), to show again after a failed page post. */
  values?: Record<string, string>;
  /** Recovery: the address and code the next step needs. */
  email?: string;
  code?: string;
}

export type FieldErrors = Record<string, string>;

const EMAIL = /^[^\s@"<>()[\],;:]+@[^\s@"<>()[\],;:]+\.[^\s@"<>()[\],;:]{2,}$/;
const chars = (s: string) => [...s].length;

export function checkEmail(lang: Lang, v: string): string | null {
  const s = v.trim();
  if (!s) return t(lang, "account.field.emailRequired");
  return s.length > 254 || !EMAIL.test(s) ? t(lang, "account.field.email") : null;
}

/** A password being checked (sign-in, confirmations): required only. */
export function checkPasswordPresent(lang: Lang, v: string): string | null {
  return v ? null : t(lang, "account.field.passwordRequired");
}

/** A new password: required, 6 to 20 characters. */
export function checkNewPassword(lang: Lang, v: string): string | null {
  if (!v) return t(lang, "account.field.passwordRequired");
  return chars(v) < 6 || chars(v) > 20 ? t(lang, "account.field.passwordLength") : null;
}

/** The repeated password: the same rule, and equal to the first. */
export function checkRepeat(lang: Lang, v: string, first: string): string | null {
  return checkNewPassword(lang, v) ?? (v === first ? null : t(lang, "account.field.passwordsDiffer"));
}

export function checkName(lang: Lang, v: string): string | null {
  return v.trim() ? null : t(lang, "account.field.name");
}

export function checkCode(lang: Lang, v: string): string | null {
  return /^\d{6}$/.test(v.trim()) ? null : t(lang, "account.field.code");
}

/** Each form's fields and their checks, in the order they appear (the first bad one takes the focus). */
export type Check = (lang: Lang, values: Record<string, string>) => string | null;

export const CHECKS: Partial<Record<AccountIntent, Record<string, Check>>> = {
  signIn: {
    username: (l, v) => checkEmail(l, v.username ?? ""),
    password: (l, v) => checkPasswordPresent(l, v.password ?? ""),
  },
  signUp: {
    name: (l, v) => checkName(l, v.name ?? ""),
    email: (l, v) => checkEmail(l, v.email ?? ""),
    password: (l, v) => checkNewPassword(l, v.password ?? ""),
    repeat: (l, v) => checkRepeat(l, v.repeat ?? "", v.password ?? ""),
    // a separate consent, ticked by the person (a checkbox sends its value only when ticked)
    consent: (l, v) => (v.consent ? null : t(l, "account.field.consent")),
  },
  recoveryCode: { email: (l, v) => checkEmail(l, v.email ?? "") },
  recoveryCheck: { code: (l, v) => checkCode(l, v.code ?? "") },
  recoveryPassword: {
    password: (l, v) => checkNewPassword(l, v.password ?? ""),
    repeat: (l, v) => checkRepeat(l, v.repeat ?? "", v.password ?? ""),
  },
  changePassword: {
    pass: (l, v) => checkNewPassword(l, v.pass ?? ""),
    checkPass: (l, v) => checkRepeat(l, v.checkPass ?? "", v.pass ?? ""),
  },
  deleteAccount: { password: (l, v) => checkPasswordPresent(l, v.password ?? "") },
};

/** The string values of a form (files and repeated names are ignored). */
export function valuesOf(form: FormData | HTMLFormElement): Record<string, string> {
  const data = form instanceof FormData ? form : new FormData(form);
  const out: Record<string, string> = {};
  for (const [k, v] of data) if (typeof v === "string" && !(k in out)) out[k] = v.slice(0, 1000);
  return out;
}

/** Every field error of a form's values; empty when the form may be sent. */
export function checkAll(intent: AccountIntent, lang: Lang, values: Record<string, string>): FieldErrors {
  const out: FieldErrors = {};
  for (const [field, check] of Object.entries(CHECKS[intent] ?? {})) {
    const m = check(lang, values);
    if (m) out[field] = m;
  }
  return out;
}

export { clientPath } from "./lang.ts";

/**
 * Password recovery's step 2 as a page of its own, so that a reload (a phone that drops the tab while its owner
 * reads the mail) keeps it: the client area with `?auth=recovery&step=code` (no address and never the code in the
 * URL; the address is in the short-lived HttpOnly cookie RECOVERY_COOKIE, set with the code's sending). `back`
 * (the page the forms were opened on) comes along when it is not the client area itself.
 */
export const RECOVERY_STEP = "code";
export const RECOVERY_COOKIE = "recovery_email";
/** The recovery cookie lives as long as the code it was set with (the server's CODE_TTL_MS, 10 minutes). */
export const RECOVERY_COOKIE_S = 10 * 60;

export function recoveryStepPath(lang: Lang, back?: string, step: "code" | null = RECOVERY_STEP): string {
  const client = clientPathOf(lang);
  const q = new URLSearchParams({ auth: "recovery" });
  if (step) q.set("step", step);
  if (back && back !== client) q.set("back", back);
  return `${client}?${q}`;
}

/** Where the client area says the account was deleted (the session is gone, so the page shows it to a visitor). */
export const deletedPath = (lang: Lang) => `${clientPathOf(lang)}?deleted=1`;
/**
 * Set with the deletion's answer, so that only the browser that deleted an account is told it was deleted and
 * that a confirmation is on its way (`?deleted=1` typed or shared shows the client area as ever). Short-lived.
 */
export const DELETED_COOKIE = "account_deleted";
export const DELETED_COOKIE_S = 10 * 60;

/**
 * Where a form goes back to after signing in or selecting a chart: a path of this site (never another host), or
 * the locale's home page. One check for the whole site (lib/place.ts): it also refuses what browsers would read
 * as another host after dropping tabs and newlines ("/\tevil"), and normalises the path.
 */
export { safeBack } from "./place.ts";

/** "30 с" / "30 sec", "2 мин" / "2 min", "1 ч" / "1 hr": a 429's waiting time. */
export function waitText(lang: Lang, seconds: number): string {
  const [n, unit] =
    seconds < 60
      ? [seconds, "second"]
      : seconds < 3600
        ? [Math.ceil(seconds / 60), "minute"]
        : [Math.ceil(seconds / 3600), "hour"];
  return numberFormat(lang === "ru" ? "ru-RU" : "en-GB", {
    style: "unit",
    unit,
    unitDisplay: "short",
  }).format(n);
}
