import { expect } from "vitest";
import { InvalidInputError } from "../../src/errors.ts";

/** The InvalidInputError that `fn` throws (fails the test when it throws nothing or something else). */
export function thrown(fn: () => unknown): InvalidInputError {
  try {
    fn();
  } catch (e) {
    if (e instanceof InvalidInputError) return e;
    throw e;
  }
  throw new Error("expected an InvalidInputError");
}

/** `fn` rejects its input with an error naming `field`, in English and in Russian. */
export function expectInvalid(fn: () => unknown, field: string): InvalidInputError {
  const err = thrown(fn);
  expect(err.field).toBe(field);
  expect(err.message).toContain(field);
  expect(err.messages.ru).toContain(field);
  expect(err.messages.ru).toMatch(/[а-яё]/i);
  return err;
}
