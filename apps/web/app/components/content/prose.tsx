/**
 * Content HTML (articles, sections, FAQ answers). The HTML comes from our own Markdown files, rendered on the
 * server at import with raw HTML off and dangerous links dropped (features/content/content-files.ts): it is
 * the one place the site inserts HTML, and never anything a user typed.
 */
export function Prose({
  html,
  className = "",
  testId,
}: {
  html: string;
  className?: string;
  testId?: string;
}) {
  return (
    <div
      className={`leading-relaxed text-stone-800 [&_a]:text-seal [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-stone-300 [&_blockquote]:pl-4 [&_code]:rounded [&_code]:bg-stone-100 [&_code]:px-1 [&_h2]:mt-8 [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:text-stone-900 [&_h3]:mt-6 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-stone-900 [&_li]:mt-1 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-3 [&_table]:mt-4 [&_td]:border [&_td]:border-stone-200 [&_td]:px-2 [&_td]:py-1 [&_th]:border [&_th]:border-stone-200 [&_th]:px-2 [&_th]:py-1 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6 ${className}`}
      data-testid={testId}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own Markdown, rendered safe at import (see above)
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
