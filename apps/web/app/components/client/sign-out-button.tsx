/**
 * The client area's log-out: a form with one button, posting to the client area's action. The menu has it too;
 * this one also works without JavaScript.
 */
import { type Lang, t } from "@bazi/i18n";
import { Form } from "react-router";
import { clientPath } from "../../lib/account-forms.ts";

export function SignOutButton({ lang }: { lang: Lang }) {
  return (
    <Form method="post" action={clientPath(lang)}>
      <input type="hidden" name="intent" value="signOut" />
      <button
        type="submit"
        className="rounded-full border border-stone-300 bg-white px-4 py-1.5 text-sm font-medium text-stone-700 hover:border-stone-500 hover:text-ink"
        data-testid="client-sign-out"
      >
        {t(lang, "header.signOut")}
      </button>
    </Form>
  );
}
