/**
 * Sections `/sections` (every section with its description) and one section `/sections/{id}` with its
 * articles (and /en/…). An unknown section is the 404 page.
 */

import { t } from "@bazi/i18n/content";
import { data, type LoaderFunctionArgs, type MetaDescriptor, useLoaderData } from "react-router";
import { SmartLink } from "../components/behaviour/smart-link.tsx";
import { Card } from "../components/chrome/card.tsx";
import { ArticleList } from "../components/content/article-list.tsx";
import { Prose } from "../components/content/prose.tsx";
import { servicesContext } from "../lib/context.ts";
import { langOfPath, pathInLang } from "../lib/lang.ts";
import { alternatesOf, pageMeta, titleWithSite } from "../lib/page-meta.ts";

export async function loader({ context, params, url }: LoaderFunctionArgs) {
  const lang = langOfPath(url.pathname);
  const services = context.get(servicesContext);
  if (params.id) {
    const found = await services.content.section(lang, params.id);
    if (!found) throw data(null, { status: 404 });
    return {
      lang,
      one: found,
      all: null,
      urls: alternatesOf(services, lang, `/sections/${found.section.id}`),
    };
  }
  return {
    lang,
    one: null,
    all: await services.content.sections(lang),
    urls: alternatesOf(services, lang, "/sections"),
  };
}

type LoaderData = Awaited<ReturnType<typeof loader>>;

export function meta({ loaderData }: { loaderData: LoaderData | undefined }): MetaDescriptor[] {
  if (!loaderData) return [];
  const { lang, one, urls } = loaderData;
  const name = one ? one.section.title : t(lang, "content.sections.title");
  return pageMeta(lang, titleWithSite(lang, name), t(lang, "content.sections.description"), urls);
}

export default function SectionsPage() {
  const { lang, one, all } = useLoaderData<typeof loader>();
  if (one) {
    return (
      <div className="mx-auto max-w-3xl px-4 pb-16 pt-6 sm:px-6 sm:pt-10" data-testid="section-page">
        <p className="text-sm text-stone-600">
          <SmartLink to={pathInLang("/sections", lang)} className="hover:underline">
            {t(lang, "content.sections.title")}
          </SmartLink>
        </p>
        <h1 className="mt-2 text-3xl font-semibold tracking-tight text-stone-900 sm:text-4xl">
          {one.section.title}
        </h1>
        <Prose html={one.section.html} className="mt-2" />
        <div className="mt-4">
          <ArticleList lang={lang} items={one.articles} />
        </div>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-3xl px-4 pb-16 pt-6 sm:px-6 sm:pt-10" data-testid="sections-page">
      <h1 className="text-3xl font-semibold tracking-tight text-stone-900 sm:text-4xl">
        {t(lang, "content.sections.title")}
      </h1>
      <ul className="mt-6 space-y-4">
        {(all ?? []).map((s) => (
          <Card as="li" key={s.id} className="p-4" data-testid="section-item">
            <h2 className="text-xl font-semibold text-stone-900">
              <SmartLink
                to={pathInLang(`/sections/${s.id}`, lang)}
                className="hover:underline"
                data-testid="section-link"
              >
                {s.title}
              </SmartLink>
            </h2>
            <Prose html={s.html} className="text-stone-700" />
          </Card>
        ))}
      </ul>
    </div>
  );
}
