/**
 * The logo, one per locale (docs/product.md §1): ru — a square red seal 八字 with «Календарь Бацзы»; en — a round seal 八
 * with "Bazi Calendar" in small caps. Below `sm` the wordmark is visually hidden (still the link's name).
 */
import { type Lang, t } from "@bazi/i18n";
import { homePath } from "../../lib/calendar-path.ts";
import { SmartLink } from "../behaviour/smart-link.tsx";

function SealRu() {
  return (
    <span
      aria-hidden="true"
      className="han grid size-9 shrink-0 place-items-center rounded-md bg-seal text-[0.95rem] leading-none text-white shadow-sm"
    >
      八字
    </span>
  );
}

function SealEn() {
  return (
    <span
      aria-hidden="true"
      className="han grid size-9 shrink-0 place-items-center rounded-full border-2 border-seal bg-white text-lg leading-none text-seal shadow-sm"
    >
      八
    </span>
  );
}

export function Logo({ lang }: { lang: Lang }) {
  return (
    <SmartLink
      to={homePath(lang)}
      className="flex shrink-0 items-center gap-2.5 rounded-md"
      data-testid="brand"
      data-logo={lang}
    >
      {lang === "en" ? <SealEn /> : <SealRu />}
      <span
        className={
          lang === "en"
            ? "sr-only text-lg font-semibold tracking-[0.06em] [font-variant-caps:small-caps] lg:not-sr-only"
            : "sr-only text-lg font-semibold tracking-tight lg:not-sr-only"
        }
      >
        {t(lang, "chrome.logo")}
      </span>
    </SmartLink>
  );
}
