/** A text's {name} placeholders filled from `params` (a name without a value stays as it is). */
export function fillText(text: string, params: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (m, k: string) => (k in params ? String(params[k]) : m));
}
