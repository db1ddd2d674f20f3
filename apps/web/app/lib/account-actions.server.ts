/**
 * The account forms' action (routes/client.tsx, which every account form posts to, from the header's dialog and
 * dropdown too): checks the form as the browser does (so a browser without JavaScript gets the same messages),
 * calls `services.accounts`, and answers with the session cookies the call set:
 * - sign-in, sign-up, chart selection: back to the page the form was on (`back`), so it reloads signed in;
 * - sign-out: the home page, signed out; "activate" selects the chart and goes to /personal;
 * - account deletion: the client area's confirmation (`?deleted=1`: what was deleted, the session ended, the mail
 *   sent), signed out;
 * - chart deletion: back to the list (a fresh page load, so the list and the header reload);
 * - recovery step 1 (the code sent): the step 2 page (`recoveryStepPath`) with the address in a short-lived
 *   HttpOnly cookie, so that a reload keeps the step; steps 2 and 3 and the password change: an `AccountResult`
 *   for the form (the next step, or the message); a new password clears the recovery cookie;
 * - failures: an `AccountResult` with the server's messages per field, answered 200 (`formError`, issue 22).
 */
import type { Outcome, SessionInfo } from "@bazi/contracts";
import type { Lang } from "@bazi/i18n";
import { t } from "@bazi/i18n/accounts";
import { type ActionFunctionArgs, data, redirect, replace } from "react-router";
import {
  type AccountIntent,
  type AccountResult,
  checkAll,
  DELETED_COOKIE,
  DELETED_COOKIE_S,
  deletedPath,
  INTENTS,
  RECOVERY_COOKIE,
  RECOVERY_COOKIE_S,
  recoveryStepPath,
  safeBack,
  valuesOf,
  waitText,
} from "./account-forms.ts";
import { servicesContext, sessionContext } from "./context.ts";
import { formError, formOf } from "./form-error.ts";
import { langOfPath, pathInLang } from "./lang.ts";

type Failure = Extract<Outcome<unknown>, { ok: false }>;

/** The form's own names for the server's fields. */
const FIELD_OF: Partial<Record<AccountIntent, Record<string, string>>> = {
  signIn: { username: "username", password: "password" },
  signUp: { name: "name", email: "email", password: "password" },
  recoveryCode: { email: "email" },
  recoveryCheck: { code: "code", email: "email" },
  recoveryPassword: { password: "password", code: "code", email: "email" },
  changePassword: { pass: "pass", checkPass: "checkPass" },
  deleteAccount: { password: "password" },
};

/** The Set-Cookie headers of an outcome. */
export function cookieHeaders(cookies: string[]): Headers {
  const h = new Headers();
  for (const c of cookies) h.append("Set-Cookie", c);
  return h;
}

/** The address of a recovery under way, for its step 2 page (never the code). */
export function recoveryCookie(email: string, https: boolean): string {
  const secure = https ? "; Secure" : "";
  return `${RECOVERY_COOKIE}=${encodeURIComponent(email)}; Path=/; Max-Age=${RECOVERY_COOKIE_S}; HttpOnly; SameSite=Lax${secure}`;
}

/** The deletion's own mark for its confirmation page (account-forms.ts `DELETED_COOKIE`). */
function deletedCookie(https: boolean): string {
  return `${DELETED_COOKIE}=1; Path=/; Max-Age=${DELETED_COOKIE_S}; HttpOnly; SameSite=Lax${https ? "; Secure" : ""}`;
}

export function clearedRecoveryCookie(https: boolean): string {
  return `${RECOVERY_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${https ? "; Secure" : ""}`;
}

/**
 * A failed call as a form shows it: messages of the form's own fields next to them (`fields` maps the server's
 * names to the form's; the "field: " prefix taken off), anything else (and the title when no field is named)
 * above the form, with the waiting time of a 429.
 */
export function problemTexts(
  lang: Lang,
  f: Failure,
  fields: Record<string, string>,
): { message: string | null; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const other: string[] = [];
  for (const e of f.errors) {
    const prefix = `${e.field}:`;
    const message = e.message.startsWith(prefix) ? e.message.slice(prefix.length).trimStart() : e.message;
    const field = fields[e.field];
    if (field && !(field in errors)) errors[field] = message;
    else other.push(message);
  }
  let message: string | null =
    other.length > 0 ? other.join(" ") : Object.keys(errors).length ? null : f.title;
  if (f.retryAfter !== null && f.code !== "LOGIN_THROTTLED") {
    // the title ends without a full stop (as every problem's title); the text puts the one between the sentences
    const first = (message ?? f.title).replace(/\.$/, "");
    message = t(lang, "account.retryIn", { message: first, time: waitText(lang, f.retryAfter) });
  }
  return { message, errors };
}

function failureOf(intent: AccountIntent, lang: Lang, f: Failure): AccountResult {
  return { intent, ok: false, ...problemTexts(lang, f, FIELD_OF[intent] ?? {}) };
}

const failed = (result: AccountResult) => formError(result);

export async function accountAction({ context, request, url }: ActionFunctionArgs) {
  const lang = langOfPath(url.pathname);
  const accounts = context.get(servicesContext).accounts;
  const session: SessionInfo = context.get(sessionContext);
  const form = valuesOf(await formOf(request));
  const intent = form.intent as AccountIntent;
  if (!INTENTS.includes(intent)) {
    return failed({ intent: "signIn", ok: false, message: t(lang, "account.field.required"), errors: {} });
  }
  const back = safeBack(form.back, lang);
  // A failed page post (no JavaScript) shows the plain fields again.
  const values: Record<string, string> = {};
  // a ticked consent stays ticked when the form comes back with another field's error
  for (const k of ["name", "email", "username", "consent"]) if (form[k]) values[k] = form[k];
  const home = pathInLang("/", lang);

  // The browser's checks, again: the same messages without JavaScript, and the repeated passwords.
  const errors = checkAll(intent, lang, form);
  if (Object.keys(errors).length > 0) {
    return failed({
      intent,
      ok: false,
      message: null,
      errors,
      values,
      ...(form.email ? { email: form.email } : {}),
    });
  }

  const fail = (f: Failure, extra: Partial<AccountResult> = {}) =>
    failed({ ...failureOf(intent, lang, f), values, ...extra });

  switch (intent) {
    case "signIn": {
      const r = await accounts.signIn(session, { username: form.username, password: form.password }, lang);
      return r.ok ? replace(back, { headers: cookieHeaders(r.cookies) }) : fail(r);
    }
    case "signUp": {
      const r = await accounts.signUp(
        session,
        { name: form.name, email: form.email, password: form.password, consent: form.consent },
        lang,
      );
      return r.ok ? replace(back, { headers: cookieHeaders(r.cookies) }) : fail(r);
    }
    case "signOut": {
      const r = await accounts.signOut(session, lang);
      // Signing out always ends here: even a failed call leaves the browser without the cookie.
      return redirect(home, { headers: cookieHeaders(r.ok ? r.cookies : []) });
    }
    case "recoveryCode": {
      const email = form.email?.trim() ?? "";
      const r = await accounts.recoveryCode(session, { email }, lang);
      // step 2 is a page a reload keeps (the address in the cookie, not in the URL)
      return r.ok
        ? redirect(recoveryStepPath(lang, back), {
            headers: cookieHeaders([recoveryCookie(email, session.https)]),
          })
        : fail(r, { email });
    }
    case "recoveryCheck": {
      const email = form.email?.trim() ?? "";
      const code = form.code?.trim() ?? "";
      const r = await accounts.recoveryCheck(session, { email, code }, lang);
      return r.ok
        ? data<AccountResult>({ intent, ok: true, message: r.value.message, errors: {}, email, code })
        : fail(r, { email });
    }
    case "recoveryPassword": {
      const email = form.email?.trim() ?? "";
      const code = form.code?.trim() ?? "";
      const r = await accounts.recoveryPassword(session, { email, code, password: form.password }, lang);
      return r.ok
        ? data<AccountResult>(
            { intent, ok: true, message: r.value.message, errors: {}, email },
            { headers: cookieHeaders([clearedRecoveryCookie(session.https)]) },
          )
        : fail(r, { email, code });
    }
    case "changePassword": {
      const r = await accounts.changePassword(session, { pass: form.pass, checkPass: form.checkPass }, lang);
      return r.ok
        ? data<AccountResult>(
            { intent, ok: true, message: r.value.message, errors: {} },
            { headers: cookieHeaders(r.cookies) },
          )
        : fail(r);
    }
    case "deleteAccount": {
      const r = await accounts.deleteAccount(session, { password: form.password }, lang);
      return r.ok
        ? redirect(deletedPath(lang), {
            headers: cookieHeaders([...r.cookies, deletedCookie(session.https)]),
          })
        : fail(r);
    }
    case "selectChart": {
      const r = await accounts.selectChart(session, { uuid: form.uuid }, lang);
      return r.ok ? replace(back) : fail(r);
    }
    case "activateChart": {
      // docs/product.md §4: activating a chart in the client area selects it, then goes to its checkout.
      const r = await accounts.selectChart(session, { uuid: form.uuid }, lang);
      return r.ok ? redirect(pathInLang(`/personal/${encodeURIComponent(form.uuid ?? "")}`, lang)) : fail(r);
    }
    case "deleteChart": {
      const r = await accounts.deleteChart(session, { uuid: form.uuid }, lang);
      return r.ok ? replace(back) : fail(r);
    }
  }
}
