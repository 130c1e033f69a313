import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * A self-signed RSA certificate and its key, written as cert.pem and key.pem in `dir`, for a test peer that speaks
 * TLS (slapd, xrdp, an HTTPS web application, the benchmark's MariaDB). `ipAddress` adds it as the certificate's
 * subjectAltName, so that a client verifying the peer's name accepts it at that address.
 */
export async function writeSelfSignedCert(
  dir: string,
  options: { commonName: string; ipAddress?: string; days?: number },
): Promise<{ cert: string; key: string }> {
  const cert = join(dir, 'cert.pem');
  const key = join(dir, 'key.pem');
  const altName = options.ipAddress ? ['-addext', `subjectAltName=IP:${options.ipAddress}`] : [];
  await run('/usr/bin/openssl', [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    String(options.days ?? 1),
    '-subj',
    `/CN=${options.commonName}`,
    ...altName,
    '-keyout',
    key,
    '-out',
    cert,
  ]);
  return { cert, key };
}
