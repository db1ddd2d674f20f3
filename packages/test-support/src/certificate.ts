/**
 * A throwaway TLS certificate for 127.0.0.1 and localhost, valid for a day (P-256, self-signed, made with the
 * `openssl` command line): for local https servers in tests (the push service, the production topology's nginx).
 */
import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";

/** Writes `key.pem` and `cert.pem` into `dir` (which must exist); the certificate's PEM is also its own CA. */
export async function throwawayCertificate(
  dir: string,
): Promise<{ keyFile: string; certFile: string; cert: string }> {
  const keyFile = join(dir, "key.pem");
  const certFile = join(dir, "cert.pem");
  await promisify(execFile)("openssl", [
    "req",
    "-x509",
    "-newkey",
    "ec",
    "-pkeyopt",
    "ec_paramgen_curve:prime256v1",
    "-nodes",
    "-days",
    "1",
    "-subj",
    "/CN=localhost",
    "-addext",
    "subjectAltName=IP:127.0.0.1,DNS:localhost",
    "-keyout",
    keyFile,
    "-out",
    certFile,
  ]);
  return { keyFile, certFile, cert: await readFile(certFile, "utf8") };
}
