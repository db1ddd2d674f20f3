/**
 * The frame of a reminder block in the Profile tab that talks to the API from the page (the e-mail digest, browser
 * notifications): a bordered box with the block's title and a line on what it does, then its fields. With
 * `onSubmit` it is the form that saves them; without, a section that only says something (no fields, so its lines
 * sit closer).
 */
import type { FormEvent, ReactNode } from "react";

const FRAME = "rounded-lg border border-stone-200 p-4";

export function SettingsBlock({
  title,
  lead,
  testId,
  leadTestId,
  onSubmit,
  children,
}: {
  title: string;
  lead: string;
  testId: string;
  leadTestId?: string;
  onSubmit?: (e: FormEvent) => void;
  children?: ReactNode;
}) {
  const head = (
    <>
      <h3 className="font-semibold">{title}</h3>
      <p className="text-sm text-stone-600" data-testid={leadTestId}>
        {lead}
      </p>
    </>
  );
  if (!onSubmit)
    return (
      <section className={`space-y-2 ${FRAME}`} data-testid={testId}>
        {head}
        {children}
      </section>
    );
  return (
    <form onSubmit={onSubmit} className={`space-y-3 ${FRAME}`} data-testid={testId}>
      {head}
      {children}
    </form>
  );
}
