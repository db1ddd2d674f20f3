/**
 * The sandbox's checkout page (issue 22): in the language of the site the payment was started from, whatever the
 * browser asks for; the site's stylesheet and logo; the notice that no money moves; its own strict CSP (no
 * scripts, styles from the site, the form posting to the site and its return pages), no caching; the payer's
 * choice still refused from another site; an unknown payment in the request's language.
 */
import { priceText } from "@bazi/i18n/payments";
import { describe, expect, it } from "vitest";
import type { WebHandler } from "../src/web/page-routes.ts";
import { appOn, DB_TARGETS, type TestApp } from "./harness.ts";

const STYLESHEET = "/assets/app-Test123.css";

/** The pages' handler of a test: no pages, only the site's stylesheet's URL. */
const web: WebHandler = {
  handle: async () => new Response("no pages in this test", { status: 404 }),
  stylesheet: async () => STYLESHEET,
};

const CHART = {
  fio: "Nora",
  gender: "female",
  birthday: "1990-05-17",
  birthdayTime: "08:30",
  city: "Moscow, Russia",
  latitude: 55.7558,
  longitude: 37.6173,
  timeZone: "Europe/Moscow",
  email: "nora@example.com",
};

let seq = 0;

/** A signed-up user with a chart who starts a checkout in `lang`: the sandbox page's URL and the payment. */
async function startPayment(ctx: TestApp, lang: "ru" | "en") {
  const email = `sandbox.${Date.now().toString(36)}.${seq++}@example.com`;
  const signup = await ctx.post(
    "/api/user/singup",
    { name: "Payer", email, password: "Sunflower-42", consent: true },
    { "x-forwarded-for": `10.9.${seq}.1` },
  );
  expect(signup.status).toBe(201);
  const { token } = (await signup.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}`, "accept-language": lang };
  const chart = await ctx.post("/api/charts", CHART, headers);
  expect(chart.status).toBe(201);
  const uuid = ((await chart.json()) as { chart: { uuid: string } }).chart.uuid;
  const product = lang === "en" ? "site-1m-usd" : "site-1m-rub";
  const res = await ctx.post("/api/payments", { uuid, product, confirm: true, consent: true }, headers);
  expect(res.status).toBe(201);
  const { confirmationUrl } = (await res.json()) as { confirmationUrl: string };
  expect(confirmationUrl).toMatch(/^\/sandbox\/pay\/sbx_/);
  const payment = ctx.sandbox!.payment(confirmationUrl.split("/").at(-1)!)!;
  return { url: confirmationUrl, payment };
}

/** The page's visible text: tags out, entities decoded, spaces folded. */
function visibleText(html: string): string {
  const body = html.slice(html.indexOf("<body"));
  return body
    .replace(/<[^>]+>/g, " ")
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)))
    .replace(/\s+/g, " ")
    .trim();
}

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe.each(DB_TARGETS)("the sandbox checkout page on $name", (target) => {
  const ctx = appOn(target, {}, { web });

  it("a payment started on the English site: the page is in English, whatever the browser asks for", async () => {
    const { url, payment } = await startPayment(ctx, "en");
    expect(payment.lang).toBe("en");
    const res = await ctx.app.request(url, { headers: { "accept-language": "ru-RU,ru;q=0.9" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const html = await res.text();
    expect(html).toMatch(/^<!doctype html><html lang="en">/);
    expect(titleOf(html)).toBe("Test payment — Bazi Calendar");
    const text = visibleText(html);
    for (const shown of [
      "Bazi Calendar",
      "Test mode",
      "Test payment",
      "This is a sandbox: no money moves and no real payment system is connected. No card is needed.",
      "Order",
      payment.description,
      `Amount: ${priceText("en", 699, "USD")}`,
      "Choose how the payment ends:",
      "Pay (success)",
      "Decline (failure)",
    ]) {
      expect(text).toContain(shown.replace(/\s+/g, " "));
    }
    expect(payment.description).toMatch(/^Personal Calendar “Nora”: 1 month$/);
    expect(text).not.toMatch(/[А-яЁё]/); // not a word of Russian (the logo's seal is Chinese)
    // the notice is a note, above the form
    expect(html).toMatch(/<p [^>]*role="note"[^>]*>This is a sandbox: no money moves/);
    expect(html.indexOf('role="note"')).toBeLessThan(html.indexOf("<form"));
    // the site's look: its stylesheet, its English logo linking to the English home page
    expect(html).toContain(`<link rel="stylesheet" href="${STYLESHEET}">`);
    expect(html).toMatch(/<a href="\/en" [^>]*data-testid="brand" data-logo="en">/);
    // the form posts the choice to the page itself; the language is the payment's, not a field
    expect(html).toContain(`<form method="post" action="${url}"`);
    expect(html).not.toContain('name="lang"');
    expect(html).not.toMatch(/<script|\sstyle=|<style/i);
  });

  it("a payment started on the Russian site: the page is in Russian, even for an English browser", async () => {
    const { url, payment } = await startPayment(ctx, "ru");
    const res = await ctx.app.request(url, { headers: { "accept-language": "en-US,en;q=0.9" } });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/^<!doctype html><html lang="ru">/);
    expect(titleOf(html)).toBe("Тестовая оплата — Календарь Бацзы");
    const text = visibleText(html);
    for (const shown of [
      "Календарь Бацзы",
      "Тестовый режим",
      "Тестовая оплата",
      "Это песочница: деньги не списываются, настоящая платёжная система не подключена. Карта не нужна.",
      "Заказ",
      payment.description,
      `Сумма: ${priceText("ru", 49000, "RUB")}`,
      "Выберите, чем закончится оплата:",
      "Оплатить (успех)",
      "Отклонить (ошибка)",
    ]) {
      expect(text).toContain(shown.replace(/\s+/g, " "));
    }
    expect(payment.description).toBe("Персональный календарь «Nora»: 1 месяц");
    expect(text).not.toMatch(/\b(Test|Pay|Amount|Order|sandbox)\b/);
    expect(html).toContain(`<link rel="stylesheet" href="${STYLESHEET}">`);
    expect(html).toMatch(/<a href="\/" [^>]*data-testid="brand" data-logo="ru">/);
  });

  it("its own strict CSP and no caching; the choice from another site is refused, from ours settles", async () => {
    const { url } = await startPayment(ctx, "en");
    const res = await ctx.app.request(url);
    expect(res.headers.get("content-security-policy")).toBe(
      "default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self' http://localhost:3000; frame-ancestors 'none'; base-uri 'none'",
    );
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");

    const post = (site: string) =>
      ctx.app.request(url, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": site },
        body: "outcome=succeed",
      });
    expect((await post("cross-site")).status).toBe(403);
    const paid = await post("same-origin");
    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toMatch(/^http:\/\/localhost:3000\/en\/kassa\/success\?uuid=/);

    // decided: the page and a second choice say so, still in the payment's language
    const done = await ctx.app.request(url, { headers: { "accept-language": "ru" } });
    expect(done.status).toBe(200);
    const doneHtml = await done.text();
    expect(doneHtml).toMatch(/^<!doctype html><html lang="en">/);
    expect(visibleText(doneHtml)).toContain("This payment is already finished.");
    expect(visibleText(doneHtml)).toContain("This is a sandbox: no money moves");
    expect(doneHtml).not.toContain("<form");
    const again = await post("same-origin");
    expect(again.status).toBe(409);
    const againHtml = await again.text();
    expect(againHtml).toMatch(/^<!doctype html><html lang="en">/);
    expect(again.headers.get("content-security-policy")).toMatch(/^default-src 'none'; style-src 'self';/);
  });

  it("an unknown payment: 404 in the request's language", async () => {
    for (const [lang, says] of [
      ["en", "Payment not found."],
      ["ru", "Платёж не найден."],
    ] as const) {
      const res = await ctx.app.request("/sandbox/pay/sbx_none", { headers: { "accept-language": lang } });
      expect(res.status).toBe(404);
      const html = await res.text();
      expect(html).toMatch(new RegExp(`^<!doctype html><html lang="${lang}">`));
      expect(visibleText(html)).toContain(says);
    }
  });
});
