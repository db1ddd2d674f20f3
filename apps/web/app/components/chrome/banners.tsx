/**
 * The cookie banner (bottom left, 380 px wide; full width on phones) until the visitor accepts it
 * (`cookie_consent=1`), and the dismissible apps banner promoting the mobile app (`apps_banner=0` once hidden), which
 * leads to the site's page about the app (/mobile-app: where to get it; the app's own bare pages are for the app).
 * Both are rendered on the server from the cookies (root loader), so a visitor who accepted never sees a flash.
 */
import { type Lang, t } from "@bazi/i18n";
import { useId, useState } from "react";
import { Link, useLocation } from "react-router";
import { acceptCookies } from "../../lib/consent.ts";
import { APPS_COOKIE, setCookie } from "../../lib/cookies.ts";
import { pathInLang } from "../../lib/lang.ts";

export function CookieBanner({ lang, accepted }: { lang: Lang; accepted: boolean }) {
  const id = useId();
  const [hidden, setHidden] = useState(accepted);
  if (hidden) return null;
  return (
    <section
      aria-labelledby={`${id}-title`}
      data-testid="cookie-banner"
      className="fixed inset-x-0 bottom-0 z-20 border-t border-stone-200 bg-white p-4 shadow-[0_-4px_16px_rgba(0,0,0,0.08)] sm:inset-x-auto sm:bottom-4 sm:left-4 sm:w-[380px] sm:rounded-2xl sm:border sm:shadow-lg print:hidden"
    >
      <h2 id={`${id}-title`} className="text-sm font-semibold">
        {t(lang, "cookies.label")}
      </h2>
      <p className="mt-1 text-sm text-stone-600">
        {t(lang, "cookies.text")}{" "}
        <Link to={pathInLang("/site-privacy-policy", lang)} className="underline hover:text-ink">
          {t(lang, "cookies.more")}
        </Link>
      </p>
      <button
        type="button"
        data-testid="cookie-accept"
        onClick={() => {
          acceptCookies();
          setHidden(true);
        }}
        className="mt-3 rounded-full bg-ink px-5 py-2 text-sm font-medium text-paper hover:bg-stone-700"
      >
        {t(lang, "cookies.accept")}
      </button>
    </section>
  );
}

export function AppsBanner({ lang, shown }: { lang: Lang; shown: boolean }) {
  const id = useId();
  const [hidden, setHidden] = useState(!shown);
  const { pathname } = useLocation();
  const about = pathInLang("/mobile-app", lang);
  // not on the page it leads to
  if (hidden || pathname === about) return null;
  return (
    <section
      aria-labelledby={`${id}-title`}
      data-testid="apps-banner"
      className="bg-ink text-paper print:hidden"
    >
      <div className="mx-auto flex max-w-5xl items-center gap-3 px-4 py-2 text-sm sm:px-6">
        <span aria-hidden="true" className="han text-base text-[#f3b5a8]">
          八字
        </span>
        <p className="min-w-0 flex-1">
          <span id={`${id}-title`} className="sr-only">
            {t(lang, "apps.label")}:{" "}
          </span>
          {t(lang, "apps.text")}{" "}
          <Link to={about} className="whitespace-nowrap font-medium underline focus-visible:outline-white">
            {t(lang, "apps.more")}
          </Link>
        </p>
        <button
          type="button"
          aria-label={t(lang, "apps.dismiss")}
          data-testid="apps-dismiss"
          onClick={() => {
            setCookie(APPS_COOKIE, "0");
            setHidden(true);
          }}
          className="grid size-8 shrink-0 place-items-center rounded-full hover:bg-white/10 focus-visible:outline-white"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 stroke-current" fill="none">
            <path d="M6 6l12 12M18 6 6 18" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
    </section>
  );
}
