/** What the payment forms' action answers when it does not send the browser on (browser and server). */
export interface PayResult {
  intent: "checkout" | "autopayOff" | "autopayOn";
  ok: boolean;
  message: string | null;
  /** Form field → message. */
  errors: Record<string, string>;
  /** What was chosen, to show again after a failed page post. */
  values?: Record<string, string>;
}
