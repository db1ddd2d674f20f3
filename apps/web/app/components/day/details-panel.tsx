/**
 * A tab's content that loads after the page: waiting, the content, or a retry.
 */
import { type Lang, t } from "@bazi/i18n";
import { type ReactNode, useEffect } from "react";
import type { DayDetails } from "../../lib/day-view.ts";
import type { DetailsState } from "../../lib/use-day-details.ts";
import { useDelayed } from "../../lib/use-delayed.ts";

/**
 * A tab panel that shows the day's details (lib/use-day-details.ts): asks for them when first shown, says so while
 * they load (after LOADING_THROTTLE_MS, so a quick load does not flash) and offers to try again if they fail.
 */
export function DetailsPanel({
  lang,
  details: { state, load },
  locked,
  children,
}: {
  lang: Lang;
  details: { state: DetailsState; load: () => void };
  locked: ReactNode;
  children: (details: DayDetails) => ReactNode;
}) {
  useEffect(() => {
    if (state.status === "idle") load();
  }, [state.status, load]);
  const slow = useDelayed(state.status === "idle" || state.status === "loading");
  if (state.status === "done") return state.details ? children(state.details) : locked;
  if (state.status === "failed") {
    return (
      <p role="alert" className="text-sm text-stone-700" data-testid="details-failed">
        {t(lang, "cal.details.failed")}{" "}
        <button type="button" onClick={load} className="font-medium text-seal underline underline-offset-4">
          {t(lang, "cal.details.retry")}
        </button>
      </p>
    );
  }
  return (
    <p role="status" className="text-sm text-stone-600" data-testid="details-loading">
      {slow ? t(lang, "cal.details.loading") : null}
    </p>
  );
}
