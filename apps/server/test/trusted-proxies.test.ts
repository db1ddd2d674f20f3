/**
 * Our proxies (TRUST_PROXY, http/trusted-proxies.ts): X-Forwarded-For and X-Forwarded-Proto count only on a
 * connection from one of them. Who the client is (`clientIp`): the peer, or behind our proxies the right-most
 * X-Forwarded-For entry that is not one of them. Then over real TCP connections from 127.0.0.1 to the listening
 * server (the app and the answer cache in front of it): with TRUST_PROXY naming another address a forged
 * X-Forwarded-For neither escapes the per-address limit nor passes YooKassa's address check, nor does a forged
 * X-Forwarded-Proto earn HSTS; with TRUST_PROXY=127.0.0.1 they are believed, the right-most untrusted entry only.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Running, start } from "../src/boot.ts";
import { parseEnv } from "../src/env.ts";
import { clientIp } from "../src/http/rate-limit.ts";
import {
  NO_PROXIES,
  parseTrustedProxies,
  plainAddress,
  type TrustedProxies,
} from "../src/http/trusted-proxies.ts";
import { appOn, DB_TARGETS, NOW, peer, SELLER_ENV } from "./harness.ts";

const proxies = (value: string): TrustedProxies => {
  const parsed = parseTrustedProxies(value);
  if (!("trusts" in parsed)) throw new Error(parsed.problems.join("; "));
  return parsed;
};

describe("clientIp", () => {
  const local = proxies("127.0.0.1,::1");

  it("without a trusted peer X-Forwarded-For is ignored: the client is the peer", () => {
    expect(clientIp("198.51.100.7", "203.0.113.9", local)).toBe("203.0.113.9");
    expect(clientIp("198.51.100.7", "203.0.113.9", NO_PROXIES)).toBe("203.0.113.9");
    expect(clientIp("198.51.100.7", "127.0.0.1", NO_PROXIES)).toBe("127.0.0.1");
    // a proxy's address written into the header by the client does not make the peer a proxy
    expect(clientIp("198.51.100.7, 127.0.0.1", "203.0.113.9", local)).toBe("203.0.113.9");
    // no connection at all (an in-process request without bindings)
    expect(clientIp("198.51.100.7", undefined, local)).toBe("unknown");
  });

  it("from a trusted peer: the right-most entry, whatever the client wrote before it", () => {
    expect(clientIp("198.51.100.7", "127.0.0.1", local)).toBe("198.51.100.7");
    expect(clientIp("6.6.6.6, 1.1.1.1,198.51.100.7", "127.0.0.1", local)).toBe("198.51.100.7");
    expect(clientIp("2001:db8::5", "::1", local)).toBe("2001:db8::5");
    // no header (a health check by the proxy itself): the proxy
    expect(clientIp(undefined, "127.0.0.1", local)).toBe("127.0.0.1");
    expect(clientIp(" , ", "127.0.0.1", local)).toBe("127.0.0.1");
  });

  it("a chain of trusted proxies is passed over: the first untrusted entry from the right is the client", () => {
    // the client → a load balancer (10.0.0.5) → nginx (127.0.0.1) → the app
    const chain = proxies("127.0.0.1, 10.0.0.0/24");
    expect(clientIp("6.6.6.6, 198.51.100.7, 10.0.0.5", "127.0.0.1", chain)).toBe("198.51.100.7");
    expect(clientIp("198.51.100.7, 10.0.0.9, 10.0.0.5", "127.0.0.1", chain)).toBe("198.51.100.7");
    // only proxies in the header: the leftmost (the one farthest from us)
    expect(clientIp("10.0.0.9, 10.0.0.5", "127.0.0.1", chain)).toBe("10.0.0.9");
    // the load balancer is trusted as an entry, not as a peer it is not
    expect(clientIp("198.51.100.7", "10.0.0.5", proxies("127.0.0.1"))).toBe("10.0.0.5");
  });

  it("IPv4-mapped IPv6 is its IPv4 address: a proxy on 127.0.0.1 matches ::ffff:127.0.0.1", () => {
    // a server listening on :: sees IPv4 peers as ::ffff:a.b.c.d
    expect(clientIp("198.51.100.7", "::ffff:127.0.0.1", proxies("127.0.0.1"))).toBe("198.51.100.7");
    expect(clientIp("198.51.100.7", "::ffff:7f00:1", proxies("127.0.0.1"))).toBe("198.51.100.7");
    expect(clientIp("198.51.100.7", "::ffff:203.0.113.9", proxies("127.0.0.1"))).toBe("203.0.113.9");
    expect(clientIp("::ffff:198.51.100.7, ::ffff:10.0.0.5", "127.0.0.1", proxies("127.0.0.1,10.0.0.5"))).toBe(
      "198.51.100.7",
    );
    // and a range written in IPv6 for IPv4-mapped peers matches them too
    expect(proxies("::ffff:10.0.0.0/104").trusts("10.1.2.3")).toBe(true);
  });

  it("addresses as proxies write them: brackets, ports and zones are taken off", () => {
    expect(plainAddress(" [2001:db8::1]:443 ")).toBe("2001:db8::1");
    expect(plainAddress("[2001:db8::1]")).toBe("2001:db8::1");
    expect(plainAddress("203.0.113.7:5100")).toBe("203.0.113.7");
    expect(plainAddress("fe80::1%eth0")).toBe("fe80::1");
    expect(plainAddress("0:0:0:0:0:ffff:cb00:7107")).toBe("203.0.113.7");
    expect(plainAddress("2001:db8::ffff:1:2")).toBe("2001:db8::ffff:1:2");
    expect(plainAddress("unknown")).toBe("unknown");
    expect(clientIp("[2001:db8::7]:61000", "127.0.0.1", proxies("127.0.0.1"))).toBe("2001:db8::7");
  });
});

describe.each(DB_TARGETS)("in-process requests come from the harness's peer ($name)", (target) => {
  // harness.ts: app.request comes from 127.0.0.1 unless a test gives another peer
  const ctx = appOn(target, { TRUST_PROXY: "127.0.0.1", RATE_LIMIT_BURST: "2", RATE_LIMIT_PER_MINUTE: "1" });
  const ask = (address: string, from: string) =>
    ctx.app.request("/calendar/predict", { headers: { "x-forwarded-for": address } }, peer(from));

  it("from a proxy (also IPv4-mapped) the header counts; from anyone else it does not", async () => {
    expect([
      (await ask("198.51.100.1", "::ffff:127.0.0.1")).status,
      (await ask("198.51.100.1", "127.0.0.1")).status,
    ]).toEqual([200, 200]);
    expect((await ask("198.51.100.1", "127.0.0.1")).status).toBe(429);
    expect((await ask("198.51.100.2", "127.0.0.1")).status).toBe(200);
    // a direct client (203.0.113.9) naming fresh addresses: one bucket, its own
    const direct = [];
    for (const n of [3, 4, 5]) direct.push((await ask(`198.51.100.${n}`, "203.0.113.9")).status);
    expect(direct).toEqual([200, 200, 429]);
  });
});

/** The server as boot.ts starts it (the answer cache in front of the app), on 127.0.0.1 with an ephemeral port. */
async function listening(trustProxy: string): Promise<Running> {
  return start(
    parseEnv({
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: "memory://",
      LOG_LEVEL: "silent",
      APP_CLOCK_NOW: NOW,
      TRUST_PROXY: trustProxy,
      RATE_LIMIT_BURST: "3",
      RATE_LIMIT_PER_MINUTE: "1",
      // YooKassa, whose notifications are accepted only from its published addresses (185.71.76.0/27, …)
      YOOKASSA_SHOP_ID: "123456",
      YOOKASSA_SECRET_KEY: "test_not-a-real-key",
      YOOKASSA_API_ROOT: "http://127.0.0.1:9/v3",
      ...SELLER_ENV,
    }),
    { withWeb: false },
  );
}

const YOOKASSA_ADDRESS = "185.71.76.7";
/** A notification YooKassa's address check lets through and then ignores (200): no payment is looked up. */
const REFUND = JSON.stringify({ type: "notification", event: "refund.succeeded", object: { id: "x" } });
/** The day endpoint: rate-limited per address, like every public call. */
const DAY = "/api/calendar/day?date=2026-11-21&lat=55.7558&lng=37.6173";

function over(running: Running) {
  const base = `http://127.0.0.1:${running.port}`;
  return {
    notify: async (forwardedFor: string) => {
      const res = await fetch(`${base}/payments/notify/yookassa`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "x-forwarded-for": forwardedFor,
          "x-forwarded-proto": "https",
        },
        body: REFUND,
      });
      return {
        status: res.status,
        outcome: ((await res.json()) as { outcome?: string }).outcome,
        hsts: res.headers.get("strict-transport-security"),
      };
    },
    day: async (forwardedFor?: string) => {
      const res = await fetch(`${base}${DAY}`, {
        headers: forwardedFor === undefined ? {} : { "x-forwarded-for": forwardedFor },
      });
      await res.arrayBuffer();
      return res.status;
    },
  };
}

describe("over TCP from 127.0.0.1, TRUST_PROXY naming another address (10.9.9.9)", () => {
  let running: Running;
  beforeAll(async () => {
    running = await listening("10.9.9.9");
  });
  afterAll(() => running.shutdown());

  it("a forged X-Forwarded-For passes neither YooKassa's address check nor the per-address limit", async () => {
    const server = over(running);
    // the notification claims YooKassa's address: the sender is the peer, 127.0.0.1, refused (a token spent)
    expect(await server.notify(YOOKASSA_ADDRESS)).toEqual({ status: 403, outcome: "forbidden", hsts: null });
    // a fresh address each time, to the app and then to the answer cache in front of it: one bucket, 127.0.0.1's
    const statuses = [];
    for (const n of [1, 2, 3]) statuses.push(await server.day(`198.51.100.${n}`));
    expect(statuses).toEqual([200, 200, 429]);
    expect(await server.day()).toBe(429);
  });
});

describe("over TCP from 127.0.0.1, TRUST_PROXY=127.0.0.1", () => {
  let running: Running;
  beforeAll(async () => {
    running = await listening("127.0.0.1");
  });
  afterAll(() => running.shutdown());

  it("X-Forwarded-For and X-Forwarded-Proto are believed: the right-most entry is the client", async () => {
    const server = over(running);
    expect(await server.notify(YOOKASSA_ADDRESS)).toEqual({
      status: 200,
      outcome: "ignored",
      hsts: expect.stringContaining("max-age="),
    });
    // what the client wrote before our proxy's entry proves nothing
    expect((await server.notify(`${YOOKASSA_ADDRESS}, 203.0.113.9`)).outcome).toBe("forbidden");
    // each client its own bucket, on the app's path and the answer cache's alike; a forged start does not escape
    const statuses = [];
    for (const n of [1, 2, 3, 4]) statuses.push(await server.day(`10.0.0.${n}, 198.51.100.1`));
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(await server.day("198.51.100.2")).toBe(200);
  });
});
