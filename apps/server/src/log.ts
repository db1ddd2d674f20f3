import pino, { type Logger } from "pino";

export type { Logger };

/** JSON logs on stdout. */
export function createLogger(level: string): Logger {
  return pino({ level, base: { service: "bazi-server" }, timestamp: pino.stdTimeFunctions.isoTime });
}
