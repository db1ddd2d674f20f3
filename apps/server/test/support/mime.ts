/**
 * A small RFC 5322 / MIME reader for tests, enough for what nodemailer writes: headers (folded lines joined, RFC
 * 2047 words decoded), multipart bodies split into their leaf parts, each part's body decoded (base64,
 * quoted-printable, 7bit) to bytes. Leaf parts carry their media type and, for attachments, their file name.
 */

export interface MimeLeaf {
  /** Lower-case header names; values as written (folding undone). */
  headers: Map<string, string>;
  /** The media type without parameters, lower-case. */
  type: string;
  /** "attachment" or "inline" (Content-Disposition), or null. */
  disposition: string | null;
  /** The file name from Content-Disposition's filename (or Content-Type's name), decoded; null if none. */
  filename: string | null;
  bytes: Buffer;
  /** The body as UTF-8 text (for text parts). */
  text: string;
}

export interface MimeMessage {
  headers: Map<string, string>;
  /** A header decoded (RFC 2047). */
  header(name: string): string;
  leaves: MimeLeaf[];
}

function split(raw: string): { headers: Map<string, string>; body: string } {
  const normalized = raw.replace(/\r\n/g, "\n");
  const at = normalized.indexOf("\n\n");
  const head = at === -1 ? normalized : normalized.slice(0, at);
  const body = at === -1 ? "" : normalized.slice(at + 2);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, " ").split("\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function qpBytes(text: string): Buffer {
  const out: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    const hex = text.slice(i + 1, i + 3);
    if (c === "=" && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      out.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      out.push(...Buffer.from(c, "utf8"));
    }
  }
  return Buffer.from(out);
}

/** RFC 2047 encoded words (B and Q); adjacent words are joined before decoding. */
export function decodeWords(value: string): string {
  const word = /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g;
  return value.replace(/\?=\s+=\?/g, "?==?").replace(/(?:=\?[^?]+\?[BbQq]\?[^?]*\?=)+/g, (run) => {
    const chunks: Buffer[] = [];
    for (const m of run.matchAll(word)) {
      chunks.push(
        m[2]!.toUpperCase() === "B" ? Buffer.from(m[3]!, "base64") : qpBytes(m[3]!.replace(/_/g, " ")),
      );
    }
    return Buffer.concat(chunks).toString("utf8");
  });
}

/** A header parameter (`name="x"`, also RFC 2231 `name*=utf-8''…` and its continuations), decoded. */
function param(value: string | undefined, name: string): string | null {
  if (!value) return null;
  const plain = new RegExp(`;\\s*${name}="?([^";]*)"?`, "i").exec(value);
  if (plain) return decodeWords(plain[1]!);
  const parts = [...value.matchAll(new RegExp(`;\\s*${name}\\*(\\d*)\\*?="?([^";]*)"?`, "gi"))];
  if (parts.length === 0) return null;
  const joined = parts.map((p) => p[2]!).join("");
  return decodeURIComponent(joined.replace(/^[^']*'[^']*'/, ""));
}

function decodeBody(headers: Map<string, string>, body: string): Buffer {
  const cte = (headers.get("content-transfer-encoding") ?? "7bit").toLowerCase();
  if (cte === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64");
  if (cte === "quoted-printable") return qpBytes(body.replace(/=\n/g, ""));
  return Buffer.from(body, "utf8");
}

function leavesOf(headers: Map<string, string>, body: string, into: MimeLeaf[]): MimeLeaf[] {
  const contentType = headers.get("content-type") ?? "text/plain";
  const type = contentType.split(";")[0]!.trim().toLowerCase();
  const boundary = param(contentType, "boundary");
  if (type.startsWith("multipart/") && boundary) {
    for (const section of body.split(`--${boundary}`).slice(1)) {
      if (section.startsWith("--")) break;
      const part = split(section.replace(/^\n/, ""));
      leavesOf(part.headers, part.body, into);
    }
    return into;
  }
  const disposition = headers.get("content-disposition");
  const bytes = decodeBody(headers, body);
  into.push({
    headers,
    type,
    disposition: disposition ? disposition.split(";")[0]!.trim().toLowerCase() : null,
    filename: param(disposition, "filename") ?? param(contentType, "name"),
    bytes,
    text: bytes.toString("utf8").replace(/\n$/, ""),
  });
  return into;
}

export function readMime(raw: string | Buffer): MimeMessage {
  const top = split(typeof raw === "string" ? raw : raw.toString("utf8"));
  return {
    headers: top.headers,
    header: (name) => decodeWords(top.headers.get(name.toLowerCase()) ?? ""),
    leaves: leavesOf(top.headers, top.body, []),
  };
}
