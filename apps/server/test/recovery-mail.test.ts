/**
 * The recovery code's e-mail is sent after the answer: the answer does not wait for the mail server (so its time
 * does not depend on whether a message goes out), a failed send does not fail the request, and shutdown-style
 * `idle()` waits for the message. Equal work for known and unknown addresses is measured in `npm run bench`
 * (apps/server/bench/recovery-timing.ts), not asserted here.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Mailer, MailMessage } from "../src/providers/mail.ts";
import { DB_TARGETS, testApp } from "./harness.ts";

/** A mail server that holds every message until `release()`, or refuses them all. */
function heldMailer(refuse = false) {
  const sent: MailMessage[] = [];
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  let releasedYet = false;
  const mailer: Mailer = {
    kind: "smtp",
    async send(m) {
      await released;
      if (refuse) throw new Error("550 mailbox unavailable");
      sent.push(m);
      return { id: String(sent.length) };
    },
    close: async () => {},
  };
  return {
    mailer,
    sent,
    release: () => {
      releasedYet = true;
      release();
    },
    get released() {
      return releasedYet;
    },
  };
}

describe("the recovery code's e-mail", () => {
  let drop: () => Promise<void>;
  let database: Awaited<ReturnType<(typeof DB_TARGETS)[number]["open"]>>["database"];
  beforeAll(async () => {
    const opened = await DB_TARGETS[0]!.open();
    drop = opened.drop;
    database = opened.database;
  });
  afterAll(async () => {
    await drop();
  });

  async function withMailer(held: ReturnType<typeof heldMailer>) {
    const ctx = await testApp(database, {}, { mailer: held.mailer });
    const email = `held.${Date.now().toString(36)}.${Math.random().toString(36).slice(2)}@example.com`;
    const up = await ctx.post("/api/user/singup", {
      name: "Анна",
      email,
      password: "Sunflower-42",
      consent: true,
    });
    expect(up.status).toBe(201);
    return { ctx, email };
  }

  it("is sent after the answer: the answer does not wait for a slow mail server", async () => {
    const held = heldMailer();
    const { ctx, email } = await withMailer(held);
    // safety net: were the answer to wait for the mail, the server would be released after 5 s and the check fail
    const timer = setTimeout(held.release, 5000);
    const res = await ctx.post("/api/user/recovery/code", { email });
    expect(res.status).toBe(200);
    expect(held.released, "answered before the mail server let the message go").toBe(false);
    expect(held.sent).toHaveLength(0);
    held.release();
    clearTimeout(timer);
    await ctx.mailQueue.idle();
    expect(held.sent.map((m) => m.to)).toEqual([email]);
    expect(held.sent[0]!.subject).toMatch(/\d{6}/);
  });

  it("a mail server that refuses: the request still answers 200 and the code is kept (a new request works)", async () => {
    const held = heldMailer(true);
    const { ctx, email } = await withMailer(held);
    held.release();
    const res = await ctx.post("/api/user/recovery/code", { email });
    expect(res.status).toBe(200);
    await ctx.mailQueue.idle();
    const rows = (await database.db.execute(
      sql`select count(*)::int as n from recovery_codes c join users u on u.id = c.user_id where u.email = ${email}`,
    )) as unknown as { rows: { n: number }[] };
    expect(rows.rows[0]!.n).toBe(1);
    expect((await ctx.post("/api/user/recovery/code", { email })).status).toBe(200);
  });
});
