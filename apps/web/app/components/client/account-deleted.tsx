/**
 * The client area after the account was deleted (`/client?deleted=1`, where the deletion's answer leads): what was
 * deleted, that every session ended, and that a confirmation went to the account's address (issue 39).
 */
import type { Lang } from "@bazi/i18n";
import { t } from "@bazi/i18n/accounts";
import { Link } from "react-router";
import { pathInLang } from "../../lib/lang.ts";
import { Card } from "../chrome/card.tsx";

export function AccountDeleted({ lang }: { lang: Lang }) {
  return (
    <Card className="mt-6 max-w-lg space-y-3 p-4 sm:p-6">
      <div role="status" className="space-y-3" data-testid="account-deleted">
        <h2 className="text-xl font-semibold tracking-tight text-stone-900">
          {t(lang, "account.deleted.title")}
        </h2>
        <p className="text-stone-700">{t(lang, "account.deleted.what")}</p>
        <p className="text-stone-700">{t(lang, "account.deleted.session")}</p>
        <p className="text-stone-700">{t(lang, "account.deleted.mail")}</p>
      </div>
      <p>
        <Link to={pathInLang("/", lang)} className="text-sm font-medium text-ink underline">
          {t(lang, "account.deleted.home")}
        </Link>
      </p>
    </Card>
  );
}
