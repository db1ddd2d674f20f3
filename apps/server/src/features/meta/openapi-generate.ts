/**
 * The OpenAPI paths of the declared operations (http/operation.ts, decision 034), generated: each zod schema
 * becomes JSON Schema 2020-12 with `z.toJSONSchema` (the input side for requests, the output side for answers);
 * a schema exported by `@bazi/contracts` (or named in `extraNames`) is a component, any other is written in place.
 * The problem answers an operation's nature implies are added by one rule: a body → 413, and 415 unless the
 * handler reads the bytes itself; a query or a body → 400; path parameters → 404; a session → 401; a state change
 * under /api → 403 (sent from another site); the rate limit → 429.
 */
import * as contracts from "@bazi/contracts";
import { z } from "zod";
import { type Caller, type Operation, RATE_LIMITED_PATHS } from "../../http/operation.ts";

type Io = "input" | "output";

export const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** An error answer: a problem document (RFC 9457), the one shape of every error. */
const problem = (description: string) => ({
  description,
  content: { "application/problem+json": { schema: ref("Problem") } },
});

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

type Json = Record<string, unknown>;

const SECURITY: Record<Caller, object[]> = {
  none: [],
  provider: [],
  session: [{ bearerToken: [] }, { sessionCookie: [] }],
  optional: [{}, { bearerToken: [] }, { sessionCookie: [] }],
  viewer: [{}, { bearerToken: [] }, { sessionCookie: [] }],
  metrics: [{ metricsToken: [] }],
  telegram: [{ telegramSecret: [] }],
};

/** What each implied error status means. */
const IMPLIED: Record<number, string> = {
  400: "VALIDATION_FAILED: errors[] names each field, with a message in the request's language",
  401: "UNAUTHORIZED: no valid session (Authorization: Bearer <token>, or the session cookie)",
  403: "CROSS_SITE_REQUEST: a state change sent from another site",
  404: "NOT_FOUND",
  413: "PAYLOAD_TOO_LARGE: the body is over this operation's limit (x-body-limit)",
  415: "UNSUPPORTED_MEDIA_TYPE: the body is not one of the media types listed",
  429: "RATE_LIMITED (per address: IPv4, or the IPv6 /64), with Retry-After in seconds",
};

const convert = (s: z.ZodType, io: Io): Json => {
  const { $schema: _, ...schema } = z.toJSONSchema(s, {
    io,
    unrepresentable: "any",
    target: "draft-2020-12",
  }) as Json;
  return schema;
};

/** Names of the contracts' schemas: `SignInSchema` is the component `SignIn`. */
function contractNames(extra: Record<string, z.ZodType>): Map<z.ZodType, string> {
  const names = new Map<z.ZodType, string>();
  for (const [name, value] of Object.entries(contracts))
    if (value instanceof z.ZodType && name.endsWith("Schema"))
      names.set(value, name.slice(0, -"Schema".length));
  for (const [name, value] of Object.entries(extra)) names.set(value, name);
  return names;
}

/** The `paths` and `components.schemas` of the declared operations. */
export function generatedPaths(
  operations: readonly Operation[],
  options: { defaultBodyLimit: number; extraNames?: Record<string, z.ZodType> },
): { paths: Record<string, Record<string, object>>; schemas: Record<string, object> } {
  const names = contractNames(options.extraNames ?? {});
  // every error is a problem document
  const schemas: Record<string, object> = { Problem: convert(contracts.ProblemSchema, "output") };
  const used = new Map<string, Io>([["Problem", "output"]]);

  const schemaOf = (s: z.ZodType, io: Io): object => {
    const name = names.get(s);
    if (!name) return convert(s, io);
    const key =
      used.get(name) === undefined || used.get(name) === io
        ? name
        : `${name}${io === "input" ? "Input" : "Output"}`;
    if (!schemas[key]) {
      used.set(key, io);
      schemas[key] = convert(s, io);
    }
    return ref(key);
  };

  /** Each property of an object schema as a parameter `in` the path or the query. */
  const parameters = (s: z.ZodType | undefined, where: "path" | "query"): Json[] => {
    if (!s) return [];
    const json = convert(s, "input") as { properties?: Record<string, Json>; required?: string[] };
    return Object.entries(json.properties ?? {}).map(([name, schema]) => {
      const { description, ...rest } = schema;
      return {
        name,
        in: where,
        required: where === "path" || (json.required ?? []).includes(name),
        ...(typeof description === "string" ? { description } : {}),
        // a path's segment is never empty: a template with an empty value names another path
        schema:
          where === "path" && rest.type === "string" && rest.minLength === undefined
            ? { ...rest, minLength: 1 }
            : rest,
      };
    });
  };

  const paths: Record<string, Record<string, object>> = {};
  for (const op of operations) {
    const params = [...parameters(op.params, "path"), ...parameters(op.query, "query")];
    for (const name of [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!))
      if (!params.some((p) => p.name === name && p.in === "path"))
        params.push({ name, in: "path", required: true, schema: { type: "string", minLength: 1 } });
    if (op.localized && !params.some((p) => p.name === "lang"))
      params.push({
        name: "lang",
        in: "query",
        required: false,
        description: "The answer's language: ru or en (another value is ignored, as if absent)",
        schema: { type: "string", examples: ["ru", "en"] },
      });

    const body = op.body;
    const content: Record<string, object> = {};
    if (body?.json) content["application/json"] = { schema: schemaOf(body.json, "input") };
    if (body?.form) content["application/x-www-form-urlencoded"] = { schema: schemaOf(body.form, "input") };
    if (body?.multipart) content["multipart/form-data"] = { schema: schemaOf(body.multipart, "input") };
    if (body?.raw) content[body.raw.type] = { schema: body.raw.schema };

    const responses: Record<string, object> = {};
    for (const [status, a] of Object.entries(op.answers)) {
      const media = a.json
        ? { "application/json": { schema: schemaOf(a.json, "output") } }
        : a.other
          ? { [a.other.type]: { schema: a.other.schema } }
          : null;
      responses[status] = {
        description: a.description ?? "OK",
        ...(a.headers ? { headers: a.headers } : {}),
        ...(media ? { content: media } : {}),
      };
    }
    const implied: number[] = [];
    if (body) implied.push(413);
    if (body && !body.raw) implied.push(415);
    if (op.query || (body && !body.raw)) implied.push(400);
    if (op.params || op.path.includes("{")) implied.push(404);
    if (op.caller === "session") implied.push(401);
    if (op.method !== "get" && op.path.startsWith("/api/")) implied.push(403);
    if (op.limited || RATE_LIMITED_PATHS.some((p) => op.path.startsWith(p))) implied.push(429);
    for (const status of implied) {
      // an answer declared for an implied status (the sandbox's 404 page) keeps its body beside the problem's
      const declared = responses[String(status)] as { description: string; content?: object } | undefined;
      const p = problem(IMPLIED[status]!);
      responses[String(status)] = declared
        ? {
            ...declared,
            description: `${declared.description}; or ${p.description}`,
            content: { ...declared.content, ...p.content },
          }
        : p;
    }
    for (const e of op.errors ?? []) {
      const [status, text] = typeof e === "number" ? [e, IMPLIED[e] ?? "Error"] : e;
      responses[String(status)] = problem(text);
    }

    paths[op.path] = {
      ...paths[op.path],
      [op.method]: {
        tags: [op.tag],
        summary: op.summary,
        ...(op.description ? { description: op.description } : {}),
        security: SECURITY[op.caller],
        ...(params.length > 0 ? { parameters: params } : {}),
        ...(body
          ? {
              requestBody: {
                required: true,
                ...(body.raw ? { description: body.raw.description } : {}),
                content,
                "x-body-limit": body.limit?.bytes ?? options.defaultBodyLimit,
              },
            }
          : {}),
        responses,
      },
    };
  }
  return { paths, schemas };
}
