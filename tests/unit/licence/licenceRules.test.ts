import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { issueLicence, LicenceDocumentError, readLicence } from '../../../src/server/modules/licence/licenceDocument';
import { trustedLicenceKeys } from '../../../src/server/modules/licence/licenceKeys';
import { licenceStatusAt } from '../../../src/shared/rules/licenceRules';
import { TEST_ISSUER_PUBLIC_KEY, testLicence } from '../../support/testLicence';

const DAY_MS = 86_400_000;
const at = (iso: string) => new Date(iso);

describe('licence status (spec §4)', () => {
  const licence = { startTime: '2026-01-01T00:00:00.000Z', expireTime: '2027-01-01T00:00:00.000Z' };

  it('is 0 without a licence and before its start', () => {
    expect(licenceStatusAt(null, at('2026-06-01T00:00:00Z'))).toBe(0);
    expect(licenceStatusAt(licence, at('2025-12-31T23:59:59Z'))).toBe(0);
  });

  it('is 1 while valid, 2 within the last 30 days, 3 from its end on', () => {
    expect(licenceStatusAt(licence, at('2026-01-01T00:00:00Z'))).toBe(1);
    expect(licenceStatusAt(licence, new Date(Date.parse(licence.expireTime) - 30 * DAY_MS - 1))).toBe(1);
    expect(licenceStatusAt(licence, new Date(Date.parse(licence.expireTime) - 30 * DAY_MS))).toBe(2);
    expect(licenceStatusAt(licence, new Date(Date.parse(licence.expireTime) - 1))).toBe(2);
    expect(licenceStatusAt(licence, at(licence.expireTime))).toBe(3);
  });
});

describe('licence documents', () => {
  const trusted = trustedLicenceKeys({ GATEHOUSE_LICENCE_PUBLIC_KEYS: TEST_ISSUER_PUBLIC_KEY });
  const problemOf = (text: string, keys = trusted) => {
    try {
      readLicence(text, keys);
      return null;
    } catch (error) {
      return error instanceof LicenceDocumentError ? error.problem : String(error);
    }
  };

  it('reads a licence signed by a trusted key, wrapped across lines or not', () => {
    const key = testLicence({ customer: '华东运维中心' });
    expect(readLicence(key, trusted).customer).toBe('华东运维中心');
    expect(readLicence(` ${key.replace(/(.{40})/g, '$1\r\n')}\n`, trusted).customer).toBe('华东运维中心');
  });

  it('refuses a changed payload, a changed signature, another prefix and an untrusted signer', () => {
    const [prefix, payload, signature] = testLicence().split('.');
    const body = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8'));
    const raised = Buffer.from(JSON.stringify({ ...body, limits: { ...body.limits, assets: 9e5 } })).toString(
      'base64url',
    );
    expect(problemOf(`${prefix}.${raised}.${signature}`)).toBe('signature');
    // A changed byte (changing the text's last characters may only touch base64's unused bits: the same bytes).
    const bytes = Buffer.from(signature ?? '', 'base64url');
    bytes[0] = (bytes[0] ?? 0) ^ 0xff;
    expect(problemOf(`${prefix}.${payload}.${bytes.toString('base64url')}`)).toBe('signature');
    expect(problemOf(`GHL2.${payload}.${signature}`)).toBe('format');
    expect(problemOf('GHL1.only-two')).toBe('format');
    // Only the built-in vendor key: the tests' issuer is not trusted.
    expect(problemOf(`${prefix}.${payload}.${signature}`, trustedLicenceKeys({}))).toBe('signature');
  });

  it('will not sign a payload that is not a licence (an end before its start)', () => {
    const pem = generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    expect(() =>
      issueLicence(
        {
          licenceId: 'X',
          customer: 'c',
          installationId: null,
          issuedAt: '2026-01-01T00:00:00Z',
          startTime: '2027-01-01T00:00:00Z',
          expireTime: '2026-01-01T00:00:00Z',
          limits: { assets: 1, sessions: 1, nodes: 1 },
        },
        pem,
      ),
    ).toThrow();
  });

  it('stops a start whose extra key is not an Ed25519 public key, naming it', () => {
    expect(() => trustedLicenceKeys({ GATEHOUSE_LICENCE_PUBLIC_KEYS: 'bm90IGEga2V5' })).toThrow(/bm90IGEga2V5/);
  });
});
