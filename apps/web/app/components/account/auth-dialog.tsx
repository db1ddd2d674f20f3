/**
 * The header's sign-in dialog: a modal `<dialog>` (the page behind is inert) labelled by its title, with the
 * sign-in, sign-up and recovery tabs (auth-forms.tsx). Tab and Shift+Tab stay inside it, Escape and the close
 * button close it and focus goes back to what opened it. Its forms exist only while it is open, and their code is
 * loaded only then (or when the pointer or focus reaches the sign-in link: `preloadAuthForms`), so pages do not
 * carry it for visitors who never sign in. A navigation its forms lead to (recovery's step 2 is a page of the
 * client area) closes it, and the page it leads to keeps the focus.
 */
import { type Lang, t } from "@bazi/i18n";
import { type KeyboardEvent, lazy, type ReactNode, Suspense, useEffect, useId, useRef } from "react";
import { useLocation } from "react-router";

const loadAuthForms = () => import("./auth-forms.tsx");
const AuthForms = lazy(() => loadAuthForms().then((m) => ({ default: m.AuthForms })));

/** Starts loading the dialog's forms ahead of a click. */
export function preloadAuthForms(): void {
  void loadAuthForms();
}

/** The first field of the open tab's form, not the close button the dialog would focus by itself. */
function focusFirstField(dialog: HTMLDialogElement | null): void {
  dialog?.querySelector<HTMLElement>('[role="tabpanel"]:not([hidden]) input:not([type="hidden"])')?.focus();
}

/** Runs `onMount` once its children are in the page (the lazily loaded forms). */
function Mounted({ onMount, children }: { onMount: () => void; children: ReactNode }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the forms appear
  useEffect(() => onMount(), []);
  return children;
}

const FOCUSABLE =
  'a[href]:not([tabindex="-1"]), button:not([disabled]), input:not([type=hidden]):not([disabled]), select, textarea, [tabindex="0"]';

export function AuthDialog({
  lang,
  open,
  onClose,
  back,
}: {
  lang: Lang;
  open: boolean;
  onClose: () => void;
  back: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const opener = useRef<Element | null>(null);
  const { key } = useLocation();
  const shownAt = useRef(key);
  const leaving = useRef(false);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      leaving.current = false;
      dialog.showModal();
      focusFirstField(dialog);
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  // Another page (a form led there): the dialog closes; the focus stays where that page puts it.
  useEffect(() => {
    if (shownAt.current === key) return;
    shownAt.current = key;
    if (ref.current?.open) {
      leaving.current = true;
      ref.current.close();
    }
  }, [key]);

  // Closing by Escape (the dialog's cancel) or close(): tell the header, give the focus back.
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onDialogClose = () => {
      onClose();
      if (leaving.current) return;
      const el = opener.current;
      if (el instanceof HTMLElement && el.isConnected) el.focus();
    };
    dialog.addEventListener("close", onDialogClose);
    return () => dialog.removeEventListener("close", onDialogClose);
  }, [onClose]);

  function trap(e: KeyboardEvent<HTMLDialogElement>) {
    if (e.key !== "Tab") return;
    const items = [...e.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (el) => el.offsetParent !== null || el === document.activeElement,
    );
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  }

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onKeyDown={trap}
      // A click on the backdrop (the dialog element itself, outside its box) closes it.
      onClick={(e) => {
        if (e.target === e.currentTarget) {
          const r = e.currentTarget.getBoundingClientRect();
          const inside =
            e.clientX >= r.left && e.clientX <= r.right && e.clientY >= r.top && e.clientY <= r.bottom;
          if (!inside) e.currentTarget.close();
        }
      }}
      data-testid="auth-dialog"
      className="m-auto w-[min(28rem,calc(100vw-1rem))] rounded-2xl bg-white p-0 text-ink shadow-xl backdrop:bg-stone-900/40"
    >
      <div className="p-5 sm:p-6">
        <div className="mb-3 flex items-start justify-between gap-3">
          <h2 id={titleId} className="text-xl font-semibold tracking-tight">
            {t(lang, "header.authTitle")}
          </h2>
          <button
            type="button"
            onClick={() => ref.current?.close()}
            aria-label={t(lang, "chrome.close")}
            data-testid="auth-close"
            className="grid size-9 shrink-0 place-items-center rounded-full text-stone-600 hover:bg-stone-100 hover:text-ink"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 stroke-current" fill="none">
              <path d="M6 6l12 12M18 6 6 18" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        {open ? (
          <Suspense fallback={<p className="py-6 text-sm text-stone-600">{t(lang, "chrome.loading")}</p>}>
            <Mounted onMount={() => focusFirstField(ref.current)}>
              <AuthForms lang={lang} back={back} />
            </Mounted>
          </Suspense>
        ) : null}
      </div>
    </dialog>
  );
}
