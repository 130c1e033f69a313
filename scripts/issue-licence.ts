/**
 * Issues Gatehouse licences for development and test installations (docs/licence.md "Issuing a licence"):
 *
 *   tsx scripts/issue-licence.ts keygen --out ./licence-issuer
 *     writes issuer.pem (the private key, mode 0600) and prints the public key to put in
 *     GATEHOUSE_LICENCE_PUBLIC_KEYS on the installations that should trust it;
 *   tsx scripts/issue-licence.ts issue --key ./licence-issuer/issuer.pem --customer "华东运维中心" --days 365 \
 *       [--installation <id from the licence page>] [--assets 500] [--sessions 50] [--nodes 2] [--start <ISO time>]
 *     prints the licence text to paste on /setup-manage-license (or to keep in GATEHOUSE_LICENCE_FILE).
 *
 * Production licences are signed by the vendor's own key, which is not in this repository.
 */
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { issueLicence, publicKeyToBase64 } from '../src/server/modules/licence';

const DAY_MS = 86_400_000;

function keygen(out: string): void {
  mkdirSync(out, { recursive: true });
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  writeFileSync(join(out, 'issuer.pem'), privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 });
  process.stdout.write(`${publicKeyToBase64(publicKey)}\n`);
}

function positive(name: string, text: string | undefined, fallback: number): number {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isSafeInteger(value) || value < 1) throw new Error(`--${name} must be a whole number of at least 1`);
  return value;
}

function issue(values: Record<string, string | undefined>): void {
  if (!values.key) throw new Error('--key <issuer.pem> is required');
  if (!values.customer) throw new Error('--customer is required');
  const start = values.start ? new Date(values.start) : new Date();
  if (Number.isNaN(start.getTime())) throw new Error('--start must be an ISO time, e.g. 2026-12-01T00:00:00Z');
  const days = positive('days', values.days, 365);
  const licence = issueLicence(
    {
      licenceId: `GH-${randomUUID().slice(0, 8).toUpperCase()}`,
      customer: values.customer,
      installationId: values.installation ?? null,
      issuedAt: new Date().toISOString(),
      startTime: start.toISOString(),
      expireTime: new Date(start.getTime() + days * DAY_MS).toISOString(),
      limits: {
        assets: positive('assets', values.assets, 500),
        sessions: positive('sessions', values.sessions, 50),
        nodes: positive('nodes', values.nodes, 1),
      },
    },
    readFileSync(values.key, 'utf8'),
  );
  process.stdout.write(`${licence}\n`);
}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    out: { type: 'string' },
    key: { type: 'string' },
    customer: { type: 'string' },
    installation: { type: 'string' },
    days: { type: 'string' },
    start: { type: 'string' },
    assets: { type: 'string' },
    sessions: { type: 'string' },
    nodes: { type: 'string' },
  },
});

try {
  if (positionals[0] === 'keygen') keygen(values.out ?? './licence-issuer');
  else if (positionals[0] === 'issue') issue(values);
  else throw new Error('usage: issue-licence.ts keygen --out <dir> | issue --key <pem> --customer <name> [options]');
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
