/**
 * Request context keys owned by the web app. The server sets them on the `RouterContextProvider` it builds per
 * request (apps/server/src/web/ssr.ts); the build's server entry re-exports them so the server uses the very
 * same key objects. Vite may copy this module into more than one bundle, so the key lives on globalThis.
 */
import type { Services, SessionInfo } from "@bazi/contracts";
import { createContext, type RouterContext } from "react-router";

const KEY = Symbol.for("bazi.nonceContext");
const holder = globalThis as unknown as Record<symbol, RouterContext<string> | undefined>;

/** The per-request CSP nonce (base64), put on every inline and module script the page renders. */
export const nonceContext: RouterContext<string> = holder[KEY] ?? createContext<string>("");
holder[KEY] = nonceContext;

const SERVICES_KEY = Symbol.for("bazi.servicesContext");
const servicesHolder = globalThis as unknown as Record<symbol, RouterContext<Services> | undefined>;
/** What the loaders and actions may call on the server (the Services of @bazi/contracts). */
export const servicesContext: RouterContext<Services> =
  servicesHolder[SERVICES_KEY] ?? createContext<Services>();
servicesHolder[SERVICES_KEY] = servicesContext;

const SESSION_KEY = Symbol.for("bazi.sessionContext");
const sessionHolder = globalThis as unknown as Record<symbol, RouterContext<SessionInfo> | undefined>;
/** The page request's session (see SessionInfo); visitors get `viewer: null`. */
export const sessionContext: RouterContext<SessionInfo> =
  sessionHolder[SESSION_KEY] ??
  createContext<SessionInfo>({ viewer: null, principal: null, ip: "unknown", https: false });
sessionHolder[SESSION_KEY] = sessionContext;
