/**
 * The client area's My charts tab: the user's saved charts as cards (or a line saying there are none), an error
 * of the last thing done to a chart above them, and the link to create another chart.
 */
import { type Lang, t } from "@bazi/i18n";
import { pathInLang } from "../../lib/lang.ts";
import { ChartCard, type ChartCardData } from "../account/chart-card.tsx";
import { FormMessage } from "../account/fields.tsx";
import { SmartLink } from "../behaviour/smart-link.tsx";
import "@bazi/i18n/accounts";

export function ChartsTab({
  lang,
  charts,
  error,
}: {
  lang: Lang;
  charts: ChartCardData[];
  error: string | null | undefined;
}) {
  return (
    <div className="space-y-4">
      <FormMessage kind="error" text={error} />
      {charts.length === 0 ? (
        <p className="text-stone-700" data-testid="charts-empty">
          {t(lang, "account.charts.empty")}
        </p>
      ) : (
        <ul className="space-y-4" data-testid="chart-list">
          {charts.map((c) => (
            <li key={c.uuid}>
              <ChartCard lang={lang} chart={c} />
            </li>
          ))}
        </ul>
      )}
      <p>
        <SmartLink
          to={pathInLang("/bazi", lang)}
          className="inline-flex items-center gap-1 rounded-full border border-stone-300 bg-white px-4 py-2 text-sm font-semibold text-stone-800 hover:border-stone-500"
          data-testid="client-create-chart"
        >
          <span aria-hidden="true" className="text-seal">
            +
          </span>
          {t(lang, "header.createChart")}
        </SmartLink>
      </p>
    </div>
  );
}
