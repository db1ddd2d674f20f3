/**
 * Session tokens: a JWT (HS256, jose) naming its user (`sub`) and its session row (`jti`), valid 300 days
 * (docs/product.md §9). Verification allows HS256 only and checks type, issuer, audience, expiry and not-before against
 * the server's clock; the session row is checked by the service (logout and password changes revoke rows).
 *
 * The key: AUTH_SECRET from the environment (base64url, at least 32 bytes), or 32 random bytes generated
 * once into `<DATA_DIR>/auth-secret` (mode 0600) so that restarts keep people signed in; with the in-memory
 * database (tests) a fresh key per process.
 */
import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { jwtVerify, SignJWT } from "jose";

export const TOKEN_DAYS = 300;
const ISSUER = "bazi-calendar";
const AUDIENCE = "bazi-calendar";

export interface TokenClaims {
  userId: string;
  sessionId: string;
}

export interface TokenSigner {
  sign(claims: TokenClaims, nowMs: number): Promise<string>;
  /** The claims of a genuine, unexpired token; null for anything else. */
  verify(token: string, nowMs: number): Promise<TokenClaims | null>;
}

export function loadAuthKey(opts: { secret?: string | undefined; dataDir: string }): {
  key: Uint8Array;
  source: "env" | "file" | "generated-file" | "memory";
} {
  if (opts.secret) return { key: new Uint8Array(Buffer.from(opts.secret, "base64url")), source: "env" };
  if (opts.dataDir.startsWith("memory://")) return { key: new Uint8Array(randomBytes(32)), source: "memory" };
  const file = join(opts.dataDir, "auth-secret");
  if (existsSync(file)) {
    return {
      key: new Uint8Array(Buffer.from(readFileSync(file, "utf8").trim(), "base64url")),
      source: "file",
    };
  }
  mkdirSync(opts.dataDir, { recursive: true });
  const key = randomBytes(32);
  writeFileSync(file, key.toString("base64url"), { mode: 0o600 });
  chmodSync(file, 0o600);
  return { key: new Uint8Array(key), source: "generated-file" };
}

export function createTokenSigner(key: Uint8Array): TokenSigner {
  if (key.length < 32) throw new Error("The token key must be at least 32 bytes");
  return {
    async sign({ userId, sessionId }, nowMs) {
      const now = Math.floor(nowMs / 1000);
      return new SignJWT({})
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setSubject(userId)
        .setJti(sessionId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(now)
        .setNotBefore(now)
        .setExpirationTime(now + TOKEN_DAYS * 86_400)
        .sign(key);
    },
    async verify(token, nowMs) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ["HS256"],
          issuer: ISSUER,
          audience: AUDIENCE,
          typ: "JWT",
          currentDate: new Date(nowMs),
          requiredClaims: ["sub", "jti", "exp", "iat"],
        });
        if (typeof payload.sub !== "string" || typeof payload.jti !== "string") return null;
        return { userId: payload.sub, sessionId: payload.jti };
      } catch {
        return null;
      }
    },
  };
}
