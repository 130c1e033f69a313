import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../../src/server/security/passwords';

describe('console password hashes', () => {
  it('are scrypt at N = 2^15, r = 8, p = 1 unless GATEHOUSE_SCRYPT_COST says otherwise', async () => {
    const stored = await hashPassword('Gate@house2026');
    expect(stored.split('$').slice(0, 4)).toEqual(['scrypt', '32768', '8', '1']);
    expect(await verifyPassword('Gate@house2026', stored)).toBe(true);
    expect(await verifyPassword('Gate@house2027', stored)).toBe(false);
  });

  it('verify with the cost stored in the hash, whatever new hashes use', async () => {
    const cheaper = (await hashPassword('Gate@house2026')).replace(/^scrypt\$32768\$/, 'scrypt$4096$');
    // The same salt and key under another N no longer verify: the stored N is the one used.
    expect(await verifyPassword('Gate@house2026', cheaper)).toBe(false);
  });
});
