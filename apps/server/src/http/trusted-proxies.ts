/**
 * Our own proxies (TRUST_PROXY): the addresses and CIDR ranges whose forwarded headers are believed. A request's
 * X-Forwarded-For and X-Forwarded-Proto count only when the connection it came on is from one of them (the
 * socket's peer, never a header); from anyone else they are whatever the client wrote and are ignored. Who the
 * client then is: http/rate-limit.ts's `clientIp`. The list is parsed once, by env.ts:
 *
 *   TRUST_PROXY=127.0.0.1,::1          nginx on the same host
 *   TRUST_PROXY=172.16.0.0/12          a proxy container on a compose network
 *   (unset or empty, or false)         no proxy: the peer is the client
 *
 * `true` is refused: it used to mean "believe anyone's X-Forwarded-For", which lets an instance reached directly
 * be told any address (the per-address limits, YooKassa's address check). So is a /0 range, which means the same.
 */
import type { IncomingMessage } from "node:http";
import { BlockList, isIP, isIPv6 } from "node:net";

export interface TrustedProxies {
  /** The entries as configured ("127.0.0.1", "10.0.0.0/8", …); none when no proxy is trusted. */
  readonly entries: readonly string[];
  /**
   * Whether `address` (a socket's peer or an X-Forwarded-For entry; IPv4-mapped IPv6 such as ::ffff:127.0.0.1
   * matches its IPv4 entry) is one of our proxies. Undefined or anything that is not an IP address: false.
   */
  trusts(address: string | undefined): boolean;
}

/** No proxy trusted: every forwarded header is ignored. */
export const NO_PROXIES: TrustedProxies = { entries: [], trusts: () => false };

/**
 * An address as a socket or a proxy writes it, plain: without brackets or port ("[2001:db8::1]:443",
 * "203.0.113.7:5100"), without an IPv6 zone ("fe80::1%eth0"), and IPv4-mapped IPv6 (::ffff:203.0.113.7,
 * ::ffff:cb00:7107) as its IPv4 address. Anything that is not an IP address is returned trimmed, as it is.
 */
export function plainAddress(address: string): string {
  let a = address.trim();
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(a);
  if (bracketed) a = bracketed[1]!;
  else if (/^\d{1,3}(?:\.\d{1,3}){3}:\d{1,5}$/.test(a)) a = a.slice(0, a.lastIndexOf(":"));
  const zone = a.indexOf("%");
  if (zone > 0 && isIP(a) === 6) a = a.slice(0, zone);
  const g = ipv6Groups(a);
  if (!g) return a;
  if (g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff)
    return `${g[6]! >> 8}.${g[6]! & 255}.${g[7]! >> 8}.${g[7]! & 255}`;
  return a;
}

/** The eight 16-bit groups of an IPv6 address (null if it is not one). */
export function ipv6Groups(address: string): number[] | null {
  if (!isIPv6(address)) return null;
  let s = address.split("%")[0]!;
  // a trailing dotted IPv4 (::ffff:1.2.3.4) as two groups
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(s);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    s = `${s.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = s.split("::") as [string, string | undefined];
  const part = (p: string | undefined) => (p ? p.split(":").map((g) => Number.parseInt(g, 16)) : []);
  const h = part(head);
  const t = part(tail);
  return tail === undefined ? h : [...h, ...new Array<number>(8 - h.length - t.length).fill(0), ...t];
}

const SHAPE = "an IP address or a CIDR range (e.g. 127.0.0.1,::1 or 10.0.0.0/8)";

/**
 * TRUST_PROXY's value as our proxies, or the problems of its entries (each naming the entry). Entries are
 * comma separated, spaces around them ignored; unset, empty or `false` trusts no proxy.
 */
export function parseTrustedProxies(value: string | undefined): TrustedProxies | { problems: string[] } {
  const text = (value ?? "").trim();
  if (text === "" || text === "false" || text === "0") return NO_PROXIES;
  if (text === "true" || text === "1")
    return {
      problems: [
        `"${text}" would believe anyone's X-Forwarded-For and is no longer accepted: list the addresses (or CIDR ` +
          "ranges) of the proxy in front of this instance, comma separated (e.g. TRUST_PROXY=127.0.0.1,::1 for " +
          "nginx on the same host); leave it unset when there is no proxy",
      ],
    };
  const list = new BlockList();
  const entries: string[] = [];
  const problems: string[] = [];
  for (const raw of text.split(",")) {
    const entry = raw.trim();
    if (entry === "") continue;
    const slash = entry.indexOf("/");
    const address = slash < 0 ? entry : entry.slice(0, slash);
    const family = isIP(address);
    const type = family === 6 ? "ipv6" : "ipv4";
    if (family === 0 || address.includes("%")) {
      problems.push(`"${entry}" is not ${SHAPE}`);
      continue;
    }
    if (slash < 0) {
      list.addAddress(address, type);
    } else {
      const prefix = entry.slice(slash + 1);
      const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : Number.NaN;
      if (!(bits <= (family === 6 ? 128 : 32))) {
        problems.push(`"${entry}" is not ${SHAPE}: the prefix must be 0–${family === 6 ? 128 : 32}`);
        continue;
      }
      if (bits === 0) {
        problems.push(`"${entry}" would trust every address: list the proxy's addresses or its network`);
        continue;
      }
      list.addSubnet(address, bits, type);
    }
    entries.push(entry);
  }
  if (problems.length > 0) return { problems };
  if (entries.length === 0) return NO_PROXIES;
  return {
    entries,
    trusts(address) {
      if (address === undefined) return false;
      const a = plainAddress(address);
      const family = isIP(a);
      return family !== 0 && list.check(a, family === 6 ? "ipv6" : "ipv4");
    },
  };
}

/**
 * @hono/node-server's own request behind a Hono request (its bindings' `incoming`): the IncomingMessage, or in
 * an in-process test a stand-in with only its socket's address (test/harness.ts `peer`); undefined in-process
 * without bindings. The one place that reads it.
 */
export function incomingOf(bindings: unknown): IncomingMessage | undefined {
  return (bindings as { incoming?: IncomingMessage } | undefined)?.incoming;
}

/**
 * The address of the connection a request came on: the `incoming` socket's (what node-server's getConnInfo
 * reads). Undefined without one, which no proxy list trusts.
 */
export function remoteAddress(bindings: unknown): string | undefined {
  return incomingOf(bindings)?.socket?.remoteAddress;
}
