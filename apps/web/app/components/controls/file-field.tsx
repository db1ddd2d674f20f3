/**
 * A file input in the page's language instead of the browser's ("Choose File", "No file chosen" in the browser's
 * language): the native input, visually hidden but focusable (Tab, then Space or Enter opens the chooser), inside
 * a label styled as a button with our text; the focus ring shows on that button. Next to it, the chosen file's
 * name or «Файл не выбран», which also describes the input. Without JavaScript the button works the same; only
 * the name does not follow the choice.
 */
import type { Lang } from "@bazi/i18n";
import { t } from "@bazi/i18n/controls";
import { useEffect, useRef, useState } from "react";

export interface FileFieldProps {
  lang: Lang;
  /** The input's id (the field's `<label htmlFor>` names it; the button's text is read after that label). */
  id: string;
  name: string;
  accept?: string;
  /** The button's text (default «Выбрать изображение» / "Choose an image"). */
  button?: string;
  invalid?: boolean;
  /** Ids of the field's hint and error; the chosen file's line (`${id}-file`) comes first. */
  describedBy?: string;
  testId?: string;
}

export function FileField({ lang, id, name, accept, button, invalid, describedBy, testId }: FileFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState("");
  // a form's reset empties the input without a change event
  useEffect(() => {
    const form = input.current?.form;
    const clear = () => setFile("");
    form?.addEventListener("reset", clear);
    return () => form?.removeEventListener("reset", clear);
  }, []);
  return (
    <div className="mt-1 flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1">
      <label className="relative inline-flex cursor-pointer items-center gap-2 rounded-full border border-stone-300 bg-white px-4 py-2 text-sm font-medium text-stone-900 hover:border-stone-500 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-seal has-[[aria-invalid]]:border-red-700">
        <input
          ref={input}
          id={id}
          name={name}
          type="file"
          accept={accept}
          onChange={(e) => setFile(e.currentTarget.files?.[0]?.name ?? "")}
          aria-invalid={invalid || undefined}
          aria-describedby={[`${id}-file`, describedBy].filter(Boolean).join(" ")}
          className="sr-only"
          data-testid={testId}
        />
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 fill-stone-600">
          <path d="M4 3h8l4 4v10H4zm7 1.5V8h3.5zM6.5 14h7l-2.2-3-1.6 2-1.2-1.4z" />
        </svg>
        {button ?? t(lang, "controls.file.image")}
      </label>
      <span
        id={`${id}-file`}
        className="min-w-0 truncate text-sm text-stone-600"
        data-testid={testId ? `${testId}-name` : undefined}
      >
        {file || t(lang, "controls.file.none")}
      </span>
    </div>
  );
}
