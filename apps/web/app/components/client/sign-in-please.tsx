/**
 * The client area for a visitor: "Please sign in." and the sign-in, sign-up and recovery forms in a card. On
 * recovery's step 2 page (`recovery`: the address the code went to) the forms open at that step.
 */
import type { Lang } from "@bazi/i18n";
import { t } from "@bazi/i18n/accounts";
import type { AccountResult } from "../../lib/account-forms.ts";
import { AuthForms, type AuthTab } from "../account/auth-forms.tsx";
import { Card } from "../chrome/card.tsx";

export function SignInPlease({
  lang,
  tab,
  posted,
  recovery = null,
  back,
}: {
  lang: Lang;
  /** The forms' tab to show first (`?auth=`). */
  tab: AuthTab;
  /** A form's answer after the page itself was posted (without JavaScript). */
  posted: AccountResult | undefined;
  /** A recovery under way: the address its code was sent to (step 2 survives a reload). */
  recovery?: string | null;
  /** Where signing in returns to. */
  back: string;
}) {
  return (
    <>
      <p className="mt-2 text-lg text-stone-700" data-testid="client-sign-in-please">
        {t(lang, "account.client.signInPlease")}
      </p>
      <Card className="mt-6 max-w-lg p-4 sm:p-6">
        <AuthForms lang={lang} back={back} initialTab={tab} initialResult={posted} recovery={recovery} />
      </Card>
    </>
  );
}
