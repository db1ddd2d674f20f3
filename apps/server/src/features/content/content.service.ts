/**
 * Content (docs/product.md §2, §3, §7; issue 8): the import of content/<lang>/ into the database (idempotent: the
 * tables mirror the files; skipped when the files did not change), the public reads (the informational pages straight
 * from their files), and the ask-a-question form: checked fields, an optional image cleaned and stored privately
 * under a random name, the question stored and e-mailed to the support address (the cleaned image attached), a
 * per-IP limit.
 */
import { randomUUID } from "node:crypto";
import { mkdir, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { ArticleListItem, ArticleView, Ask, FaqView, PageView, SectionView } from "@bazi/contracts";
import { FAQ_IMAGE_MAX_BYTES } from "@bazi/contracts";
import { byteSize, type Lang } from "@bazi/i18n";
import { t } from "@bazi/i18n/content";
import { isPageSlug } from "@bazi/i18n/pages";
import { AppError } from "../../errors.ts";
import { addressKey, type BucketStore, createRateLimiter } from "../../http/rate-limit.ts";
import type { Logger } from "../../log.ts";
import type { Clock } from "../../providers/clock.ts";
import type { Mailer } from "../../providers/mail.ts";
import type { ContentRepo } from "./content.repo.ts";
import { readContent } from "./content-files.ts";
import { cleanImage, type ImageKind } from "./image.ts";
import { loadPages } from "./page-files.ts";

const EXT = { jpeg: "jpg", png: "png", webp: "webp" } as const;

export function createContentService(deps: {
  repo: ContentRepo;
  clock: Clock;
  log: Logger;
  mailer: Mailer;
  /** Where images of questions go (never served). */
  uploadsDir: string;
  /** Who receives the questions. */
  supportEmail: string;
  /** The content files (tests point it elsewhere). */
  contentDir?: string;
  /** Where the form's per-address bucket lives (shared by all instances on PostgreSQL; default memory). */
  buckets?: BucketStore;
}) {
  const { repo, log } = deps;
  // 5 questions per IP per hour, a burst of 3
  const askLimit = createRateLimiter({
    name: "ask",
    perMinute: 5 / 60,
    burst: 3,
    clock: deps.clock,
    ...(deps.buckets ? { store: deps.buckets } : {}),
  });

  return {
    /** The user's questions from the FAQ form, for the data download. */
    exportOf: async (userId: string) => ({ questions: await repo.questionsOf(userId) }),

    /** Imports the content files unless they are what was imported last; answers whether it imported. */
    async importContent(
      opts: { force?: boolean } = {},
    ): Promise<{ imported: boolean; articles: number; faqs: number; sections: number }> {
      const set = readContent(deps.contentDir);
      const counts = { articles: set.articles.length, faqs: set.faqs.length, sections: set.sections.length };
      if (!opts.force && (await repo.importedHash()) === set.hash) return { imported: false, ...counts };
      await repo.replace(set);
      log.info(counts, "content imported");
      return { imported: true, ...counts };
    },

    async articles(
      lang: Lang,
      page: number,
      limit: number,
    ): Promise<{ articles: ArticleListItem[]; total: number }> {
      const { list, total } = await repo.articlePage(lang, (page - 1) * limit, limit);
      return { articles: list, total };
    },

    async article(lang: Lang, id: string): Promise<ArticleView> {
      const a = /^[a-z0-9-]{1,80}$/.test(id) ? await repo.article(lang, id) : null;
      if (!a) throw new AppError("NOT_FOUND");
      return {
        id: a.id,
        title: a.title,
        summary: a.summary,
        date: a.date,
        section: a.sectionId,
        html: a.html,
        langs: await repo.articleLangs(a.id),
      };
    },

    /** Every article and section page with the languages it exists in (the sitemap). */
    async localizedPaths(): Promise<{ path: string; langs: ("ru" | "en")[] }[]> {
      const out = new Map<string, ("ru" | "en")[]>();
      for (const lang of ["ru", "en"] as const) {
        const [{ list }, sections] = await Promise.all([
          repo.articlePage(lang, 0, 10_000),
          repo.sections(lang),
        ]);
        for (const p of [
          ...list.map((a) => `/articles/${a.id}`),
          ...sections.map((s) => `/sections/${s.id}`),
        ]) {
          out.set(p, [...(out.get(p) ?? []), lang]);
        }
      }
      return [...out].map(([path, langs]) => ({ path, langs }));
    },

    async sections(lang: Lang): Promise<SectionView[]> {
      return (await repo.sections(lang)).map((s) => ({ id: s.id, title: s.title, html: s.html }));
    },

    async section(lang: Lang, id: string): Promise<{ section: SectionView; articles: ArticleListItem[] }> {
      const section = (await repo.sections(lang)).find((s) => s.id === id);
      if (!section) throw new AppError("NOT_FOUND");
      return {
        section: { id: section.id, title: section.title, html: section.html },
        articles: await repo.sectionArticles(lang, id),
      };
    },

    async faq(lang: Lang): Promise<{ sections: SectionView[]; faqs: FaqView[] }> {
      const [sections, faqs] = await Promise.all([repo.sections(lang), repo.faqs(lang)]);
      const used = new Set(faqs.map((f) => f.sectionId));
      return {
        sections: sections
          .filter((s) => used.has(s.id))
          .map((s) => ({ id: s.id, title: s.title, html: s.html })),
        faqs: faqs.map((f) => ({ id: f.id, section: f.sectionId, question: f.question, html: f.html })),
      };
    },

    /** Reads the page files now: a missing or broken one stops the server's start, named (boot.ts). */
    checkPages(): void {
      loadPages(deps.contentDir);
    },

    /** An informational or legal page (read from the files, not the database); null for any other slug. */
    page(lang: Lang, slug: string): PageView | null {
      return isPageSlug(slug) ? loadPages(deps.contentDir)[lang][slug].view : null;
    },

    /** A question from the FAQ form. Nothing is stored unless everything (the image too) is accepted. */
    async ask(
      input: Ask,
      image: Uint8Array | null,
      ctx: { lang: Lang; ip: string; userId: string | null },
    ): Promise<{ message: string }> {
      const wait = await askLimit.take(addressKey(ctx.ip));
      if (wait > 0) throw new AppError("RATE_LIMITED", { headers: { "Retry-After": String(wait) } });
      let file: { name: string; bytes: Buffer; kind: ImageKind; width: number; height: number } | null = null;
      if (image && image.length > 0) {
        const clean = await cleanImage(image);
        if (!clean.ok) {
          throw new AppError("VALIDATION_FAILED", {
            fields: [
              {
                field: "image",
                message: `image: ${t(ctx.lang, `content.ask.image.${clean.reason}`, { size: byteSize(ctx.lang, FAQ_IMAGE_MAX_BYTES) })}`,
              },
            ],
          });
        }
        const { bytes, kind, width, height } = clean;
        file = { name: `${randomUUID()}.${EXT[kind]}`, bytes, kind, width, height };
      }
      const id = randomUUID();
      if (file) {
        await mkdir(deps.uploadsDir, { recursive: true, mode: 0o700 });
        await writeFile(join(deps.uploadsDir, file.name), file.bytes, { mode: 0o600 });
      }
      try {
        await repo.insertQuestion({
          id,
          userId: ctx.userId,
          lang: ctx.lang,
          name: input.name,
          email: input.email,
          topic: input.topic,
          question: input.question,
          imageFile: file?.name ?? null,
          ip: ctx.ip.slice(0, 64),
          createdAt: new Date(deps.clock.now()),
        });
      } catch (e) {
        if (file) await rm(join(deps.uploadsDir, file.name), { force: true });
        throw e;
      }
      // support gets the cleaned image itself (the stored bytes, never the upload), named after the question
      const attachment = file
        ? {
            filename: `question-${id}.${EXT[file.kind]}`,
            contentType: `image/${file.kind}`,
            content: file.bytes,
          }
        : null;
      await deps.mailer
        .send({
          to: deps.supportEmail,
          subject: t("ru", "content.ask.mailSubject", { topic: input.topic.slice(0, 120) }),
          text: [
            [
              t("ru", "content.ask.mail.from", { name: input.name, email: input.email, lang: ctx.lang }),
              ...(ctx.userId ? [t("ru", "content.ask.mail.user", { user: ctx.userId })] : []),
            ].join(", "),
            t("ru", "content.ask.mail.topic", { topic: input.topic }),
            "",
            input.question,
            "",
            file && attachment
              ? t("ru", "content.ask.mail.image", {
                  file: attachment.filename,
                  width: file.width,
                  height: file.height,
                })
              : t("ru", "content.ask.mail.noImage"),
            t("ru", "content.ask.mail.id", { id }),
          ].join("\n"),
          ...(attachment ? { attachments: [attachment] } : {}),
        })
        .catch((e: unknown) =>
          log.error({ err: (e as Error).message, questionId: id }, "could not e-mail a question"),
        );
      return { message: t(ctx.lang, "content.ask.sent", { email: input.email }) };
    },

    /** Deleting an account: its questions' images are removed once its rows are gone (foreign keys). */
    async userFiles(userId: string): Promise<() => Promise<void>> {
      const files = await repo.userFiles(userId);
      return async () => {
        await Promise.all(files.map((f) => rm(join(deps.uploadsDir, f), { force: true })));
      };
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
