/**
 * An account form and its checks: `AccountForm` (posted through a fetcher, the browser's validation off) and
 * `useChecks`, which runs the checks of docs/product.md §5 (lib/account-forms.ts) on blur, on change once a field shows
 * an error, and before sending. The fields themselves are in fields.tsx.
 */
import type { Lang } from "@bazi/i18n";
import {
  type ChangeEvent,
  type FocusEvent,
  type FormEvent,
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
import { movesToSubmit } from "./fields.tsx";

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
