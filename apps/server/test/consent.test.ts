/**
 * The consent to personal data processing (152-FZ art. 9): required at sign-up as its own act, and recorded with
 * who gave it, to which text (the consent page's version in the language shown), when and from which address, at
 * sign-up and again with each payment; the data download lists the records; deleting the account deletes them.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { CONSENT_DOCUMENT, consentVersion } from "../src/features/accounts/consent.ts";
import { appOn, CHART_FORM, DB_TARGETS, type DbTarget, NOW } from "./harness.ts";

describe.each(DB_TARGETS)("consent records ($name)", (target: DbTarget) => {
  const ctx = appOn(target, { TRUST_PROXY: "127.0.0.1" });

  it("is recorded at sign-up and at checkout, listed in the download, and deleted with the account", async () => {
    const email = `consent.${Date.now().toString(36)}@example.com`;
    const up = await ctx.post(
      "/api/user/singup",
      { name: "Анна", email, password: "Sunflower-42", consent: true },
      { "x-forwarded-for": "198.51.100.20", "accept-language": "en" },
    );
    expect(up.status).toBe(201);
    const { token, user } = (await up.json()) as { token: string; user: { uuid: string } };
    const headers = { authorization: `Bearer ${token}`, "x-forwarded-for": "198.51.100.21" };
    const chart = await ctx.app.request("/api/charts", {
      method: "POST",
      headers: { ...headers, "content-type": "application/json" },
      body: JSON.stringify(CHART_FORM),
    });
    const uuid = ((await chart.json()) as { chart: { uuid: string } }).chart.uuid;
    const pay = await ctx.app.request("/api/payments", {
      method: "POST",
      headers: { ...headers, "content-type": "application/json", "accept-language": "ru" },
      body: JSON.stringify({ uuid, product: "site-1m-rub", confirm: true, consent: true }),
    });
    expect(pay.status).toBe(201);

    const exported = (await (await ctx.app.request("/api/user/export", { headers })).json()) as {
      consents: {
        document: string;
        version: string;
        lang: string;
        context: string;
        ip: string;
        givenAt: string;
      }[];
    };
    expect(exported.consents).toEqual([
      {
        document: CONSENT_DOCUMENT,
        version: consentVersion("en"),
        lang: "en",
        context: "sign-up",
        ip: "198.51.100.20",
        givenAt: new Date(NOW).toISOString(),
      },
      {
        document: CONSENT_DOCUMENT,
        version: consentVersion("ru"),
        lang: "ru",
        context: "checkout",
        ip: "198.51.100.21",
        givenAt: new Date(NOW).toISOString(),
      },
    ]);
    // each language's text is its own version
    expect(consentVersion("ru")).toMatch(/^[0-9a-f]{16}$/);
    expect(consentVersion("ru")).not.toBe(consentVersion("en"));

    const del = await ctx.app.request("/api/user", {
      method: "DELETE",
      headers: { ...headers, "content-type": "application/json" },
      body: JSON.stringify({ password: "Sunflower-42" }),
    });
    expect(del.status).toBe(200);
    const left = (await ctx.database.db.execute(
      sql`select count(*)::int as n from consents where user_id = ${user.uuid}`,
    )) as unknown as { rows: { n: number }[] };
    expect(left.rows[0]!.n).toBe(0);
  });

  it("no consent, no account: 400 naming the field in the request's language, nothing written", async () => {
    const email = `noconsent.${Date.now().toString(36)}@example.com`;
    for (const [lang, text] of [
      ["ru", "consent: Дайте согласие на обработку персональных данных"],
      ["en", "consent: Please consent to the processing of personal data"],
    ] as const) {
      const res = await ctx.post(
        "/api/user/singup",
        { name: "Анна", email, password: "Sunflower-42" },
        { "accept-language": lang },
      );
      expect(res.status).toBe(400);
      const p = (await res.json()) as { errors: { field: string; message: string }[] };
      expect(p.errors).toContainEqual({ field: "consent", message: text });
    }
    const rows = (await ctx.database.db.execute(
      sql`select count(*)::int as n from users where email = ${email}`,
    )) as unknown as { rows: { n: number }[] };
    expect(rows.rows[0]!.n).toBe(0);
  });
});
