/**
 * The article list `/articles` (and /en/articles: only what exists in English), 20 a page (docs/product.md §9), newest
 * first; `?page=N` picks a page (a page past the end is the 404 page). Section links on top.
 */

import { t } from "@bazi/i18n/content";
import { data, type LoaderFunctionArgs, type MetaDescriptor, useLoaderData } from "react-router";
import { SmartLink } from "../components/behaviour/smart-link.tsx";
import { ArticleList } from "../components/content/article-list.tsx";
import { ARTICLES_PER_PAGE } from "../lib/content.ts";
import { servicesContext } from "../lib/context.ts";
import { langOfPath, pathInLang } from "../lib/lang.ts";
import { alternatesOf, pageMeta, titleWithSite } from "../lib/page-meta.ts";

export async function loader({ context, url }: LoaderFunctionArgs) {
  const lang = langOfPath(url.pathname);
  const services = context.get(servicesContext);
  const raw = url.searchParams.get("page");
  const page = raw === null ? 1 : Number(raw);
  if (!Number.isInteger(page) || page < 1 || page > 10_000) throw data(null, { status: 404 });
  const [{ articles, total }, sections] = await Promise.all([
    services.content.articles(lang, page, ARTICLES_PER_PAGE),
    services.content.sections(lang),
  ]);
  const pages = Math.max(1, Math.ceil(total / ARTICLES_PER_PAGE));
  if (page > pages) throw data(null, { status: 404 });
  return {
    lang,
    page,
    pages,
    total,
    articles,
    sections: sections.map((s) => ({ id: s.id, title: s.title })),
    urls: alternatesOf(services, lang, page > 1 ? `/articles?page=${page}` : "/articles"),
  };
}

type LoaderData = Awaited<ReturnType<typeof loader>>;

export function meta({ loaderData }: { loaderData: LoaderData | undefined }): MetaDescriptor[] {
  if (!loaderData) return [];
  const { lang, page, pages, urls } = loaderData;
  const title = titleWithSite(
    lang,
    `${t(lang, "content.articles.title")}${pages > 1 ? ` · ${t(lang, "content.articles.page", { page, pages })}` : ""}`,
  );
  return pageMeta(lang, title, t(lang, "content.articles.description"), urls);
}

export default function ArticlesPage() {
  const { lang, page, pages, articles, sections } = useLoaderData<typeof loader>();
  const link = (p: number) => `${pathInLang("/articles", lang)}${p > 1 ? `?page=${p}` : ""}`;
  return (
    <div className="mx-auto max-w-3xl px-4 pb-16 pt-6 sm:px-6 sm:pt-10" data-testid="articles-page">
      <h1 className="text-3xl font-semibold tracking-tight text-stone-900 sm:text-4xl">
        {t(lang, "content.articles.title")}
      </h1>
      {sections.length ? (
        <nav className="mt-4 flex flex-wrap gap-2" aria-label={t(lang, "content.sections.title")}>
          {sections.map((s) => (
            <SmartLink
              key={s.id}
              to={pathInLang(`/sections/${s.id}`, lang)}
              className="rounded-full border border-stone-300 bg-white px-3 py-1 text-sm text-stone-700 hover:border-stone-500"
              data-testid="section-chip"
            >
              {s.title}
            </SmartLink>
          ))}
        </nav>
      ) : null}
      {articles.length ? (
        <div className="mt-4">
          <ArticleList lang={lang} items={articles} />
        </div>
      ) : (
        <p className="mt-6 text-stone-700" data-testid="articles-empty">
          {t(lang, "content.articles.empty")}
        </p>
      )}
      {pages > 1 ? (
        <nav
          className="mt-6 flex items-center justify-between gap-3"
          aria-label={t(lang, "content.articles.pages")}
          data-testid="pagination"
        >
          {page > 1 ? (
            <SmartLink
              to={link(page - 1)}
              rel="prev"
              className="rounded-full border border-stone-300 bg-white px-4 py-2 text-sm font-medium"
              data-testid="page-prev"
            >
              ← {t(lang, "content.articles.prev")}
            </SmartLink>
          ) : (
            <span />
          )}
          <span className="text-sm text-stone-600" aria-current="page" data-testid="page-of">
            {t(lang, "content.articles.page", { page, pages })}
          </span>
          {page < pages ? (
            <SmartLink
              to={link(page + 1)}
              rel="next"
              className="rounded-full border border-stone-300 bg-white px-4 py-2 text-sm font-medium"
              data-testid="page-next"
            >
              {t(lang, "content.articles.next")} →
            </SmartLink>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </div>
  );
}
