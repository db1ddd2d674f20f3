/** The visitor's choice of icons or text for activity tags, kept in a cookie for 365 days (read on the server). */
import type { TagsMode } from "../components/calendar/tags.tsx";

export const TAGS_COOKIE = "tags_view";

export function tagsModeOf(cookieHeader: string | null): TagsMode {
  const m = cookieHeader ? /(?:^|;\s*)tags_view=(icons|text)\b/.exec(cookieHeader) : null;
  return m?.[1] === "icons" ? "icons" : "text";
}

export function saveTagsMode(mode: TagsMode): void {
  // biome-ignore lint/suspicious/noDocumentCookie: a plain preference cookie; the Cookie Store API is not everywhere
  document.cookie = `${TAGS_COOKIE}=${mode}; path=/; max-age=${365 * 24 * 3600}; samesite=lax`;
}
