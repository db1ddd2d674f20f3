/**
 * One article `/articles/{id}` (and /en/articles/{id}): its text, date and section; hreflang only to the
 * languages it exists in. An id that does not exist in this language is the 404 page.
 */

import { t } from "@bazi/i18n/content";
import { data, type LoaderFunctionArgs, type MetaDescriptor, useLoaderData } from "react-router";
import { SmartLink } from "../components/behaviour/smart-link.tsx";
import { Prose } from "../components/content/prose.tsx";
import { servicesContext } from "../lib/context.ts";
import { ymdDate } from "../lib/format.ts";
import { langOfPath, pathInLang } from "../lib/lang.ts";
import { alternatesOf, pageMeta, titleWithSite } from "../lib/page-meta.ts";

export async function loader({ context, params, url }: LoaderFunctionArgs) {
  const lang = langOfPath(url.pathname);
  const services = context.get(servicesContext);
  const article = await services.content.article(lang, params.id ?? "");
  if (!article) throw data(null, { status: 404 });
  const section = (await services.content.sections(lang)).find((s) => s.id === article.section) ?? null;
  return {
    lang,
    article,
    section: section ? { id: section.id, title: section.title } : null,
    urls: alternatesOf(services, lang, `/articles/${article.id}`),
  };
}

type LoaderData = Awaited<ReturnType<typeof loader>>;

export function meta({ loaderData }: { loaderData: LoaderData | undefined }): MetaDescriptor[] {
  if (!loaderData) return [];
  const { lang, article, urls } = loaderData;
  const head = pageMeta(lang, titleWithSite(lang, article.title), article.summary, urls);
  // alternates only to the languages the article exists in
  return head.filter(
    (m) =>
      !("hrefLang" in m) ||
      (m.hrefLang === "x-default"
        ? article.langs.includes("ru")
        : article.langs.includes(String(m.hrefLang))),
  );
}

export default function ArticlePage() {
  const { lang, article, section } = useLoaderData<typeof loader>();
  return (
    <article className="mx-auto max-w-3xl px-4 pb-16 pt-6 sm:px-6 sm:pt-10" data-testid="article-page">
      <p className="text-sm text-stone-600">
        <SmartLink to={pathInLang("/articles", lang)} className="hover:underline">
          {t(lang, "content.articles.title")}
        </SmartLink>
        {section ? (
          <>
            {" · "}
            <SmartLink
              to={pathInLang(`/sections/${section.id}`, lang)}
              className="hover:underline"
              data-testid="article-section"
            >
              {section.title}
            </SmartLink>
          </>
        ) : null}
      </p>
      <h1
        className="mt-2 text-3xl font-semibold tracking-tight text-stone-900 sm:text-4xl"
        data-testid="article-title"
      >
        {article.title}
      </h1>
      <p className="mt-2 text-sm text-stone-600">
        <time dateTime={article.date}>{ymdDate(lang, article.date)}</time>
      </p>
      <Prose html={article.html} className="mt-4 text-lg" testId="article-body" />
    </article>
  );
}
