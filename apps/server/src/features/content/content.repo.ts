/** The content feature's queries: the imported articles, sections and FAQ, and the questions people send. */
import { and, asc, desc, eq, isNotNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { appMeta, articles, faqs, questions, sections } from "../../db/schema.ts";
import type { ContentSet } from "./content-files.ts";

const HASH_KEY = "content_hash";
/** The advisory lock's key while content is replaced (a number of our own choosing). */
const CONTENT_LOCK = 0x6261_7a6a;

/** An article as lists show it (no body). */
const LIST_COLUMNS = {
  id: articles.id,
  title: articles.title,
  summary: articles.summary,
  date: articles.date,
  section: articles.sectionId,
};

export function createContentRepo(db: Db) {
  return {
    /** The hash of the files imported last, or null. */
    async importedHash(): Promise<string | null> {
      const rows = await db.select({ v: appMeta.value }).from(appMeta).where(eq(appMeta.key, HASH_KEY));
      return rows[0]?.v ?? null;
    },

    /**
     * Replaces all content with `set` in one transaction: the tables then mirror the files exactly. Instances
     * starting together take turns (a transaction-level advisory lock), so their deletes and inserts never meet.
     */
    async replace(set: ContentSet): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${CONTENT_LOCK})`);
        await tx.delete(articles);
        await tx.delete(faqs);
        await tx.delete(sections);
        if (set.sections.length) await tx.insert(sections).values(set.sections);
        for (let i = 0; i < set.articles.length; i += 100)
          await tx.insert(articles).values(set.articles.slice(i, i + 100));
        for (let i = 0; i < set.faqs.length; i += 100)
          await tx.insert(faqs).values(set.faqs.slice(i, i + 100));
        await tx
          .insert(appMeta)
          .values({ key: HASH_KEY, value: set.hash })
          .onConflictDoUpdate({ target: appMeta.key, set: { value: set.hash, updatedAt: new Date() } });
      });
    },

    async articlePage(lang: string, offset: number, limit: number) {
      const [list, total] = await Promise.all([
        db
          .select(LIST_COLUMNS)
          .from(articles)
          .where(eq(articles.lang, lang))
          .orderBy(desc(articles.date), asc(articles.id))
          .offset(offset)
          .limit(limit),
        db.select({ n: sql<number>`count(*)::int` }).from(articles).where(eq(articles.lang, lang)),
      ]);
      return { list, total: total[0]?.n ?? 0 };
    },

    async article(lang: string, id: string) {
      const rows = await db
        .select()
        .from(articles)
        .where(and(eq(articles.lang, lang), eq(articles.id, id)))
        .limit(1);
      return rows[0] ?? null;
    },

    /** The languages an article exists in (hreflang of its page). */
    async articleLangs(id: string): Promise<string[]> {
      const rows = await db.select({ lang: articles.lang }).from(articles).where(eq(articles.id, id));
      return rows.map((r) => r.lang);
    },

    async sections(lang: string) {
      return db
        .select()
        .from(sections)
        .where(eq(sections.lang, lang))
        .orderBy(asc(sections.sort), asc(sections.id));
    },

    async sectionArticles(lang: string, sectionId: string) {
      return db
        .select(LIST_COLUMNS)
        .from(articles)
        .where(and(eq(articles.lang, lang), eq(articles.sectionId, sectionId)))
        .orderBy(desc(articles.date), asc(articles.id));
    },

    async faqs(lang: string) {
      return db.select().from(faqs).where(eq(faqs.lang, lang)).orderBy(asc(faqs.sort), asc(faqs.id));
    },

    /** The stored image files of a user's questions. */
    async userFiles(userId: string): Promise<string[]> {
      const rows = await db
        .select({ f: questions.imageFile })
        .from(questions)
        .where(and(eq(questions.userId, userId), isNotNull(questions.imageFile)));
      return rows.map((r) => r.f!);
    },

    /** The user's questions from the FAQ form, for the data download. */
    async questionsOf(userId: string) {
      return db
        .select({
          createdAt: questions.createdAt,
          name: questions.name,
          email: questions.email,
          topic: questions.topic,
          question: questions.question,
          image: questions.imageFile,
        })
        .from(questions)
        .where(eq(questions.userId, userId));
    },

    async insertQuestion(row: typeof questions.$inferInsert): Promise<void> {
      await db.insert(questions).values(row);
    },
  };
}

export type ContentRepo = ReturnType<typeof createContentRepo>;
