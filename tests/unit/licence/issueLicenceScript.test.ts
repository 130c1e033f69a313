import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { readLicence } from '../../../src/server/modules/licence/licenceDocument';
import { trustedLicenceKeys } from '../../../src/server/modules/licence/licenceKeys';

/** scripts/issue-licence.ts as docs/licence.md tells a developer to run it. */
const dir = mkdtempSync(join(tmpdir(), 'gatehouse-issuer-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const run = (...args: string[]) =>
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/issue-licence.ts', ...args], { encoding: 'utf8' }).trim();

// Each run starts Node with tsx (about a second; several on a busy machine): not the 5 s of a unit test.
const SCRIPT_TIMEOUT_MS = 30_000;

it('makes an issuer key and signs a licence that an installation trusting it reads back', {
  timeout: SCRIPT_TIMEOUT_MS,
}, () => {
  const publicKey = run('keygen', '--out', dir);
  expect(statSync(join(dir, 'issuer.pem')).mode & 0o777).toBe(0o600);
  const licence = run(
    'issue',
    ...['--key', join(dir, 'issuer.pem'), '--customer', '华东运维中心', '--days', '90'],
    ...['--installation', 'inst-1', '--assets', '200', '--sessions', '20', '--nodes', '2'],
  );
  const payload = readLicence(licence, trustedLicenceKeys({ GATEHOUSE_LICENCE_PUBLIC_KEYS: publicKey }));
  expect(payload).toMatchObject({
    customer: '华东运维中心',
    installationId: 'inst-1',
    limits: { assets: 200, sessions: 20, nodes: 2 },
  });
  expect(Date.parse(payload.expireTime) - Date.parse(payload.startTime)).toBe(90 * 86_400_000);
});

it('names a missing option instead of signing something', { timeout: SCRIPT_TIMEOUT_MS }, () => {
  expect(() => run('issue', '--customer', 'x')).toThrow(/--key <issuer.pem> is required/);
});
