/**
 * A contract check independent of the server's own code: requests made from the served OpenAPI document alone,
 * as a client generated from it would make them, and the answers judged by the same document (issue 36 item 2).
 *
 * For every operation, `examples` requests the document calls valid (path parameters, query and body generated
 * from their JSON Schemas with json-schema-faker, seeded) and, for each, requests it calls invalid (a required
 * field left out, a field of the wrong type; Ajv confirms the document calls each one invalid). What must hold:
 *
 * - no answer is a 5xx other than a documented 503 (a service that is off, e.g. Telegram's on a machine without
 *   a bot);
 * - every answer's status, media type and body are in the document (support/openapi.ts);
 * - a request the document calls invalid is refused (a 4xx), never accepted;
 * - a request it calls valid is refused only with a status the document lists (the second rule covers it).
 */
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import { createGeneratorSync, type JsonSchema } from "json-schema-faker";
import { openApiValidator } from "./openapi.ts";

type Json = Record<string, unknown>;
interface Parameter {
  name: string;
  in: "path" | "query";
  required?: boolean;
  schema: Json;
}
interface OperationDoc {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Json }> };
  responses: Record<string, unknown>;
}
interface Doc {
  paths: Record<string, Record<string, OperationDoc>>;
  components: { schemas: Record<string, Json> };
}

export interface Finding {
  operation: string;
  rule: "no 5xx" | "answer in the document" | "invalid request refused";
  request: string;
  detail: string;
}

export interface FuzzReport {
  operations: number;
  requests: number;
  /** Requests the document calls invalid that were sent. */
  invalid: number;
  /** Answers by status. */
  statuses: Record<number, number>;
  findings: Finding[];
}

/** A schema with every reference into the document written out in place (json-schema-faker sees one schema). */
function inline(schema: unknown, root: object, depth = 0): unknown {
  if (Array.isArray(schema)) return schema.map((s) => inline(s, root, depth));
  if (!schema || typeof schema !== "object") return schema;
  const ref = (schema as Json).$ref;
  if (typeof ref === "string" && ref.startsWith("#/")) {
    if (depth > 8) return {};
    const target = ref
      .slice(2)
      .split("/")
      .map((part) => part.replaceAll("~1", "/").replaceAll("~0", "~"))
      .reduce<unknown>((node, part) => (node as Json | undefined)?.[part], root);
    if (target === undefined) throw new Error(`${ref} is not in the document`);
    return inline(target, root, depth + 1);
  }
  return Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, inline(v, root, depth)]));
}

const MEDIA_ORDER = ["application/json", "application/x-www-form-urlencoded", "multipart/form-data"];

/** A body's bytes as a client sends the value in `type`, with the headers that say so. */
function encode(type: string, value: unknown): { body: BodyInit; headers: Record<string, string> } {
  if (type === "application/x-www-form-urlencoded" || type === "multipart/form-data") {
    const entries = Object.entries((value && typeof value === "object" ? value : {}) as Json).flatMap(
      ([k, v]) =>
        (Array.isArray(v) ? v : [v]).map((x): [string, string] => [
          k,
          typeof x === "string" ? x : JSON.stringify(x),
        ]),
    );
    if (type === "multipart/form-data") {
      const form = new FormData();
      for (const [k, v] of entries) form.append(k, v);
      return { body: form, headers: {} };
    }
    return { body: new URLSearchParams(entries).toString(), headers: { "content-type": type } };
  }
  return {
    body: typeof value === "string" && !type.includes("json") ? value : JSON.stringify(value),
    headers: { "content-type": type },
  };
}

/** Values of the wrong type for a property of `schema` (one that its JSON Schema refuses). */
const WRONG = [true, { x: 1 }, [1, 2], -1e9, "\u0000not-this"];

export async function fuzzContract(options: {
  doc: object;
  /** Sends a request to the app (in-process), as from `peer`. */
  send: (request: Request) => Promise<Response>;
  /** Headers of a signed-in caller (none: anonymous). */
  auth?: Record<string, string>;
  /** Values to use for path parameters by name some of the time (a real chart's uuid), so that calls reach further. */
  known?: Record<string, string>;
  examples: number;
  seed: number;
}): Promise<FuzzReport> {
  const doc = options.doc as Doc;
  const contract = openApiValidator(doc);
  const ajv = new Ajv2020({ strict: false, validateFormats: false });
  const validators = new Map<object, ValidateFunction>();
  const validatorOf = (schema: Json) => {
    let v = validators.get(schema);
    if (!v) {
      v = ajv.compile(inline(schema, doc) as Json);
      validators.set(schema, v);
    }
    return v;
  };
  const gen = createGeneratorSync({ seed: options.seed, optionalsProbability: 0.5, maxItems: 3 });
  const sample = (schema: Json): unknown => gen.generate(inline(schema, doc) as JsonSchema);
  const report: FuzzReport = { operations: 0, requests: 0, invalid: 0, statuses: {}, findings: [] };

  // what ends the session or the account goes last, so that the rest is called signed in
  const last = (key: string) => /token\/logout|DELETE \/api\/user$/.test(key);
  const operations = Object.entries(doc.paths)
    .flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ path, method, op })))
    .sort(
      (a, b) =>
        Number(last(`${a.method.toUpperCase()} ${a.path}`)) -
        Number(last(`${b.method.toUpperCase()} ${b.path}`)),
    );

  for (const { path, method, op } of operations) {
    report.operations++;
    const key = `${method.toUpperCase()} ${path}`;
    const params = op.parameters ?? [];
    const media = Object.keys(op.requestBody?.content ?? {}).sort(
      (a, b) => (MEDIA_ORDER.indexOf(a) + 1 || 9) - (MEDIA_ORDER.indexOf(b) + 1 || 9),
    );

    const call = async (
      label: string,
      values: {
        path: Record<string, string>;
        query: Record<string, unknown>;
        body?: { type: string; value: unknown };
      },
      shouldRefuse: boolean,
    ) => {
      let url = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values.path[name] ?? "x"));
      const query = new URLSearchParams();
      for (const [k, v] of Object.entries(values.query))
        if (v !== undefined) query.set(k, typeof v === "string" ? v : JSON.stringify(v));
      if (query.size > 0) url += `?${query}`;
      const encoded = values.body ? encode(values.body.type, values.body.value) : null;
      const request = new Request(`http://localhost${url}`, {
        method: method.toUpperCase(),
        headers: { accept: "application/json", ...options.auth, ...encoded?.headers },
        ...(encoded ? { body: encoded.body } : {}),
      });
      const described = `${label}: ${method.toUpperCase()} ${url}${values.body ? ` ${values.body.type} ${JSON.stringify(values.body.value).slice(0, 300)}` : ""}`;
      report.requests++;
      if (shouldRefuse) report.invalid++;
      const res = await options.send(request);
      report.statuses[res.status] = (report.statuses[res.status] ?? 0) + 1;
      // a failure, or a gateway's: never an answer (a documented 503, a service that is off, is one)
      if (res.status >= 500 && res.status !== 503) {
        report.findings.push({
          operation: key,
          rule: "no 5xx",
          request: described,
          detail: (await res.clone().text()).slice(0, 300),
        });
        return;
      }
      const errors = (await contract.answerErrors(
        method.toUpperCase(),
        new URL(url, "http://localhost").pathname,
        res,
      )) ?? ["the operation is not found in the document by its path"];
      if (errors.length > 0)
        report.findings.push({
          operation: key,
          rule: "answer in the document",
          request: described,
          detail: errors.join("; "),
        });
      if (shouldRefuse && (res.status < 400 || res.status >= 500))
        report.findings.push({
          operation: key,
          rule: "invalid request refused",
          request: described,
          detail: `answered ${res.status}`,
        });
    };

    for (let i = 0; i < options.examples; i++) {
      const pathValues: Record<string, string> = {};
      const query: Record<string, unknown> = {};
      for (const p of params) {
        if (p.in === "path") {
          const known = options.known?.[p.name];
          pathValues[p.name] = known && i % 2 === 0 ? known : String(sample(p.schema));
        } else if (p.required || i % 2 === 1) query[p.name] = sample(p.schema);
      }
      const type = media.length > 0 ? media[i % media.length]! : undefined;
      const schema = type ? op.requestBody!.content[type]!.schema : undefined;
      const body = type && schema ? { type, value: sample(schema) } : undefined;
      await call(`valid #${i}`, { path: pathValues, query, ...(body ? { body } : {}) }, false);

      // the same request made invalid in one place, where the document can say so
      if (body && schema && type === "application/json" && body.value && typeof body.value === "object") {
        const validate = validatorOf(schema);
        const value = body.value as Json;
        const resolved = inline(schema, doc) as Json;
        const required = (resolved.required as string[] | undefined) ?? [];
        const props = Object.keys((resolved.properties as Json | undefined) ?? {});
        const variants: [string, Json][] = [];
        if (required.length > 0) {
          const dropped = required[i % required.length]!;
          const { [dropped]: _, ...rest } = value;
          variants.push([`without ${dropped}`, rest]);
        }
        if (props.length > 0) {
          const prop = props[i % props.length]!;
          variants.push([`${prop} of a wrong type`, { ...value, [prop]: WRONG[i % WRONG.length] }]);
        }
        for (const [label, changed] of variants)
          if (!validate(changed))
            await call(
              `invalid #${i} (${label})`,
              { path: pathValues, query, body: { type, value: changed } },
              true,
            );
      }
      // a query parameter the document refuses, once per parameter (a query is text on the wire)
      if (i === 0)
        for (const p of params.filter((p) => p.in === "query")) {
          const wire = "\u0000not-this";
          if (!validatorOf(p.schema)(wire))
            await call(
              `invalid (query ${p.name})`,
              { path: pathValues, query: { ...query, [p.name]: wire }, ...(body ? { body } : {}) },
              true,
            );
        }
    }
  }
  return report;
}
