/** Request parsing shared by routes: JSON bodies and query strings through zod, errors in the request's language. */
import { type Lang, t } from "@bazi/i18n";
import type { Context } from "hono";
import type { z } from "zod";
import { AppError, validationError } from "../errors.ts";
import type { Principal } from "../features/accounts/accounts.service.ts";
import { requestLang } from "./lang.ts";

export type AppEnv = {
  Variables: {
    requestId: string;
    lang: Lang;
    nonce: string;
    clientIp: string;
    /**
     * The request came through one of our proxies (the connection's peer is in TRUST_PROXY), so its
     * X-Forwarded-For and X-Forwarded-Proto count (http/request-context.ts).
     */
    viaProxy: boolean;
    commonHeaders: Record<string, string>;
    /** The signed-in user's session (undefined until features/accounts/auth.ts resolves it). */
    principal: Principal | null;
  };
};

export async function parseBody<S extends z.ZodType>(
  c: Context<AppEnv>,
  schema: S,
): Promise<{ body: z.infer<S>; lang: Lang }> {
  const type = c.req.header("content-type") ?? "";
  if (!/^application\/(json|[\w.+-]+\+json)\b/i.test(type)) throw new AppError("UNSUPPORTED_MEDIA_TYPE");
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    throw new AppError("VALIDATION_FAILED", {
      fields: [
        {
          field: "body",
          message: `body: ${t(c.get("lang"), "error.body.malformedJson")}`,
        },
      ],
    });
  }
  const explicit =
    raw && typeof raw === "object" && "lang" in raw ? (raw as { lang: unknown }).lang : undefined;
  const lang = requestLang(c.req.raw, explicit);
  c.set("lang", lang);
  if (raw === null || typeof raw !== "object" || Array.isArray(raw)) {
    throw new AppError("VALIDATION_FAILED", {
      fields: [
        {
          field: "body",
          message: `body: ${t(lang, "error.body.object")}`,
        },
      ],
    });
  }
  const r = schema.safeParse(raw);
  if (!r.success) throw validationError(r.error.issues, lang);
  return { body: r.data, lang };
}

/**
 * A form body (multipart/form-data or application/x-www-form-urlencoded): its fields, each one value or all of a
 * repeated field's. A body that does not parse (a broken multipart boundary, another type) is a 400 naming the body.
 */
export async function parseForm(
  c: Context<AppEnv>,
): Promise<Record<string, string | File | (string | File)[]>> {
  const type = c.req.header("content-type") ?? "";
  if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(type))
    throw new AppError("UNSUPPORTED_MEDIA_TYPE");
  try {
    return await c.req.parseBody({ all: true });
  } catch {
    throw new AppError("VALIDATION_FAILED", {
      fields: [{ field: "body", message: `body: ${t(requestLang(c.req.raw), "error.body.malformedForm")}` }],
    });
  }
}

/** A form's one value of `name` (the first of a repeated field), or undefined. */
export function formValue(
  form: Record<string, string | File | (string | File)[]>,
  name: string,
): string | File | undefined {
  const v = form[name];
  return Array.isArray(v) ? v[0] : v;
}

export function parseQuery<S extends z.ZodType>(
  c: Context<AppEnv>,
  schema: S,
): { query: z.infer<S>; lang: Lang } {
  const lang = c.get("lang");
  const r = schema.safeParse(c.req.query());
  if (!r.success) throw validationError(r.error.issues, lang);
  return { query: r.data, lang };
}
