/**
 * The burger menu: a disclosure button and a navigation panel with the items of docs/product.md §2 for visitors (the
 * current place, lucky-day selection, Bazi, personal calendar, articles (ru only), FAQ; the sign-in link on phones,
 * where the header has no room for it: with JavaScript it opens the sign-in dialog) and, for a signed-in user,
 * the user's name (a link to /client) first, their charts (/client) and log-out (a POST form to the client
 * area's action) last. Opening moves focus to the first item; Escape, a click outside or tabbing away closes it,
 * and Escape returns focus to the button.
 */
import { type Lang, t } from "@bazi/i18n";
import { useEffect, useId, useRef, useState } from "react";
import { Form, NavLink, useLocation } from "react-router";
import { clientPath, pathInLang } from "../../lib/lang.ts";
import { Avatar } from "../behaviour/avatar.tsx";
import { PinIcon, useDismiss } from "./place-picker.tsx";

const item =
  "flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-[0.95rem] text-stone-700 hover:bg-stone-100 hover:text-ink aria-[current=page]:font-semibold aria-[current=page]:text-ink";

export function SiteMenu({
  lang,
  placeName,
  viewerName = null,
  onChangePlace,
  onSignIn,
}: {
  lang: Lang;
  placeName: string;
  /** The signed-in user's name, or null for visitors. */
  viewerName?: string | null;
  onChangePlace: () => void;
  /** Opens the sign-in dialog (visitors). */
  onSignIn?: () => void;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  useDismiss(rootRef, open, setOpen);

  // Close on navigation.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the path changes
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (open) panelRef.current?.querySelector<HTMLElement>("a, button")?.focus();
  }, [open]);

  const links: { to: string; label: string; testId: string }[] = [
    { to: "/predict", label: t(lang, "chrome.menuPredict"), testId: "menu-predict" },
    { to: "/bazi", label: t(lang, "chrome.menuBazi"), testId: "menu-bazi" },
    { to: "/bazi/compare", label: t(lang, "chrome.menuCompare"), testId: "menu-compare" },
    { to: "/personal", label: t(lang, "chrome.menuPersonal"), testId: "menu-personal" },
    ...(viewerName !== null
      ? [{ to: "/client", label: t(lang, "header.charts"), testId: "menu-charts" }]
      : []),
    ...(lang === "ru"
      ? [{ to: "/articles", label: t(lang, "chrome.menuArticles"), testId: "menu-articles" }]
      : []),
    { to: "/glossary", label: t(lang, "chrome.menuGlossary"), testId: "menu-glossary" },
    { to: "/faq", label: t(lang, "chrome.menuFaq"), testId: "menu-faq" },
  ];

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere inside the menu closes it
    <div
      ref={rootRef}
      className="relative"
      onKeyDown={(e) => {
        if (e.key === "Escape" && open) {
          e.preventDefault();
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        aria-label={t(lang, "chrome.menu")}
        onClick={() => setOpen(!open)}
        data-testid="menu-button"
        className="grid size-10 place-items-center rounded-full text-stone-700 hover:bg-stone-100 hover:text-ink"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6 stroke-current" fill="none">
          {open ? (
            <path d="M6 6l12 12M18 6 6 18" strokeWidth="2" strokeLinecap="round" />
          ) : (
            <path d="M4 7h16M4 12h16M4 17h16" strokeWidth="2" strokeLinecap="round" />
          )}
        </svg>
      </button>
      <nav
        ref={panelRef}
        id={`${id}-menu`}
        aria-label={t(lang, "chrome.menu")}
        hidden={!open}
        data-testid="menu"
        className="fixed inset-x-2 top-16 z-30 rounded-2xl bg-white p-2 shadow-lg ring-1 ring-stone-200 sm:absolute sm:inset-x-auto sm:right-0 sm:top-full sm:mt-2 sm:w-80"
      >
        <ul>
          {viewerName !== null ? (
            <li className="mb-2 border-b border-stone-100 pb-2">
              <NavLink to={clientPath(lang)} end className={item} data-testid="menu-user">
                <span aria-hidden="true">
                  <Avatar name={viewerName} size={28} />
                </span>
                <span className="min-w-0 truncate font-medium" data-testid="menu-user-name">
                  {viewerName}
                </span>
              </NavLink>
            </li>
          ) : null}
          <li className="mb-2 border-b border-stone-100 pb-2">
            <button
              type="button"
              className={item}
              data-testid="menu-place"
              onClick={() => {
                setOpen(false);
                onChangePlace();
              }}
            >
              <PinIcon />
              <span className="min-w-0">
                <span className="block text-xs text-stone-600">{t(lang, "chrome.menuCurrentPlace")}</span>
                <span className="block truncate">{placeName}</span>
              </span>
            </button>
          </li>
          {links.map((l) => (
            <li key={l.to}>
              <NavLink to={pathInLang(l.to, lang)} className={item} data-testid={l.testId}>
                {l.label}
              </NavLink>
            </li>
          ))}
          {viewerName !== null ? (
            <li className="mt-2 border-t border-stone-100 pt-2">
              <Form method="post" action={clientPath(lang)}>
                <input type="hidden" name="intent" value="signOut" />
                <button type="submit" className={item} data-testid="menu-sign-out">
                  {t(lang, "header.signOut")}
                </button>
              </Form>
            </li>
          ) : (
            <li className="mt-2 border-t border-stone-100 pt-2 sm:hidden">
              <a
                href={pathInLang("/client", lang)}
                onClick={(e) => {
                  if (!onSignIn || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
                  e.preventDefault();
                  setOpen(false);
                  onSignIn();
                }}
                aria-haspopup={onSignIn ? "dialog" : undefined}
                className={item}
                data-testid="menu-sign-in"
              >
                {t(lang, "chrome.signIn")}
              </a>
            </li>
          )}
        </ul>
      </nav>
    </div>
  );
}
