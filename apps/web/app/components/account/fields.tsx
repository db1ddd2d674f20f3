/**
 * The account forms' building blocks, one look each: the e-mail and password fields, a consent checkbox, the
 * new-password pair, the form-level message and the submit button (disabled while the form is being sent). Their
 * text fields are TextField (components/controls/text-field.tsx); the account forms' checks and their form are in
 * account-form.tsx.
 */
import type { ButtonHTMLAttributes, FocusEvent, InputHTMLAttributes, ReactNode } from "react";
import { TextField, type TextFieldProps } from "../controls/text-field.tsx";
import { ErrorText } from "../tools/form.tsx";

/**
 * Focus leaves a field for the form's submit button: the submit checks everything anyway, and a message appearing
 * now would move the button from under the pointer before the click lands.
 */
export function movesToSubmit(e: FocusEvent<HTMLFormElement>): boolean {
  const next = e.relatedTarget;
  return next instanceof HTMLButtonElement && next.type === "submit" && e.currentTarget.contains(next);
}

/** A required e-mail field, named `email` and autocompleted as one unless told otherwise (sign-in's `username`). */
export function EmailField(props: Omit<TextFieldProps, "type" | "required">) {
  return <TextField name="email" autoComplete="email" {...props} type="email" required />;
}

/**
 * A required password field, named `password`: the current password (sign-in, deleting the account) unless
 * `autoComplete="new-password"`.
 */
export function PasswordField(props: Omit<TextFieldProps, "type" | "required">) {
  return <TextField name="password" autoComplete="current-password" {...props} type="password" required />;
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

/**
 * A new password and its repeat (sign-up, recovery's last step, the password change): the 6–20 hint of
 * docs/product.md §5 under the first. `names` are the form's field names (pass/checkPass in the change form, as
 * docs/product.md §3 calls them).
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
  return names.map((name, i) => (
    <PasswordField
      key={name}
      id={`${id}-${name}`}
      name={name}
      autoComplete="new-password"
      label={labels[i]}
      hint={i === 0 ? hint : undefined}
      error={errors[name]}
    />
  ));
}

/** A form's own message: an error (role=alert) or a success (role=status). */
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
