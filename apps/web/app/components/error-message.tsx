import { type Lang, t } from "@bazi/i18n";
import { Link } from "react-router";
import { homePath } from "../lib/calendar-path.ts";

/** The body of the 404 and 500 pages: a title, one sentence and the way home. */
export function ErrorMessage({ lang, title, text }: { lang: Lang; title: string; text: string }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <title>{`${title} — ${t(lang, "home.title")}`}</title>
      <h1 className="text-3xl font-semibold tracking-tight">{title}</h1>
      <p className="mt-3 text-stone-600">{text}</p>
      <p className="mt-8">
        <Link
          to={homePath(lang)}
          className="inline-flex items-center rounded-full bg-ink px-5 py-2.5 text-sm font-medium text-paper hover:bg-stone-700"
        >
          {t(lang, "nav.home")}
        </Link>
      </p>
    </div>
  );
}
