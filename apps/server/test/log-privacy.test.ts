/**
 * What the logs never carry (log.ts): a whole flow in-process, on PGlite and PostgreSQL, with the app's logger at
 * "debug" writing into an array: sign-up, sign-in wrong and right, a recovery code asked for, checked and used, a
 * password change, a chart with a birth date and time, a checkout paid in the sandbox, the chart's feed link, a
 * question through the FAQ form, and database errors on writes and reads that carry personal data (a check
 * constraint that fails the insert of a user, a chart and an order; a missing table on sign-in). Not one line may
 * contain the e-mail addresses, names, passwords, an Argon2 hash, a session token, the recovery code, the feed
 * token, the question, the birth date or the birth time; the errors themselves are still logged with their class,
 * SQLSTATE and constraint.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { createLogger } from "../src/log.ts";
import { appOn, CHART_FORM, DB_TARGETS, type DbTarget } from "./harness.ts";

const EMAIL = "zinaida.privatova@example.org";
const NAME = "Зинаида Приватова";
const PASSWORD = "Sunflower-Private-42";
const NEW_PASSWORD = "Marigold-Private-77";
const RECOVERED_PASSWORD = "Camellia-Private-19";
const CHART = { ...CHART_FORM, fio: "Мария Секретная", email: "maria.secret@example.net" };
const QUESTION = {
  name: "Фёдор Спрашивающий",
  email: "fedor.asks@example.com",
  topic: "Оплата",
  question: "Когда мой день рождения 1985-03-08 в 14:20?",
};
const BIRTH_DATE = "1985-03-08";
const BIRTH_TIME = "14:20";

describe.each(DB_TARGETS)("no personal data in the logs on $name", (target: DbTarget) => {
  const lines: string[] = [];
  const log = createLogger("debug", { write: (line: string) => void lines.push(line) });
  const ctx = appOn(target, { LOG_LEVEL: "debug" }, { log });
  const secrets: string[] = [EMAIL, NAME, PASSWORD, NEW_PASSWORD, RECOVERED_PASSWORD, "$argon2", BIRTH_DATE];
  secrets.push(CHART.fio, CHART.email, QUESTION.name, QUESTION.email, QUESTION.question);

  const json = async <T>(res: Response, status: number): Promise<T> => {
    expect(res.status, await res.clone().text()).toBe(status);
    return (await res.json()) as T;
  };
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const call = (token: string, method: string, path: string, body?: unknown) =>
    ctx.app.request(path, {
      method,
      headers: { ...bearer(token), ...(body === undefined ? {} : { "content-type": "application/json" }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  /** Adds a check constraint that no new row passes (existing rows are not checked), runs `f`, drops it. */
  const failingInserts = async (table: "users" | "charts" | "orders", f: () => Promise<void>) => {
    await ctx.database.db.execute(
      sql.raw(`alter table ${table} add constraint test_log_privacy check (false) not valid`),
    );
    try {
      await f();
    } finally {
      await ctx.database.db.execute(sql.raw(`alter table ${table} drop constraint test_log_privacy`));
    }
  };

  it("a whole flow, with database errors, logs none of it", async () => {
    // a database error on the sign-up's insert: the row carries the e-mail, the name and the Argon2 hash
    await failingInserts("users", async () => {
      const res = await ctx.post("/api/user/singup", {
        name: NAME,
        email: EMAIL,
        password: PASSWORD,
        consent: true,
      });
      expect(res.status).toBe(500);
    });

    const signedUp = await json<{ token: string }>(
      await ctx.post("/api/user/singup", { name: NAME, email: EMAIL, password: PASSWORD, consent: true }),
      201,
    );
    const tokens = [signedUp.token];
    await json(await ctx.post("/api/token/auth", { username: EMAIL, password: "Not-the-password-1" }), 400);
    const signedIn = await json<{ token: string }>(
      await ctx.post("/api/token/auth", { username: EMAIL, password: PASSWORD }),
      200,
    );
    tokens.push(signedIn.token);

    const changed = await json<{ token: string }>(
      await call(signedIn.token, "POST", "/api/user/change/password", {
        pass: NEW_PASSWORD,
        checkPass: NEW_PASSWORD,
      }),
      200,
    );
    tokens.push(changed.token);

    await json(await ctx.post("/api/user/recovery/code", { email: EMAIL }), 200);
    // the code's e-mail may leave after the answer
    const mail = await vi.waitFor(() => {
      const m = ctx.outbox.messages().findLast((x) => x.to === EMAIL && /\d{6}/.test(x.subject));
      if (!m) throw new Error("no recovery e-mail yet");
      return m;
    });
    const code = /(\d{6})/.exec(mail.subject)![1]!;
    secrets.push(code, mail.subject);
    await json(await ctx.post("/api/user/recovery/code/check", { email: EMAIL, code }), 200);
    await json(
      await ctx.post("/api/user/recovery/password", { email: EMAIL, code, password: RECOVERED_PASSWORD }),
      200,
    );
    const session = await json<{ token: string }>(
      await ctx.post("/api/token/auth", { username: EMAIL, password: RECOVERED_PASSWORD }),
      200,
    );
    tokens.push(session.token);
    const token = session.token;

    // a database error on the chart's insert: the row carries the name, the birth date and time
    await failingInserts("charts", async () => {
      expect((await call(token, "POST", "/api/charts", CHART)).status).toBe(500);
    });
    const { chart } = await json<{ chart: { uuid: string } }>(
      await call(token, "POST", "/api/charts", CHART),
      201,
    );

    // a database error on the order's insert: the row carries the e-mail and the chart's name
    const pay = { uuid: chart.uuid, product: "site-1m-rub", confirm: true, consent: true };
    await failingInserts("orders", async () => {
      expect((await call(token, "POST", "/api/payments", pay)).status).toBe(500);
    });
    const { confirmationUrl } = await json<{ confirmationUrl: string }>(
      await call(token, "POST", "/api/payments", pay),
      201,
    );
    const paid = await ctx.app.request(confirmationUrl, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin" },
      body: "outcome=succeed&lang=ru",
    });
    expect(paid.status).toBe(303);
    const feed = await json<{ url: string }>(
      await call(token, "POST", `/api/charts/${chart.uuid}/feed`),
      201,
    );
    const feedPath = new URL(feed.url).pathname;
    secrets.push(feedPath.slice("/feed/".length, -".ics".length));
    expect((await ctx.app.request(feedPath)).status).toBe(200);

    const asked = await ctx.services.content.ask(
      { viewer: null, principal: null, ip: "10.30.0.1", https: false },
      QUESTION,
      null,
      "ru",
    );
    expect(asked.ok).toBe(true);

    // a database error on a read that carries the e-mail
    await ctx.database.db.execute(sql`alter table users rename to users_away`);
    try {
      expect(
        (await ctx.post("/api/token/auth", { username: EMAIL, password: RECOVERED_PASSWORD })).status,
      ).toBe(500);
    } finally {
      await ctx.database.db.execute(sql`alter table users_away rename to users`);
    }

    secrets.push(...tokens, ...tokens.map((t) => t.split(".")[2]!));
    const records = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    // the logger did capture the flow
    expect(records.filter((r) => r.msg === "request").length).toBeGreaterThan(15);
    for (const [i, record] of records.entries()) {
      // the time of the line is the machine's (it might be 14:20); everything else is what the app wrote
      const { time: _time, ...rest } = record;
      const text = `${JSON.stringify(rest)}\n${lines[i]!.replace(/"time":"[^"]*"/, "")}`;
      for (const secret of [...secrets, BIRTH_TIME]) {
        expect(text.includes(secret), `log line ${i} carries ${JSON.stringify(secret)}: ${lines[i]}`).toBe(
          false,
        );
      }
    }
    // the errors are still there, with what an operator needs: class, SQL without values, SQLSTATE, constraint
    const failures = records.filter((r) => r.msg === "unhandled error");
    expect(failures).toHaveLength(4);
    expect(failures[0]).toMatchObject({
      err: { type: "DrizzleQueryError", cause: { code: "23514", constraint: "test_log_privacy" } },
    });
    expect(String((failures[0]!.err as { message: string }).message)).toMatch(
      /^Failed query: insert into "users"/,
    );
    expect(failures[3]).toMatchObject({ err: { cause: { code: "42P01" } } });
    expect(records.some((r) => /dev outbox, NOT sent/.test(String(r.msg)))).toBe(true);
  });
});
