/**
 * The client area's Change password tab: the new password twice, posted through a fetcher (a notification and an
 * emptied form when it worked); without JavaScript the page itself is posted and its answer shows in the form.
 */
import type { Lang } from "@bazi/i18n";
import { t } from "@bazi/i18n/accounts";
import { useEffect, useId, useRef } from "react";
import { useFetcher } from "react-router";
import { type AccountResult, clientPath } from "../../lib/account-forms.ts";
import { notify } from "../../lib/notify.ts";
import { AccountForm, formErrorOf, useChecks } from "../account/account-form.tsx";
import { FormMessage, NewPasswordFields, SubmitButton } from "../account/fields.tsx";
import { Card } from "../chrome/card.tsx";

export function ChangePassword({ lang, posted }: { lang: Lang; posted: AccountResult | undefined }) {
  const id = useId();
  const fetcher = useFetcher<AccountResult>();
  const result = fetcher.data ?? posted;
  const checks = useChecks("changePassword", lang, result?.errors, result, { blurEmpty: true });
  const formError = formErrorOf(result);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const r = fetcher.data;
    if (r?.ok && r.message) {
      notify({ kind: "success", text: r.message });
      formRef.current?.reset();
    }
  }, [fetcher.data]);
  return (
    <Card
      as={AccountForm}
      ref={formRef}
      fetcher={fetcher}
      action={clientPath(lang)}
      checks={checks}
      formError={formError}
      messageId={`${id}-message`}
      className="max-w-lg space-y-4 p-4 sm:p-6"
      data-testid="password-form"
    >
      <input type="hidden" name="intent" value="changePassword" />
      <p className="text-sm text-stone-600">{t(lang, "account.password.lead")}</p>
      {/* Without JavaScript the page itself was posted: the answer shows here (with it, as a notification). */}
      <FormMessage kind="success" text={posted?.ok ? posted.message : null} />
      <FormMessage id={`${id}-message`} kind="error" text={formError} />
      <NewPasswordFields
        id={id}
        names={["pass", "checkPass"]}
        labels={[t(lang, "account.label.newPassword"), t(lang, "account.label.confirmPassword")]}
        hint={t(lang, "account.hint.password")}
        errors={checks.errors}
      />
      <SubmitButton busy={fetcher.state !== "idle"} data-testid="password-submit">
        {t(lang, "account.submit.changePassword")}
      </SubmitButton>
    </Card>
  );
}
