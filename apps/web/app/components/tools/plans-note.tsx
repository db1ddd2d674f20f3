/**
 * The line on a form whose result differs for a Personal Calendar (/predict, /predict/event, /bazi): it says so and
 * links to the page that lists what is free and what is paid (content/<lang>/pages/free-and-paid.md).
 */
import { type Lang, t } from "@bazi/i18n";
import { Link } from "react-router";
import { pathInLang } from "../../lib/lang.ts";

export function PlansNote({ lang, className = "" }: { lang: Lang; className?: string }) {
  return (
    <p className={`text-sm text-stone-600 print:hidden ${className}`} data-testid="plans-note">
      {t(lang, "plans.note")}{" "}
      <Link
        to={pathInLang("/free-and-paid", lang)}
        className="text-seal underline"
        data-testid="plans-note-link"
      >
        {t(lang, "plans.noteLink")}
      </Link>
    </p>
  );
}
