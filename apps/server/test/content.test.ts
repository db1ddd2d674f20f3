/**
 * Content on PGlite and PostgreSQL: the import (twice gives the same database; the tables mirror the files),
 * Markdown with script tags, event handlers or javascript: links rendered inert, the calls of docs/product.md §7 with
 * pagination totals at 0, 1, 20 and 21 articles, the repository's own content (counts, links), and the
 * ask-a-question form: field messages, the upload corpus (HTML/JPEG polyglot, SVG with script, decompression
 * bomb, truncated file, a `.jpg.php`, GPS metadata) refused or cleaned with peak memory under 256 MB, the
 * e-mail to support, a per-IP limit, and the images removed with the account.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { crc32, deflateSync } from "node:zlib";
import { FAQ_IMAGE_MAX_BYTES, ProblemSchema, type Services } from "@bazi/contracts";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createContentRepo } from "../src/features/content/content.repo.ts";
import { CONTENT_DIR, readContent, renderMarkdown } from "../src/features/content/content-files.ts";
import { DB_TARGETS, type DbTarget, testApp } from "./harness.ts";

type Ctx = Awaited<ReturnType<typeof testApp>>;

/** A content tree in a temporary directory: `n` Russian articles, one section, one FAQ. */
function tree(n: number, extra: Record<string, string> = {}): string {
  const dir = mkdtempSync(join(tmpdir(), "bazi-content-"));
  const put = (path: string, text: string) => {
    mkdirSync(join(dir, path, ".."), { recursive: true });
    writeFileSync(join(dir, path), text);
  };
  put("ru/sections/basics.md", "---\nid: basics\ntitle: Основы\norder: 10\n---\nО разделе.\n");
  put(
    "ru/faq/hour.md",
    "---\nid: hour\nsection: basics\nquestion: Не знаю час рождения?\norder: 1\n---\nВозьмите 12:00.\n",
  );
  for (let i = 0; i < n; i++) {
    const d = String((i % 28) + 1).padStart(2, "0");
    put(
      `ru/articles/a${String(i).padStart(3, "0")}.md`,
      `---\nid: a${String(i).padStart(3, "0")}\ntitle: Статья ${i}\nsection: basics\ndate: 2026-10-${d}\nsummary: Кратко ${i}.\n---\nТекст статьи ${i}.\n`,
    );
  }
  for (const [path, text] of Object.entries(extra)) put(path, text);
  return dir;
}

const EVIL = [
  "<script>alert(1)</script>",
  '<img src=x onerror="alert(2)">',
  "[click](javascript:alert(3))",
  "[data](data:text/html;base64,PHNjcmlwdD5hbGVydCg0KTwvc2NyaXB0Pg==)",
  '<a href="javascript:alert(5)">x</a>',
  "[vb](vbscript:msgbox(6))",
  "<iframe src=//evil.example></iframe>",
  "[ok](/bazi) and [out](https://example.com)",
].join("\n\n");

describe("Markdown is rendered inert", () => {
  it("no script, no event handler, no javascript:/vbscript:/data:text links; ordinary links stay", () => {
    const html = renderMarkdown(EVIL);
    expect(html).not.toMatch(/<(script|img|iframe)\b/i);
    expect(html).not.toMatch(/<[a-z][^>]*\son\w+\s*=/i);
    expect(html).not.toMatch(/href="(javascript|vbscript|data):/i);
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain('<a href="/bazi">ok</a>');
    expect(html).toContain(
      '<a href="https://example.com" rel="noopener noreferrer nofollow" target="_blank">out</a>',
    );
  });
});

describe("the repository's content", () => {
  it("imports cleanly: ≥ 8 Russian and ≥ 6 English articles in ≥ 3 sections, ≥ 12 questions per language", () => {
    const set = readContent(CONTENT_DIR);
    const by = (lang: string) => ({
      articles: set.articles.filter((a) => a.lang === lang).length,
      sections: new Set(set.articles.filter((a) => a.lang === lang).map((a) => a.sectionId)).size,
      faqs: set.faqs.filter((f) => f.lang === lang).length,
    });
    expect(by("ru").articles).toBeGreaterThanOrEqual(8);
    expect(by("en").articles).toBeGreaterThanOrEqual(6);
    expect(by("ru").sections).toBeGreaterThanOrEqual(3);
    expect(by("ru").faqs).toBeGreaterThanOrEqual(12);
    expect(by("en").faqs).toBeGreaterThanOrEqual(12);
    // the birth-hour hint of docs/product.md §1 is answered in both languages
    expect(set.faqs.some((f) => f.lang === "ru" && /99\s*%/.test(f.html) && f.html.includes("12:00"))).toBe(
      true,
    );
    expect(set.faqs.some((f) => f.lang === "en" && /99\s*%/.test(f.html) && f.html.includes("12:00"))).toBe(
      true,
    );
    // links inside the site point at pages that exist (a language's own prefix)
    for (const a of set.articles) {
      for (const [, href] of a.html.matchAll(/href="(\/[^"]*)"/g)) {
        if (a.lang === "en") expect(href, `${a.lang}/${a.id}`).toMatch(/^\/en(\/|$)/);
        else expect(href, `${a.lang}/${a.id}`).not.toMatch(/^\/en(\/|$)/);
      }
    }
  });
});

describe.each(DB_TARGETS)("content on $name", (target: DbTarget) => {
  let ctx: Ctx;
  let drop: () => Promise<void>;
  let uploads: string;

  beforeAll(async () => {
    const opened = await target.open();
    drop = opened.drop;
    uploads = mkdtempSync(join(tmpdir(), "bazi-uploads-"));
    ctx = await testApp(
      opened.database,
      { TRUST_PROXY: "127.0.0.1", SUPPORT_EMAIL: "help@bazi.example" },
      {
        uploadsDir: uploads,
        contentDir: tree(21, {
          "ru/articles/evil.md": `---\nid: evil\ntitle: Зло\nsection: basics\ndate: 2026-09-01\nsummary: x\n---\n${EVIL}\n`,
        }),
      },
    );
  });
  afterAll(async () => {
    await drop();
  });

  const articles = async (body: unknown, lang = "ru") =>
    (await (
      await ctx.app.request(`/calendar/articles?lang=${lang}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      })
    ).json()) as { articles: { id: string }[]; total: number };

  it("imports once: a second import changes nothing; the tables mirror the files", async () => {
    expect(await ctx.content.importContent()).toMatchObject({
      imported: true,
      articles: 22,
      faqs: 1,
      sections: 1,
    });
    const first = await articles({ page: 1, limit: 100 });
    expect(await ctx.content.importContent()).toMatchObject({ imported: false });
    await ctx.content.importContent({ force: true });
    expect(await articles({ page: 1, limit: 100 })).toEqual(first);
  });

  it("the spec's calls: pages of 20 by default, totals, one article, sections, the FAQ; inert HTML", async () => {
    await ctx.content.importContent();
    const p1 = await articles({});
    expect(p1.total).toBe(22);
    expect(p1.articles).toHaveLength(20);
    const p2 = await articles({ page: 2 });
    expect(p2.articles).toHaveLength(2);
    expect(new Set([...p1.articles, ...p2.articles].map((a) => a.id)).size).toBe(22);
    expect((await articles({ page: 3 })).articles).toEqual([]);
    expect((await articles({}, "en")).total).toBe(0);
    const bad = await ctx.app.request("/calendar/articles", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ page: 0, limit: 1000 }),
    });
    expect(bad.status).toBe(400);
    expect(ProblemSchema.parse(await bad.json()).errors?.map((e) => e.field)).toEqual(["page", "limit"]);
    const one = (await (await ctx.app.request("/calendar/articles/evil")).json()) as {
      article: { html: string; langs: string[] };
    };
    expect(one.article.html).not.toMatch(/<script\b|<[a-z][^>]*\son\w+\s*=|href="javascript:/i);
    expect(one.article.langs).toEqual(["ru"]);
    expect((await ctx.app.request("/calendar/articles/evil?lang=en")).status).toBe(404);
    expect((await ctx.app.request("/calendar/articles/..%2Fetc")).status).toBe(404);
    const sections = (await (await ctx.app.request("/calendar/sections")).json()) as {
      sections: { id: string }[];
    };
    expect(sections.sections.map((s) => s.id)).toEqual(["basics"]);
    const section = (await (await ctx.app.request("/calendar/sections/basics")).json()) as {
      articles: unknown[];
    };
    expect(section.articles).toHaveLength(22);
    expect((await ctx.app.request("/calendar/sections/nope")).status).toBe(404);
    const faq = (await (await ctx.app.request("/calendar/faq")).json()) as { faqs: { question: string }[] };
    expect(faq.faqs.map((f) => f.question)).toEqual(["Не знаю час рождения?"]);
  });

  it("pagination totals at 0, 1, 20 and 21 articles: pages of 20, the last one partial, nothing lost", async () => {
    const repo = createContentRepo(ctx.database.db);
    for (const n of [0, 1, 20, 21]) {
      await repo.replace(readContent(tree(n)));
      const first = await articles({});
      expect(first.total, `${n} articles`).toBe(n);
      expect(first.articles).toHaveLength(Math.min(n, 20));
      const second = await articles({ page: 2 });
      expect(second.total).toBe(n);
      expect(second.articles).toHaveLength(Math.max(0, n - 20));
      const ids = new Set([...first.articles, ...second.articles].map((a) => a.id));
      expect(ids.size).toBe(n);
    }
    await ctx.content.importContent({ force: true });
  });

  it("a broken content file is refused with the file and the field named, and the database keeps what it had", async () => {
    const before = await articles({ page: 1, limit: 100 });
    const broken = tree(1, {
      "ru/articles/bad.md": "---\nid: Bad Id\ntitle: x\nsection: nope\ndate: 2026-1-1\nsummary: x\n---\n",
    });
    expect(() => readContent(broken)).toThrow(/ru\/articles\/bad\.md: id: lowercase latin letters/);
    expect(await articles({ page: 1, limit: 100 })).toEqual(before);
  });

  it("asks a question: required fields named in the user's language; stored, e-mailed to support; limited per IP", async () => {
    const ask = (
      input: Record<string, unknown>,
      image: Uint8Array | null = null,
      ip = "10.20.0.1",
      lang: "ru" | "en" = "ru",
    ) =>
      ctx.services.content.ask(
        { viewer: null, principal: null, ip, https: false } as Parameters<Services["content"]["ask"]>[0],
        input,
        image,
        lang,
      );
    const missing = await ask({ name: "", email: "x", topic: " " });
    expect(missing.ok).toBe(false);
    if (!missing.ok) {
      expect(missing.errors).toEqual([
        { field: "name", message: "name: Пожалуйста, заполните все обязательные поля" },
        { field: "email", message: "email: Введите корректный адрес электронной почты" },
        { field: "topic", message: "topic: Пожалуйста, заполните все обязательные поля" },
        { field: "question", message: "question: Пожалуйста, заполните все обязательные поля" },
      ]);
    }
    const en = await ask({ name: "A", email: "a@example.com", topic: "T" }, null, "10.20.0.2", "en");
    expect(!en.ok && en.errors[0]!.message).toBe("question: Please include all required information");
    const ok = await ask(
      { name: "Анна", email: "Anna@Example.com", topic: "Оплата", question: "Как продлить?" },
      null,
      "10.20.0.3",
    );
    expect(ok).toMatchObject({
      ok: true,
      value: { message: "Спасибо! Вопрос отправлен, ответ придёт на anna@example.com." },
    });
    const mail = ctx.outbox.messages().at(-1)!;
    expect(mail.to).toBe("help@bazi.example");
    expect(mail.subject).toBe("Вопрос с сайта: Оплата");
    expect(mail.text).toContain("Как продлить?");
    const statuses: boolean[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push(
        (await ask({ name: "B", email: "b@example.com", topic: "T", question: "Q" }, null, "10.20.0.9")).ok,
      );
    expect(statuses).toEqual([true, true, true, false, false]);
  });

  it("the upload corpus: refused or cleaned; only cleaned images are stored, under random names", async () => {
    const ask = (image: Uint8Array, ip: string) =>
      ctx.services.content.ask(
        { viewer: null, principal: null, ip, https: false } as Parameters<Services["content"]["ask"]>[0],
        { name: "C", email: "c@example.com", topic: "Картинка", question: "Что это?" },
        image,
        "ru",
      );
    const corpus = await uploadCorpus();
    const before = readdirSync(uploads).length;
    const answers: Record<string, string> = {};
    let n = 0;
    for (const [name, bytes] of Object.entries(corpus)) {
      const r = await ask(bytes, `10.30.0.${n++}`);
      answers[name] = r.ok ? "stored" : (r.errors[0]?.message ?? r.title);
    }
    expect(answers).toEqual({
      polyglot: "stored",
      svg: "image: Изображение: только JPEG, PNG или WebP",
      bomb: "image: Изображение: не больше 25 мегапикселей",
      truncated: "image: Изображение повреждено или не читается",
      "photo.jpg.php": "stored",
      gps: "stored",
      tooBig: "image: Изображение: не больше 5 МБ",
    });
    const stored = readdirSync(uploads).slice(before);
    expect(stored).toHaveLength(3);
    for (const f of readdirSync(uploads)) {
      expect(f).toMatch(/^[0-9a-f-]{36}\.(jpg|png|webp)$/);
      const bytes = readFileSync(join(uploads, f));
      expect(bytes.includes(Buffer.from("<script"))).toBe(false);
      const meta = await sharp(bytes).metadata();
      expect(meta.exif, f).toBeUndefined();
    }
  });

  it("the FAQ form over the API: multipart with an image or JSON; fields named; the image cleaned; 5 MB", async () => {
    const send = (body: FormData | string, ip: string, headers: Record<string, string> = {}) =>
      ctx.app.request("/calendar/faq/questions", {
        method: "POST",
        headers: {
          "x-forwarded-for": ip,
          ...(typeof body === "string" ? { "content-type": "application/json" } : {}),
          ...headers,
        },
        body,
      });
    const form = (fields: Record<string, string>, image?: Uint8Array) => {
      const f = new FormData();
      for (const [k, v] of Object.entries(fields)) f.set(k, v);
      if (image) f.set("image", new Blob([new Uint8Array(image)], { type: "image/jpeg" }), "photo.jpg");
      return f;
    };
    const corpus = await uploadCorpus();
    const before = readdirSync(uploads).length;

    const withImage = await send(
      form(
        { name: "Ольга", email: "olga@example.com", topic: "Карта", question: "Что значит этот знак?" },
        corpus.gps,
      ),
      "10.40.0.1",
    );
    expect(withImage.status).toBe(201);
    expect(await withImage.json()).toEqual({
      message: "Спасибо! Вопрос отправлен, ответ придёт на olga@example.com.",
    });
    expect(ctx.outbox.messages().at(-1)!.subject).toBe("Вопрос с сайта: Карта");
    expect(readdirSync(uploads).length).toBe(before + 1);

    const json = await send(
      JSON.stringify({
        name: "Tom",
        email: "tom@example.com",
        topic: "Billing",
        question: "How do I renew?",
      }),
      "10.40.0.2",
      { "accept-language": "en" },
    );
    expect(json.status).toBe(201);
    expect(((await json.json()) as { message: string }).message).toContain("tom@example.com");

    // each missing field named, in the language the form says
    const missing = await send(form({ name: "", email: "x", lang: "en" }), "10.40.0.3");
    expect(missing.status).toBe(400);
    const problem = ProblemSchema.parse(await missing.json());
    expect(problem.errors!.map((e) => e.field)).toEqual(["name", "email", "topic", "question"]);
    expect(problem.errors!.at(-1)!.message).toBe("question: Please include all required information");

    // an image that is not one: named, nothing stored
    const svg = await send(
      form({ name: "С", email: "s@example.com", topic: "T", question: "Q" }, corpus.svg),
      "10.40.0.4",
    );
    expect(svg.status).toBe(400);
    expect(ProblemSchema.parse(await svg.json()).errors).toEqual([
      { field: "image", message: "image: Изображение: только JPEG, PNG или WebP" },
    ]);
    expect(readdirSync(uploads).length).toBe(before + 1);

    // a little over the image's limit: the form reads it and names the image
    const over = await send(
      form(
        { name: "С", email: "s@example.com", topic: "T", question: "Q" },
        new Uint8Array(FAQ_IMAGE_MAX_BYTES + 100 * 1024),
      ),
      "10.40.0.5",
    );
    expect(over.status).toBe(400);
    expect(ProblemSchema.parse(await over.json()).errors).toEqual([
      { field: "image", message: "image: Изображение: не больше 5 МБ" },
    ]);
    // far over it: refused by the body limit before it is read, still naming the image
    const huge = await send(
      form({ name: "С", email: "s@example.com", topic: "T", question: "Q" }, new Uint8Array(8 * 1024 * 1024)),
      "10.40.0.8",
    );
    expect(huge.status).toBe(413);
    expect(ProblemSchema.parse(await huge.json()).errors).toEqual([
      { field: "image", message: "image: Изображение: не больше 5 МБ" },
    ]);
    // a question over its 5,000 characters is named with its limit, not as a missing field
    const long = await send(
      form({ name: "С", email: "s@example.com", topic: "T", question: "в".repeat(20_000) }),
      "10.40.0.9",
    );
    expect(long.status).toBe(400);
    expect(ProblemSchema.parse(await long.json()).errors).toEqual([
      { field: "question", message: "question: Слишком длинно: не более 5000 символов" },
    ]);
    // a form cut short is named, not a failure of the server
    const cut = await send('--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nA', "10.40.0.7", {
      "content-type": "multipart/form-data; boundary=x",
      "accept-language": "en",
    });
    expect(cut.status).toBe(400);
    expect(ProblemSchema.parse(await cut.json()).errors![0]!.field).toBe("body");
    // neither JSON nor a form
    expect((await send("name=a", "10.40.0.6", { "content-type": "text/plain" })).status).toBe(415);
  });
});

/** The docs/security.md B9 corpus. */
async function uploadCorpus(): Promise<Record<string, Uint8Array>> {
  const jpeg = await sharp({ create: { width: 120, height: 80, channels: 3, background: "#c0392b" } })
    .jpeg()
    .toBuffer();
  const comment = Buffer.from("<html><body><script>alert('polyglot')</script></body></html>");
  const com = Buffer.concat([
    Buffer.from([0xff, 0xfe, (comment.length + 2) >> 8, (comment.length + 2) & 0xff]),
    comment,
  ]);
  const polyglot = Buffer.concat([jpeg.subarray(0, 2), com, jpeg.subarray(2)]);
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
  const gps = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#2e86de" } })
    .jpeg()
    .withExif({
      IFD0: { Copyright: "secret owner" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "55/1 45/1 0/1" },
    })
    .toBuffer();
  expect((await sharp(gps).metadata()).exif).toBeDefined();
  return {
    polyglot,
    svg,
    bomb: pngHeaderBomb(14_000, 14_000),
    truncated: jpeg.subarray(0, Math.floor(jpeg.length / 2)),
    "photo.jpg.php": jpeg,
    gps,
    tooBig: Buffer.concat([jpeg, Buffer.alloc(5 * 1024 * 1024)]),
  };
}

/** A small PNG that claims 14000 × 14000 pixels (≈ 0.8 GB decoded): its header is all it takes to refuse it. */
function pngHeaderBomb(w: number, h: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const td = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(td));
    return Buffer.concat([len, td, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const row = Buffer.alloc(1 + w); // filter byte + zeros
  const idat = deflateSync(Buffer.concat(Array.from({ length: 64 }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", idat),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

describe("memory while cleaning images", () => {
  it("the corpus plus 24-megapixel photos keep the process under 256 MB", async () => {
    // made here, cleaned in a fresh process, so the figure is the cleaning's own
    const dir = mkdtempSync(join(tmpdir(), "bazi-rss-"));
    const big = await sharp({
      create: {
        width: 4900,
        height: 4900,
        channels: 3,
        background: "#808080",
        noise: { type: "gaussian", mean: 128, sigma: 8 },
      },
    })
      .jpeg({ quality: 40 })
      .toBuffer();
    expect(big.length).toBeLessThan(5 * 1024 * 1024);
    writeFileSync(join(dir, "big.jpg"), big);
    const corpus = await uploadCorpus();
    for (const [name, bytes] of Object.entries(corpus)) writeFileSync(join(dir, `${name}.bin`), bytes);
    const script = `
      import { readdirSync, readFileSync } from "node:fs";
      import { join } from "node:path";
      import { cleanImage } from ${JSON.stringify(new URL("../src/features/content/image.ts", import.meta.url).href)};
      const dir = ${JSON.stringify(dir)};
      const results = {};
      for (const f of readdirSync(dir)) for (let i = 0; i < 3; i++) results[f] = (await cleanImage(readFileSync(join(dir, f)))).ok;
      // VmHWM: the peak resident memory of this process image (getrusage's maxRSS would include the parent's,
      // which a fork carries into the exec)
      const hwmLine = readFileSync("/proc/self/status", "utf8").split("\\n").find((l) => l.startsWith("VmHWM:"));
      const hwm = Number(hwmLine.replace(/[^0-9]/g, ""));
      console.log(JSON.stringify({ results, maxRssMb: Math.round(hwm / 1024) }));
    `;
    // MALLOC_ARENA_MAX=2 as `npm start` sets it (sharp's advice on glibc: fewer arenas, memory returned)
    const r = spawnSync(process.execPath, ["--input-type=module", "-e", script], {
      encoding: "utf8",
      env: { ...process.env, MALLOC_ARENA_MAX: "2" },
    });
    expect(r.status, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout.trim().split("\n").at(-1)!) as {
      results: Record<string, boolean>;
      maxRssMb: number;
    };
    console.log(
      `image cleaning: peak RSS ${out.maxRssMb} MB (a ${(big.length / 1e6).toFixed(1)} MB, 24 MP JPEG ×3 and the corpus)`,
    );
    expect(out.results["big.jpg"]).toBe(true);
    expect(out.results["bomb.bin"]).toBe(false);
    expect(out.maxRssMb).toBeLessThan(256);
  });
});
