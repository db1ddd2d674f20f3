/**
 * How an operation of the OpenAPI document is written: a small description (method, path, who may call it, the
 * body's schema, the answers) becomes the operation object, with the problem answers (RFC 9457) every error is
 * sent as. The schemas themselves are the zod schemas of `@bazi/contracts`, converted once.
 */
import { z } from "zod";

export const jsonSchema = (s: z.ZodType, io: "input" | "output") =>
  z.toJSONSchema(s, { io, unrepresentable: "any", target: "draft-2020-12" });

export const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** What each error status means across the API; an operation may say which codes it gives. */
const ERROR_TEXT: Record<number, string> = {
  400: "VALIDATION_FAILED: errors[] names each field, with a message in the request's language",
  401: "UNAUTHORIZED: no valid session (Authorization: Bearer <token>, or the session cookie)",
  403: "CROSS_SITE_REQUEST: a state change sent from another site with the session cookie",
  404: "NOT_FOUND",
  405: "METHOD_NOT_ALLOWED",
  409: "The current state does not allow it",
  413: "PAYLOAD_TOO_LARGE",
  415: "UNSUPPORTED_MEDIA_TYPE: the body must be JSON (application/json)",
  429: "RATE_LIMITED (per address: IPv4, or the IPv6 /64), with Retry-After in seconds",
  503: "The service behind it is unavailable for now; try again later",
};

export const problem = (description: string) => ({
  description,
  content: { "application/problem+json": { schema: ref("Problem") } },
});

/** An answer that is not a problem document. */
export interface Answer {
  status: number;
  description?: string;
  /** A JSON Schema (or a reference); none: no body. */
  schema?: object;
  /** The content type (default application/json). */
  type?: string;
  headers?: Record<string, { description: string; schema: object }>;
}

export interface Operation {
  method: "get" | "post" | "delete";
  /** The OpenAPI path, parameters as {name}. */
  path: string;
  tag: string;
  summary: string;
  description?: string;
  /**
   * session: a signed-in user (Bearer token or the session cookie); optional: anyone, a signed-in user gets more;
   * metrics / telegram: their own secret.
   */
  auth?: "session" | "optional" | "metrics" | "telegram";
  /** A JSON body: the name of its schema in components. */
  body?: string;
  /** Another kind of body (a form, a provider's raw notification), or a second one beside the JSON body. */
  rawBody?: { type: string; schema: object; description?: string };
  query?: Record<string, { schema: object; required?: boolean; description?: string }>;
  /** Path parameters' descriptions (every {name} of the path is a required string). */
  params?: Record<string, string>;
  answers: Answer[];
  /** Problem answers: a status (the usual meaning) or a status and what it means here. */
  errors?: (number | [number, string])[];
  /** The answer follows the request's language (?lang=ru|en, else Accept-Language). */
  localized?: boolean;
}

const SECURITY: Record<NonNullable<Operation["auth"]>, object[]> = {
  session: [{ bearerToken: [] }, { sessionCookie: [] }],
  optional: [{}, { bearerToken: [] }, { sessionCookie: [] }],
  metrics: [{ metricsToken: [] }],
  telegram: [{ telegramSecret: [] }],
};

export const SECURITY_SCHEMES = {
  bearerToken: {
    type: "http",
    scheme: "bearer",
    bearerFormat: "JWT",
    description: "The token from POST /api/token/auth or /api/user/singup",
  },
  sessionCookie: {
    type: "apiKey",
    in: "cookie",
    name: "__Host-session",
    description:
      "Set by sign-in and sign-up (named `session` over plain HTTP); state changes with it must come from the site itself",
  },
  metricsToken: { type: "http", scheme: "bearer", description: "METRICS_TOKEN of the instance" },
  telegramSecret: {
    type: "apiKey",
    in: "header",
    name: "X-Telegram-Bot-Api-Secret-Token",
    description: "The secret given to Telegram with setWebhook",
  },
};

function answer(a: Answer): object {
  return {
    description: a.description ?? "OK",
    ...(a.headers ? { headers: a.headers } : {}),
    ...(a.schema ? { content: { [a.type ?? "application/json"]: { schema: a.schema } } } : {}),
  };
}

export function operation(op: Operation): object {
  const params = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => ({
    name: m[1]!,
    in: "path",
    required: true,
    ...(op.params?.[m[1]!] ? { description: op.params[m[1]!] } : {}),
    schema: { type: "string" },
  }));
  const query = Object.entries(op.query ?? {}).map(([name, q]) => ({
    name,
    in: "query",
    required: q.required ?? false,
    ...(q.description ? { description: q.description } : {}),
    schema: q.schema,
  }));
  if (op.localized)
    query.push({ name: "lang", in: "query", required: false, schema: { enum: ["ru", "en"] } });
  const responses: Record<string, object> = {};
  for (const a of op.answers) responses[String(a.status)] = answer(a);
  for (const e of op.errors ?? []) {
    const [status, text] = Array.isArray(e) ? e : [e, ERROR_TEXT[e] ?? "Error"];
    responses[String(status)] = problem(text);
  }
  const content = {
    ...(op.body ? { "application/json": { schema: ref(op.body) } } : {}),
    ...(op.rawBody ? { [op.rawBody.type]: { schema: op.rawBody.schema } } : {}),
  };
  const body =
    Object.keys(content).length > 0
      ? {
          required: true,
          ...(op.rawBody?.description ? { description: op.rawBody.description } : {}),
          content,
        }
      : null;
  return {
    tags: [op.tag],
    summary: op.summary,
    ...(op.description ? { description: op.description } : {}),
    ...(op.auth ? { security: SECURITY[op.auth] } : { security: [] }),
    ...(params.length + query.length > 0 ? { parameters: [...params, ...query] } : {}),
    ...(body ? { requestBody: body } : {}),
    responses,
  };
}

/** The `paths` object of a list of operations. */
export function pathsOf(ops: Operation[]): Record<string, Record<string, object>> {
  const paths: Record<string, Record<string, object>> = {};
  for (const op of ops) paths[op.path] = { ...paths[op.path], [op.method]: operation(op) };
  return paths;
}
