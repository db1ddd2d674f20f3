/** Shared pieces of the content pages (browser and server). */
/** The article list's page size (docs/product.md §9). */
export const ARTICLES_PER_PAGE = 20;

/** What the FAQ form's action answers. */
export interface AskResult {
  ok: boolean;
  message: string | null;
  errors: Record<string, string>;
  /** What was typed (shown again after a failed post without JavaScript). */
  values?: Record<string, string>;
}
