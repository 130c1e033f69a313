import { describe, expect, it } from 'vitest';
import {
  accountFilters,
  EMPTY_ACCOUNT_FILTERS,
  withoutStrength,
} from '../../../src/app/features/coffer/accountFilters';
import { categoryOfRow } from '../../../src/app/features/coffer/cofferFilters';

describe('the category of a safe in a search across all of them', () => {
  it('is manage for its managers, use with a valid licence, else unauthorised', () => {
    expect(categoryOfRow({ canManage: true, licenseType: null })).toBe('manage');
    expect(categoryOfRow({ canManage: true, licenseType: 'reveal' })).toBe('manage');
    expect(categoryOfRow({ canManage: false, licenseType: 'view' })).toBe('use');
    expect(categoryOfRow({ canManage: false, licenseType: null })).toBe('unauthorised');
  });
});

describe('the account list filters', () => {
  it('leave blanks out and send what is chosen', () => {
    expect(accountFilters(EMPTY_ACCOUNT_FILTERS)).toEqual({});
    expect(
      accountFilters({
        accountName: ' root ',
        assetName: '',
        strength: 'low',
        weakOnly: true,
        safe: { cofferId: 5, cofferName: '生产库' },
      }),
    ).toEqual({ accountName: 'root', strength: 'low', weak: 'true', cofferId: '5' });
    expect(accountFilters({ ...EMPTY_ACCOUNT_FILTERS, strength: 'bogus' })).toEqual({});
  });

  it('count every strength of the rest of the search for the chart', () => {
    expect(withoutStrength({ accountName: 'root', strength: 'high', weak: 'true' })).toEqual({
      accountName: 'root',
      weak: 'true',
    });
  });
});
