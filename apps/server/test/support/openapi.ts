/**
 * Checks answers against the served OpenAPI document (/api/openapi.json) with Ajv (JSON Schema 2020-12, the
 * dialect of OpenAPI 3.1): the document's own schemas and references, as a client generated from it would read
 * them.
 */
import { Ajv2020 } from "ajv/dist/2020.js";

const pointer = (s: string) => s.replaceAll("~", "~0").replaceAll("/", "~1");

export function openApiValidator(doc: object) {
  // the whole document is one schema, so its "#/components/..." references resolve within it
  const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });
  ajv.addSchema(doc, "doc");
  return {
    /** The errors of `body` against the operation's response schema for `status` (empty: it conforms). */
    errors(method: string, path: string, status: number, body: unknown): string[] {
      const op = (doc as { paths: Record<string, Record<string, { responses: Record<string, object> }>> })
        .paths[path]?.[method.toLowerCase()];
      if (!op) return [`${method} ${path} is not in the document`];
      const response = op.responses[String(status)] as
        | { content?: Record<string, unknown>; $ref?: string }
        | undefined;
      if (!response) return [`${method} ${path}: status ${status} is not documented`];
      const type = Object.keys(response.content ?? {})[0];
      if (!type) return [`${method} ${path}: status ${status} has no content`];
      const ref = `doc#/paths/${pointer(path)}/${method.toLowerCase()}/responses/${status}/content/${pointer(type)}/schema`;
      const validate = ajv.getSchema(ref);
      if (!validate) return [`${ref} does not compile`];
      return validate(body) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
    },
  };
}
