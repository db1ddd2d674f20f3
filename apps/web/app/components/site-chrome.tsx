import { type Lang, t } from "@bazi/i18n";
import { Link, useLocation } from "react-router";
import { pathInLang } from "../lib/lang.ts";

/** The seal-like logo: 八字 ("eight characters", the Chinese name of Bazi). */
function Seal() {
  return (
    <span
      aria-hidden="true"
      className="han grid size-9 place-items-center rounded-md bg-seal text-[0.95rem] leading-none text-white shadow-sm"
    >
      八字
    </span>
  );
}

export function SiteHeader({ lang }: { lang: Lang }) {
  const { pathname } = useLocation();
  const other: Lang = lang === "ru" ? "en" : "ru";
  return (
    <header className="border-b border-stone-200/80 bg-paper/90">
      <div className="mx-auto flex max-w-5xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
        <Link
          to={lang === "en" ? "/en" : "/"}
          className="flex items-center gap-2.5 rounded-md"
          data-testid="brand"
        >
          <Seal />
          <span className="text-lg font-semibold tracking-tight">{t(lang, "home.title")}</span>
        </Link>
        <Link
          to={pathInLang(pathname, other)}
          hrefLang={other}
          lang={other}
          data-testid="lang-switch"
          className="rounded-full border border-stone-300 px-3.5 py-1.5 text-sm font-medium text-stone-700 hover:border-stone-500 hover:text-ink"
        >
          {t(lang, "home.switchLang")}
        </Link>
      </div>
    </header>
  );
}

export function SiteFooter({ lang }: { lang: Lang }) {
  return (
    <footer className="border-t border-stone-200/80">
      <div className="mx-auto max-w-5xl px-4 py-6 text-sm text-stone-500 sm:px-6">
        <p>{t(lang, "footer.about")}</p>
      </div>
    </footer>
  );
}
