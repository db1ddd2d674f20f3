/** A list of articles (title linking to the article, date, summary), as the list and section pages show it. */
import type { ArticleListItem } from "@bazi/contracts";
import type { Lang } from "@bazi/i18n";
import { ymdDate } from "../../lib/format.ts";
import { pathInLang } from "../../lib/lang.ts";
import { SmartLink } from "../behaviour/smart-link.tsx";

export function ArticleList({ lang, items }: { lang: Lang; items: ArticleListItem[] }) {
  return (
    <ul className="divide-y divide-stone-200" data-testid="article-list">
      {items.map((a) => (
        <li key={a.id} className="py-4" data-testid="article-item">
          <h2 className="text-xl font-semibold text-stone-900">
            <SmartLink
              to={pathInLang(`/articles/${a.id}`, lang)}
              className="hover:underline"
              data-testid="article-link"
            >
              {a.title}
            </SmartLink>
          </h2>
          <p className="mt-1 text-sm text-stone-600">
            <time dateTime={a.date}>{ymdDate(lang, a.date)}</time>
          </p>
          <p className="mt-2 text-stone-700">{a.summary}</p>
        </li>
      ))}
    </ul>
  );
}
