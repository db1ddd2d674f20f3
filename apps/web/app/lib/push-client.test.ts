import { t } from "@bazi/i18n/messenger";
import { describe, expect, it, vi } from "vitest";
import { failureOf, type PushFailure, within } from "./push-client.ts";

/** An error as the browser throws it (a DOMException: a name and a message meant for developers). */
const browserError = (name: string, message: string) => Object.assign(new Error(message), { name });

describe("a failure of the browser's push machinery", () => {
  it("is one of our kinds, whatever the browser's message", () => {
    const denied = browserError("NotAllowedError", "Registration failed - permission denied");
    expect(failureOf(denied, "denied")).toBe("denied");
    expect(failureOf(denied, "default")).toBe("denied");
    // notifications allowed, yet no push here (Chromium's incognito window, strict settings)
    expect(failureOf(denied, "granted")).toBe("blocked");
    expect(failureOf(browserError("NotSupportedError", "Push is not supported"), "granted")).toBe(
      "unsupported",
    );
    expect(failureOf(browserError("SecurityError", "insecure origin"), undefined)).toBe("unsupported");
    expect(
      failureOf(browserError("AbortError", "Registration failed - push service not available"), "granted"),
    ).toBe("failed");
    expect(failureOf(browserError("InvalidStateError", "key mismatch"), "granted")).toBe("failed");
    expect(failureOf("something", "granted")).toBe("failed");
    expect(failureOf(null, undefined)).toBe("failed");
  });

  it("has its own sentence in Russian and English, with nothing of the browser's", () => {
    const kinds: (PushFailure | "refused")[] = [
      "unsupported",
      "denied",
      "blocked",
      "failed",
      "timeout",
      "refused",
    ];
    for (const lang of ["ru", "en"] as const) {
      const texts = kinds.map((k) => t(lang, `msg.push.${k}`));
      expect(new Set(texts).size, lang).toBe(kinds.length);
      for (const text of texts) {
        expect(text, lang).toMatch(/\.$/);
        expect(text).not.toMatch(/\{|Registration failed|permission denied/);
        if (lang === "ru") expect(text).toMatch(/^[А-ЯЁ][^A-Za-z]*$/);
      }
    }
  });
});

describe("within", () => {
  it("answers the work's result when it comes in time", async () => {
    await expect(within(1000, Promise.resolve("done"))).resolves.toBe("done");
    await expect(within(1000, Promise.reject(new Error("no")))).rejects.toThrow("no");
  });

  it("gives up with `timeout` after the time allowed", async () => {
    vi.useFakeTimers();
    try {
      const never = new Promise<string>(() => {});
      const answer = within(15_000, never);
      vi.advanceTimersByTime(14_999);
      let settled = false;
      void answer.then(() => {
        settled = true;
      });
      await Promise.resolve();
      expect(settled).toBe(false);
      vi.advanceTimersByTime(1);
      await expect(answer).resolves.toBe("timeout");
    } finally {
      vi.useRealTimers();
    }
  });
});
