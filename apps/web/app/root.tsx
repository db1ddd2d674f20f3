import { servicesContext } from "@bazi/contracts";
import { type Lang, t } from "@bazi/i18n";
import { APP_PAGES } from "@bazi/i18n/pages";
import type { ReactNode } from "react";
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
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import stylesheet from "./app.css?url";
import { AppsBanner, CookieBanner } from "./components/chrome/banners.tsx";
import { ErrorMessage } from "./components/error-message.tsx";
import { type ChromeData, SiteFooter, SiteHeader } from "./components/site-chrome.tsx";
import { APPS_COOKIE, CONSENT_COOKIE, cookieOf } from "./lib/cookies.ts";
import { langOfPath } from "./lib/lang.ts";
import { clientNonce } from "./lib/nonce.ts";
import { placeOf } from "./lib/place.ts";

/** The header's and footer's data: the visitor's place (cookie), this year, and the banners' cookies. */
export async function loader({ context, request, url }: LoaderFunctionArgs): Promise<ChromeData> {
  const lang = langOfPath(url.pathname);
  const services = context.get(servicesContext);
  const place = await placeOf(request, services, lang);
  const cookie = request.headers.get("cookie");
  return {
    placeName: place.name,
    year: services.calendar.today(place.tz).year,
    consent: cookieOf(cookie, CONSENT_COOKIE) === "1",
    appsBanner: cookieOf(cookie, APPS_COOKIE) !== "0",
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

export const links = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/**
 * The document. The locale comes from the URL, so `<html lang>` is right on every page, error pages included.
 * `<Links>`, `<Scripts>` and `<ScrollRestoration>` get the CSP nonce from `<ServerRouter nonce>` on the server
 * (entry.server.tsx) and from the document in the browser (lib/nonce.ts).
 */
export function Layout({ children }: { children: ReactNode }) {
  const lang = langOfPath(useLocation().pathname);
  const nonce = clientNonce();
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#faf7f2" />
        <Meta />
        <Links nonce={nonce} />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

function Shell({ lang, children }: { lang: Lang; children: ReactNode }) {
  const chrome = useRouteLoaderData<typeof loader>("root");
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-3 focus:top-3 focus:z-10 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:shadow"
      >
        {t(lang, "nav.skip")}
      </a>
      <SiteHeader lang={lang} placeName={chrome?.placeName ?? t(lang, "chrome.place")} />
      <AppsBanner lang={lang} shown={chrome?.appsBanner ?? false} />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter lang={lang} year={chrome?.year ?? new Date().getFullYear()} />
      <CookieBanner lang={lang} accepted={chrome?.consent ?? true} />
    </div>
  );
}

/** Pages the mobile app opens (/agreement-app, /privacy-policy-app, /premium-ios): content only. */
function isAppPage(pathname: string): boolean {
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

/** 404 and 500 pages for errors thrown by loaders or rendering. Internals are never shown. */
export function ErrorBoundary() {
  const error = useRouteError();
  const lang = langOfPath(useLocation().pathname);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound && import.meta.env.DEV) console.error(error);
  return (
    <Shell lang={lang}>
      <ErrorMessage
        lang={lang}
        title={t(lang, notFound ? "error.notFound" : "error.title")}
        text={t(lang, notFound ? "notFound.text" : "error.internal")}
      />
    </Shell>
  );
}
