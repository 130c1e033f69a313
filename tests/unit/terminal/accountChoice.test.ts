import { describe, expect, it } from 'vitest';
import { loginAccounts } from '../../../src/app/features/terminal/accountChoice';
import type { MyAssetAccount } from '../../../src/shared/api/myAssets';

const account = (accountId: number, accountName: string, canLogin: boolean): MyAssetAccount => ({
  accountId,
  accountName,
  accountType: 0,
  canLogin,
});

describe('the accounts the terminal offers', () => {
  it('offers, by name, exactly the accounts a login right reaches', () => {
    const offered = loginAccounts({
      canLogin: true,
      accounts: [account(2, 'root', true), account(3, 'ops', true), account(9, 'audit', false)],
    });
    expect(offered).toEqual([
      { accountId: 2, accountName: 'root' },
      { accountId: 3, accountName: 'ops' },
    ]);
  });

  it('a default grant (every account) on an asset outside the user’s department offers every account by name', () => {
    // The asset's account list is out of the operator's scope; the my-asset detail names the accounts anyway.
    expect(loginAccounts({ canLogin: true, accounts: [account(4, 'a', true), account(5, 'b', true)] })).toEqual([
      { accountId: 4, accountName: 'a' },
      { accountId: 5, accountName: 'b' },
    ]);
  });

  it('offers nothing on an asset the user may only view', () => {
    expect(loginAccounts({ canLogin: false, accounts: [account(4, 'a', false)] })).toEqual([]);
  });
});
