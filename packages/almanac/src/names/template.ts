/** Filling the `{name}` placeholders of the texts' templates (texts/meanings, reasons and errors JSON). */

/** The names of the placeholders of a template, in order, each once. */
export function placeholdersOf(template: string): string[] {
  return [...new Set([...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!))];
}

/**
 * The template with each `{name}` replaced by `value(name)`; a name without a value (unknown, or its fact
 * missing) is an error naming `what`.
 */
export function fillTemplate(
  template: string,
  value: (name: string) => string | undefined,
  what: string,
): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const v = value(name);
    if (v === undefined) throw new RangeError(`no value for the placeholder {${name}} of ${what}`);
    return v;
  });
}
