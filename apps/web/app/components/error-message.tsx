import { type Lang, t } from "@bazi/i18n";
import { Link } from "react-router";
import { homePath } from "../lib/calendar-path.ts";

/**
 * What a 404 thrown with data (`data(hint, { status: 404 })`) says instead of the plain sentence, with a link to
 * the nearest page that exists: a day outside the calendar's years (routes/day.tsx).
 */
export interface NotFoundHint {
  text: string;
  link: { to: string; label: string };
}

/** Whether a route error's data is a `NotFoundHint`. */
export function isNotFoundHint(v: unknown): v is NotFoundHint {
  const h = v as NotFoundHint | null;
  return typeof h?.text === "string" && typeof h.link?.to === "string" && typeof h.link.label === "string";
}

/** The body of the 404 and 500 pages: a title, one sentence, a link to the nearest page when known, and the way home. */
export function ErrorMessage({
  lang,
  title,
  text,
  link,
}: {
  lang: Lang;
  title: string;
  text: string;
  link?: NotFoundHint["link"] | undefined;
}) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <title>{`${title} — ${t(lang, "home.title")}`}</title>
      <h1 className="text-3xl font-semibold tracking-tight">{title}</h1>
      <p className="mt-3 text-stone-600" data-testid="error-text">
        {text}
      </p>
      {link ? (
        <p className="mt-3">
          <Link
            to={link.to}
            className="font-medium text-seal underline-offset-4 hover:underline"
            data-testid="error-nearest"
          >
            {link.label}
          </Link>
        </p>
      ) : null}
      <p className="mt-8">
        <Link
          to={homePath(lang)}
          className="inline-flex items-center rounded-full bg-ink px-5 py-2.5 text-sm font-medium text-paper hover:bg-stone-700"
        >
          {t(lang, "nav.home")}
        </Link>
      </p>
    </div>
  );
}
