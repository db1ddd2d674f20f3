/**
 * Under the title of the month and year pages: the place the calendar is reckoned for and, in a Personal Calendar,
 * whose chart it follows.
 */
import type { Lang } from "@bazi/i18n";
import { t } from "@bazi/i18n/personal";

export function CalendarFor({
  lang,
  placeName,
  personalName,
  differs = false,
}: {
  lang: Lang;
  placeName: string;
  /** The chart's name in a Personal Calendar; none: the general calendar. */
  personalName: string | null;
  /** Some days shown are rated otherwise for the chart than in the general calendar (their cells are marked). */
  differs?: boolean;
}) {
  return (
    <>
      <p className="mt-1 text-stone-600">{placeName}</p>
      {personalName ? (
        <p className="mt-1 text-sm font-medium text-seal" data-testid="personal-note">
          {t(lang, "personal.monthNote", { name: personalName })}
          {differs ? <span data-testid="personal-differs"> {t(lang, "personal.monthDiffers")}</span> : null}
        </p>
      ) : null}
    </>
  );
}
