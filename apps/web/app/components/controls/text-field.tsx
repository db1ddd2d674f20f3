/**
 * A text input with its label, hint and error (labelled.tsx), wired once: the input's id names it for the label,
 * `aria-invalid` is set while there is an error, and `aria-describedby` lists the hint and the error. Every other
 * attribute goes to the input as given (name, type, defaultValue, ref…), after that wiring. `children` come right
 * under the input, above the hint (a checkbox that belongs to the field).
 */
import type { InputHTMLAttributes, ReactNode, Ref } from "react";
import { INPUT } from "../tools/form.tsx";
import { describedBy, Labelled } from "./labelled.tsx";

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "children"> {
  /** The input's id; its hint is `${id}-hint`, its error `${id}-error`. */
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** The error message; none: the field is valid. */
  error?: string;
  /** The wrapper's `data-field` (default: the input's name). */
  field?: string;
  ref?: Ref<HTMLInputElement>;
  children?: ReactNode;
}

export function TextField({ id, label, hint, error, field, children, className, ...input }: TextFieldProps) {
  return (
    <Labelled id={id} label={label} hint={hint} error={error} field={field ?? input.name}>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint, error })}
        className={className ?? INPUT}
        {...input}
      />
      {children}
    </Labelled>
  );
}
