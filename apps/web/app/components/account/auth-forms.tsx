/**
 * Sign-in, sign-up and password recovery (docs/product.md §4, §5, §8) as tabs: in the header's dialog and on /client
 * for visitors. Every form posts to the client area's action (lib/account-actions.server.ts) through a fetcher, so the
 * page stays where it is; without JavaScript the same forms post as plain HTML forms and the tabs are links
 * (/client?auth=signup). Sign-in and sign-up answer with a redirect back to the page, which then loads signed in.
 * Recovery: 1 the e-mail (a code is sent), 2 the code, 3 the new password twice; then back to step 1 and the
 * sign-in tab with "password changed". Sending the code leads to step 2 as a page of the client area
 * (`recoveryStepPath`, wherever the forms were: a reload keeps the step); there the forms get `recovery`, the
 * address, and start at step 2; "use another address" goes back to step 1 of that page.
 */
import { NAME_MAX_CHARS } from "@bazi/contracts/limits";
import type { Lang } from "@bazi/i18n";
import { t } from "@bazi/i18n/accounts";
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Link, useFetcher, useNavigate } from "react-router";
import { type AccountResult, clientPath, recoveryStepPath } from "../../lib/account-forms.ts";
import { pathInLang } from "../../lib/lang.ts";
import { tabKeyTarget } from "../calendar/tabs.tsx";
import { TextField } from "../controls/text-field.tsx";
import { AccountForm, formErrorOf, useChecks } from "./account-form.tsx";
import {
  CheckField,
  EmailField,
  FormMessage,
  NewPasswordFields,
  PasswordField,
  SubmitButton,
} from "./fields.tsx";

export type AuthTab = "signin" | "signup" | "recovery";
export const AUTH_TABS: readonly AuthTab[] = ["signin", "signup", "recovery"];

interface View {
  tab: AuthTab;
  step: 1 | 2 | 3;
  email: string;
  code: string;
  /** Shown on the sign-in tab after a recovery. */
  notice: string | null;
}

/** Where the forms stand after an answer. */
export function viewAfter(r: AccountResult | undefined, v: View): View {
  if (!r) return v;
  switch (r.intent) {
    case "signIn":
      return { ...v, tab: "signin", notice: null };
    case "signUp":
      return { ...v, tab: "signup", notice: null };
    case "recoveryCode":
      return r.ok
        ? { ...v, tab: "recovery", step: 2, email: r.email ?? "", code: "" }
        : { ...v, tab: "recovery", step: 1, email: r.email ?? v.email };
    case "recoveryCheck":
      return r.ok
        ? { ...v, tab: "recovery", step: 3, email: r.email ?? v.email, code: r.code ?? "" }
        : { ...v, tab: "recovery", step: 2, email: r.email ?? v.email };
    case "recoveryPassword":
      return r.ok
        ? { tab: "signin", step: 1, email: r.email ?? v.email, code: "", notice: r.message }
        : { ...v, tab: "recovery", step: 3, email: r.email ?? v.email, code: r.code ?? v.code };
    default:
      return v;
  }
}

const TAB_LABEL = {
  signin: "account.auth.signIn",
  signup: "account.auth.signUp",
  recovery: "account.auth.recovery",
} as const;

export function AuthForms({
  lang,
  back,
  initialTab = "signin",
  initialResult,
  recovery = null,
}: {
  lang: Lang;
  /** The page to come back to, signed in. */
  back: string;
  initialTab?: AuthTab;
  /** The action's answer when the page itself was posted (no JavaScript). */
  initialResult?: AccountResult | undefined;
  /** Recovery's step 2 page: the address the code was sent to. */
  recovery?: string | null;
}) {
  const base = useId();
  const fetcher = useFetcher<AccountResult>();
  const navigate = useNavigate();
  // on the step 2 page, the forms stand where the code's sending left them
  const initial: AccountResult | undefined =
    initialResult ??
    (recovery
      ? {
          intent: "recoveryCode",
          ok: true,
          message: t(lang, "account.ok.codeSent"),
          errors: {},
          email: recovery,
        }
      : undefined);
  const result = fetcher.data ?? initial;
  const [view, setView] = useState<View>(() =>
    viewAfter(initial, { tab: initialTab, step: 1, email: "", code: "", notice: null }),
  );
  const tabRefs = useRef<(HTMLAnchorElement | null)[]>([]);
  const panelRef = useRef<HTMLDivElement>(null);
  // arriving at the step 2 page, the code's field takes the focus
  const focusNext = useRef(Boolean(recovery) && !initialResult);
  // The code sent from these very forms on the client area: the page is now step 2's (the same forms stay; the
  // end of a recovery, which clears its cookie, changes nothing here).
  const shownRecovery = useRef(recovery);
  useEffect(() => {
    if (recovery === shownRecovery.current) return;
    shownRecovery.current = recovery;
    if (!recovery) return;
    focusNext.current = true;
    setView((v) => ({ ...v, tab: "recovery", step: 2, email: recovery, code: "", notice: null }));
  }, [recovery]);
  useEffect(() => {
    const data = fetcher.data;
    if (!data) return;
    setView((v) => {
      const next = viewAfter(data, v);
      // A new step or tab: its first field takes the focus.
      if (next.tab !== v.tab || next.step !== v.step) focusNext.current = true;
      return next;
    });
  }, [fetcher.data]);
  const busy = fetcher.state !== "idle";

  // A new step or tab shown after an answer (or "forgot password"): its first empty field takes the focus.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the shown form changes
  useEffect(() => {
    if (!focusNext.current) return;
    focusNext.current = false;
    const inputs = [
      ...(panelRef.current?.querySelectorAll<HTMLInputElement>(
        `[data-panel="${view.tab}"] input:not([type=hidden]):not([disabled])`,
      ) ?? []),
    ];
    (inputs.find((i) => i.value === "") ?? inputs[0])?.focus();
  }, [view.tab, view.step]);

  const select = (tab: AuthTab, focusTab = false) => {
    setView((v) => ({ ...v, tab, notice: null }));
    if (focusTab) tabRefs.current[AUTH_TABS.indexOf(tab)]?.focus();
  };
  const onTabKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const next = tabKeyTarget(e.key, AUTH_TABS.indexOf(view.tab), AUTH_TABS.length);
    if (next === null) return;
    e.preventDefault();
    select(AUTH_TABS[next] as AuthTab, true);
  };
  // Each form shows its own answer only.
  const answer = (intent: AccountResult["intent"]) => (result?.intent === intent ? result : undefined);
  const action = clientPath(lang);
  const hidden = (intent: string) => (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="back" value={back} />
    </>
  );
  const panel = (tab: AuthTab, children: ReactNode, step?: number) => (
    <div
      role="tabpanel"
      id={`${base}-panel-${tab}`}
      aria-labelledby={`${base}-tab-${tab}`}
      hidden={view.tab !== tab}
      data-panel={tab}
      data-step={step}
      className="pt-4"
    >
      {children}
    </div>
  );

  return (
    <div data-testid="auth-forms">
      <div
        role="tablist"
        aria-label={t(lang, "account.auth.tabs")}
        onKeyDown={onTabKey}
        className="flex gap-1 overflow-x-auto border-b border-stone-200"
      >
        {AUTH_TABS.map((tab, i) => (
          <a
            key={tab}
            ref={(el) => {
              tabRefs.current[i] = el;
            }}
            href={`${action}?auth=${tab}`}
            role="tab"
            id={`${base}-tab-${tab}`}
            aria-selected={view.tab === tab}
            aria-controls={`${base}-panel-${tab}`}
            tabIndex={view.tab === tab ? 0 : -1}
            onClick={(e) => {
              e.preventDefault();
              select(tab);
            }}
            data-testid={`auth-tab-${tab}`}
            className={`-mb-px shrink-0 whitespace-nowrap border-b-2 px-3 py-2.5 text-sm font-medium ${view.tab === tab ? "border-seal text-ink" : "border-transparent text-stone-600 hover:text-ink"}`}
          >
            {t(lang, TAB_LABEL[tab])}
          </a>
        ))}
      </div>
      <div ref={panelRef}>
        {panel(
          "signin",
          <SignInForm
            lang={lang}
            base={base}
            fetcher={fetcher}
            busy={busy}
            result={answer("signIn")}
            notice={view.notice}
            email={view.notice ? view.email : ""}
            action={action}
            hidden={hidden("signIn")}
            onForgot={() => {
              focusNext.current = true;
              select("recovery");
            }}
          />,
        )}
        {panel(
          "signup",
          <SignUpForm
            lang={lang}
            base={base}
            fetcher={fetcher}
            busy={busy}
            result={answer("signUp")}
            action={action}
            hidden={hidden("signUp")}
          />,
        )}
        {panel(
          "recovery",
          <RecoveryForms
            lang={lang}
            base={base}
            fetcher={fetcher}
            busy={busy}
            view={view}
            result={result}
            action={action}
            hidden={hidden}
            stepAction={recoveryStepPath(lang, back)}
            restartHref={recovery ? recoveryStepPath(lang, back, null) : `${action}?auth=recovery`}
            onRestart={() => {
              // the step 2 page: back to its step 1, where a reload stays
              if (recovery) void navigate(recoveryStepPath(lang, back, null), { replace: true });
              focusNext.current = true;
              setView((v) => ({ ...v, step: 1, code: "" }));
            }}
          />,
          view.step,
        )}
      </div>
    </div>
  );
}

type Fetcher = ReturnType<typeof useFetcher<AccountResult>>;

interface FormProps {
  lang: Lang;
  base: string;
  fetcher: Fetcher;
  busy: boolean;
  result: AccountResult | undefined;
  action: string;
  hidden: ReactNode;
}

/**
 * One tab's form: its hidden fields, what heads it (`lead`, then the success `notice`), the error message of its
 * answer `result` (which describes the form while shown), then its fields.
 */
function AuthForm({
  id,
  fetcher,
  action,
  checks,
  result,
  hidden,
  lead = null,
  notice = null,
  children,
  ...rest
}: {
  /** The form's id prefix: its message is `${id}-message`. */
  id: string;
  fetcher: Fetcher;
  action: string;
  checks: ReturnType<typeof useChecks>;
  result: AccountResult | undefined;
  hidden: ReactNode;
  lead?: ReactNode;
  notice?: string | null;
  children: ReactNode;
  "data-testid": string;
  "data-step"?: number;
}) {
  const formError = formErrorOf(result);
  return (
    <AccountForm
      fetcher={fetcher}
      action={action}
      checks={checks}
      formError={formError}
      messageId={`${id}-message`}
      className="space-y-4"
      {...rest}
    >
      {hidden}
      {lead}
      <FormMessage kind="success" text={notice} />
      <FormMessage id={`${id}-message`} kind="error" text={formError} />
      {children}
    </AccountForm>
  );
}

function SignInForm({
  lang,
  base,
  fetcher,
  busy,
  result,
  action,
  hidden,
  notice,
  email,
  onForgot,
}: FormProps & { notice: string | null; email: string; onForgot: () => void }) {
  const checks = useChecks("signIn", lang, result?.errors, result);
  const id = `${base}-signin`;
  return (
    <AuthForm
      id={id}
      fetcher={fetcher}
      action={action}
      checks={checks}
      result={result}
      hidden={hidden}
      notice={notice}
      data-testid="signin-form"
    >
      <EmailField
        id={`${id}-email`}
        name="username"
        autoComplete="username"
        defaultValue={result?.values?.username ?? email}
        label={t(lang, "account.label.email")}
        error={checks.errors.username}
      />
      <PasswordField
        id={`${id}-password`}
        label={t(lang, "account.label.password")}
        error={checks.errors.password}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <SubmitButton busy={busy} data-testid="signin-submit">
          {t(lang, "account.submit.signIn")}
        </SubmitButton>
        <a
          href={`${action}?auth=recovery`}
          onClick={(e) => {
            e.preventDefault();
            onForgot();
          }}
          className="mt-2 text-sm text-stone-700 underline hover:text-ink"
          data-testid="signin-forgot"
        >
          {t(lang, "account.forgot")}
        </a>
      </div>
    </AuthForm>
  );
}

function SignUpForm({ lang, base, fetcher, busy, result, action, hidden }: FormProps) {
  const checks = useChecks("signUp", lang, result?.errors, result);
  const id = `${base}-signup`;
  return (
    <AuthForm
      id={id}
      fetcher={fetcher}
      action={action}
      checks={checks}
      result={result}
      hidden={hidden}
      data-testid="signup-form"
    >
      <TextField
        id={`${id}-name`}
        name="name"
        type="text"
        autoComplete="name"
        required
        maxLength={NAME_MAX_CHARS}
        defaultValue={result?.values?.name}
        label={t(lang, "account.label.name")}
        error={checks.errors.name}
      />
      <EmailField
        id={`${id}-email`}
        defaultValue={result?.values?.email}
        label={t(lang, "account.label.email")}
        error={checks.errors.email}
      />
      <NewPasswordFields
        id={id}
        labels={[t(lang, "account.label.password"), t(lang, "account.label.repeat")]}
        hint={t(lang, "account.hint.password")}
        errors={checks.errors}
      />
      <CheckField
        id={`${id}-consent`}
        name="consent"
        defaultChecked={result?.values?.consent === "on"}
        error={checks.errors.consent}
        data-testid="signup-consent"
        label={
          <>
            {t(lang, "account.label.consent")}{" "}
            <Link to={pathInLang("/personal-data-consent", lang)} className="underline" target="_blank">
              {t(lang, "account.label.consentLink")}
            </Link>
          </>
        }
      />
      <SubmitButton busy={busy} data-testid="signup-submit">
        {t(lang, "account.submit.signUp")}
      </SubmitButton>
    </AuthForm>
  );
}

function RecoveryForms({
  lang,
  base,
  fetcher,
  busy,
  view,
  result,
  action,
  hidden,
  stepAction,
  restartHref,
  onRestart,
}: Omit<FormProps, "hidden"> & {
  view: View;
  /** The intent's and the way back's hidden fields. */
  hidden: (intent: string) => ReactNode;
  /** Step 2's page: its form posts there, so a page answered without JavaScript keeps the step on a reload. */
  stepAction: string;
  /** "Use another address" without JavaScript. */
  restartHref: string;
  onRestart: () => void;
}) {
  const id = `${base}-recovery`;
  const intent = view.step === 1 ? "recoveryCode" : view.step === 2 ? "recoveryCheck" : "recoveryPassword";
  const own = result?.intent === intent ? result : undefined;
  // The previous step's success ("code sent", "code confirmed") heads the next one.
  const previous =
    result?.ok &&
    ((view.step === 2 && result.intent === "recoveryCode") ||
      (view.step === 3 && result.intent === "recoveryCheck"))
      ? result.message
      : null;
  const checks = useChecks(intent, lang, own?.errors, own);
  return (
    <AuthForm
      // a new form per step: fresh fields and checks
      key={view.step}
      id={id}
      fetcher={fetcher}
      action={view.step === 2 ? stepAction : action}
      checks={checks}
      result={own}
      hidden={
        <>
          {hidden(intent)}
          {view.step >= 2 ? <input type="hidden" name="email" value={view.email} /> : null}
          {view.step === 3 ? <input type="hidden" name="code" value={view.code} /> : null}
        </>
      }
      lead={
        <p className="text-sm font-medium text-stone-600">
          {t(lang, "account.recovery.stepOf", { step: view.step })}
        </p>
      }
      notice={previous}
      data-testid="recovery-form"
      data-step={view.step}
    >
      {view.step === 1 ? (
        <>
          <p className="text-sm text-stone-700">{t(lang, "account.recovery.step1")}</p>
          <EmailField
            id={`${id}-email`}
            defaultValue={view.email}
            label={t(lang, "account.label.email")}
            error={checks.errors.email}
          />
          <SubmitButton busy={busy} data-testid="recovery-submit">
            {t(lang, "account.submit.sendCode")}
          </SubmitButton>
        </>
      ) : view.step === 2 ? (
        <>
          <p className="text-sm text-stone-700">{t(lang, "account.recovery.step2", { email: view.email })}</p>
          <TextField
            id={`${id}-code`}
            name="code"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            maxLength={6}
            required
            label={t(lang, "account.label.code")}
            hint={t(lang, "account.hint.code")}
            error={checks.errors.code}
          />
          <SubmitButton busy={busy} data-testid="recovery-submit">
            {t(lang, "account.submit.checkCode")}
          </SubmitButton>
        </>
      ) : (
        <>
          <p className="text-sm text-stone-700">{t(lang, "account.recovery.step3", { email: view.email })}</p>
          <NewPasswordFields
            id={id}
            labels={[t(lang, "account.label.newPassword"), t(lang, "account.label.repeat")]}
            hint={t(lang, "account.hint.password")}
            errors={checks.errors}
          />
          <SubmitButton busy={busy} data-testid="recovery-submit">
            {t(lang, "account.submit.setPassword")}
          </SubmitButton>
        </>
      )}
      {view.step > 1 ? (
        <p>
          <a
            href={restartHref}
            onClick={(e) => {
              e.preventDefault();
              onRestart();
            }}
            className="text-sm text-stone-700 underline hover:text-ink"
            data-testid="recovery-restart"
          >
            {t(lang, "account.recovery.restart")}
          </a>
        </p>
      ) : null}
    </AuthForm>
  );
}
