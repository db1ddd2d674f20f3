/**
 * Deleting the account, under "Your data": a button that opens (a `<details>`) the warning and a form asking for
 * the password. It stays open after the page itself was posted (without JavaScript) so its answer shows. With
 * charts whose paid time is left (issue 22), the form lists each before the password: its name, the date its paid
 * time ends (in the page's language) and whether its autopay stops, and says that paid time is not refunded (the
 * offer, section 7; docs/product.md §1).
 */
import type { Lang } from "@bazi/i18n";
import { t } from "@bazi/i18n/accounts";
import { useId } from "react";
import { useFetcher } from "react-router";
import { type AccountResult, clientPath } from "../../lib/account-forms.ts";
import { AccountForm, formErrorOf, useChecks } from "../account/account-form.tsx";
import type { ChartCardData } from "../account/chart-card.tsx";
import { FormMessage, PasswordField, SubmitButton } from "../account/fields.tsx";

export function DeleteAccount({
  lang,
  posted,
  paid = [],
}: {
  lang: Lang;
  posted: AccountResult | undefined;
  /** Charts with paid time left ("paid until" already in words). */
  paid?: ChartCardData[];
}) {
  const id = useId();
  const fetcher = useFetcher<AccountResult>();
  const result = fetcher.data ?? posted;
  const checks = useChecks("deleteAccount", lang, result?.errors, result);
  const formError = formErrorOf(result);
  return (
    <details className="w-full max-w-lg" open={Boolean(posted) || undefined} data-testid="account-delete">
      <summary className="inline-flex cursor-pointer list-none items-center rounded-full border border-red-300 bg-white px-4 py-2 text-sm font-semibold text-red-800 hover:border-red-500 [&::-webkit-details-marker]:hidden">
        {t(lang, "account.data.delete")}
      </summary>
      <AccountForm
        fetcher={fetcher}
        action={clientPath(lang)}
        checks={checks}
        formError={formError}
        messageId={`${id}-message`}
        describedBy={paid.length > 0 ? `${id}-warning ${id}-paid` : `${id}-warning`}
        className="mt-3 space-y-3 rounded-xl border border-red-200 bg-red-50 p-4"
        data-testid="account-delete-form"
      >
        <input type="hidden" name="intent" value="deleteAccount" />
        <p id={`${id}-warning`} className="text-sm text-red-900">
          {t(lang, "account.data.deleteWarning")}
        </p>
        {paid.length > 0 ? (
          <div id={`${id}-paid`} className="text-sm text-red-900" data-testid="account-delete-paid">
            <p className="font-semibold">{t(lang, "account.data.paidTitle")}</p>
            <ul className="mt-1 list-disc space-y-1 pl-5">
              {paid.map((c) => (
                <li key={c.uuid} data-testid="account-delete-paid-chart" data-uuid={c.uuid}>
                  {t(lang, "account.data.paidChart", { name: c.fio, date: c.paidUntil ?? "" })}
                  {c.autopay ? `; ${t(lang, "account.data.paidAutopay")}` : ""}
                </li>
              ))}
            </ul>
            <p className="mt-1">{t(lang, "account.data.paidNoRefund")}</p>
          </div>
        ) : null}
        <FormMessage id={`${id}-message`} kind="error" text={formError} />
        <PasswordField
          id={`${id}-password`}
          label={t(lang, "account.label.password")}
          error={checks.errors.password}
        />
        <SubmitButton busy={fetcher.state !== "idle"} danger data-testid="account-delete-submit">
          {t(lang, "account.data.deleteSubmit")}
        </SubmitButton>
      </AccountForm>
    </details>
  );
}
