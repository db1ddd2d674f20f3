import { type Lang, t } from "@bazi/i18n";
import { APP_PAGES } from "@bazi/i18n/pages";
import { Component, type ReactNode, useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  type LoaderFunctionArgs,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import stylesheet from "./app.css?url";
import { Analytics } from "./components/behaviour/analytics.tsx";
import { Notifications } from "./components/behaviour/notifications.tsx";
import { type OfflineData, OfflineNote } from "./components/behaviour/offline-note.tsx";
import { ProgressBar } from "./components/behaviour/progress-bar.tsx";
import { AppsBanner, CookieBanner } from "./components/chrome/banners.tsx";
import { ErrorMessage, isNotFoundHint } from "./components/error-message.tsx";
import { type ChromeData, SiteFooter, SiteHeader } from "./components/site-chrome.tsx";
import { homePath, isoOf } from "./lib/calendar-path.ts";
import { requestPlace } from "./lib/calendar-request.server.ts";
import { installChunkReloadGuard } from "./lib/chunk-reload.ts";
import { contentIndex } from "./lib/content-index.server.ts";
import { servicesContext, sessionContext } from "./lib/context.ts";
import { APPS_COOKIE, CONSENT_COOKIE, cookieOf } from "./lib/cookies.ts";
import { langOfPath } from "./lib/lang.ts";
import { clientNonce } from "./lib/nonce.ts";

// Before React Router hydrates: a failed route chunk reloads the page at most once per minute (lib/chunk-reload.ts).
installChunkReloadGuard();

/**
 * The header's and footer's data: the visitor's place (cookie), this year, the banners' cookies, the analytics
 * counter id (null = no analytics), the signed-in user (name, charts, the selected one; null for visitors) and the
 * content index the language switch uses to avoid pages missing in the other language (lib/lang-switch.ts).
 * Nothing here depends on a visitor beyond the Cookie header, so anonymous pages stay cacheable
 * (apps/server/src/web/ssr.ts). `offline`: what the service worker keeps for reading offline is computed from it
 * (components/behaviour/offline-note.tsx, decision 023).
 */
export async function loader({
  context,
  request,
  url,
}: LoaderFunctionArgs): Promise<ChromeData & { analyticsId: string | null; offline: OfflineData }> {
  const lang = langOfPath(url.pathname);
  const services = context.get(servicesContext);
  const session = context.get(sessionContext);
  const [place, index] = await Promise.all([requestPlace(context, request, lang), contentIndex(services)]);
  const cookie = request.headers.get("cookie");
  const viewer = session.viewer;
  const today = services.calendar.today(place.tz);
  return {
    placeName: place.name,
    year: today.year,
    consent: cookieOf(cookie, CONSENT_COOKIE) === "1",
    appsBanner: cookieOf(cookie, APPS_COOKIE) !== "0",
    analyticsId: services.site.analyticsId(),
    contentIndex: index,
    viewer: viewer
      ? {
          name: viewer.user.name,
          charts: viewer.charts.map((c) => ({ uuid: c.uuid, fio: c.fio })),
          active: viewer.active,
        }
      : null,
    offline: {
      today: isoOf(today),
      viewer: viewer?.user.uuid ?? null,
      variant: viewer ? `${viewer.active ?? ""}:${services.calendar.personal(session)?.paidUntil ?? ""}` : "",
    },
  };
}

/** The place's name is in the page's language, so a language switch reloads the root data too. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  return langOfPath(currentUrl.pathname) !== langOfPath(nextUrl.pathname) || defaultShouldRevalidate;
}

export const links = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

/**
 * The document. The locale comes from the URL, so `<html lang>` is right on every page, error pages included.
 * `<Links>`, `<Scripts>` and `<ScrollRestoration>` get the CSP nonce from `<ServerRouter nonce>` on the server
 * (entry.server.tsx) and from the document in the browser (lib/nonce.ts).
 *
 * Scrolling: `<ScrollRestoration>` already does what docs/product.md §2 asks, so nothing is added: on a new navigation
 * it scrolls to the top; back/forward (and a reload) restore the saved position (kept in sessionStorage per history
 * entry); a URL with a hash scrolls to that element instead; links may opt out with `preventScrollReset`.
 * Also here, for every page and the error pages: the loading bar and the notifications.
 */
export function Layout({ children }: { children: ReactNode }) {
  const lang = langOfPath(useLocation().pathname);
  const nonce = clientNonce();
  const chrome = useRouteLoaderData<typeof loader>("root");
  // `<html data-hydrated>` once React has hydrated the page (its scripts start after the first paint, decision
  // 011): the e2e tests wait for it before using what needs JavaScript.
  useEffect(() => document.documentElement.setAttribute("data-hydrated", ""), []);
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#faf7f2" />
        <Meta />
        {/* the one render-blocking resource; with a precedence React writes it first in the head, before the
            hoisted module preloads (held until the first paint: lib/defer-hydration.server.ts) */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        <Links nonce={nonce} />
        {/* the installable app (decision 023): the manifest of the page's language; the build writes it */}
        {import.meta.env.PROD ? <link rel="manifest" href={`/manifest-${lang}.webmanifest`} /> : null}
        <link rel="apple-touch-icon" href={`/icons/${lang}-180.png`} />
      </head>
      <body>
        <ProgressBar lang={lang} />
        <OfflineNote lang={lang} data={chrome?.offline ?? null} place={chrome?.placeName ?? null} />
        {children}
        <Notifications lang={lang} />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** Whether the page shown is the 404 page: a loader's 404 (`notFound`) or the catch-all route (its handle). */
function useNotFound(notFound: boolean): boolean {
  const matches = useMatches();
  return notFound || matches.some((m) => (m.handle as { notFound?: boolean } | undefined)?.notFound === true);
}

function Shell({
  lang,
  notFound = false,
  children,
}: {
  lang: Lang;
  notFound?: boolean;
  children: ReactNode;
}) {
  const chrome = useRouteLoaderData<typeof loader>("root");
  const missing = useNotFound(notFound);
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-3 focus:top-3 focus:z-10 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:shadow"
      >
        {t(lang, "nav.skip")}
      </a>
      <SiteHeader
        lang={lang}
        placeName={chrome?.placeName ?? t(lang, "chrome.place")}
        viewer={chrome?.viewer ?? null}
        contentIndex={chrome?.contentIndex ?? null}
        notFound={missing}
      />
      <AppsBanner lang={lang} shown={chrome?.appsBanner ?? false} />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter lang={lang} year={chrome?.year ?? new Date().getFullYear()} />
      <CookieBanner lang={lang} accepted={chrome?.consent ?? true} />
      <Analytics id={chrome?.analyticsId ?? null} consent={chrome?.consent ?? false} />
    </div>
  );
}

/**
 * Pages the mobile app opens (/agreement-app, /privacy-policy-app, /premium-ios, the app's Premium checkout
 * /personal/mobile…): content only.
 */
function isAppPage(pathname: string): boolean {
  if (/^\/personal\/mobile(\/|$)/.test(pathname)) return true;
  const slug = pathname.split("/").filter(Boolean).pop() ?? "";
  return (APP_PAGES as ReadonlySet<string>).has(slug);
}

export default function App() {
  const { pathname } = useLocation();
  const lang = langOfPath(pathname);
  if (isAppPage(pathname)) {
    return (
      <main id="main" className="min-h-dvh">
        <Outlet />
      </main>
    );
  }
  return (
    <Shell lang={lang}>
      <Outlet />
    </Shell>
  );
}

/**
 * The last line: when the error page itself fails in the browser, a plain message and a plain link home, with
 * nothing that could fail again (no header, no loader data). On the server entry.server.tsx does the same.
 */
export function PlainFallback({ lang }: { lang: Lang }) {
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-16" data-testid="error-fallback">
      <h1 className="text-2xl font-semibold">{t(lang, "error.fallback")}</h1>
      <p className="mt-6">
        <a href={homePath(lang)} className="underline">
          {t(lang, "nav.home")}
        </a>
      </p>
    </main>
  );
}

class FallbackBoundary extends Component<{ lang: Lang; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error(error);
  }
  override render() {
    return this.state.failed ? <PlainFallback lang={this.props.lang} /> : this.props.children;
  }
}

/**
 * 404 and 500 pages for errors thrown by loaders or rendering (a failed route chunk too, once the reload guard
 * has used its one reload). Internals are never shown.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const lang = langOfPath(useLocation().pathname);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // a form whose body did not parse (lib/form-error.ts): not our failure, and the reader can send it again
  const badForm = isRouteErrorResponse(error) && error.status === 400;
  if (!notFound && !badForm && import.meta.env.DEV) console.error(error);
  // a 404 that knows the nearest page that exists (a day outside the calendar's years) says why and links to it
  const hint = notFound && isNotFoundHint(error.data) ? error.data : null;
  return (
    <FallbackBoundary lang={lang}>
      <Shell lang={lang} notFound={notFound}>
        <ErrorMessage
          lang={lang}
          title={t(lang, notFound ? "error.notFound" : "error.title")}
          text={
            hint?.text ?? t(lang, notFound ? "notFound.text" : badForm ? "error.badForm" : "error.internal")
          }
          link={hint?.link}
        />
      </Shell>
    </FallbackBoundary>
  );
}
