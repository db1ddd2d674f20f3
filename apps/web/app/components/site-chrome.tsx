import { type Lang, t } from "@bazi/i18n";
import { useCallback, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { LANG_COOKIE, setCookie } from "../lib/cookies.ts";
import { pathInLang } from "../lib/lang.ts";
import { type ContentIndex, langSwitchTarget } from "../lib/lang-switch.ts";
import { AuthDialog, preloadAuthForms } from "./account/auth-dialog.tsx";
import { ChartsMenu, type HeaderChart } from "./account/charts-menu.tsx";
import { Avatar } from "./behaviour/avatar.tsx";
import { SmartLink } from "./behaviour/smart-link.tsx";
import { Logo } from "./chrome/logo.tsx";
import { PlacePicker } from "./chrome/place-picker.tsx";
import { SiteMenu } from "./chrome/site-menu.tsx";

/** What the header and footer need from the root loader (absent when the root loader itself failed). */
export interface ChromeData {
  placeName: string;
  year: number;
  consent: boolean;
  appsBanner: boolean;
  /** The signed-in user as the header shows them, or null for visitors. */
  viewer: HeaderViewer | null;
  /** Every article and section with its languages (the language switch's fallback); null when unavailable. */
  contentIndex: ContentIndex | null;
}

export interface HeaderViewer {
  name: string;
  charts: HeaderChart[];
  /** The selected chart's uuid. */
  active: string | null;
}

/**
 * The header: the locale's logo, the location picker, for visitors the sign-in link (with JavaScript it opens the
 * sign-in dialog; without, it leads to /client, where the same forms are), for signed-in users the charts dropdown
 * and the initials avatar (a link to /client), the language switch (keeps the page when it exists in the other
 * language and otherwise leads to the nearest one that does, lib/lang-switch.ts; remembers the choice in the
 * `lang` cookie, also without JavaScript through `?lang=`, which the server turns into the cookie and a redirect)
 * and the burger menu.
 */
export function SiteHeader({
  lang,
  placeName,
  viewer,
  contentIndex,
  notFound = false,
}: {
  lang: Lang;
  placeName: string;
  viewer: HeaderViewer | null;
  contentIndex: ContentIndex | null;
  /** The page is the 404 page: the switch then leads only to a page known to exist. */
  notFound?: boolean;
}) {
  const location = useLocation();
  const { pathname, search } = location;
  const navigate = useNavigate();
  const other: Lang = lang === "ru" ? "en" : "ru";
  const target = langSwitchTarget(location, other, contentIndex, { notFound });
  // Without JavaScript the link itself switches: the server remembers ?lang= in the cookie and redirects.
  const switchParams = new URLSearchParams(target.search);
  switchParams.set("lang", other);
  const switchHref = `${target.pathname}?${switchParams}${target.hash}`;
  const [placeOpen, setPlaceOpen] = useState(false);
  const [authOpen, setAuthOpen] = useState(false);
  const closeAuth = useCallback(() => setAuthOpen(false), []);
  return (
    <header className="relative z-20 border-b border-stone-200/80 bg-paper/90 print:hidden">
      <div className="mx-auto flex max-w-5xl items-center gap-2 px-3 py-3 sm:gap-4 sm:px-6">
        <Logo lang={lang} />
        <div className="min-w-0 flex-1">
          <PlacePicker
            lang={lang}
            placeName={placeName}
            open={placeOpen}
            setOpen={setPlaceOpen}
            signedIn={viewer !== null}
          />
        </div>
        {viewer ? (
          <>
            <ChartsMenu lang={lang} charts={viewer.charts} active={viewer.active} />
            <Link
              to={pathInLang("/client", lang)}
              data-testid="header-user"
              className="hidden shrink-0 rounded-full sm:block"
            >
              <span aria-hidden="true">
                <Avatar name={viewer.name} />
              </span>
              <span className="sr-only" data-testid="header-user-label">
                {t(lang, "header.profile", { name: viewer.name })}
              </span>
            </Link>
          </>
        ) : (
          <>
            <a
              href={pathInLang("/client", lang)}
              aria-haspopup="dialog"
              onClick={(e) => {
                if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
                e.preventDefault();
                setAuthOpen(true);
              }}
              onPointerEnter={preloadAuthForms}
              onFocus={preloadAuthForms}
              data-testid="sign-in"
              className="hidden rounded-full px-3 py-1.5 text-sm font-medium text-stone-700 hover:bg-stone-100 hover:text-ink sm:inline-block"
            >
              {t(lang, "chrome.signIn")}
            </a>
            <AuthDialog lang={lang} open={authOpen} onClose={closeAuth} back={`${pathname}${search}`} />
          </>
        )}
        <a
          href={switchHref}
          hrefLang={other}
          lang={other}
          data-testid="lang-switch"
          onClick={(e) => {
            if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
            // With JavaScript: remember the choice here and navigate on the client, without the parameter.
            e.preventDefault();
            setCookie(LANG_COOKIE, other);
            navigate(`${target.pathname}${target.search}${target.hash}`);
          }}
          className="shrink-0 rounded-full border border-stone-300 px-3 py-1.5 text-sm font-medium text-stone-700 hover:border-stone-500 hover:text-ink"
        >
          {t(lang, "home.switchLang")}
        </a>
        <SiteMenu
          lang={lang}
          placeName={placeName}
          viewerName={viewer?.name ?? null}
          onChangePlace={() => setPlaceOpen(true)}
          onSignIn={() => setAuthOpen(true)}
        />
      </div>
    </header>
  );
}

const footerLink = "hover:text-ink hover:underline";

/** The footer: about, privacy policy, site agreement, rules, FAQ, glossary, articles (ru only) and the copyright. */
export function SiteFooter({ lang, year }: { lang: Lang; year: number }) {
  const links: { to: string; label: string; testId: string }[] = [
    { to: "/about", label: t(lang, "footer.aboutLink"), testId: "footer-about" },
    { to: "/site-privacy-policy", label: t(lang, "footer.privacy"), testId: "footer-privacy" },
    { to: "/site-agreement", label: t(lang, "footer.agreement"), testId: "footer-agreement" },
    { to: "/rules", label: t(lang, "footer.rules"), testId: "footer-rules" },
    { to: "/faq", label: t(lang, "chrome.menuFaq"), testId: "footer-faq" },
    { to: "/glossary", label: t(lang, "chrome.menuGlossary"), testId: "footer-glossary" },
    ...(lang === "ru"
      ? [{ to: "/articles", label: t(lang, "chrome.menuArticles"), testId: "footer-articles" }]
      : []),
  ];
  return (
    <footer className="border-t border-stone-200/80 print:hidden">
      <div className="mx-auto max-w-5xl px-4 py-6 text-sm text-stone-600 sm:px-6">
        <nav aria-label={t(lang, "footer.nav")}>
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            {links.map((l) => (
              <li key={l.to}>
                <SmartLink to={pathInLang(l.to, lang)} className={footerLink} data-testid={l.testId}>
                  {l.label}
                </SmartLink>
              </li>
            ))}
          </ul>
        </nav>
        <p className="mt-4 text-stone-600">{t(lang, "footer.about")}</p>
        <p className="mt-1 text-stone-600" data-testid="copyright">
          {t(lang, "footer.copyright", { year })}
        </p>
      </div>
    </footer>
  );
}
