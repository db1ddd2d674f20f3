/**
 * A form field's frame: its label, the control (the children), a hint and the error line under it. The hint and
 * the error carry the ids the control's aria-describedby names, `${id}-hint` and `${id}-error`, and `describedBy`
 * builds that list. TextField (text-field.tsx) is this frame around a text input; a select, a date or time field,
 * the city search sit in it as they are and take `describedBy(...)` and `invalid` themselves.
 */
import type { ReactNode } from "react";
import { ErrorText, HINT, LABEL } from "../tools/form.tsx";

/** aria-describedby of the control `id`: its hint's id when it has a hint, its error's when it has an error. */
export const describedBy = (id: string, { hint, error }: { hint?: ReactNode; error?: string | null }) =>
  [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;

export interface LabelledProps {
  /** The control's id (the label's `htmlFor`); the hint is `${id}-hint`, the error `${id}-error`. */
  id: string;
  label: ReactNode;
  /** A line under the control (and under what follows it in `children`); none: no line. */
  hint?: ReactNode;
  /** The error message; none: no error line. */
  error?: string;
  /** The wrapper's `data-field` (the form field it is, as the form's errors name it). */
  field?: string;
  /** The wrapper's classes (its place in the form's grid). */
  className?: string;
  children: ReactNode;
}

export function Labelled({ id, label, hint, error, field, className, children }: LabelledProps) {
  return (
    <div className={className} data-field={field}>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className={HINT}>
          {hint}
        </p>
      ) : null}
      <ErrorText id={`${id}-error`} message={error} />
    </div>
  );
}
