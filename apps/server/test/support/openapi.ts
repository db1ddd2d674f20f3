/**
 * Checks answers against the OpenAPI document (/api/openapi.json) with Ajv (JSON Schema 2020-12, the dialect of
 * OpenAPI 3.1): the document's own schemas and references, as a client generated from it would read them.
 * `answerErrors` checks a whole answer (its status, its content type, its body); the test harness runs it on
 * every answer the server's tests receive.
 */
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { Ajv2020 } from "ajv/dist/2020.js";

const pointer = (s: string) => s.replaceAll("~", "~0").replaceAll("/", "~1");

type Responses = Record<string, { content?: Record<string, unknown> }>;
type Paths = Record<string, Record<string, { responses: Responses }>>;

export function openApiValidator(doc: object) {
  // the whole document is one schema, so its "#/components/..." references resolve within it
  const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });
  ajv.addSchema(doc, "doc");
  const paths = (doc as { paths: Paths }).paths;
  const templates = Object.keys(paths).map((template) => ({
    template,
    re: new RegExp(`^${template.replace(/[.]/g, "\\.").replace(/\{\w+\}/g, "[^/]+")}$`),
  }));

  function errors(method: string, path: string, status: number, body: unknown, type?: string): string[] {
    const op = paths[path]?.[method.toLowerCase()];
    if (!op) return [`${method} ${path} is not in the document`];
    const response = op.responses[String(status)];
    if (!response) return [`${method} ${path}: status ${status} is not documented`];
    const types = Object.keys(response.content ?? {});
    const chosen = type ?? types[0];
    if (!chosen || !types.includes(chosen))
      return [
        `${method} ${path}: status ${status} is documented with ${types.join(", ") || "no body"}, not ${chosen}`,
      ];
    const ref = `doc#/paths/${pointer(path)}/${method.toLowerCase()}/responses/${status}/content/${pointer(chosen)}/schema`;
    const validate = ajv.getSchema(ref);
    if (!validate) return [`${ref} does not compile`];
    return validate(body) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
  }

  return {
    /** The errors of `body` against the operation's response schema for `status` (empty: it conforms). */
    errors: (method: string, path: string, status: number, body: unknown) =>
      errors(method, path, status, body),
    /** The documented path a request's path is an instance of, or null. */
    templateOf(pathname: string): string | null {
      return (
        templates.find((t) => t.template === pathname)?.template ??
        templates.find((t) => t.re.test(pathname))?.template ??
        null
      );
    },
    /**
     * The errors of a whole answer to `method` `pathname` (a concrete path): null when no documented operation
     * has that method and path (an unknown path, a page).
     */
    async answerErrors(method: string, pathname: string, res: Response): Promise<string[] | null> {
      const template = this.templateOf(pathname);
      if (!template || !paths[template]?.[method.toLowerCase()]) return null;
      // an unexpected failure is the test's own business (a database taken away); it is no part of the contract
      if (res.status === 500) return [];
      const type = (res.headers.get("content-type") ?? "").split(";")[0]!.trim();
      const raw = new Uint8Array(await res.arrayBuffer());
      const coding = res.headers.get("content-encoding");
      const bytes = coding === "gzip" ? gunzipSync(raw) : coding === "br" ? brotliDecompressSync(raw) : raw;
      if (bytes.length === 0) {
        const response = paths[template]![method.toLowerCase()]!.responses[String(res.status)];
        if (!response) return [`${method} ${template}: status ${res.status} is not documented`];
        return response.content ? [`${method} ${template}: status ${res.status} has no body`] : [];
      }
      const text = new TextDecoder().decode(bytes);
      let body: unknown = text;
      if (/json$/.test(type)) {
        try {
          body = JSON.parse(text);
        } catch {
          return [`${method} ${template}: ${res.status} ${type} is not JSON`];
        }
      }
      return errors(method, template, res.status, body, type);
    },
  };
}
