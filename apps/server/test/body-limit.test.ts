/**
 * The body limit over a real socket: a declared Content-Length is checked as a number, a body streamed
 * without one (chunked) is counted as it arrives; either way 413 with a problem answer, never a 5xx; a form that
 * does not parse is a 400 naming the body. Every route's limit against 50 MB: body-limit-routes.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Running, start } from "../src/boot.ts";
import { parseEnv } from "../src/env.ts";

let running: Running;
let base: string;
const LIMIT = 2048;

beforeAll(async () => {
  running = await start(
    parseEnv({
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: "memory://",
      LOG_LEVEL: "silent",
      APP_CLOCK_NOW: "2026-11-21T09:00:00Z",
      BODY_LIMIT_BYTES: String(LIMIT),
    }),
    { withWeb: false },
  );
  base = `http://127.0.0.1:${running.port}`;
});
afterAll(() => running.shutdown());

const day = { day: 21, month: 11, year: 2026, lat: 55.7558, lng: 37.6173 };

function chunked(text: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  return new ReadableStream({
    start(controller) {
      for (let i = 0; i < bytes.length; i += 500) controller.enqueue(bytes.slice(i, i + 500));
      controller.close();
    },
  });
}

async function post(body: string | ReadableStream<Uint8Array>) {
  const res = await fetch(`${base}/calendar/dayinfo/tags`, {
    method: "POST",
    headers: { "content-type": "application/json", "accept-language": "en" },
    body,
    ...(typeof body === "string" ? {} : { duplex: "half" }),
  } as RequestInit);
  return { status: res.status, type: res.headers.get("content-type") ?? "", json: await res.json() };
}

describe("request body limit", () => {
  it("accepts a body within the limit, with or without Content-Length", async () => {
    const small = JSON.stringify(day);
    expect((await post(small)).status).toBe(200);
    expect((await post(chunked(small))).status).toBe(200);
  });

  it("refuses a larger body by its Content-Length and when streamed, with 413 and a problem answer", async () => {
    const big = JSON.stringify({ ...day, pad: "x".repeat(LIMIT) });
    for (const res of [await post(big), await post(chunked(big))]) {
      expect(res.status).toBe(413);
      expect(res.type).toContain("application/problem+json");
      expect(res.json.code).toBe("PAYLOAD_TOO_LARGE");
    }
  });
});

describe("a malformed form", () => {
  it("is a 400 naming the body on every route that reads a form", async () => {
    const broken = '--xx\r\nContent-Disposition: form-data; name="a"\r\n\r\n';
    for (const path of ["/unsubscribe/email/abc", "/calendar/faq/questions", "/sandbox/pay/abc"]) {
      const res = await fetch(`${base}${path}`, {
        method: "POST",
        headers: {
          "content-type": "multipart/form-data; boundary=xx",
          "accept-language": "en",
          origin: base,
        },
        body: broken,
      });
      expect(res.status, path).toBe(400);
      const problem = (await res.json()) as { errors: { field: string; message: string }[] };
      expect(problem.errors[0], path).toEqual({
        field: "body",
        message:
          "body: the form cannot be read (multipart/form-data or application/x-www-form-urlencoded expected)",
      });
    }
  });
});
