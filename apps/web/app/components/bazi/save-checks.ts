/**
 * The "Save chart" form's own checks in the browser (docs/product.md §5): the chart's name is required and at most 255
 * characters, the e-mail required and a real address (the server checks the same when the form is sent); and
 * when a field's check waits for the submit.
 */
import { NAME_MAX_CHARS } from "@bazi/contracts/limits";
import type { Lang } from "@bazi/i18n";
import { t } from "@bazi/i18n/tools";
import type { FocusEvent } from "react";

/** The fields' messages by name (name, email); empty when both are fine. */
export function checkSave(lang: Lang, form: HTMLFormElement): Record<string, string> {
  const v = (name: string) => (form.elements.namedItem(name) as HTMLInputElement | null)?.value.trim() ?? "";
  const out: Record<string, string> = {};
  const name = v("name");
  if (!name) out.name = t(lang, "bazi.err.required");
  else if ([...name].length > NAME_MAX_CHARS)
    out.name = t(lang, "bazi.err.maxLength", { max: NAME_MAX_CHARS });
  const email = v("email");
  if (!email) out.email = t(lang, "bazi.err.required");
  else if (
    email.length > 254 ||
    !/^[^\s@"<>()[\],;:]+@[^\s@"<>()[\],;:]+\.[^\s@"<>()[\],;:]{2,}$/.test(email)
  )
    out.email = t(lang, "bazi.err.email");
  return out;
}

/**
 * Focus leaves a field for the form's submit button: the submit checks everything anyway, and a message appearing
 * now would move the button from under the pointer (as in the account forms, components/account/fields.tsx).
 */
export function movesToSubmit(e: FocusEvent<HTMLFormElement>): boolean {
  const next = e.relatedTarget;
  return next instanceof HTMLButtonElement && next.type === "submit" && e.currentTarget.contains(next);
}
