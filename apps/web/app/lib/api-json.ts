/**
 * The settings blocks that talk to the JSON API from the page (the e-mail digest, Web Push): same-origin calls
 * with the session cookie, and the answer's message as the block shows it: the confirmation, or the errors (each
 * names its field, in the page's language) joined.
 */
export interface ApiAnswer<T> {
  ok: boolean;
  /** The confirmation or the errors, ready to show. */
  text: string;
  data: T | null;
}

export async function callApi<T>(url: string, body?: unknown): Promise<ApiAnswer<T>> {
  const r = await fetch(url, {
    method: body === undefined ? "GET" : "POST",
    credentials: "same-origin",
    ...(body === undefined
      ? {}
      : { headers: { "content-type": "application/json" }, body: JSON.stringify(body) }),
  });
  const j = (await r.json().catch(() => ({}))) as {
    message?: string;
    errors?: { message: string }[];
    title?: string;
  };
  return r.ok
    ? { ok: true, text: j.message ?? "", data: j as T }
    : {
        ok: false,
        text: j.errors?.map((x) => x.message).join("; ") ?? j.title ?? String(r.status),
        data: null,
      };
}
