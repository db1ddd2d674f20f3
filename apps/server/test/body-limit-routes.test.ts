/**
 * One body limit for every route, against a client that streams 50 MB without a Content-Length to each route that
 * may take a body (every operation of the API document that is not a GET, and the page forms): each answers 413
 * with a problem document (the FAQ form's naming its image), and the server, a process of its own as in
 * production, holds no such body: its peak resident memory stays within 128 MB of idle over two rounds of one
 * such body a route, and grows by less than 40 MB over two more.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SpawnedServer, spawnServer, stopServer } from "./support/spawn-server.ts";

let server: SpawnedServer;

beforeAll(async () => {
  // with the V8 flags and allocator arenas of production (deploy/run.sh)
  server = await spawnServer(join(import.meta.dirname, "support/api-server.ts"), {
    nodeFlags: ["--max-semi-space-size=4", "--heap-growing-percent=50"],
    env: { MALLOC_ARENA_MAX: "2" },
  });
});
afterAll(async () => {
  await stopServer(server);
});

/** Every operation that may carry a body (the API document's), and the page forms, with a path to call it at. */
async function bodyRoutes(): Promise<string[]> {
  const served = await fetch(`http://127.0.0.1:${server.port}/api/openapi.json`);
  const doc = (await served.json()) as { paths: Record<string, Record<string, unknown>> };
  const paths: string[] = [];
  for (const [path, ops] of Object.entries(doc.paths))
    for (const method of Object.keys(ops))
      if (["post", "put", "patch", "delete"].includes(method)) paths.push(path.replace(/\{[^}]+\}/g, "abc"));
  // the pages' forms: posted by a browser to the page, by its script to the page's `.data` address
  return [...new Set(paths), "/faq", "/en/faq", "/faq.data", "/bazi", "/client", "/en/client.data"];
}

/** A process's resident memory now and at its peak since the peak was last reset, in bytes (Linux). */
function memory(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, "m").exec(status)?.[1]) * 1024;
  return { rss: kb("VmRSS"), peak: kb("VmHWM") };
}

/**
 * POSTs `total` bytes in chunks without a Content-Length, as fast as the socket takes them, and stops writing as
 * soon as the answer arrives (node:http, which reads an answer while the body is still going out).
 */
function postChunked(path: string, total: number): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({
      host: "127.0.0.1",
      port: server.port,
      path,
      method: "POST",
      // a connection of its own: the server may close one after refusing a body
      agent: false,
      headers: { "content-type": "application/json", accept: "application/json", "accept-language": "en" },
    });
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    let sent = 0;
    let answered = false;
    const pump = () => {
      while (!answered && sent < total) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once("drain", pump);
      }
      if (!answered) req.end();
    };
    req.on("response", (res) => {
      answered = true;
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (d: string) => {
        body += d;
      });
      res.on("end", () => {
        req.destroy();
        resolve({ status: res.statusCode ?? 0, type: String(res.headers["content-type"]), body });
      });
    });
    // the server closes the connection after its answer: writing after that fails, which is the point
    req.on("error", (e) => {
      if (!answered) reject(new Error(`${path}: ${e.message} after ${sent} bytes`));
    });
    pump();
  });
}

describe("50 MB sent chunked to every route that takes a body", () => {
  it("is refused with 413 on each, and the process grows by less than 40 MB over two more rounds", async () => {
    const routes = await bodyRoutes();
    expect(routes.length).toBeGreaterThan(40);
    const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
    const round = async () => {
      for (const path of routes) {
        const res = await postChunked(path, 50 * 1024 * 1024);
        expect(res.status, path).toBe(413);
        expect(res.type, path).toContain("application/problem+json");
        const problem = JSON.parse(res.body) as { code: string; errors?: { field: string }[] };
        expect(problem.code, path).toBe("PAYLOAD_TOO_LARGE");
        // the FAQ form's limit names the field that overfilled it
        if (/faq/.test(path)) expect(problem.errors?.[0]?.field, path).toBe("image");
      }
      return memory(server.pid).peak;
    };
    writeFileSync(`/proc/${server.pid}/clear_refs`, "5"); // the peak is counted from here, not from the start
    const idle = memory(server.pid).rss;
    // A refused body is read and dropped for up to a second, so that a client still sending reads the answer
    // rather than a reset connection (http/body-limit.ts); V8 frees the dropped chunks only at its next
    // collection (once some 64 MB of them are outside its heap), so the first rounds bring the peak to a level
    // (bounded, whatever was sent: 2.6 GB a round; 65–101 MB over idle on the 2-core machine, the higher when
    // other work delays the collection).
    // The next two rounds send twice as much again (5.2 GB) and must not raise it by 40 MB: no body is held (one
    // held would add 50 MB, a round of them 2.6 GB). Two rounds, not one: on a loaded machine a collection put off
    // past one round's end once showed as 22 MB that the next round did not add to.
    const first = await round();
    const second = await round();
    const third = await round();
    const fourth = await round();
    console.log(
      `body limits: peak +${mb(first - idle)} MB over idle after ${routes.length} routes × 50 MB, ` +
        `+${mb(second - idle)} MB after twice as many, +${mb(third - second)} and +${mb(fourth - third)} MB ` +
        "more after a third and a fourth round",
    );
    expect(second - idle, "the level two rounds reach").toBeLessThan(128 * 1024 * 1024);
    expect(fourth - second, "the growth over two more rounds").toBeLessThan(40 * 1024 * 1024);
  });
});
