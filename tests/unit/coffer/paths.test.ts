import { describe, expect, it } from 'vitest';
import { applyActionOf, canOpenAccounts } from '../../../src/app/features/coffer/cofferActions';
import { categoryFrom, cofferFilters, EMPTY_COFFER_FILTERS } from '../../../src/app/features/coffer/cofferFilters';
import {
  cofferAccountPath,
  idFromSearch,
  idsFromSearch,
  licenceFormPath,
  passwordRecordPath,
  terminalPath,
  weakFixPath,
} from '../../../src/app/features/coffer/paths';

describe('coffer addresses', () => {
  it('opens the weak-password form and the password records on one account', () => {
    expect(weakFixPath(12)).toBe('/weak-edit-password-form?accountId=12');
    expect(weakFixPath()).toBe('/weak-edit-password-form');
    expect(passwordRecordPath(12)).toBe('/password-record?accountId=12');
    expect(idFromSearch(new URLSearchParams(weakFixPath(12).split('?')[1]), 'accountId')).toBe(12);
  });

  it('reads the safes to preselect on the licence form, once each, leaving bad entries out', () => {
    expect(idsFromSearch(new URLSearchParams('cofferIds=1,2, 3,2,x,0,-4'), 'cofferIds')).toEqual([1, 2, 3]);
    expect(idsFromSearch(new URLSearchParams(''), 'cofferIds')).toEqual([]);
    expect(licenceFormPath([4, 5])).toBe('/account-license-form?cofferIds=4,5');
    expect(licenceFormPath([])).toBe('/account-license-form');
  });

  it('opens a safe’s accounts and the terminal on one of them', () => {
    expect(cofferAccountPath(8)).toBe('/coffer-account?cofferId=8');
    expect(idFromSearch(new URLSearchParams('cofferId=8'), 'cofferId')).toBe(8);
    expect(idFromSearch(new URLSearchParams('cofferId=0'), 'cofferId')).toBeNull();
    expect(terminalPath(3, 12)).toBe('/terminal?assetId=3&accountId=12');
  });

  it('knows the §6 categories only', () => {
    expect(categoryFrom('unauthorised')).toBe('unauthorised');
    expect(categoryFrom('other')).toBeNull();
    expect(categoryFrom(null)).toBeNull();
  });
});

describe('the safe lists', () => {
  it('leave blank filters out, trim names and send the vault type as a number', () => {
    expect(cofferFilters(EMPTY_COFFER_FILTERS)).toEqual({});
    expect(cofferFilters({ cofferName: ' 生产 ', vaultType: '2', accountName: ' root ' })).toEqual({
      cofferName: '生产',
      vaultType: 2,
      accountName: 'root',
    });
    expect(cofferFilters({ ...EMPTY_COFFER_FILTERS, vaultType: '9' })).toEqual({});
  });

  it('offer the waiting application, else apply, else extend a licence held', () => {
    expect(applyActionOf({ pendingRecordId: 5, licenseType: null }).action).toBe('viewApply');
    expect(applyActionOf({ pendingRecordId: null, licenseType: null })).toEqual({
      action: 'apply',
      labelKey: 'coffer.action.apply',
    });
    expect(applyActionOf({ pendingRecordId: null, licenseType: 'use' }).labelKey).toBe('coffer.action.extend');
  });

  it('open a safe’s accounts to its managers and licence holders only', () => {
    expect(canOpenAccounts({ canManage: true, licenseType: null })).toBe(true);
    expect(canOpenAccounts({ canManage: false, licenseType: 'view' })).toBe(true);
    expect(canOpenAccounts({ canManage: false, licenseType: null })).toBe(false);
  });
});
