/** A TCP port free on the loopback now (the benchmarks start servers on it). */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export function freePort(): Promise<number> {
  const s = createServer();
  return new Promise((resolve) =>
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    }),
  );
}
