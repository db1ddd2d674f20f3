/**
 * Every HTTP operation is declared once (decision 034): its method and path, who may call it, its path
 * parameters, query and body as zod schemas, its body's limit, its answers and the errors it can give. `route`
 * registers the handler behind that declaration and validates the request by it before the handler runs, so the
 * API document (features/meta/openapi.ts, generated from the same declarations) cannot call valid what the
 * server refuses, or the reverse.
 *
 * Before the handler, in this order: who calls (a session: 401 without one; the session cookie on a state change
 * from another site: 403), the path parameters (a failure is 404: no such thing), the query (400 naming the
 * field), the body by its Content-Type (another type: 415; malformed JSON or a form that does not parse: 400
 * naming the body; then its schema: 400 naming each field). Messages are in the request's language, which a
 * body's or a query's `lang` sets.
 */
import { type Lang, t } from "@bazi/i18n";
import type { Context, Hono, MiddlewareHandler } from "hono";
import type { z } from "zod";
import { AppError, validationError } from "../errors.ts";
import type { Principal } from "../features/accounts/accounts.service.ts";
import type { Auth } from "../features/accounts/auth.ts";
import type { AppEnv } from "./app-env.ts";
import type { BodyLimit } from "./body-limit.ts";
import { requestLang } from "./lang.ts";

/**
 * Who may call: anyone (`none`), anyone with more for a signed-in user (`optional`), a signed-in user
 * (`session`), or the holder of a secret the handler checks (`metrics`: METRICS_TOKEN; `telegram`: the webhook's
 * secret; `provider`: a payment provider's signature or address). `viewer` is `optional` whose handler looks the
 * user up itself, only when it matters (the calendar's day calls: a later date or the personal layer), so the rest
 * costs no lookup; a session cookie from another site then just does not count.
 */
export type Caller = "none" | "optional" | "viewer" | "session" | "metrics" | "telegram" | "provider";

export type Tag =
  | "calendar"
  | "accounts"
  | "charts"
  | "bazi"
  | "reminders"
  | "payments"
  | "content"
  | "operations";

/** A form's fields as parsed: each one value, or all of a repeated field's. */
export type FormFields = Record<string, string | File | (string | File)[]>;

export interface BodyDeclaration {
  /** application/json: an object. */
  json?: z.ZodType;
  /** application/x-www-form-urlencoded, validated as `FormFields`. */
  form?: z.ZodType;
  /** multipart/form-data, validated as `FormFields` (files as File). */
  multipart?: z.ZodType;
  /** Bytes the handler reads itself (a provider's signed notification): the media type and what it is. */
  raw?: { type: string; schema: object; description: string };
  /** A limit other than the default (BODY_LIMIT_BYTES), with why, and the field a body over it overfilled. */
  limit?: Omit<BodyLimit, "path">;
}

export interface AnswerDeclaration {
  description?: string;
  /** An application/json body. */
  json?: z.ZodType;
  /** Another body: its media type and JSON Schema (a PNG: `{ type: "string", format: "binary" }`). */
  other?: { type: string; schema: object };
  headers?: Record<string, { description: string; schema: object }>;
}

export interface Operation {
  method: "get" | "post" | "delete";
  /** The path, parameters as {name} (OpenAPI's form; Hono's `:name` is derived). */
  path: string;
  tag: Tag;
  summary: string;
  description?: string;
  caller: Caller;
  /** Path parameters; a value that fails is 404. */
  params?: z.ZodType;
  query?: z.ZodType;
  body?: BodyDeclaration;
  /** The answers by status. */
  answers: Record<number, AnswerDeclaration>;
  /**
   * Problem answers beyond those the declaration implies (decision 034): a status with its usual meaning, or a
   * status with the codes it gives here.
   */
  errors?: readonly (number | readonly [number, string])[];
  /** Under the per-address rate limit (429) though outside `RATE_LIMITED_PATHS` (which the rate limit covers whole). */
  limited?: boolean;
  /** The answer's text follows the request's language (`lang` in the query or the body, else the cookie or Accept-Language). */
  localized?: boolean;
}

type Out<D, K extends string> = D extends { [P in K]: infer S extends z.ZodType } ? z.output<S> : never;
type BodyOf<B> = [Out<B, "json"> | Out<B, "form"> | Out<B, "multipart">] extends [never]
  ? undefined
  : Out<B, "json"> | Out<B, "form"> | Out<B, "multipart">;

/** What a handler receives, validated and typed by its declaration. */
export interface Input<D extends Operation> {
  params: D extends { params: infer S extends z.ZodType } ? z.output<S> : Record<string, never>;
  query: D extends { query: infer S extends z.ZodType } ? z.output<S> : Record<string, never>;
  body: D extends { body: infer B } ? BodyOf<B> : undefined;
  lang: Lang;
  /** The caller: always a user for `session`, a user or null for `optional`, else null. */
  principal: D extends { caller: "session" } ? Principal : Principal | null;
}

export type Handler<D extends Operation> = (
  c: Context<AppEnv>,
  input: Input<D>,
) => Response | Promise<Response>;

/** An operation as declared, with its types kept (`satisfies Operation` would widen nothing either). */
export const operation = <const D extends Operation>(d: D): D => d;

/** The paths under the per-address rate limit (app.ts), every operation under them answering 429 when over it. */
export const RATE_LIMITED_PATHS = ["/api/", "/calendar/", "/payments/notify/"] as const;

const JSON_TYPE = /^application\/(json|[\w.+-]+\+json)\s*(;|$)/i;
const FORM_TYPE = /^application\/x-www-form-urlencoded\s*(;|$)/i;
const MULTIPART_TYPE = /^multipart\/form-data\s*(;|$)/i;

function bodyRefused(
  lang: Lang,
  key: "error.body.malformedJson" | "error.body.object" | "error.body.malformedForm",
): AppError {
  return new AppError("VALIDATION_FAILED", { fields: [{ field: "body", message: `body: ${t(lang, key)}` }] });
}

/** The explicit `lang` a body names, if it names one. */
const langIn = (v: unknown): unknown =>
  v && typeof v === "object" && "lang" in v ? (v as { lang: unknown }).lang : undefined;

async function readBody(
  c: Context<AppEnv>,
  body: BodyDeclaration,
): Promise<{ raw: unknown; schema: z.ZodType } | null> {
  const type = c.req.header("content-type") ?? "";
  if (body.json && JSON_TYPE.test(type)) {
    let raw: unknown;
    try {
      raw = await c.req.json();
    } catch {
      throw bodyRefused(c.get("lang"), "error.body.malformedJson");
    }
    c.set("lang", requestLang(c.req.raw, langIn(raw)));
    if (raw === null || typeof raw !== "object" || Array.isArray(raw))
      throw bodyRefused(c.get("lang"), "error.body.object");
    return { raw, schema: body.json };
  }
  const formSchema = FORM_TYPE.test(type)
    ? body.form
    : MULTIPART_TYPE.test(type)
      ? body.multipart
      : undefined;
  if (formSchema) {
    let raw: FormFields;
    try {
      raw = await c.req.parseBody({ all: true });
    } catch {
      throw bodyRefused(c.get("lang"), "error.body.malformedForm");
    }
    const lang = Array.isArray(raw.lang) ? raw.lang[0] : raw.lang;
    c.set("lang", requestLang(c.req.raw, lang));
    return { raw, schema: formSchema };
  }
  if (body.raw) return null;
  throw new AppError("UNSUPPORTED_MEDIA_TYPE");
}

/** Hono's path of an OpenAPI path: `/api/charts/{uuid}` → `/api/charts/:uuid`. */
export const honoPath = (path: string) => path.replace(/\{(\w+)\}/g, ":$1");

/**
 * The operations of one app: `route` registers each, `operations` lists them for the document, `bodyLimits`
 * gives the body-limit middleware the limits they declare.
 */
export interface Api {
  route<const D extends Operation>(
    d: D,
    handler: Handler<D>,
    options?: { before?: MiddlewareHandler<AppEnv>[] },
  ): void;
  readonly operations: readonly Operation[];
}

export function createApi(app: Hono<AppEnv>, auth: Auth): Api {
  const operations: Operation[] = [];
  return {
    operations,
    route(d, handler, options = {}) {
      if (operations.some((o) => o.method === d.method && o.path === d.path))
        throw new Error(`${d.method.toUpperCase()} ${d.path} is declared twice`);
      operations.push(d);
      const run: MiddlewareHandler<AppEnv> = async (c) => {
        const principal =
          d.caller === "session"
            ? await auth.require(c)
            : d.caller === "optional"
              ? await auth.optional(c)
              : null;
        const params = d.params ? d.params.safeParse(c.req.param()) : { success: true as const, data: {} };
        if (!params.success) throw new AppError("NOT_FOUND");
        let query: unknown = {};
        if (d.query) {
          const q = d.query.safeParse(c.req.query());
          if (!q.success) throw validationError(q.error.issues, c.get("lang"));
          query = q.data;
        }
        let body: unknown;
        if (d.body) {
          const read = await readBody(c, d.body);
          if (read) {
            const b = read.schema.safeParse(read.raw);
            if (!b.success) throw validationError(b.error.issues, c.get("lang"));
            body = b.data;
          }
        }
        const input = { params: params.data, query, body, lang: c.get("lang"), principal };
        return handler(c, input as Input<typeof d>);
      };
      const on = app.on.bind(app) as (m: string, p: string, ...h: MiddlewareHandler<AppEnv>[]) => unknown;
      on(d.method.toUpperCase(), honoPath(d.path), ...(options.before ?? []), run);
    },
  };
}

/** The body limits the operations declare, for http/body-limit.ts. */
export function declaredBodyLimits(operations: readonly Operation[]): BodyLimit[] {
  return operations.flatMap((o) => {
    const limit = o.body?.limit;
    if (!limit) return [];
    const pattern = honoPath(o.path).replace(/[.]/g, "\\.").replace(/:\w+/g, "[^/]+");
    return [{ ...limit, path: new RegExp(`^${pattern}$`) }];
  });
}
