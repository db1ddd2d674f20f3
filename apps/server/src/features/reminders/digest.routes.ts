/**
 * The e-mail digest's calls (decision 024): GET/POST /api/email-digest (the signed-in owner's settings; the /api
 * middleware refuses cross-site changes, auth.require refuses a cookie from another site), and the one-click
 * unsubscribe address /unsubscribe/email/{token} (RFC 8058): GET shows a page with a button and changes nothing
 * (link scanners prefetch), POST with `List-Unsubscribe=One-Click` turns the digest off without sign-in.
 *
 * The POST is the one state change that is deliberately NOT same-origin checked (docs/security.md): mail clients
 * send it from their own servers or pages. It is registered here, before the pages' POST handler (which refuses
 * cross-site forms), and it can do only one thing: turn off the digest of the user the signed token names.
 */
import { EmailDigestSettingsSchema } from "@bazi/contracts";
import type { Lang } from "@bazi/i18n";
import { mt } from "@bazi/i18n/messenger";
import type { Hono, MiddlewareHandler } from "hono";
import { AppError } from "../../errors.ts";
import type { BodyLimit } from "../../http/body-limit.ts";
import { type AppEnv, formValue, parseBody, parseForm } from "../../http/parse.ts";
import type { Auth } from "../accounts/auth.ts";
import type { Digest } from "./digest.ts";
import { escapeHtml } from "./message.ts";

/** The unsubscribe button's body is one short field. */
export const digestBodyLimits: BodyLimit[] = [
  { path: /^\/unsubscribe\//, bytes: 1024, why: "the unsubscribe button posts one short field" },
];

function page(lang: Lang, body: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(mt(lang, "msg.unsub.title"))}</title></head><body><h1>${escapeHtml(mt(lang, "msg.unsub.title"))}</h1>${body}</body></html>`;
}

export function digestRoutes(
  app: Hono<AppEnv>,
  digest: Digest,
  auth: Auth,
  limited: MiddlewareHandler,
): void {
  app.get("/api/email-digest", async (c) => {
    const p = await auth.require(c);
    c.header("Cache-Control", "no-store");
    const state = await digest.state(p.userId);
    return c.json({ digest: state.settings, place: state.place });
  });

  app.post("/api/email-digest", async (c) => {
    const p = await auth.require(c);
    const { body, lang } = await parseBody(c, EmailDigestSettingsSchema);
    const state = await digest.save(p.userId, body, lang);
    return c.json({ message: mt(lang, "msg.ok.saved"), digest: state.settings, place: state.place });
  });

  app.use("/unsubscribe/*", limited);

  app.get("/unsubscribe/email/:token", async (c) => {
    c.header("Cache-Control", "no-store");
    c.header("Referrer-Policy", "no-referrer");
    const userId = digest.userOfToken(c.req.param("token"));
    if (!userId)
      return c.html(page(c.get("lang"), `<p>${escapeHtml(mt(c.get("lang"), "msg.unsub.bad"))}</p>`), 404);
    const lang = await digest.langOf(userId);
    // a form that posts what a mail client's one-click POST carries, to this same address
    return c.html(
      page(
        lang,
        `<p>${escapeHtml(mt(lang, "msg.unsub.confirm"))}</p><form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${escapeHtml(mt(lang, "msg.unsub.button"))}</button></form>`,
      ),
    );
  });

  app.post("/unsubscribe/email/:token", async (c) => {
    c.header("Cache-Control", "no-store");
    c.header("Referrer-Policy", "no-referrer");
    // RFC 8058: a form field, as multipart/form-data or urlencoded
    const oneClick = formValue(await parseForm(c), "List-Unsubscribe") === "One-Click";
    const token = c.req.param("token");
    const userId = digest.userOfToken(token);
    if (!userId)
      return c.html(page(c.get("lang"), `<p>${escapeHtml(mt(c.get("lang"), "msg.unsub.bad"))}</p>`), 404);
    const lang = await digest.langOf(userId);
    if (!oneClick) {
      throw new AppError("VALIDATION_FAILED", {
        fields: [{ field: "List-Unsubscribe", message: "List-Unsubscribe: One-Click" }],
      });
    }
    await digest.unsubscribe(token);
    return c.html(page(lang, `<p>${escapeHtml(mt(lang, "msg.unsub.done"))}</p>`));
  });
}
