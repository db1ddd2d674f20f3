/**
 * Why a date selection left days out (issue 37): each hard rule with the days it took out and, of those, the days
 * it alone took out. Folded under the list when days were found; open, with the days that passed every rule but
 * scored nothing and an offer to leave out a particular rule, when none were. The offer is a submit button of the
 * selection form (`form`, name `skipRule`): it posts the form as it stands plus that rule, so it works without
 * JavaScript.
 */
import type { Lang } from "@bazi/i18n";
import { t as plural } from "@bazi/i18n/plural";
import { type SelectKey, t } from "@bazi/i18n/select";
import type { SelectJson } from "./select-result.tsx";

export function SelectLeftOut({ lang, result, form }: { lang: Lang; result: SelectJson; form: string }) {
  if (result.leftOut.length === 0 && result.unscored === 0) return null;
  const none = result.days.length === 0;
  const skippable = new Set(result.rules.filter((r) => r.active).map((r) => r.id));
  const offers = none ? result.leftOut.filter((g) => g.rule && skippable.has(g.rule) && g.alone > 0) : [];
  return (
    <details
      open={none}
      className="mt-4 rounded-xl bg-white px-4 py-3 text-sm text-stone-800 ring-1 ring-stone-200"
      data-testid="select-left-out"
    >
      <summary className="cursor-pointer font-semibold text-stone-900">
        {t(lang, "select.leftOut.title")}
      </summary>
      {result.leftOut.length ? (
        <>
          <p className="mt-2 text-stone-600">{t(lang, "select.leftOut.lead")}</p>
          <ul className="mt-2 space-y-1">
            {result.leftOut.map((g) => (
              <li key={`${g.factor}|${g.text}`} data-testid="select-left-out-rule" data-factor={g.factor}>
                {g.text}
                {" — "}
                <span className="tabular-nums">{plural(lang, "count.days", { count: g.days })}</span>
                {g.alone > 0 ? (
                  <span className="text-stone-600">
                    {" "}
                    (
                    {t(lang, "select.leftOut.alone", {
                      days: plural(lang, "count.days", { count: g.alone }),
                    })}
                    )
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {result.unscored > 0 ? (
        <p className="mt-2" data-testid="select-unscored">
          {plural(lang, "count.daysUnscored", { count: result.unscored })}
        </p>
      ) : null}
      {offers.length ? (
        <div className="mt-3" data-testid="select-skip-offers">
          <p>{t(lang, "select.skipOffer.lead")}</p>
          <div className="mt-2 flex flex-wrap gap-2">
            {offers.map((g) => (
              <button
                key={g.rule}
                type="submit"
                form={form}
                name="skipRule"
                value={g.rule!}
                className="rounded-lg px-3 py-2 text-left ring-1 ring-stone-300 hover:bg-stone-50"
                data-testid="select-skip-offer"
                data-rule={g.rule}
              >
                {t(lang, "select.skipOffer.button", {
                  skip: t(lang, `select.skip.${g.rule}` as SelectKey),
                  days: plural(lang, "count.daysBack", { count: g.alone }),
                })}
              </button>
            ))}
          </div>
        </div>
      ) : null}
    </details>
  );
}
