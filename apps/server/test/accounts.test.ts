/**
 * Accounts over the HTTP API, in-process, on PGlite and on PostgreSQL: sign-up, sign-in, sessions and their
 * revocation, forged tokens, throttling, recovery by e-mailed code, the saved location, the data download and
 * account deletion (its "wrong password" and its confirmation e-mail). The clock is a manual one: codes expire
 * and sign-in delays pass when the test says so.
 */
import { sql } from "drizzle-orm";
import { base64url, SignJWT, UnsecuredJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../src/log.ts";
import { manualClock } from "../src/providers/clock.ts";
import type { Mailer } from "../src/providers/mail.ts";
import { DB_TARGETS, type DbTarget, NOW, problem, testApp } from "./harness.ts";

type Ctx = Awaited<ReturnType<typeof testApp>>;
const SAME = { "sec-fetch-site": "same-origin" };

function cookieOf(res: Response): string {
  const set = res.headers.getSetCookie().find((c) => c.startsWith("session="));
  expect(set, "a session cookie").toBeTruthy();
  return set!.split(";")[0]!;
}

let seq = 0;
const uniqueEmail = (p = "user") => `${p}.${Date.now().toString(36)}.${seq++}@example.com`;

describe.each(DB_TARGETS)("accounts on $name", (target: DbTarget) => {
  let ctx: Ctx;
  let drop: () => Promise<void>;
  let database: Awaited<ReturnType<DbTarget["open"]>>["database"];
  const clock = manualClock(NOW);

  /** A user signed up on `app` (another app on the same database, with its own mailer or log, for a few tests). */
  const signUpAt = async (app: Ctx, email = uniqueEmail(), password = "Sunflower-42", name = "Анна") => {
    const res = await app.post("/api/user/singup", { name, email, password, consent: true });
    expect(res.status).toBe(201);
    const body = (await res.json()) as { token: string; user: { uuid: string; email: string } };
    return { ...body, email, password, cookie: cookieOf(res) };
  };
  const signUp = (email?: string, password?: string, name?: string) => signUpAt(ctx, email, password, name);
  const me = (headers: Record<string, string>) => ctx.app.request("/api/user", { headers });

  beforeAll(async () => {
    const opened = await target.open();
    drop = opened.drop;
    database = opened.database;
    // Behind a trusted proxy, so each request can come from its own address (the per-IP buckets are tested
    // where a test gives one address on purpose).
    const base = await testApp(database, { TRUST_PROXY: "127.0.0.1" }, { clock });
    ctx = {
      ...base,
      post: (path, body, headers = {}) =>
        base.post(path, body, {
          "x-forwarded-for": `10.${seq++ % 250}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
          ...headers,
        }),
    };
  });
  afterAll(async () => {
    await drop();
  });

  it("signs up (201, signed in at once), stores a normalised e-mail and an Argon2id hash", async () => {
    const email = `  Mixed.Case.${seq++}@Example.COM `;
    const res = await ctx.post("/api/user/singup", {
      name: " Анна ",
      email,
      password: "Sunflower-42",
      consent: true,
    });
    expect(res.status).toBe(201);
    const body = (await res.json()) as {
      token: string;
      user: { email: string; name: string; username: string };
    };
    expect(body.user.email).toBe(email.trim().toLowerCase());
    expect(body.user.username).toBe(body.user.email);
    expect(body.user.name).toBe("Анна");
    const set = res.headers.getSetCookie().join("\n");
    expect(set).toMatch(/^session=[^;]+; Path=\/; Max-Age=25920000; HttpOnly; SameSite=Lax$/m);
    const stored = (await database.db.execute(
      sql`select password_hash from users where email = ${body.user.email}`,
    )) as unknown as { rows: { password_hash: string }[] };
    expect(stored.rows[0]!.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect((await me({ authorization: `Bearer ${body.token}` })).status).toBe(200);
    expect((await me({ cookie: cookieOf(res) })).status).toBe(200);
  });

  it("over https the cookie is __Host-session with Secure", async () => {
    const res = await ctx.app.request("https://bazi.example/api/user/singup", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "A", email: uniqueEmail(), password: "Sunflower-42", consent: true }),
    });
    expect(res.status).toBe(201);
    expect(res.headers.getSetCookie().join("\n")).toMatch(
      /^__Host-session=[^;]+; Path=\/; Max-Age=25920000; HttpOnly; Secure; SameSite=Lax$/m,
    );
  });

  it("refuses bad sign-ups with the spec's messages, naming the field, in ru and en", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { name: "A", email: "not-an-email", password: "Sunflower-42", consent: true },
        "email",
        "Введите корректный адрес",
      ],
      [{ name: "A", email: uniqueEmail(), password: "12345", consent: true }, "password", "от 6 до 20"],
      [
        { name: "A", email: uniqueEmail(), password: "x".repeat(21), consent: true },
        "password",
        "от 6 до 20",
      ],
      [
        { name: "A", email: uniqueEmail(), password: "qwerty123", consent: true },
        "password",
        "распространён",
      ],
      [{ name: "", email: uniqueEmail(), password: "Sunflower-42", consent: true }, "name", "Введите имя"],
      // the consent to personal data processing is its own act: without it, no account
      [{ name: "A", email: uniqueEmail(), password: "Sunflower-42" }, "consent", "согласие на обработку"],
      [{ name: "A", email: uniqueEmail(), password: "Sunflower-42", consent: false }, "consent", "согласие"],
    ];
    for (const [body, field, text] of cases) {
      const res = await ctx.post("/api/user/singup", body, { "accept-language": "ru" });
      expect(res.status, JSON.stringify(body)).toBe(400);
      const p = await problem(res);
      expect(p.errors?.find((e) => e.field === field)?.message).toContain(text);
    }
    const en = await ctx.post(
      "/api/user/singup",
      { name: "A", email: "x", password: "1", consent: true },
      { "accept-language": "en" },
    );
    const p = await problem(en);
    expect(p.errors?.find((e) => e.field === "email")?.message).toBe("email: Enter a valid e-mail address");
    expect(p.errors?.find((e) => e.field === "password")?.message).toBe(
      "password: Password: 6 to 20 characters",
    );
  });

  it("an existing e-mail: 'user already exists', please sign in", async () => {
    const a = await signUp();
    const res = await ctx.post("/api/user/singup", {
      name: "B",
      email: a.email.toUpperCase(),
      password: "Other-pass-1",
      consent: true,
    });
    expect(res.status).toBe(409);
    expect((await problem(res)).title).toBe("Пользователь уже существует. Пожалуйста, войдите");
    const en = await ctx.post(
      "/api/user/singup",
      { name: "B", email: a.email, password: "Other-pass-1", consent: true },
      { "accept-language": "en" },
    );
    expect((await problem(en)).title).toBe("User already exists. Please sign in");
  });

  it("signs in with the e-mail as username; a wrong password or unknown user: 'wrong login or password'", async () => {
    const a = await signUp();
    const ok = await ctx.post("/api/token/auth", { username: a.email, password: a.password });
    expect(ok.status).toBe(200);
    const { token } = (await ok.json()) as { token: string };
    expect((await me({ authorization: `Bearer ${token}` })).status).toBe(200);
    for (const body of [
      { username: a.email, password: "Wrong-pass-1" },
      { username: uniqueEmail("nobody"), password: a.password },
    ]) {
      const res = await ctx.post("/api/token/auth", body, { "accept-language": "en" });
      expect(res.status).toBe(400);
      expect((await problem(res)).title).toBe("Wrong login or password");
    }
  });

  it("GET /api/user answers the user and the saved location; POST /api/location saves it (signed in only)", async () => {
    const a = await signUp();
    const auth = { authorization: `Bearer ${a.token}` };
    expect(await (await me(auth)).json()).toEqual({
      user: { uuid: a.user.uuid, username: a.email, email: a.email, name: "Анна" },
      location: null,
      hoursWindow: { from: "07:00", to: "22:00" },
    });
    const loc = {
      address: "Екатеринбург, Россия",
      latitude: 56.8519,
      longitude: 60.6122,
      timeZone: "Asia/Yekaterinburg",
    };
    const anon = await ctx.post("/api/location", loc);
    expect(anon.status).toBe(401);
    const saved = await ctx.post("/api/location", loc, auth);
    expect(saved.status).toBe(200);
    expect(((await (await me(auth)).json()) as { location: unknown }).location).toEqual(loc);
    const bad = await ctx.post("/api/location", { ...loc, latitude: 123, timeZone: "Mars/Base" }, auth);
    const p = await problem(bad);
    expect(p.errors?.map((e) => e.field).sort()).toEqual(["latitude", "timeZone"]);
  });

  it("forged, expired and revoked tokens are refused: 0 accepted", async () => {
    const a = await signUp();
    const [header, payload, signature] = a.token.split(".") as [string, string, string];
    const claims = JSON.parse(new TextDecoder().decode(base64url.decode(payload))) as Record<string, unknown>;
    const tampered = `${header}.${base64url.encode(JSON.stringify({ ...claims, sub: crypto.randomUUID() }))}.${signature}`;
    const none = new UnsecuredJWT(claims).encode();
    const wrongKey = await new SignJWT(claims)
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .sign(new Uint8Array(32).fill(7));
    const flipped = `${header}.${payload}.${signature.slice(0, -2)}${signature.endsWith("AA") ? "AB" : "AA"}`;
    const forged = [tampered, none, wrongKey, flipped, "garbage", `${a.token}x`, ""];
    for (const t of forged) {
      const res = await me({ authorization: `Bearer ${t}` });
      expect(res.status, t.slice(0, 30)).toBe(401);
    }
    // expired: 300 days later
    clock.advance(301 * 86_400_000);
    try {
      expect((await me({ authorization: `Bearer ${a.token}` })).status).toBe(401);
    } finally {
      clock.advance(-301 * 86_400_000);
    }
    expect((await me({ authorization: `Bearer ${a.token}` })).status).toBe(200);
    const verify = await ctx.post("/api/token/verify", { token: wrongKey });
    expect(verify.status).toBe(401);
    expect(await verify.json()).toEqual({ valid: false });
    expect(await (await ctx.post("/api/token/verify", { token: a.token })).json()).toEqual({ valid: true });
  });

  it("sign-out revokes that session only; a password change revokes every other one", async () => {
    const a = await signUp();
    const second = (await (
      await ctx.post("/api/token/auth", { username: a.email, password: a.password })
    ).json()) as {
      token: string;
    };
    const out = await ctx.post("/api/token/logout", {}, { cookie: a.cookie, ...SAME });
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie().join("\n")).toMatch(/^session=; Path=\/; Max-Age=0/m);
    expect((await me({ cookie: a.cookie })).status).toBe(401);
    expect((await me({ authorization: `Bearer ${second.token}` })).status).toBe(200);

    const third = (await (
      await ctx.post("/api/token/auth", { username: a.email, password: a.password })
    ).json()) as {
      token: string;
    };
    const changed = await ctx.post(
      "/api/user/change/password",
      { pass: "New-sunflower-7", checkPass: "New-sunflower-7" },
      { authorization: `Bearer ${second.token}` },
    );
    expect(changed.status).toBe(200);
    const { token: renewed, message } = (await changed.json()) as { token: string; message: string };
    expect(message).toBe("Пароль изменён");
    expect((await me({ authorization: `Bearer ${second.token}` })).status).toBe(401);
    expect((await me({ authorization: `Bearer ${third.token}` })).status).toBe(401);
    expect((await me({ authorization: `Bearer ${renewed}` })).status).toBe(200);
    expect((await ctx.post("/api/token/auth", { username: a.email, password: a.password })).status).toBe(400);
    expect(
      (await ctx.post("/api/token/auth", { username: a.email, password: "New-sunflower-7" })).status,
    ).toBe(200);
    expect(ctx.outbox.messages().some((m) => m.to === a.email && m.subject === "Пароль изменён")).toBe(true);
  });

  it("password change: 'passwords do not match' on checkPass; the rule on pass", async () => {
    const a = await signUp();
    const auth = { authorization: `Bearer ${a.token}` };
    const differ = await ctx.post(
      "/api/user/change/password",
      { pass: "Abcdef-123", checkPass: "Abcdef-124" },
      auth,
    );
    expect((await problem(differ)).errors).toEqual([
      { field: "checkPass", message: "checkPass: Пароли не совпадают" },
    ]);
    const short = await ctx.post("/api/user/change/password", { pass: "abc", checkPass: "abc" }, auth);
    expect((await problem(short)).errors?.[0]?.field).toBe("pass");
  });

  it("cookie-authenticated state changes must be same-origin; a bearer token needs no such check", async () => {
    const a = await signUp();
    const loc = { address: "Москва", latitude: 55.75, longitude: 37.62 };
    const foreign: Record<string, string>[] = [
      {},
      { "sec-fetch-site": "same-site" },
      { origin: "https://evil.example" },
    ];
    for (const headers of foreign) {
      const res = await ctx.post("/api/location", loc, { cookie: a.cookie, ...headers });
      expect(res.status, JSON.stringify(headers)).toBe(403);
    }
    const del = await ctx.app.request(`/api/charts/${crypto.randomUUID()}`, {
      method: "DELETE",
      headers: { cookie: a.cookie, "sec-fetch-site": "cross-site" },
    });
    expect(del.status).toBe(403);
    expect((await ctx.post("/api/location", loc, { cookie: a.cookie, ...SAME })).status).toBe(200);
    expect((await ctx.post("/api/location", loc, { authorization: `Bearer ${a.token}` })).status).toBe(200);
    // reading needs no same-origin proof
    expect((await me({ cookie: a.cookie })).status).toBe(200);
  });

  it("throttles guessing per account: growing delays with 429 + Retry-After, the right password waits too", async () => {
    const a = await signUp();
    const guess = () =>
      ctx.post(
        "/api/token/auth",
        { username: a.email, password: "Wrong-guess-1" },
        { "x-forwarded-for": "1" },
      );
    for (let i = 0; i < 5; i++) expect((await guess()).status).toBe(400);
    const blocked = await ctx.post("/api/token/auth", { username: a.email, password: a.password });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get("retry-after")).toBe("15");
    clock.advance(15_000);
    expect((await guess()).status).toBe(400); // 6th guess: then 30 s
    const again = await ctx.post("/api/token/auth", { username: a.email, password: a.password });
    expect(again.status).toBe(429);
    expect(again.headers.get("retry-after")).toBe("30");
    // recovery is never blocked by it
    expect((await ctx.post("/api/user/recovery/code", { email: a.email })).status).toBe(200);
    clock.advance(30_000);
    expect((await ctx.post("/api/token/auth", { username: a.email, password: a.password })).status).toBe(200);
    // a success resets the count
    expect((await guess()).status).toBe(400);
    expect((await ctx.post("/api/token/auth", { username: a.email, password: a.password })).status).toBe(200);
  });

  describe("recovery", () => {
    const codeFor = async (email: string) => {
      // the mail is sent after the answer
      await ctx.mailQueue.idle();
      const m = [...ctx.outbox.messages()].reverse().find((x) => x.to === email && /\d{6}/.test(x.subject));
      expect(m, "a recovery e-mail").toBeTruthy();
      return /(\d{6})/.exec(m!.subject)![1]!;
    };

    it("e-mail → code → new password; the code works once; old sessions end; the notice is mailed", async () => {
      const a = await signUp();
      const sent = await ctx.post("/api/user/recovery/code", { email: a.email }, { "accept-language": "en" });
      expect(sent.status).toBe(200);
      expect(await sent.json()).toEqual({ message: "Recovery code sent to email" });
      const code = await codeFor(a.email);
      const mail = ctx.outbox.messages().at(-1)!;
      expect(mail.text).toContain(code);
      expect(mail.text).toContain("10 minutes");
      expect((await ctx.post("/api/user/recovery/code/check", { email: a.email, code })).status).toBe(200);
      const wrong = code === "000000" ? "000001" : "000000";
      const bad = await ctx.post("/api/user/recovery/code/check", { email: a.email, code: wrong });
      expect(bad.status).toBe(404);
      expect((await problem(bad)).title).toBe("Неверный код");
      const set = await ctx.post("/api/user/recovery/password", {
        email: a.email,
        code,
        password: "Fresh-start-9",
      });
      expect(set.status).toBe(200);
      expect(await set.json()).toEqual({ message: "Пароль изменён" });
      expect(set.headers.getSetCookie()).toEqual([]); // no automatic sign-in
      expect((await me({ authorization: `Bearer ${a.token}` })).status).toBe(401);
      expect(
        (await ctx.post("/api/token/auth", { username: a.email, password: "Fresh-start-9" })).status,
      ).toBe(200);
      const reuse = await ctx.post("/api/user/recovery/password", {
        email: a.email,
        code,
        password: "Other-start-9",
      });
      expect(reuse.status).toBe(404);
    });

    it("'user not found' for unknown e-mails (behind per-IP and per-e-mail limits)", async () => {
      const res = await ctx.post(
        "/api/user/recovery/code",
        { email: uniqueEmail("ghost") },
        { "accept-language": "en" },
      );
      expect(res.status).toBe(404);
      expect((await problem(res)).title).toBe("User not found");
      const email = uniqueEmail("probe");
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++)
        statuses.push((await ctx.post("/api/user/recovery/code", { email })).status);
      expect(statuses.slice(0, 5)).toEqual([404, 404, 404, 404, 404]);
      expect(statuses.slice(5)).toEqual([429, 429]);
    });

    it("a code expires after 10 minutes and allows 5 tries", async () => {
      const a = await signUp();
      await ctx.post("/api/user/recovery/code", { email: a.email });
      const code = await codeFor(a.email);
      clock.advance(10 * 60_000 + 1_000);
      expect((await ctx.post("/api/user/recovery/code/check", { email: a.email, code })).status).toBe(404);
      await ctx.post("/api/user/recovery/code", { email: a.email });
      const fresh = await codeFor(a.email);
      const wrong = fresh === "111111" ? "222222" : "111111";
      for (let i = 0; i < 5; i++) {
        expect(
          (await ctx.post("/api/user/recovery/code/check", { email: a.email, code: wrong })).status,
        ).toBe(404);
      }
      expect((await ctx.post("/api/user/recovery/code/check", { email: a.email, code: fresh })).status).toBe(
        404,
      );
    });

    it("at most 3 codes a day: then 'try again later'", async () => {
      const a = await signUp();
      for (let i = 0; i < 3; i++)
        expect((await ctx.post("/api/user/recovery/code", { email: a.email })).status).toBe(200);
      const fourth = await ctx.post(
        "/api/user/recovery/code",
        { email: a.email },
        { "accept-language": "ru" },
      );
      expect(fourth.status).toBe(429);
      expect((await problem(fourth)).title).toBe("Попробуйте позже");
      clock.advance(86_400_000 + 1_000);
      expect((await ctx.post("/api/user/recovery/code", { email: a.email })).status).toBe(200);
    });

    it("20 parallel submissions of one code: exactly 1 success", async () => {
      const a = await signUp();
      await ctx.post("/api/user/recovery/code", { email: a.email });
      const code = await codeFor(a.email);
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          ctx.post("/api/user/recovery/password", { email: a.email, code, password: `Parallel-pass-${i}` }),
        ),
      );
      expect(results.filter((r) => r.status === 200)).toHaveLength(1);
      expect(results.filter((r) => r.status === 404)).toHaveLength(19);
    });
  });

  it("downloads everything about the user (no secrets) and deletes the account: 0 rows left, tokens dead", async () => {
    const a = await signUp();
    const auth = { authorization: `Bearer ${a.token}` };
    await ctx.post("/api/location", { address: "Москва", latitude: 55.75, longitude: 37.62 }, auth);
    const chart = await ctx.post(
      "/api/charts",
      {
        fio: "Мама",
        gender: "female",
        birthday: "1970-05-04",
        birthdayTime: "07:30",
        city: "Москва",
        latitude: 55.75,
        longitude: 37.62,
        timeZone: "Europe/Moscow",
        email: a.email,
      },
      auth,
    );
    expect(chart.status).toBe(201);
    await ctx.post("/api/user/recovery/code", { email: a.email });
    const exported = await ctx.app.request("/api/user/export", { headers: auth });
    expect(exported.status).toBe(200);
    expect(exported.headers.get("content-disposition")).toContain("attachment");
    const data = (await exported.json()) as Record<string, unknown> & {
      account: Record<string, unknown>;
      charts: unknown[];
    };
    expect(data.account.email).toBe(a.email);
    expect(data.account.address).toBe("Москва");
    expect(data.charts).toHaveLength(1);
    expect(JSON.stringify(data)).not.toMatch(/argon2|password_?hash|code_?hash/i);

    const wrong = await ctx.app.request("/api/user", {
      method: "DELETE",
      headers: { "content-type": "application/json", ...auth },
      body: JSON.stringify({ password: "Not-my-pass-1" }),
    });
    expect(wrong.status).toBe(400);
    const del = await ctx.app.request("/api/user", {
      method: "DELETE",
      headers: { "content-type": "application/json", ...auth },
      body: JSON.stringify({ password: a.password }),
    });
    expect(del.status).toBe(200);
    expect((await me(auth)).status).toBe(401);
    const id = a.user.uuid;
    for (const table of ["users", "sessions", "charts", "recovery_codes"]) {
      const column = table === "users" ? "id" : "user_id";
      const r = (await database.db.execute(
        sql.raw(`select count(*)::int as n from ${table} where ${column} = '${id}'`),
      )) as unknown as { rows: { n: number }[] };
      expect(r.rows[0]!.n, table).toBe(0);
    }
    expect((await ctx.post("/api/token/auth", { username: a.email, password: a.password })).status).toBe(400);
  });

  describe("deletion (issue 39, defect 6)", () => {
    const remove = (token: string, password: string, lang: "ru" | "en", app = ctx.app) =>
      app.request("/api/user", {
        method: "DELETE",
        headers: {
          "content-type": "application/json",
          authorization: `Bearer ${token}`,
          "accept-language": lang,
        },
        body: JSON.stringify({ password }),
      });

    it("a wrong password is the password field's 'wrong password' (no login was asked), in ru and en", async () => {
      const a = await signUp();
      for (const [lang, text] of [
        ["ru", "Неверный пароль"],
        ["en", "Wrong password"],
      ] as const) {
        const res = await remove(a.token, "Not-my-pass-1", lang);
        expect(res.status).toBe(400);
        const body = await problem(res);
        expect(body.errors).toEqual([{ field: "password", message: `password: ${text}` }]);
        expect(JSON.stringify(body)).not.toMatch(/логин|login/i);
      }
      expect((await me({ authorization: `Bearer ${a.token}` })).status, "still there").toBe(200);
      expect(ctx.outbox.messages().filter((m) => m.to === a.email)).toEqual([]);
    });

    it("mails a confirmation to the account's address in the request's language; no address in the logs", async () => {
      const lines: string[] = [];
      const log = createLogger("debug", { write: (line: string) => void lines.push(line) });
      const logged = await testApp(database, { LOG_LEVEL: "debug" }, { clock, prepared: true, log });
      for (const [lang, subject, says] of [
        ["ru", "Аккаунт удалён", /удалён по вашей просьбе.*все сохранённые карты.*Все входы .* завершены/s],
        ["en", "Account deleted", /deleted as you asked.*Every saved chart.*Every sign-in .* ended/s],
      ] as const) {
        const a = await signUpAt(logged, uniqueEmail("leaving"));
        const res = await remove(a.token, a.password, lang, logged.app);
        expect(res.status).toBe(200);
        const mails = logged.outbox.messages().filter((m) => m.to === a.email);
        expect(mails.map((m) => m.subject)).toEqual([subject]);
        expect(mails[0]!.text).toMatch(says);
        expect(mails[0]!.text).not.toContain("Анна");
        // the address was kept only for that send: no row has it any more
        const left = (await database.db.execute(
          sql`select count(*)::int as n from users where email = ${a.email}`,
        )) as unknown as { rows: { n: number }[] };
        expect(left.rows[0]!.n).toBe(0);
        expect(lines.some((l) => l.includes('"account deleted"'))).toBe(true);
        expect(lines.filter((l) => l.includes(a.email))).toEqual([]);
      }
    });

    it("a mail server that refuses the confirmation does not undo or fail the deletion", async () => {
      const refusing: Mailer = {
        kind: "smtp",
        send: async (m) => {
          throw new Error(`550 <${m.to}> mailbox unavailable`);
        },
        close: async () => {},
      };
      const lines: string[] = [];
      const log = createLogger("debug", { write: (line: string) => void lines.push(line) });
      const down = await testApp(database, {}, { clock, prepared: true, mailer: refusing, log });
      const a = await signUpAt(down, uniqueEmail("leaving"));
      const res = await remove(a.token, a.password, "ru", down.app);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ message: "Аккаунт удалён" });
      const gone = (await database.db.execute(
        sql`select count(*)::int as n from users where email = ${a.email}`,
      )) as unknown as { rows: { n: number }[] };
      expect(gone.rows[0]!.n).toBe(0);
      expect(lines.some((l) => l.includes("notice e-mail failed"))).toBe(true);
      expect(lines.filter((l) => l.includes(a.email))).toEqual([]);
    });
  });
});
