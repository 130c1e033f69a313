import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import type { SecureContextOptions } from 'node:tls';
import { generate } from 'selfsigned';

/** Where the listeners' generated certificate is kept, under the data dir. */
const GENERATED_DIR = 'native-tls';
const CERT_DAYS = 3650;

/**
 * The client side's TLS identity of the native listeners: the operator's PEM files when given
 * (GATEHOUSE_DB_TLS_CERT/GATEHOUSE_DB_TLS_KEY), else a self-signed certificate made once into the data dir and
 * kept, so that a client pinning it (sslmode=verify-ca with its file) keeps working across restarts.
 */
export async function loadNativeTls(
  dataDir: string,
  files: { certFile?: string | undefined; keyFile?: string | undefined },
): Promise<Pick<SecureContextOptions, 'cert' | 'key'>> {
  if (files.certFile && files.keyFile)
    return { cert: await readFile(files.certFile), key: await readFile(files.keyFile) };
  const dir = join(dataDir, GENERATED_DIR);
  const certPath = join(dir, 'cert.pem');
  const keyPath = join(dir, 'key.pem');
  try {
    return { cert: await readFile(certPath), key: await readFile(keyPath) };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const name = hostname();
  const notAfterDate = new Date(Date.now() + CERT_DAYS * 86_400_000);
  const made = await generate([{ name: 'commonName', value: `Gatehouse database listener ${name}` }], {
    keyType: 'ec',
    curve: 'P-256',
    notAfterDate,
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: name },
          { type: 2, value: 'localhost' },
          { type: 7, ip: '127.0.0.1' },
        ],
      },
    ],
  } as Parameters<typeof generate>[1]);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await writeFile(keyPath, made.private, { mode: 0o600 });
  await writeFile(certPath, made.cert, { mode: 0o644 });
  return { cert: made.cert, key: made.private };
}
