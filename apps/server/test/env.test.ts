/**
 * The environment: `.env.example` lists exactly the variables env.ts parses (README: "every variable is in
 * .env.example"), no environment at all is valid, and a bad value is refused naming the variable.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { EnvSchema, parseEnv } from "../src/env.ts";
import { SELLER_ENV } from "./harness.ts";

const example = readFileSync(join(import.meta.dirname, "../../../.env.example"), "utf8");

describe("environment", () => {
  it(".env.example names every variable of the schema, and no other", () => {
    // a variable is listed as `NAME=value` or, when it has no default, commented out as `# NAME=value`
    const listed = [...example.matchAll(/^(?:# )?([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]!);
    expect(new Set(listed).size, "each listed once").toBe(listed.length);
    expect([...listed].sort()).toEqual(Object.keys(EnvSchema.shape).sort());
  });

  it("no environment at all runs offline: embedded database in ./data, port 3000", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ DATA_DIR: "./data", PORT: 3000, NODE_ENV: "production" });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("a real payment provider without the seller's details is refused, naming each missing one", () => {
    const yookassa = { YOOKASSA_SHOP_ID: "123456", YOOKASSA_SECRET_KEY: "live_0123456789" };
    let message = "";
    try {
      parseEnv(yookassa);
    } catch (e) {
      message = (e as Error).message;
    }
    for (const name of ["SELLER_NAME", "SELLER_INN", "SELLER_OGRN", "SELLER_ADDRESS", "SUPPORT_EMAIL"])
      expect(message).toContain(`${name}:`);
    expect(() => parseEnv({ ...yookassa, ...SELLER_ENV })).not.toThrow();
    expect(() => parseEnv({ ...yookassa, ...SELLER_ENV, SELLER_INN: "12345" })).toThrow(
      /SELLER_INN: 10 digits/,
    );
    // the embedded default and the sandbox need none: the pages show a placeholder
    expect(parseEnv({}).SELLER_NAME).toBeUndefined();
  });

  it("PostgreSQL without a shared AUTH_SECRET is refused, saying what to set; the embedded default makes its own", () => {
    const url = "postgres://postgres@127.0.0.1:5432/bazi";
    expect(() => parseEnv({ DATABASE_URL: url })).toThrow(
      /AUTH_SECRET: AUTH_SECRET must be set with DATABASE_URL.*randomBytes\(32\)/s,
    );
    const secret = "a".repeat(43);
    const vapid = { VAPID_PUBLIC_KEY: `B${"x".repeat(86)}`, VAPID_PRIVATE_KEY: "y".repeat(43) };
    expect(parseEnv({ DATABASE_URL: url, AUTH_SECRET: secret, ...vapid }).AUTH_SECRET).toBe(secret);
    expect(parseEnv({}).AUTH_SECRET).toBeUndefined();
  });

  it("PostgreSQL needs the instances' shared VAPID keys, both or neither; the embedded default makes its own", () => {
    const url = "postgres://postgres@127.0.0.1:5432/bazi";
    const secret = "a".repeat(43);
    const keys = { VAPID_PUBLIC_KEY: `B${"x".repeat(86)}`, VAPID_PRIVATE_KEY: "y".repeat(43) };
    expect(() => parseEnv({ DATABASE_URL: url, AUTH_SECRET: secret })).toThrow(
      /VAPID_PUBLIC_KEY: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set with DATABASE_URL/,
    );
    expect(parseEnv({ DATABASE_URL: url, AUTH_SECRET: secret, ...keys }).VAPID_PUBLIC_KEY).toBe(
      keys.VAPID_PUBLIC_KEY,
    );
    expect(() => parseEnv({ VAPID_PUBLIC_KEY: keys.VAPID_PUBLIC_KEY })).toThrow(
      /set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY/,
    );
    expect(() => parseEnv({ ...keys, VAPID_PUBLIC_KEY: "short" })).toThrow(/VAPID_PUBLIC_KEY: base64url/);
    expect(() => parseEnv({ VAPID_SUBJECT: "ops@example.com" })).toThrow(/VAPID_SUBJECT must be a mailto:/);
    expect(parseEnv({}).PUSH_SERVICE_HOSTS).toContain("fcm.googleapis.com");
    expect(
      parseEnv({ PUSH_SERVICE_HOSTS: " Push.Example:8443 , .notify.example " }).PUSH_SERVICE_HOSTS,
    ).toEqual(["push.example:8443", ".notify.example"]);
  });

  it("TRUST_PROXY lists the proxy's addresses and CIDR ranges, IPv4 and IPv6; unset, empty or false is none", () => {
    const proxies = parseEnv({ TRUST_PROXY: " 127.0.0.1, ::1 ,10.0.0.0/8,fd00:1234::/32" }).TRUST_PROXY;
    expect(proxies.entries).toEqual(["127.0.0.1", "::1", "10.0.0.0/8", "fd00:1234::/32"]);
    for (const address of ["127.0.0.1", "::ffff:127.0.0.1", "::1", "10.200.3.4", "fd00:1234:ffff::9"])
      expect(proxies.trusts(address), address).toBe(true);
    for (const address of ["127.0.0.2", "11.0.0.1", "fd00:1235::1", "::2", "not-an-address", undefined])
      expect(proxies.trusts(address), String(address)).toBe(false);
    for (const none of [{}, { TRUST_PROXY: "" }, { TRUST_PROXY: "false" }, { TRUST_PROXY: " , " }]) {
      const env = parseEnv(none);
      expect(env.TRUST_PROXY.entries).toEqual([]);
      expect(env.TRUST_PROXY.trusts("127.0.0.1")).toBe(false);
    }
  });

  it("TRUST_PROXY refuses an entry that is no address or range, and true (anyone), naming the variable", () => {
    const refusal = (value: string) => {
      try {
        parseEnv({ TRUST_PROXY: value });
      } catch (e) {
        return (e as Error).message;
      }
      return "accepted";
    };
    expect(refusal("127.0.0.1,proxy.internal")).toMatch(
      /TRUST_PROXY: "proxy\.internal" is not an IP address/,
    );
    expect(refusal("10.0.0.0/33")).toMatch(/TRUST_PROXY: "10\.0\.0\.0\/33" .*prefix must be 0–32/);
    expect(refusal("fd00::/129")).toMatch(/TRUST_PROXY: "fd00::\/129" .*prefix must be 0–128/);
    expect(refusal("10.0.0.0/8x")).toMatch(/TRUST_PROXY: "10\.0\.0\.0\/8x"/);
    expect(refusal("256.0.0.1")).toMatch(/TRUST_PROXY: "256\.0\.0\.1"/);
    // every bad entry is named, not only the first
    expect(refusal("a,b")).toMatch(/TRUST_PROXY: "a".*\n.*TRUST_PROXY: "b"/);
    // the old boolean: true believed anyone's X-Forwarded-For, so it is refused with what to write instead
    for (const yes of ["true", "1"])
      expect(refusal(yes)).toMatch(/TRUST_PROXY: .*list the addresses.*TRUST_PROXY=127\.0\.0\.1,::1/);
    // and so is a range of every address
    expect(refusal("0.0.0.0/0")).toMatch(/TRUST_PROXY: "0\.0\.0\.0\/0" would trust every address/);
    expect(refusal("::/0")).toMatch(/TRUST_PROXY: "::\/0" would trust every address/);
  });

  it("a bad value is refused with the variable's name", () => {
    expect(() => parseEnv({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => parseEnv({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
  });
});
