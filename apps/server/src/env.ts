/**
 * Every environment variable, parsed once at boot by one zod schema. No environment at all is valid: the app
 * then runs offline on an embedded PGlite database in ./data with dev providers. `.env.example` lists them.
 */
import { z } from "zod";
import { parseTrustedProxies } from "./http/trusted-proxies.ts";

const bool = z
  .enum(["true", "false", "1", "0"])
  .transform((v) => v === "true" || v === "1")
  .optional();

export const EnvSchema = z.object({
  NODE_ENV: z.enum(["production", "development", "test"]).default("production"),
  HOST: z.string().default("0.0.0.0"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** postgres://… for PostgreSQL; unset = embedded PGlite in DATA_DIR. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must start with postgres:// or postgresql://")
    .optional(),
  DATA_DIR: z.string().default("./data"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /**
   * Public origins per locale (no trailing slash): canonical links, payment return addresses, e-mails. Production
   * must set them. Unset (both): a link made for a request goes back to the host and port it came to, others to
   * http://localhost:3000 (http/origin.ts); one set: both locales use it.
   */
  SITE_URL_RU: z.url().optional(),
  SITE_URL_EN: z.url().optional(),
  /** Per-IP token bucket on public endpoints. */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  RATE_LIMIT_BURST: z.coerce.number().int().min(1).default(20),
  /**
   * Our own proxies: their addresses and CIDR ranges, comma separated (127.0.0.1,::1 for nginx on the same host;
   * 10.0.0.0/8). X-Forwarded-For and X-Forwarded-Proto count only on a connection from one of them
   * (http/trusted-proxies.ts). Unset, empty or false: no proxy, the peer is the client. `true` (believe anyone)
   * and /0 ranges are refused.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const parsed = parseTrustedProxies(v);
      if ("trusts" in parsed) return parsed;
      for (const problem of parsed.problems) ctx.addIssue({ code: "custom", message: problem });
      return z.NEVER;
    }),
  /** The bearer token a metrics scraper presents at /metrics (Prometheus text); unset = /metrics answers 404. */
  METRICS_TOKEN: z
    .string()
    .regex(/^[A-Za-z0-9_.~+/=-]{24,256}$/, "METRICS_TOKEN: 24–256 characters (letters, digits, _.~+/=-)")
    .optional(),
  /** Largest request body accepted, bytes. */
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(65_536),
  /** How long in-flight requests may take to finish after SIGTERM. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(25_000),
  /** A fixed clock (ISO instant) for demos and end-to-end tests; logged loudly when set. */
  APP_CLOCK_NOW: z.iso.datetime().optional(),
  /** Yandex Metrica counter id; unset = no analytics (and no mc.yandex.ru in the CSP). Loaded after cookie consent. */
  METRICA_ID: z
    .string()
    .regex(/^\d{1,12}$/, "METRICA_ID must be the counter's number")
    .optional(),
  /** smtp://user:pass@host:587 (STARTTLS) or smtps://…:465; unset = dev outbox (.eml files, nothing is sent). */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "SMTP_URL must start with smtp:// or smtps://")
    .optional(),
  /** The From of every e-mail (display name and address). */
  MAIL_FROM: z.string().min(1).default("Календарь Бацзы <no-reply@localhost>"),
  /**
   * The key of session tokens and recovery codes: base64url, at least 32 bytes. Required with DATABASE_URL (the
   * instances on one database share it); unset on the embedded database = generated once into DATA_DIR/auth-secret.
   */
  AUTH_SECRET: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43,}$/, "AUTH_SECRET must be base64url of at least 32 bytes (43+ characters)")
    .optional(),
  /**
   * The built-in payment sandbox (no money moves) for a currency without a real provider. Unset = on with the
   * embedded database (no DATABASE_URL), off with PostgreSQL, so a deployment never takes sandbox "payments".
   */
  PAYMENTS_SANDBOX: bool,
  /** YooKassa (RUB): shop id and secret key; unset = roubles through the sandbox (or unavailable). */
  YOOKASSA_SHOP_ID: z
    .string()
    .regex(/^\d{1,12}$/, "YOOKASSA_SHOP_ID must be the shop's number")
    .optional(),
  YOOKASSA_SECRET_KEY: z.string().min(8).optional(),
  YOOKASSA_API_ROOT: z.url().default("https://api.yookassa.ru/v3"),
  /** The payer's confirmation page host (CSP form-action). */
  YOOKASSA_CHECKOUT_ORIGIN: z.url().default("https://yoomoney.ru"),
  /** 54-FZ receipt VAT code (1 = without VAT, 4 = 20 %…; YooKassa's table). Default of our choosing: 1. */
  YOOKASSA_VAT_CODE: z.coerce.number().int().min(1).max(10).default(1),
  /** Stripe (USD): secret key and webhook signing secret; unset = dollars through the sandbox (or unavailable). */
  STRIPE_SECRET_KEY: z.string().regex(/^sk_/, "STRIPE_SECRET_KEY must start with sk_").optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, "STRIPE_WEBHOOK_SECRET must start with whsec_")
    .optional(),
  STRIPE_API_ROOT: z.url().default("https://api.stripe.com"),
  STRIPE_CHECKOUT_ORIGIN: z.url().default("https://checkout.stripe.com"),
  /** The Telegram bot's token; unset = reminders show as unavailable (everything else works). */
  TELEGRAM_BOT_TOKEN: z
    .string()
    .regex(/^\d+:[A-Za-z0-9_-]{30,}$/, "TELEGRAM_BOT_TOKEN must look like 123456:ABC…")
    .optional(),
  TELEGRAM_API_ROOT: z.url().default("https://api.telegram.org"),
  /** The public URL of POST /telegram/webhook; unset = long polling (development). */
  TELEGRAM_WEBHOOK_URL: z.url().optional(),
  /** The webhook's secret_token (1–256 of A-Za-z0-9_-); unset = derived from the session key. */
  TELEGRAM_WEBHOOK_SECRET: z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,256}$/, "TELEGRAM_WEBHOOK_SECRET: 16–256 characters of A-Za-z0-9_-")
    .optional(),
  /** Messages per second this instance sends (Telegram allows about 30 in all: divide among instances; more only
   * for a local Bot API server in tests). */
  TELEGRAM_RATE_PER_SECOND: z.coerce.number().min(0.1).max(1000).default(25),
  /**
   * The site's VAPID key pair (RFC 8292) for Web Push: base64url of the uncompressed P-256 public key and of the
   * private key (`npx web-push generate-vapid-keys`). Unset: generated once into DATA_DIR/vapid.json. Browsers
   * subscribe with the public key, so every instance needs the same pair (required with DATABASE_URL).
   */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^B[A-Za-z0-9_-]{86}$/, "VAPID_PUBLIC_KEY: base64url of a P-256 public key, 87 characters")
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, "VAPID_PRIVATE_KEY: base64url of a P-256 private key, 43 characters")
    .optional(),
  /** Who push services may contact about this sender (RFC 8292 `sub`): mailto: or https:; default SUPPORT_EMAIL. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)\S+$/, "VAPID_SUBJECT must be a mailto: or https:// address")
    .optional(),
  /**
   * Web Push: `on` sends through the browsers' push services; `outbox` (the default outside production) writes each
   * notification into DATA_DIR/push-outbox and sends nothing.
   */
  WEB_PUSH: z.enum(["on", "outbox"]).optional(),
  /**
   * The push services the server will post to (host or host:port; a leading dot means any subdomain), comma
   * separated: the endpoint of a subscription is the browser's to choose, so anything else is refused (no requests
   * to arbitrary addresses). Default: Google's, Mozilla's, Apple's and Microsoft's.
   */
  PUSH_SERVICE_HOSTS: z
    .string()
    .default("fcm.googleapis.com,updates.push.services.mozilla.com,web.push.apple.com,.notify.windows.com")
    .transform((v) =>
      v
        .split(",")
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
    ),
  /** How often the reminders job looks for due reminders; 0 = never (tests run it by hand). */
  REMINDER_INTERVAL_MS: z.coerce.number().int().min(0).default(15_000),
  /** Where questions from the FAQ form are e-mailed; shown with the seller's details. */
  SUPPORT_EMAIL: z.email().default("support@localhost"),
  /**
   * The seller, shown on the offer and the payment page (Russian consumer law: name, INN, OGRN or OGRNIP, address).
   * Required, with SUPPORT_EMAIL, once a real payment provider is configured; unset, the pages show a placeholder
   * that says plainly that this installation names no seller.
   */
  SELLER_NAME: z.string().trim().min(2).max(300).optional(),
  SELLER_INN: z
    .string()
    .regex(/^(\d{10}|\d{12})$/, "SELLER_INN: 10 digits (a company) or 12 (a sole trader or a person)")
    .optional(),
  SELLER_OGRN: z
    .string()
    .regex(/^(\d{13}|\d{15})$/, "SELLER_OGRN: OGRN, 13 digits, or OGRNIP, 15 digits")
    .optional(),
  SELLER_ADDRESS: z.string().trim().min(5).max(500).optional(),
  /** How often the autopay renewal job looks for due renewals; 0 = never (tests run it by hand). */
  RENEWAL_INTERVAL_MS: z.coerce.number().int().min(0).default(60_000),
});

export type Env = z.infer<typeof EnvSchema>;

export class EnvError extends Error {
  override name = "EnvError";
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const r = EnvSchema.superRefine((e, ctx) => {
    const issue = (path: keyof Env, message: string) =>
      ctx.addIssue({ code: "custom", path: [path], message });
    /** Two variables that are set together or not at all (the second one is named). */
    const both = (a: keyof Env, b: keyof Env) => {
      if (Boolean(e[a]) !== Boolean(e[b])) issue(b, `set both ${a} and ${b}`);
    };
    both("YOOKASSA_SHOP_ID", "YOOKASSA_SECRET_KEY");
    both("STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET");
    // instances on one database must share the key, or a token signed by one fails on the other
    if (e.DATABASE_URL && !e.AUTH_SECRET)
      issue(
        "AUTH_SECRET",
        "AUTH_SECRET must be set with DATABASE_URL: every instance signs sessions and recovery codes with it, " +
          "so all must have the same one (base64url of 32 random bytes: " +
          "node -e \"console.log(require('crypto').randomBytes(32).toString('base64url'))\")",
      );
    both("VAPID_PUBLIC_KEY", "VAPID_PRIVATE_KEY");
    // browsers subscribe with one instance's public key; a push signed by another's key is refused
    if (e.DATABASE_URL && !e.VAPID_PUBLIC_KEY)
      issue(
        "VAPID_PUBLIC_KEY",
        "VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set with DATABASE_URL: browsers subscribe to Web Push with " +
          "the public key, so every instance must sign with the same pair (npx web-push generate-vapid-keys)",
      );
    // a shop that takes real money names its seller (the offer and the payment page show them)
    if (e.YOOKASSA_SHOP_ID || e.STRIPE_SECRET_KEY) {
      for (const key of ["SELLER_NAME", "SELLER_INN", "SELLER_OGRN", "SELLER_ADDRESS"] as const)
        if (!e[key])
          issue(
            key,
            `${key} must be set when a payment provider is configured (the seller's details are shown to payers)`,
          );
      if (!source.SUPPORT_EMAIL)
        issue(
          "SUPPORT_EMAIL",
          "SUPPORT_EMAIL must be set when a payment provider is configured (shown with the seller's details)",
        );
    }
  }).safeParse(cleaned);
  if (!r.success) {
    const lines = r.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new EnvError(`Invalid environment:\n${lines.join("\n")}`);
  }
  return r.data;
}
