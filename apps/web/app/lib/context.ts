/**
 * Request context keys owned by the web app. The server sets them on the `RouterContextProvider` it builds per
 * request (apps/server/src/web/ssr.ts); the build's server entry re-exports them so the server uses the very
 * same key objects. Vite may copy this module into more than one bundle, so the key lives on globalThis.
 */
import { createContext, type RouterContext } from "react-router";

const KEY = Symbol.for("bazi.nonceContext");
const holder = globalThis as unknown as Record<symbol, RouterContext<string> | undefined>;

/** The per-request CSP nonce (base64), put on every inline and module script the page renders. */
export const nonceContext: RouterContext<string> = holder[KEY] ?? createContext<string>("");
holder[KEY] = nonceContext;
