import { describe, expect, it } from 'vitest';
import { AddGrantsBodySchema } from '../../../src/shared/api/grants';
import {
  AccessMode,
  accessAllows,
  accessEntryMatches,
  defaultGrantWindow,
  grantStateAt,
  isAccessEntry,
} from '../../../src/shared/rules/grantRules';

describe('authorisation rules', () => {
  it('starts the default window one minute ago with the seconds zeroed and ends it 100 years later', () => {
    const window = defaultGrantWindow(new Date('2026-03-04T10:20:35.789Z'));
    expect(window).toEqual({ startTime: '2026-03-04T10:19:00.000Z', endTime: '2126-03-04T10:19:00.000Z' });
  });

  it('computes valid, pending, expired and revoked from the times', () => {
    const grant = { startsAt: '2026-01-01T00:00:00.000Z', endsAt: '2026-02-01T00:00:00.000Z', revokedAt: null };
    expect(grantStateAt(grant, new Date('2025-12-31T23:59:59Z'))).toEqual({ state: 3, expiryReason: null });
    expect(grantStateAt(grant, new Date('2026-01-15T00:00:00Z'))).toEqual({ state: 1, expiryReason: null });
    expect(grantStateAt(grant, new Date('2026-02-01T00:00:01Z'))).toEqual({ state: 2, expiryReason: 1 });
    const revoked = { ...grant, revokedAt: '2026-01-10T00:00:00.000Z' };
    expect(grantStateAt(revoked, new Date('2025-12-31T00:00:00Z'))).toEqual({ state: 2, expiryReason: 2 });
  });

  it('accepts IPv4 addresses and CIDR masks 0–32 only', () => {
    for (const entry of ['10.0.0.1', '10.0.0.0/8', '0.0.0.0/0', '192.168.1.7/32'])
      expect(isAccessEntry(entry)).toBe(true);
    for (const entry of ['10.0.0.256', '10.0.0.0/33', '10.0.0.0/', 'host.example.com', '10.0.0.0/8/1', '::1', ''])
      expect(isAccessEntry(entry)).toBe(false);
  });

  it('matches source addresses against entries, IPv4-mapped IPv6 included', () => {
    expect(accessEntryMatches('10.1.0.0/16', '10.1.255.3')).toBe(true);
    expect(accessEntryMatches('10.1.0.0/16', '10.2.0.1')).toBe(false);
    expect(accessEntryMatches('0.0.0.0/0', '203.0.113.9')).toBe(true);
    expect(accessEntryMatches('192.168.1.7', '192.168.1.7')).toBe(true);
    expect(accessEntryMatches('192.168.1.7', '192.168.1.8')).toBe(false);
    expect(accessEntryMatches('127.0.0.0/8', '::ffff:127.0.0.1')).toBe(true);
    expect(accessEntryMatches('0.0.0.0/0', '::1')).toBe(false);
  });

  it('lets a whitelist admit only its entries and a blacklist everything else', () => {
    expect(accessAllows(null, [], '1.2.3.4')).toBe(true);
    expect(accessAllows(AccessMode.whitelist, ['1.2.3.0/24'], '1.2.3.4')).toBe(true);
    expect(accessAllows(AccessMode.whitelist, ['1.2.3.0/24'], '1.2.4.4')).toBe(false);
    expect(accessAllows(AccessMode.blacklist, ['1.2.3.0/24'], '1.2.3.4')).toBe(false);
    expect(accessAllows(AccessMode.blacklist, ['1.2.3.0/24'], '::1')).toBe(true);
  });

  it('refuses times that are not dates or fall outside four-digit years', () => {
    const body = { userIds: [1], assetIds: [1], permissionType: 1, startTime: '2026-01-01T00:00:00Z' };
    const endOf = (endTime: string) => AddGrantsBodySchema.safeParse({ ...body, endTime }).success;
    expect(endOf('2126-01-01T00:00:00Z')).toBe(true);
    expect(endOf('not a date')).toBe(false);
    expect(endOf('+010000-01-01T00:00:00Z')).toBe(false);
  });
});
