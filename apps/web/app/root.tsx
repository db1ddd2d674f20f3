import { type Lang, t } from "@bazi/i18n";
import { APP_PAGES } from "@bazi/i18n/pages";
import type { ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteError,
} from "react-router";
import stylesheet from "./app.css?url";
import { ErrorMessage } from "./components/error-message.tsx";
import { SiteFooter, SiteHeader } from "./components/site-chrome.tsx";
import { langOfPath } from "./lib/lang.ts";
import { clientNonce } from "./lib/nonce.ts";

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
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-3 focus:top-3 focus:z-10 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:shadow"
      >
        {t(lang, "nav.skip")}
      </a>
      <SiteHeader lang={lang} />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter lang={lang} />
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
