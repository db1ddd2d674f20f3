/** The variables every request carries through the app (Hono's context), set by the middleware that finds them. */
import type { Lang } from "@bazi/i18n";
import type { Principal } from "../features/accounts/accounts.service.ts";

export type AppEnv = {
  Variables: {
    requestId: string;
    lang: Lang;
    nonce: string;
    clientIp: string;
    /**
     * The request came through one of our proxies (the connection's peer is in TRUST_PROXY), so its
     * X-Forwarded-For and X-Forwarded-Proto count (http/request-context.ts).
     */
    viaProxy: boolean;
    commonHeaders: Record<string, string>;
    /** The signed-in user's session (undefined until features/accounts/auth.ts resolves it). */
    principal: Principal | null;
  };
};
