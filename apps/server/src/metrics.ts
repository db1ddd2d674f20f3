/**
 * Operations metrics in the Prometheus text format (prom-client), one registry per app: requests by route (counts
 * and a latency histogram), background job runs, reminder deliveries, payment settlements, rate-limit refusals and
 * refused payment notifications, plus Node's process metrics. Served at `/metrics` to a scraper that presents
 * `METRICS_TOKEN` (app.ts); each instance reports its own, and the scraper sums them. Labels are routes and
 * outcomes, never anything about a person.
 */
import { Counter, collectDefaultMetrics, Histogram, Registry } from "prom-client";

export interface AppMetrics {
  /** A request answered (`route` is the route's pattern, "page" for the pages). */
  request(method: string, route: string, status: number, seconds: number): void;
  job(name: string, outcome: "ok" | "failed", seconds: number): void;
  /** A reminder delivery: Telegram's (blocked: the user blocked the bot), an e-mail digest's or a Web Push one's
   * (gone: the browser's subscription is over). */
  reminder(
    outcome: "sent" | "blocked" | "retry" | "failed" | "gone" | "skipped",
    channel?: "telegram" | "email" | "push",
  ): void;
  settlement(provider: string, outcome: string): void;
  rateLimited(limit: string): void;
  notificationRefused(provider: string, reason: string): void;
}

export const noMetrics: AppMetrics = {
  request() {},
  job() {},
  reminder() {},
  settlement() {},
  rateLimited() {},
  notificationRefused() {},
};

export function createMetrics(): AppMetrics & { registry: Registry; text(): Promise<string> } {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const requests = new Counter({
    name: "bazi_http_requests_total",
    help: "HTTP requests answered, by method, route and status",
    labelNames: ["method", "route", "status"] as const,
    registers,
  });
  const duration = new Histogram({
    name: "bazi_http_request_duration_seconds",
    help: "Time to answer an HTTP request, by method and route",
    labelNames: ["method", "route"] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers,
  });
  const jobs = new Histogram({
    name: "bazi_job_run_duration_seconds",
    help: "Background job runs (reminders, payments), by job and outcome",
    labelNames: ["job", "outcome"] as const,
    buckets: [0.01, 0.1, 0.5, 1, 5, 15, 60],
    registers,
  });
  const reminders = new Counter({
    name: "bazi_reminder_deliveries_total",
    help: "Reminder deliveries, by channel (telegram, email, push) and outcome",
    labelNames: ["channel", "outcome"] as const,
    registers,
  });
  const settlements = new Counter({
    name: "bazi_payment_settlements_total",
    help: "Payments settled as the provider reported them, by provider and outcome",
    labelNames: ["provider", "outcome"] as const,
    registers,
  });
  const limited = new Counter({
    name: "bazi_rate_limit_refusals_total",
    help: "Requests refused by a rate limit, by limit",
    labelNames: ["limit"] as const,
    registers,
  });
  const refused = new Counter({
    name: "bazi_payment_notifications_refused_total",
    help: "Payment notifications refused (foreign address, bad signature, malformed, ignored), by provider and reason",
    labelNames: ["provider", "reason"] as const,
    registers,
  });
  return {
    registry,
    text: () => registry.metrics(),
    request(method, route, status, seconds) {
      requests.inc({ method, route, status: String(status) });
      duration.observe({ method, route }, seconds);
    },
    job: (job, outcome, seconds) => jobs.observe({ job, outcome }, seconds),
    reminder: (outcome, channel = "telegram") => reminders.inc({ channel, outcome }),
    settlement: (provider, outcome) => settlements.inc({ provider, outcome }),
    rateLimited: (limit) => limited.inc({ limit }),
    notificationRefused: (provider, reason) => refused.inc({ provider, reason }),
  };
}
