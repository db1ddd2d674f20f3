/**
 * Draining an HTTP server for a restart behind a proxy (SIGTERM): stop accepting connections, answer every
 * request that arrives on an open connection with `Connection: close`, and let idle keep-alive connections end
 * on their own.
 *
 * Why not `server.close()` alone: since Node 19 it also destroys idle keep-alive connections at once, and a proxy
 * may have written a request on one of them in the same instant; that request fails with "connection reset"
 * (nginx retries a GET on another instance but not a POST). An idle connection here is closed by its client
 * (nginx's upstream keepalive_timeout, 4 s, deploy/nginx/bazi.conf.template) or by Node's keep-alive timeout (5 s),
 * whichever comes first; `timeoutMs` bounds the whole drain, after which what is left is closed.
 */
import type { RequestListener, Server } from "node:http";
import { Server as NetServer } from "node:net";

export interface Drain {
  /** The server's request listener, marking answers `Connection: close` once the drain has begun. */
  listener: RequestListener;
  /** Resolves when no connection is open; `onTimeout` runs if connections had to be closed after `timeoutMs`. */
  drain(server: Server, timeoutMs: number, onTimeout: () => void): Promise<void>;
}

export function drainable(listener: RequestListener): Drain {
  let draining = false;
  return {
    listener: (req, res) => {
      if (draining) res.setHeader("connection", "close");
      return listener(req, res);
    },
    drain(server, timeoutMs, onTimeout) {
      draining = true;
      return new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          onTimeout();
          server.closeAllConnections();
        }, timeoutMs);
        // net.Server's close: no new connections; the callback runs when the open ones have ended
        NetServer.prototype.close.call(server, () => {
          clearTimeout(timer);
          resolve();
        });
      });
    },
  };
}
