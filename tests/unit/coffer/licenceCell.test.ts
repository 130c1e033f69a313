import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../src/app/components/formatDateTime';
import {
  EXPIRING_SOON_MS,
  hasEnded,
  licenceCellOf,
  licenceCellText,
  licenceUntilText,
} from '../../../src/app/features/coffer/licenceCell';
import { enT, zhT } from './textsOf';

const NOW = new Date('2030-06-01T08:00:00Z');
const at = (offsetMs: number) => new Date(NOW.getTime() + offsetMs).toISOString();
const DAY_MS = 24 * 60 * 60 * 1000;

describe('the licence-type coffer cell (spec §2)', () => {
  it('says 无授权 without a licence', () => {
    const cell = licenceCellOf(null, null, NOW);
    expect(cell).toEqual({ kind: 'none' });
    expect(licenceCellText(cell, zhT)).toBe('无授权');
    expect(licenceCellText(cell, enT)).toBe('No licence');
    expect(licenceUntilText(cell, zhT)).toBe('');
  });

  it('shows a valid licence with its type and until when', () => {
    const end = at(30 * DAY_MS);
    const cell = licenceCellOf('use', end, NOW);
    expect(cell).toEqual({ kind: 'valid', type: 'use', until: formatDateTime(end) });
    expect(licenceCellText(cell, zhT)).toBe(`使用 至 ${formatDateTime(end)}`);
    expect(licenceCellText(licenceCellOf('reveal', end, NOW), enT)).toBe(`Reveal until ${formatDateTime(end)}`);
  });

  it('says a licence ending within a day expires soon', () => {
    const end = at(EXPIRING_SOON_MS - 60_000);
    const cell = licenceCellOf('view', end, NOW);
    expect(cell.kind).toBe('expiring');
    expect(licenceCellText(cell, zhT)).toBe(`查看 将于 ${formatDateTime(end)} 到期`);
    expect(licenceCellOf('view', at(EXPIRING_SOON_MS + 60_000), NOW).kind).toBe('valid');
  });

  it('says a licence whose end has passed (a page left open) has expired', () => {
    const end = at(-60_000);
    const cell = licenceCellOf('manage', end, NOW);
    expect(cell.kind).toBe('expired');
    expect(licenceCellText(cell, zhT)).toBe(`管理 已于 ${formatDateTime(end)} 过期`);
    expect(licenceCellText(cell, enT)).toBe(`Manage ended ${formatDateTime(end)}`);
  });

  it('shows only the type of a right without an end (a manager)', () => {
    const cell = licenceCellOf('manage', null, NOW);
    expect(cell).toEqual({ kind: 'valid', type: 'manage', until: '' });
    expect(licenceCellText(cell, zhT)).toBe('管理');
  });

  describe('a licence that ended, answered as lapsedLicense when no valid one is left', () => {
    const end = '2030-05-20T10:00:00Z';

    it('shows an expired licence as 已过期 with its type and end, not as 无授权', () => {
      const cell = licenceCellOf(null, null, NOW, { licenseType: 'reveal', endTime: end, expiryReason: 1 });
      expect(cell).toEqual({ kind: 'lapsed', type: 'reveal', until: formatDateTime(end), reason: 'expired' });
      expect(hasEnded(cell)).toBe(true);
      expect(licenceCellText(cell, zhT)).toBe(`查看密码 已过期 ${formatDateTime(end)}`);
      expect(licenceCellText(cell, enT)).toBe(`Reveal expired ${formatDateTime(end)}`);
    });

    it('shows a revoked licence as 已撤销 with its type and when', () => {
      const cell = licenceCellOf(null, null, NOW, { licenseType: 'use', endTime: end, expiryReason: 2 });
      expect(cell).toMatchObject({ kind: 'lapsed', type: 'use', reason: 'revoked' });
      expect(licenceCellText(cell, zhT)).toBe(`使用 已撤销 ${formatDateTime(end)}`);
      expect(licenceUntilText(cell, enT)).toBe(`revoked ${formatDateTime(end)}`);
    });

    it('lets a valid licence win over an older one that lapsed', () => {
      const valid = at(30 * DAY_MS);
      const cell = licenceCellOf('view', valid, NOW, { licenseType: 'manage', endTime: end, expiryReason: 2 });
      expect(cell.kind).toBe('valid');
      expect(hasEnded(cell)).toBe(false);
    });

    it('counts a valid licence past its end on the clock as ended too', () => {
      expect(hasEnded(licenceCellOf('use', at(-1000), NOW))).toBe(true);
      expect(hasEnded(licenceCellOf(null, null, NOW))).toBe(false);
    });
  });
});
