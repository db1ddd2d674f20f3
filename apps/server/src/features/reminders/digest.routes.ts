/**
 * The e-mail digest's calls (decision 024): GET/POST /api/email-digest (the signed-in owner's settings; the /api
 * middleware refuses cross-site changes, the session check refuses a cookie from another site), and the one-click
 * unsubscribe address /unsubscribe/email/{token} (RFC 8058): GET shows a page with a button and changes nothing
 * (link scanners prefetch), POST with `List-Unsubscribe=One-Click` turns the digest off without sign-in.
 *
 * The POST is the one state change that is deliberately NOT same-origin checked (docs/security.md): mail clients
 * send it from their own servers or pages. It is registered here, before the pages' POST handler (which refuses
 * cross-site forms), and it can do only one thing: turn off the digest of the user the signed token names.
 * Declared in reminders.operations.ts.
 */
import type { Lang } from "@bazi/i18n";
import { t } from "@bazi/i18n/messenger";
import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "../../http/app-env.ts";
import type { Api } from "../../http/operation.ts";
import type { Digest } from "./digest.ts";
import { escapeHtml } from "./message.ts";
import * as op from "./reminders.operations.ts";

function page(lang: Lang, body: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(t(lang, "msg.unsub.title"))}</title></head><body><h1>${escapeHtml(t(lang, "msg.unsub.title"))}</h1>${body}</body></html>`;
}

export function digestRoutes(api: Api, digest: Digest, limited: MiddlewareHandler): void {
  api.route(op.digestState, async (c, { principal }) => {
    c.header("Cache-Control", "no-store");
    const state = await digest.state(principal.userId);
    return c.json({ digest: state.settings, place: state.place });
  });

  api.route(op.saveDigest, async (c, { principal, body, lang }) => {
    const state = await digest.save(principal.userId, body, lang);
    return c.json({ message: t(lang, "msg.ok.saved"), digest: state.settings, place: state.place });
  });

  /** The user an unsubscribe link is for (null: it is not one of ours), its pages kept out of caches and referrers. */
  const ownerOf = (c: Context<AppEnv>, token: string) => {
    c.header("Cache-Control", "no-store");
    c.header("Referrer-Policy", "no-referrer");
    return digest.userOfToken(token);
  };

  api.route(
    op.unsubscribePage,
    async (c, { params, lang }) => {
      const userId = ownerOf(c, params.token);
      if (!userId) return c.html(page(lang, `<p>${escapeHtml(t(lang, "msg.unsub.bad"))}</p>`), 404);
      const userLang = await digest.langOf(userId);
      // a form that posts what a mail client's one-click POST carries, to this same address
      return c.html(
        page(
          userLang,
          `<p>${escapeHtml(t(userLang, "msg.unsub.confirm"))}</p><form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${escapeHtml(t(userLang, "msg.unsub.button"))}</button></form>`,
        ),
      );
    },
    { before: [limited] },
  );

  // RFC 8058: the body (a form field, as multipart/form-data or urlencoded) is checked by the declaration
  api.route(
    op.unsubscribe,
    async (c, { params, lang }) => {
      const userId = ownerOf(c, params.token);
      if (!userId) return c.html(page(lang, `<p>${escapeHtml(t(lang, "msg.unsub.bad"))}</p>`), 404);
      const userLang = await digest.langOf(userId);
      await digest.unsubscribe(params.token);
      return c.html(page(userLang, `<p>${escapeHtml(t(userLang, "msg.unsub.done"))}</p>`));
    },
    { before: [limited] },
  );
}
