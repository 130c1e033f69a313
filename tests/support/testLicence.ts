import { createHash, createPrivateKey, createPublicKey } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { issueLicence, type LicencePayload, publicKeyToBase64 } from '../../src/server/modules/licence';

/**
 * The tests' licence issuer: an Ed25519 key derived from a fixed phrase, so that the test runner, its workers and the
 * servers they start agree on it without a key file. Servers trust it only through GATEHOUSE_LICENCE_PUBLIC_KEYS,
 * which the test configurations set (vitest.server.config.ts, playwright.config.ts); a production server never does.
 */
const SEED = createHash('sha256').update('gatehouse test licence issuer').digest();
// PKCS#8 wrapping of a raw Ed25519 seed (RFC 8410).
const PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');
const privateKey = createPrivateKey({ key: Buffer.concat([PKCS8_PREFIX, SEED]), format: 'der', type: 'pkcs8' });

export const TEST_ISSUER_PRIVATE_PEM = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
export const TEST_ISSUER_PUBLIC_KEY = publicKeyToBase64(createPublicKey(privateKey));

const DAY_MS = 86_400_000;

/** A licence from the test issuer: valid from yesterday for ten years with room for any suite, unless overridden. */
export function testLicence(overrides: Partial<LicencePayload> = {}, now: Date = new Date()): string {
  return issueLicence(
    {
      licenceId: `TEST-${now.getTime()}`,
      customer: 'Gatehouse 测试',
      installationId: null,
      issuedAt: now.toISOString(),
      startTime: new Date(now.getTime() - DAY_MS).toISOString(),
      expireTime: new Date(now.getTime() + 3650 * DAY_MS).toISOString(),
      limits: { assets: 100_000, sessions: 1_000, nodes: 16 },
      ...overrides,
    },
    TEST_ISSUER_PRIVATE_PEM,
  );
}

/**
 * The environment that makes every server a test starts licensed: the issuer trusted and a licence file activated
 * at start. A suite that tests the licence itself starts its server with `licence: { file: null }`.
 */
export function testLicenceEnv(): { GATEHOUSE_LICENCE_PUBLIC_KEYS: string; GATEHOUSE_LICENCE_FILE: string } {
  const dir = join(tmpdir(), 'gatehouse-test-licence');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `licence-${process.pid}.txt`);
  writeFileSync(file, testLicence());
  return { GATEHOUSE_LICENCE_PUBLIC_KEYS: TEST_ISSUER_PUBLIC_KEY, GATEHOUSE_LICENCE_FILE: file };
}
