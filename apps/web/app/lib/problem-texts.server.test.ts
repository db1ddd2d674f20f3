/**
 * What a form shows of a refusal with a waiting time (a 429's Retry-After): the server's message and when to ask
 * again, as two sentences with a full stop between them (issue 39), in the page's language.
 */
import { t } from "@bazi/i18n";
import { describe, expect, it } from "vitest";
import { problemTexts } from "./account-actions.server.ts";

const limited = (lang: "ru" | "en", retryAfter: number | null) => ({
  ok: false as const,
  status: 429,
  code: "RATE_LIMITED" as const,
  title: t(lang, "error.rateLimited"),
  errors: [],
  retryAfter,
});

describe("a rate limit's message", () => {
  it("is two sentences: the refusal, a full stop, then when to try again", () => {
    expect(problemTexts("ru", limited("ru", 12 * 60), {}).message).toBe(
      "Слишком много запросов, попробуйте позже. Повторите через 12 мин.",
    );
    expect(problemTexts("en", limited("en", 12 * 60), {}).message).toBe(
      "Too many requests, please try again later. Try again in 12 mins.",
    );
  });

  it("puts one full stop even when the message has its own, and none is added without a waiting time", () => {
    const ended = {
      ...limited("ru", 60),
      errors: [{ field: "body", message: "body: Форма пришла повреждённой." }],
    };
    expect(problemTexts("ru", ended, {}).message).toMatch(
      /^Форма пришла повреждённой\. Повторите через [^.]+\.$/,
    );
    expect(problemTexts("ru", limited("ru", null), {}).message).toBe(
      "Слишком много запросов, попробуйте позже",
    );
  });
});
