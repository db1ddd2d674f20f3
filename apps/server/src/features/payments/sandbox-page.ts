/**
 * The sandbox's checkout page (/sandbox/pay/{id}; the provider is providers/payments-sandbox.ts): what a payment
 * provider's page would be, standing in for it offline. It speaks the language of the site the payment was
 * started from (the payment carries it), links the site's own stylesheet (the web build's, as the pages link it)
 * and shows the site's logo, so it looks like the site; and it says plainly, above everything else, that this is
 * a test where no money moves. No scripts: a plain form whose buttons post the payer's choice.
 *
 * Its classes are Tailwind's: apps/web/app/app.css names this file in an `@source`, so every class used here is
 * in the site's stylesheet. Without the web app (API-only tests) the page is the same HTML, unstyled.
 */
import { type Lang, t } from "@bazi/i18n";
import { pathInLang } from "@bazi/i18n/paths";
import { type PayKey, priceText } from "@bazi/i18n/payments";
import "@bazi/i18n/payments";
import { escapeMarkup as escapeHtml } from "../../http/escape.ts";

const text = (lang: Lang, key: PayKey) => escapeHtml(t(lang, key));

const BUTTON = "inline-flex cursor-pointer rounded-full px-5 py-2.5 text-sm font-semibold";

export type SandboxView =
  | { kind: "unknown" }
  | { kind: "done" }
  | { kind: "pay"; id: string; description: string; amountMinor: number; currency: "RUB" | "USD" };

/** The locale's logo as the site's header shows it (apps/web/app/components/chrome/logo.tsx), linking home. */
function logo(lang: Lang): string {
  const seal =
    lang === "en"
      ? `<span aria-hidden="true" class="han grid size-9 shrink-0 place-items-center rounded-full border-2 border-seal bg-white text-lg leading-none text-seal shadow-sm">八</span>`
      : `<span aria-hidden="true" class="han grid size-9 shrink-0 place-items-center rounded-md bg-seal text-[0.95rem] leading-none text-white shadow-sm">八字</span>`;
  const word =
    lang === "en"
      ? "text-lg font-semibold tracking-[0.06em] [font-variant-caps:small-caps]"
      : "text-lg font-semibold tracking-tight";
  return `<a href="${pathInLang("/", lang)}" class="flex shrink-0 items-center gap-2.5 rounded-md" data-testid="brand" data-logo="${lang}">${seal}<span class="${word}">${escapeHtml(t(lang, "chrome.logo"))}</span></a>`;
}

function body(lang: Lang, view: SandboxView): string {
  if (view.kind !== "pay") {
    const message = text(lang, view.kind === "done" ? "pay.sandbox.done" : "pay.sandbox.unknown");
    return `<p class="mt-6 text-lg text-stone-800" data-testid="sandbox-message">${message}</p><p class="mt-6"><a href="${pathInLang("/", lang)}" class="${BUTTON} border border-stone-300 bg-white text-stone-800">${text(lang, "pay.sandbox.home")}</a></p>`;
  }
  const price = escapeHtml(priceText(lang, view.amountMinor, view.currency));
  return [
    `<div class="mt-6 rounded-xl border border-stone-300 bg-white p-4 text-stone-800">`,
    `<p class="text-sm font-semibold text-stone-600">${text(lang, "pay.sandbox.order")}</p>`,
    `<p class="mt-0.5 text-stone-900" data-testid="sandbox-description">${escapeHtml(view.description)}</p>`,
    `<p class="mt-3 text-lg" data-testid="sandbox-amount">${text(lang, "pay.sandbox.amount")}: <strong>${price}</strong></p>`,
    `</div>`,
    `<p class="mt-6 text-stone-800">${text(lang, "pay.sandbox.choose")}</p>`,
    `<form method="post" action="/sandbox/pay/${encodeURIComponent(view.id)}" class="mt-3 flex flex-wrap gap-3" data-testid="sandbox-form">`,
    `<button name="outcome" value="succeed" class="${BUTTON} border border-stone-900 bg-stone-900 text-white hover:bg-stone-700">${text(lang, "pay.sandbox.succeed")}</button>`,
    `<button name="outcome" value="fail" class="${BUTTON} border border-stone-300 bg-white text-stone-800 hover:border-stone-500">${text(lang, "pay.sandbox.fail")}</button>`,
    `</form>`,
  ].join("");
}

/**
 * The whole page in `lang`. `stylesheet`: the site's stylesheet as its pages link it (null: none, the page is
 * unstyled but complete).
 */
export function sandboxPage(lang: Lang, view: SandboxView, stylesheet: string | null): string {
  const title = text(lang, "pay.sandbox.title");
  const css = stylesheet ? `<link rel="stylesheet" href="${escapeHtml(stylesheet)}">` : "";
  return [
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">`,
    `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="theme-color" content="#faf7f2">`,
    `<meta name="robots" content="noindex"><title>${title} — ${escapeHtml(t(lang, "chrome.logo"))}</title>`,
    css,
    `<link rel="icon" href="/favicon.svg" type="image/svg+xml"></head>`,
    `<body class="min-h-screen" data-testid="sandbox-checkout">`,
    `<header class="border-b border-stone-200/80 bg-paper/90"><div class="mx-auto flex max-w-5xl flex-wrap items-center gap-2 px-3 py-3 sm:gap-4 sm:px-6">`,
    logo(lang),
    `<span class="ml-auto rounded-full border border-amber-400 bg-amber-50 px-3 py-1 text-sm font-semibold text-amber-900">${text(lang, "pay.sandbox.badge")}</span>`,
    `</div></header>`,
    `<main class="mx-auto max-w-2xl px-4 pb-16 pt-10 sm:px-6">`,
    `<h1 class="text-3xl font-semibold tracking-tight text-stone-900">${title}</h1>`,
    `<p class="mt-4 rounded-lg border border-amber-400 bg-amber-50 px-3 py-2 text-amber-900" role="note" data-testid="sandbox-notice">${text(lang, "pay.sandbox.notice")}</p>`,
    body(lang, view),
    `</main></body></html>`,
  ].join("");
}
