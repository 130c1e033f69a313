import { describe, expect, it } from 'vitest';
import { adoptBodyOf, choiceOf, isAdoptable, markAdopted } from '../../../src/app/features/coffer/adoption';
import {
  type Discovery,
  DiscoverySchema,
  type LocalUser,
  LocalUserSchema,
} from '../../../src/shared/api/accountAdoption';

const user = (accountName: string, over: Partial<LocalUser> = {}): LocalUser =>
  LocalUserSchema.parse({
    accountName,
    uid: 1000,
    gid: 1000,
    comment: '',
    home: `/home/${accountName}`,
    shell: '/bin/bash',
    canLogin: true,
    isSystem: false,
    managedAccountId: null,
    accountType: 0,
    ...over,
  });

const discovery: Discovery = DiscoverySchema.parse({
  assetId: 3,
  assetName: 'web-01',
  viaAccountId: 9,
  viaAccountName: 'ops',
  users: [
    user('root', { uid: 0, home: '/root', accountType: 1 }),
    user('ops', { managedAccountId: 9 }),
    user('deploy'),
  ],
});

describe('adopting discovered local users', () => {
  it('offers only users not managed yet, with the suggested account type', () => {
    expect(discovery.users.map(isAdoptable)).toEqual([true, false, true]);
    expect(choiceOf(discovery.users[0] ?? user('x'))).toEqual({ accountType: 1, password: '' });
  });

  it('asks for the chosen users in the host order, a password only where typed', () => {
    const body = adoptBodyOf(3, discovery.users, {
      deploy: { accountType: 0, password: 's3cret!' },
      root: { accountType: 1, password: '' },
      // Chosen before it was adopted elsewhere: left out, the server would refuse the whole request.
      ops: { accountType: 0, password: '' },
    });
    expect(body).toEqual({
      assetId: 3,
      accounts: [
        { accountName: 'root', accountType: 1 },
        { accountName: 'deploy', accountType: 0, password: 's3cret!' },
      ],
    });
  });

  it('shows the adopted users as managed afterwards', () => {
    const after = markAdopted(discovery, { added: [{ accountId: 41, accountName: 'deploy', accountType: 0 }] });
    expect(after.users.map((entry) => entry.managedAccountId)).toEqual([null, 9, 41]);
    expect(discovery.users[2]?.managedAccountId).toBeNull();
  });
});
