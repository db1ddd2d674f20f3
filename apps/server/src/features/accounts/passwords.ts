/**
 * Password hashing: Argon2id (@node-rs/argon2, on libuv's thread pool) with OWASP's minimum profile, 19 MiB,
 * 2 passes, 1 lane (docs/security.md A1); hashes made with other parameters are upgraded at the next sign-in.
 * Plus the common-password check of the sign-up and change rules.
 */
import { type Algorithm, hash, verify } from "@node-rs/argon2";
import { COMMON_PASSWORDS } from "./common-passwords.ts";

export const ARGON2_PARAMS = {
  algorithm: 2 as Algorithm, // Argon2id (a const enum, not importable as a value under verbatimModuleSyntax)
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

const PARAMS_TAG = `$argon2id$v=19$m=${ARGON2_PARAMS.memoryCost},t=${ARGON2_PARAMS.timeCost},p=${ARGON2_PARAMS.parallelism}$`;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_PARAMS);
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/** The stored hash was made with other parameters than today's: rehash after a successful sign-in. */
export function needsRehash(stored: string): boolean {
  return !stored.startsWith(PARAMS_TAG);
}

/**
 * A hash of a random password, verified against when the e-mail is unknown, so that a sign-in for an unknown
 * account costs the same time as one with a wrong password.
 */
let dummy: Promise<string> | undefined;
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword(`dummy-${Math.random()}`);
  return dummy;
}

/** True for passwords on the common-password list (case-insensitive). */
export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}
