/**
 * The account forms' building blocks: the form itself (`AccountForm`), a labelled field whose hint and error are
 * linked by aria-describedby, the form-level message, the submit button (disabled while the form is being sent),
 * and `useChecks`, which runs the spec's checks (lib/account-forms.ts) on blur, on change once a field shows an
 * error, and before sending.
 */
import type { Lang } from "@bazi/i18n";
import {
  type ButtonHTMLAttributes,
  type ChangeEvent,
  type FocusEvent,
  type FormEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  useEffect,
  useState,
} from "react";
import type { useFetcher } from "react-router";
import {
  type AccountIntent,
  type AccountResult,
  CHECKS,
  checkAll,
  type FieldErrors,
  valuesOf,
} from "../../lib/account-forms.ts";
import { ErrorText, INPUT, LABEL } from "../tools/form.tsx";

/** Fields whose check also depends on another one: the confirmation re-checks when the first changes. */
const DEPENDENTS: Record<string, string> = { password: "repeat", pass: "checkPass" };

/**
 * The checks of one form. `serverErrors` (and `resultKey`, a new object per answer) replace what is shown when an
 * answer arrives. `blurEmpty`: an empty field is checked on blur too (the password change); otherwise empty
 * fields wait for the submit, so tabbing through a form shows nothing.
 */
export function useChecks(
  intent: AccountIntent,
  lang: Lang,
  serverErrors: FieldErrors | undefined,
  resultKey: unknown,
  { blurEmpty = false }: { blurEmpty?: boolean } = {},
) {
  const [errors, setErrors] = useState<FieldErrors>(serverErrors ?? {});
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new answer (resultKey) brings its own errors
  useEffect(() => setErrors(serverErrors ?? {}), [resultKey]);
  const checks = CHECKS[intent] ?? {};

  function recheck(form: HTMLFormElement, names: string[]) {
    const values = valuesOf(form);
    setErrors((prev) => {
      const next = { ...prev };
      for (const name of names) {
        const m = checks[name]?.(lang, values);
        if (m) next[name] = m;
        else delete next[name];
      }
      return next;
    });
  }

  return {
    errors,
    onSubmit(e: FormEvent<HTMLFormElement>) {
      const all = checkAll(intent, lang, valuesOf(e.currentTarget));
      setErrors(all);
      const first = Object.keys(all)[0];
      if (first) {
        e.preventDefault();
        e.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      }
    },
    onBlur(e: FocusEvent<HTMLFormElement>) {
      const input = e.target as unknown as HTMLInputElement;
      // a checkbox is checked when it changes, not when focus passes over it
      if (!(input.name in checks) || movesToSubmit(e) || input.type === "checkbox") return;
      if (!blurEmpty && input.value === "" && !errors[input.name]) return;
      recheck(e.currentTarget, [input.name]);
    },
    onChange(e: ChangeEvent<HTMLFormElement>) {
      const input = e.target as unknown as HTMLInputElement;
      if (!(input.name in checks)) return;
      const names: string[] = [];
      if (errors[input.name]) names.push(input.name);
      const dependent = DEPENDENTS[input.name];
      if (dependent && dependent in checks) {
        const other = e.currentTarget.elements.namedItem(dependent) as HTMLInputElement | null;
        if (other && (other.value !== "" || errors[dependent])) names.push(dependent);
      }
      if (names.length > 0) recheck(e.currentTarget, names);
    },
  };
}

/**
 * Focus leaves a field for the form's submit button: the submit checks everything anyway, and a message appearing
 * now would move the button from under the pointer before the click lands.
 */
export function movesToSubmit(e: FocusEvent<HTMLFormElement>): boolean {
  const next = e.relatedTarget;
  return next instanceof HTMLButtonElement && next.type === "submit" && e.currentTarget.contains(next);
}

const described = (...ids: (string | false | undefined | null)[]) =>
  ids.filter(Boolean).join(" ") || undefined;

export function Field({
  id,
  label,
  error,
  hint,
  ...input
}: {
  id: string;
  label: string;
  error: string | undefined;
  hint?: ReactNode;
} & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div data-field={input.name}>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={described(hint ? `${id}-hint` : null, error ? `${id}-error` : null)}
        className={INPUT}
        {...input}
      />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-stone-600">
          {hint}
        </p>
      ) : null}
      <ErrorText id={`${id}-error`} message={error} />
    </div>
  );
}

/** A checkbox that must be ticked (a consent): its label may hold a link; its error under it. */
export function CheckField({
  id,
  name,
  label,
  error,
  ...input
}: {
  id: string;
  name: string;
  label: ReactNode;
  error: string | undefined;
} & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div data-field={name}>
      <label className="flex items-start gap-3 text-stone-800">
        <input
          id={id}
          type="checkbox"
          name={name}
          value="on"
          className="mt-1 h-4 w-4 accent-stone-900"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...input}
        />
        <span>{label}</span>
      </label>
      <ErrorText id={`${id}-error`} message={error} />
    </div>
  );
}

/** A form's own message: an error (role=alert) or a success (role=status). */
/**
 * A new password and its repeat (sign-up, recovery's last step, the password change): the spec's 6–20 hint
 * under the first. `names` are the form's field names (the spec calls them pass/checkPass in the change form).
 */
export function NewPasswordFields({
  id,
  names = ["password", "repeat"],
  labels,
  hint,
  errors,
}: {
  id: string;
  names?: [string, string];
  labels: [string, string];
  hint: string;
  errors: Record<string, string | undefined>;
}) {
  return (
    <>
      <Field
        id={`${id}-${names[0]}`}
        name={names[0]}
        type="password"
        autoComplete="new-password"
        required
        label={labels[0]}
        hint={hint}
        error={errors[names[0]]}
      />
      <Field
        id={`${id}-${names[1]}`}
        name={names[1]}
        type="password"
        autoComplete="new-password"
        required
        label={labels[1]}
        error={errors[names[1]]}
      />
    </>
  );
}

/** The form-level error of an answer (null when it succeeded or there is none). */
export const formErrorOf = (r: AccountResult | undefined): string | null => (r && !r.ok ? r.message : null);

/**
 * An account form: posted through `fetcher` (a plain HTML post without JavaScript), the browser's own validation
 * off for `checks`, and described by its error message while it shows one (`messageId`; otherwise by
 * `describedBy`).
 */
export function AccountForm({
  fetcher,
  checks,
  formError,
  messageId,
  describedBy,
  children,
  ...rest
}: {
  fetcher: { Form: ReturnType<typeof useFetcher>["Form"] };
  action: string;
  checks: Pick<ReturnType<typeof useChecks>, "onSubmit" | "onBlur" | "onChange">;
  formError: string | null;
  messageId: string;
  describedBy?: string;
  className: string;
  children: ReactNode;
  "data-testid": string;
  "data-step"?: number;
  ref?: Ref<HTMLFormElement>;
}) {
  return (
    <fetcher.Form
      method="post"
      noValidate
      onSubmit={checks.onSubmit}
      onBlur={checks.onBlur}
      onChange={checks.onChange}
      aria-describedby={formError ? messageId : describedBy}
      {...rest}
    >
      {children}
    </fetcher.Form>
  );
}

export function FormMessage({
  id,
  kind,
  text,
}: {
  id?: string;
  kind: "error" | "success";
  text: string | null | undefined;
}) {
  if (!text) return null;
  return kind === "error" ? (
    <p
      id={id}
      role="alert"
      data-testid="form-error"
      className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm font-medium text-red-800"
    >
      {text}
    </p>
  ) : (
    <p
      id={id}
      role="status"
      data-testid="form-success"
      className="rounded-lg border border-emerald-300 bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-900"
    >
      {text}
    </p>
  );
}

export function SubmitButton({
  busy,
  children,
  danger = false,
  ...rest
}: { busy: boolean; children: ReactNode; danger?: boolean } & Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  "type" | "disabled" | "className"
>) {
  return (
    <button
      type="submit"
      disabled={busy}
      aria-disabled={busy || undefined}
      className={`mt-2 w-full rounded-full px-6 py-2.5 font-semibold text-white disabled:cursor-wait disabled:opacity-60 sm:w-auto ${danger ? "bg-red-800 hover:bg-red-700" : "bg-stone-900 hover:bg-stone-700"}`}
      {...rest}
    >
      {children}
    </button>
  );
}
