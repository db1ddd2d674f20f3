/**
 * Each server feature reads and writes its own tables; other features' data comes through their services
 * (ARCHITECTURE.md, rule 4). What a feature's files import from the schema is checked here, so a new query on
 * another feature's table fails this test until it goes through that feature's service, or is recorded below as
 * an exception with its reason.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const FEATURES = join(import.meta.dirname, "../src/features");

/** The tables each feature owns. */
const OWNED: Record<string, string[]> = {
  accounts: ["users", "sessions", "recoveryCodes", "consents"],
  charts: ["charts"],
  payments: ["products", "orders", "payments", "paymentEvents", "autopays"],
  reminders: [
    "messengerUsers",
    "messengerTokens",
    "telegramUpdates",
    "reminderDeliveries",
    "feedTokens",
    "emailDigests",
    "emailDeliveries",
  ],
  content: ["appMeta", "sections", "articles", "faqs", "questions"],
};

/** Other features' tables a file may touch, and why (decision 009 and ARCHITECTURE.md, rule 4). */
const EXCEPTIONS: Record<string, Record<string, string>> = {
  "payments/payments.repo.ts": {
    charts: "settling a payment extends the chart's paid period in the payment's transaction (decision 009)",
    users: "settling a payment selects the paid chart (users.active_chart_id) in the same transaction",
  },
  "charts/charts.repo.ts": {
    users:
      "the selected chart is users.active_chart_id, a column of the user's row that the charts feature keeps",
    autopays: "a chart's list shows whether autopay is on (the spec's isBindingCustomer), in the same query",
  },
};

function schemaImports(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const names: string[] = [];
  for (const m of text.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*"[./]*\/db\/schema\.ts"/g)) {
    for (const n of m[1]!.split(",")) {
      const name = n.replace(/^\s*type\s+/, "").trim();
      if (name) names.push(name);
    }
  }
  return names;
}

describe("features keep to their own tables", () => {
  for (const feature of readdirSync(FEATURES)) {
    const files = readdirSync(join(FEATURES, feature), { recursive: true, encoding: "utf8" }).filter((f) =>
      f.endsWith(".ts"),
    );
    it(`${feature}: only its own tables, or a recorded exception`, () => {
      const foreign: string[] = [];
      for (const f of files) {
        const allowed = new Set([
          ...(OWNED[feature] ?? []),
          ...Object.keys(EXCEPTIONS[`${feature}/${f}`] ?? {}),
        ]);
        for (const name of schemaImports(join(FEATURES, feature, f))) {
          // the schema's other exports (types, enums) are not tables
          const isTable =
            Object.values(OWNED).some((tables) => tables.includes(name)) || name === "rateBuckets";
          if (isTable && !allowed.has(name)) foreign.push(`${f} → ${name}`);
        }
      }
      expect(foreign).toEqual([]);
    });
  }

  it("the check sees imports: the exceptions it allows are really used", () => {
    for (const [file, tables] of Object.entries(EXCEPTIONS)) {
      expect(schemaImports(join(FEATURES, file))).toEqual(expect.arrayContaining(Object.keys(tables)));
    }
  });
});
