/**
 * "Share this chart" under a chart: its calculator link in a read-only field (absolute, never the e-mail; on a
 * saved chart's page the calculator link of the same birth, never the page's uuid), a switch to the same link
 * without the name, "Copy link" (the clipboard; when the browser refuses, the link is selected for the visitor
 * to copy, and a message says so) and, where the browser has one, its own share sheet. Not printed.
 */
import type { Lang } from "@bazi/i18n";
import { t } from "@bazi/i18n/tools";
import { useEffect, useRef, useState } from "react";
import type { ShareLinks } from "../../lib/bazi-share.server.ts";
import { Card } from "../chrome/card.tsx";

const BUTTON =
  "inline-flex items-center rounded-full border border-stone-300 bg-white px-4 py-2 text-sm font-semibold text-stone-800 hover:border-stone-500";

export function ShareChart({ lang, links }: { lang: Lang; links: ShareLinks }) {
  const [anonymous, setAnonymous] = useState(false);
  const [status, setStatus] = useState<"copied" | "failed" | null>(null);
  const [canShare, setCanShare] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const url = anonymous ? links.anonymous : links.link;
  // only in the browser, after hydration: the server's page has no share button
  useEffect(() => setCanShare(typeof navigator.share === "function"), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setStatus("copied");
    } catch {
      field.current?.focus();
      field.current?.select();
      setStatus("failed");
    }
  };
  const share = async () => {
    try {
      await navigator.share({ title: t(lang, "bazi.result"), url });
    } catch {
      // closed by the visitor, or refused: nothing to say
    }
  };

  return (
    <Card
      as="section"
      className="mt-8 p-4 sm:p-5 print:hidden"
      aria-labelledby="bazi-share-title"
      data-testid="bazi-share"
    >
      <h3 id="bazi-share-title" className="text-lg font-semibold text-stone-900">
        {t(lang, "bazi.share.title")}
      </h3>
      <p className="mt-1 text-sm text-stone-700">{t(lang, "bazi.share.lead")}</p>
      <label htmlFor="bazi-share-link" className="mt-3 block text-sm font-medium text-stone-800">
        {t(lang, "bazi.share.link")}
      </label>
      <input
        ref={field}
        id="bazi-share-link"
        type="text"
        readOnly
        value={url}
        onFocus={(e) => e.currentTarget.select()}
        className="mt-1 block w-full min-w-0 truncate rounded-lg border border-stone-300 bg-stone-50 px-3 py-2 font-mono text-sm text-stone-800"
        data-testid="bazi-share-link"
      />
      <label className="mt-2 flex cursor-pointer items-center gap-2 text-sm text-stone-800">
        <input
          type="checkbox"
          checked={anonymous}
          onChange={(e) => {
            // another link: the message was about the other one
            setAnonymous(e.target.checked);
            setStatus(null);
          }}
          className="size-4 accent-stone-800"
          data-testid="bazi-share-anonymous"
        />
        {t(lang, "bazi.share.withoutName", { placeholder: t(lang, "bazi.share.placeholder") })}
      </label>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <button type="button" onClick={copy} className={BUTTON} data-testid="bazi-share-copy">
          {t(lang, "bazi.share.copy")}
        </button>
        {canShare ? (
          <button type="button" onClick={share} className={BUTTON} data-testid="bazi-share-native">
            {t(lang, "bazi.share.native")}
          </button>
        ) : null}
        <p
          role="status"
          className={`text-sm ${status === "failed" ? "text-red-800" : "text-green-800"}`}
          data-testid="bazi-share-status"
        >
          {status === "copied"
            ? t(lang, "bazi.share.copied")
            : status === "failed"
              ? t(lang, "bazi.share.copyFailed")
              : ""}
        </p>
      </div>
    </Card>
  );
}
