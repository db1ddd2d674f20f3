/**
 * Server entry: streams the HTML (waits for everything for bots), with the request's CSP nonce on every
 * script React and React Router emit; in production the scripts start after the first paint
 * (lib/defer-hydration.server.ts). Besides React Router's `default` handler it exports the context keys the
 * server must set (`nonceContext`), reachable as `build.entry.module.nonceContext` in apps/server/src/web/ssr.ts,
 * and the URL of the site's stylesheet (`stylesheet`, the one root.tsx links), which the server's pages outside
 * React Router link too (the payment sandbox's checkout).
 *
 * When a page fails to render, React Router renders again with the error, i.e. the root ErrorBoundary (the 404 or
 * 500 page). Should that render fail as well, this answers a plain static page with a link home (`plainErrorPage`)
 * instead of React Router's bare "Unexpected Server Error" text.
 */
import { PassThrough } from "node:stream";
import { t } from "@bazi/i18n";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { homePath } from "./lib/calendar-path.ts";
import { deferHydration } from "./lib/defer-hydration.server.ts";
import { langOfPath } from "./lib/lang.ts";
import { getNonce } from "./lib/nonce.ts";

export { default as stylesheet } from "./app.css?url";
export { nonceContext, servicesContext, sessionContext } from "./lib/context.ts";

export const streamTimeout = 5_000;

/** The last-resort page: no scripts, no styles but a few inline ones, in the language of the URL. */
export function plainErrorPage(url: string, headers: Headers): Response {
  const lang = langOfPath(new URL(url).pathname);
  const home = homePath(lang);
  const title = t(lang, "error.fallback");
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body style="font-family:system-ui,sans-serif;margin:4rem auto;max-width:40rem;padding:0 1rem;color:#1f1a17;background:#faf7f2"><main><h1>${title}</h1><p><a href="${home}">${t(lang, "nav.home")}</a></p></main></body></html>`;
  headers.set("Content-Type", "text/html; charset=utf-8");
  return new Response(html, { status: 500, headers });
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = getNonce(loadContext);

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          // production: the scripts start after the first paint (lib/defer-hydration.server.ts); Vite's dev
          // scripts are left as they are
          if (import.meta.env.PROD) pipe(deferHydration(nonce)).pipe(body);
          else pipe(body);
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          // The error page itself failed: answer the static fallback rather than nothing.
          if (routerContext.staticHandlerContext.errors) {
            console.error(error);
            resolve(plainErrorPage(request.url, responseHeaders));
          } else reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors inside the shell are logged by React Router's handler; these come later, while streaming.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
