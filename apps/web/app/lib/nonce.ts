/**
 * The CSP nonce of the current request.
 *
 * Server: the server sets it on the router context (`nonceContext`); entry.server.tsx passes it to
 * `<ServerRouter nonce>` (which hands it to `<Links>`, `<Scripts>`, `<ScrollRestoration>` and the streamed
 * hydration scripts) and to React's stream renderer. It never goes into loader data.
 * Browser: the same components must render the same nonce while hydrating, or React reports a mismatch. The
 * browser hides the attribute's value but keeps it in the `nonce` property of the elements, so it is read there.
 */
import type { RouterContextProvider } from "react-router";
import { nonceContext } from "./context.ts";

export function getNonce(context: RouterContextProvider): string | undefined {
  try {
    return context.get(nonceContext) || undefined;
  } catch {
    return undefined;
  }
}

let documentNonce: string | undefined | null = null;

/** In the browser, the nonce the document was served with; on the server undefined (the context's is used). */
export function clientNonce(): string | undefined {
  if (typeof document === "undefined") return undefined;
  if (documentNonce === null) {
    documentNonce = document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce || undefined;
  }
  return documentNonce;
}
