/**
 * Telegram's HTML parse mode (https://core.telegram.org/bots/api#html-style) as the local Bot API stand-in
 * (telegram-fake.ts) enforces it on sendMessage: the documented tags, properly nested, and the entities Telegram
 * reads. Tests also read a message's plain text through it.
 */

const HTML_TAGS = new Set([
  "a",
  "b",
  "strong",
  "i",
  "em",
  "u",
  "ins",
  "s",
  "strike",
  "del",
  "span",
  "tg-spoiler",
  "tg-emoji",
  "code",
  "pre",
  "blockquote",
]);
const ENTITY = /^&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|(lt|gt|amp|quot));/;
const NAMED: Record<string, string> = { lt: "<", gt: ">", amp: "&", quot: '"' };
const isSpace = (c: string | undefined) => c === " " || c === "\n" || c === "\t" || c === "\r";

/** Decodes the entity at text[i] ("&amp;", "&#39;", "&#x1F600;"), or null when there is none. */
function entityAt(text: string, i: number): { char: string; length: number } | null {
  const m = ENTITY.exec(text.slice(i, i + 12));
  if (!m) return null;
  const code = m[1] ? Number(m[1]) : m[2] ? Number.parseInt(m[2], 16) : -1;
  if (code === -1) return { char: NAMED[m[3]!]!, length: m[0].length };
  if (code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return null;
  return { char: String.fromCodePoint(code), length: m[0].length };
}

/** The message's plain text after HTML parsing, or Telegram's "can't parse entities" reason. */
export function parseTelegramHtml(text: string): { ok: true; plain: string } | { ok: false; error: string } {
  const at = (i: number) => Buffer.byteLength(text.slice(0, i), "utf8");
  const stack: string[] = [];
  let plain = "";
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (c === "&") {
      const e = entityAt(text, i);
      plain += e ? e.char : "&";
      i += e ? e.length : 1;
      continue;
    }
    if (c !== "<") {
      plain += c;
      i++;
      continue;
    }
    const begin = i;
    if (text[i + 1] === "/") {
      let j = i + 2;
      while (j < text.length && !isSpace(text[j]) && text[j] !== ">") j++;
      const name = text.slice(i + 2, j).toLowerCase();
      while (isSpace(text[j])) j++;
      if (text[j] !== ">") return { ok: false, error: `Unclosed end tag at byte offset ${at(begin)}` };
      const open = stack.pop();
      if (open === undefined) return { ok: false, error: `Unexpected end tag at byte offset ${at(begin)}` };
      if (open !== name) {
        return {
          ok: false,
          error: `Unmatched end tag at byte offset ${at(begin)}, expected "</${open}>", found "</${name}>"`,
        };
      }
      i = j + 1;
      continue;
    }
    let j = i + 1;
    while (j < text.length && !isSpace(text[j]) && text[j] !== ">") j++;
    if (j >= text.length) return { ok: false, error: `Unclosed start tag at byte offset ${at(begin)}` };
    const name = text.slice(i + 1, j).toLowerCase();
    if (!HTML_TAGS.has(name)) {
      return { ok: false, error: `Unsupported start tag "${name}" at byte offset ${at(begin)}` };
    }
    const attrs = new Map<string, string>();
    for (;;) {
      while (isSpace(text[j])) j++;
      if (j >= text.length) return { ok: false, error: `Unclosed start tag at byte offset ${at(begin)}` };
      if (text[j] === ">") break;
      const nameStart = j;
      while (j < text.length && !isSpace(text[j]) && text[j] !== "=" && text[j] !== ">") j++;
      const attr = text.slice(nameStart, j).toLowerCase();
      if (attr === "") {
        return { ok: false, error: `Empty attribute name in the tag "${name}" at byte offset ${at(begin)}` };
      }
      while (isSpace(text[j])) j++;
      if (text[j] !== "=") {
        attrs.set(attr, ""); // a bare attribute, e.g. <blockquote expandable>
        continue;
      }
      j++;
      while (isSpace(text[j])) j++;
      let value = "";
      const quote = text[j];
      if (quote === '"' || quote === "'") {
        const end = text.indexOf(quote, j + 1);
        if (end === -1) return { ok: false, error: `Unclosed start tag at byte offset ${at(begin)}` };
        value = text.slice(j + 1, end);
        j = end + 1;
      } else {
        const valueStart = j;
        while (j < text.length && !isSpace(text[j]) && text[j] !== ">") j++;
        value = text.slice(valueStart, j);
      }
      attrs.set(
        attr,
        value.replace(/&(lt|gt|amp|quot);/g, (_, n: string) => NAMED[n]!),
      );
    }
    if (name === "span" && attrs.get("class") !== "tg-spoiler") {
      return { ok: false, error: `Tag "span" must have class "tg-spoiler" at byte offset ${at(begin)}` };
    }
    if (name === "tg-emoji" && !/^\d+$/.test(attrs.get("emoji-id") ?? "")) {
      return {
        ok: false,
        error: `Custom emoji entity must contain a tag "emoji-id" at byte offset ${at(begin)}`,
      };
    }
    stack.push(name);
    i = j + 1;
  }
  const unclosed = stack.pop();
  if (unclosed !== undefined) {
    return { ok: false, error: `Can't find end tag corresponding to start tag "${unclosed}"` };
  }
  return { ok: true, plain };
}
