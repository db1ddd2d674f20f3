/**
 * The page-action side of the services (Services.accounts, Services.payments): raw form input validated by the
 * API's schemas, and an Outcome (the value and the cookies to set, or the problem in the request's language)
 * instead of a thrown AppError.
 */
import type { Outcome, SessionInfo } from "@bazi/contracts";
import type { Lang } from "@bazi/i18n";
import type { z } from "zod";
import { AppError, problemOf, validationError } from "../errors.ts";

/** Runs a use case; an AppError becomes the failed Outcome (anything else is a bug and is rethrown). */
export async function outcome<T>(
  lang: Lang,
  f: () => Promise<{ value: T; cookies?: string[] }>,
): Promise<Outcome<T>> {
  try {
    const { value, cookies = [] } = await f();
    return { ok: true, value, cookies };
  } catch (e) {
    if (!(e instanceof AppError)) throw e;
    const p = problemOf(e, lang);
    const retry = Number(e.headers["Retry-After"]);
    return {
      ok: false,
      status: p.status,
      code: p.code,
      title: p.title,
      errors: p.errors ?? [],
      retryAfter: Number.isFinite(retry) ? retry : null,
    };
  }
}

/** Raw input through a schema; field errors in `lang` as a VALIDATION_FAILED AppError. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, lang: Lang): z.infer<S> {
  const r = schema.safeParse(input ?? {});
  if (!r.success) throw validationError(r.error.issues, lang);
  return r.data;
}

/** The signed-in user behind a page request, or 401. */
export function principalOf(s: SessionInfo): { userId: string; sessionId: string } {
  if (!s.principal) throw new AppError("UNAUTHORIZED");
  return s.principal;
}
