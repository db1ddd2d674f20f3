/**
 * Deleting the account, under "Your data": a button that opens (a `<details>`) the warning and a form asking for
 * the password. It stays open after the page itself was posted (without JavaScript) so its answer shows.
 */
import { at, type Lang } from "@bazi/i18n";
import { useId } from "react";
import { useFetcher } from "react-router";
import { type AccountResult, clientPath } from "../../lib/account-forms.ts";
import { AccountForm, formErrorOf, useChecks } from "../account/account-form.tsx";
import { FormMessage, SubmitButton } from "../account/fields.tsx";
import { TextField } from "../controls/text-field.tsx";

export function DeleteAccount({ lang, posted }: { lang: Lang; posted: AccountResult | undefined }) {
  const id = useId();
  const fetcher = useFetcher<AccountResult>();
  const result = fetcher.data ?? posted;
  const checks = useChecks("deleteAccount", lang, result?.errors, result);
  const formError = formErrorOf(result);
  return (
    <details className="w-full max-w-lg" open={Boolean(posted) || undefined} data-testid="account-delete">
      <summary className="inline-flex cursor-pointer list-none items-center rounded-full border border-red-300 bg-white px-4 py-2 text-sm font-semibold text-red-800 hover:border-red-500 [&::-webkit-details-marker]:hidden">
        {at(lang, "account.data.delete")}
      </summary>
      <AccountForm
        fetcher={fetcher}
        action={clientPath(lang)}
        checks={checks}
        formError={formError}
        messageId={`${id}-message`}
        describedBy={`${id}-warning`}
        className="mt-3 space-y-3 rounded-xl border border-red-200 bg-red-50 p-4"
        data-testid="account-delete-form"
      >
        <input type="hidden" name="intent" value="deleteAccount" />
        <p id={`${id}-warning`} className="text-sm text-red-900">
          {at(lang, "account.data.deleteWarning")}
        </p>
        <FormMessage id={`${id}-message`} kind="error" text={formError} />
        <TextField
          id={`${id}-password`}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          label={at(lang, "account.label.password")}
          error={checks.errors.password}
        />
        <SubmitButton busy={fetcher.state !== "idle"} danger data-testid="account-delete-submit">
          {at(lang, "account.data.deleteSubmit")}
        </SubmitButton>
      </AccountForm>
    </details>
  );
}
