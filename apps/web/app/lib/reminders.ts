/** What the reminder forms' action answers (browser and server). */
export interface ReminderResult {
  intent: "messengerConnect" | "messengerSave" | "feedLink" | "hoursSave";
  ok: boolean;
  message: string | null;
  /** Form field → message. */
  errors: Record<string, string>;
  /** messengerConnect: the one-time t.me link; feedLink: the feed's address. */
  url?: string;
  /** feedLink: the chart it is for. */
  uuid?: string;
  /** hoursSave: the window now in force (null: every hour). */
  window?: { from: string; to: string } | null;
}

export const REMINDER_INTENTS: readonly ReminderResult["intent"][] = [
  "messengerConnect",
  "messengerSave",
  "feedLink",
  "hoursSave",
];
