import { expect, it } from 'vitest';
import { Permission } from '../../src/shared/access/permissions';
import type { Account } from '../../src/shared/api/accounts';
import type { Asset } from '../../src/shared/api/assets';
import { accountApi, sshAsset } from './accountApi';
import { addDept, linuxAsset } from './assetApi';
import { call } from './client';
import { createUser, signIn, signInAdmin } from './fixtures';
import { grant, myAssetDetail } from './grantApi';
import { describeEachDatabase, type TestServer } from './harness';
import { userIdOf } from './orgFixtures';

const PASSWORD = 'Passw0rd!x';
const ACCOUNT_WRITES = [
  Permission.homeQuery,
  Permission.assetQuery,
  Permission.accountAdd,
  Permission.accountEdit,
  Permission.accountRemove,
  Permission.accountCheck,
  Permission.assetEdit,
  Permission.assetRemove,
];

/** A user in no department: without grants they see no asset at all. */
async function operator(server: TestServer, userName: string, permissions: string[] = ACCOUNT_WRITES) {
  await createUser(server, { userName, permissions });
  return { id: await userIdOf(server, userName), token: await signIn(server, userName, PASSWORD) };
}

describeEachDatabase('manage authorisations', (server) => {
  it('lets the holder of a manage authorisation manage that asset’s accounts, and only them', async () => {
    const admin = await signInAdmin(server());
    const dept = await addDept(server(), admin, 'manage-dept', null);
    const granted = await sshAsset(server(), admin, 'manage-granted', '10.0.11.1', 22, { deptId: dept });
    const ordinary = await sshAsset(server(), admin, 'manage-ordinary', '10.0.11.2', 22, { deptId: dept });
    const other = await sshAsset(server(), admin, 'manage-other', '10.0.11.3', 22, { deptId: dept });
    const root = await accountApi(server(), admin).addOk({
      assetId: granted.assetId,
      accountName: 'root',
      authKind: 'password',
      password: 'Mg-Root-1',
    });
    const user = await operator(server(), 'manage_holder');
    const api = accountApi(server(), user.token);
    const newAccount = (assetId: number) => ({
      assetId,
      accountName: 'deploy',
      authKind: 'password' as const,
      password: 'Mg-Deploy-1',
    });

    // Before any authorisation nothing of the department is in sight.
    expect((await api.add(newAccount(granted.assetId))).body).toMatchObject({ code: 404 });
    expect((await api.detail(root.accountId)).body).toMatchObject({ code: 404 });

    await grant(server(), admin, { userIds: [user.id], assetIds: [ordinary.assetId], kind: 0 });
    const [manageGrant] = await grant(server(), admin, { userIds: [user.id], assetIds: [granted.assetId], kind: 1 });
    // An ordinary authorisation is for use only: its asset stays out of the management pages.
    expect((await api.add(newAccount(ordinary.assetId))).body).toMatchObject({ code: 404 });
    expect((await api.list(ordinary.assetId)).body).toMatchObject({ code: 404 });

    // The managed asset: seen on the management pages, its accounts managed, the asset itself not.
    const asset = await call(server().app, 'GET', `/privilege/assets/${granted.assetId}`, { token: user.token });
    expect(asset.body.data).toMatchObject({ canManage: false, canManageAccounts: true });
    const assets = await call(server().app, 'GET', '/privilege/assets/list', { token: user.token });
    expect((assets.body.rows as Asset[]).map((row) => row.assetName)).toEqual(['manage-granted']);
    expect((await api.detail(root.accountId)).body.data).toMatchObject({ accountName: 'root', canManage: true });
    const deploy = (await api.add(newAccount(granted.assetId))).body;
    expect(deploy).toMatchObject({ code: 200, data: { accountName: 'deploy', canManage: true } });
    const deployId = (deploy.data as Account).accountId;
    const edited = await api.edit({ ...newAccount(granted.assetId), accountId: deployId, accountName: 'deploy2' });
    expect(edited.body).toMatchObject({ code: 200, data: { accountName: 'deploy2' } });
    const where = await api.get('/privilege/account/getAccountWhereList');
    expect((where.body.data as { accountName: string }[]).map((row) => row.accountName)).toEqual(['deploy2', 'root']);
    // Accepting a host key is a manager's call: it is answered (no key waits), not refused for scope.
    const accept = await api.acceptKey(granted.assetId, 'SHA256:none');
    expect([403, 404]).not.toContain(accept.body.code);
    expect((await api.remove([deployId])).body).toMatchObject({ code: 200 });
    const assetEdit = await call(server().app, 'PUT', '/privilege/assets/edit', {
      token: user.token,
      body: {
        ...linuxAsset(granted.platformId, {
          assetName: 'renamed',
          address: granted.address,
          deptId: dept,
          protocols: granted.protocols,
        }),
        assetId: granted.assetId,
      },
    });
    expect(assetEdit.body).toMatchObject({ code: 403 });
    const assetRemove = await call(server().app, 'POST', `/privilege/assets/remove/${granted.assetId}`, {
      token: user.token,
    });
    expect(assetRemove.body).toMatchObject({ code: 403 });
    expect((await api.add(newAccount(other.assetId))).body).toMatchObject({ code: 404 });

    // My assets says so too.
    const mine = await myAssetDetail(server(), user.token, granted.assetId);
    expect(mine.data).toMatchObject({ canManage: false, canManageAccounts: true });
    expect(mine.data?.rights).toEqual([expect.objectContaining({ grantId: manageGrant, kind: 1 })]);
    expect((await myAssetDetail(server(), user.token, ordinary.assetId)).data).toMatchObject({
      canManageAccounts: false,
    });

    // The endpoint permission is still needed.
    const reader = await operator(server(), 'manage_reader', [Permission.homeQuery, Permission.assetQuery]);
    await grant(server(), admin, { userIds: [reader.id], assetIds: [granted.assetId], kind: 1 });
    const readerApi = accountApi(server(), reader.token);
    expect((await readerApi.detail(root.accountId)).body).toMatchObject({ code: 200 });
    expect((await readerApi.add(newAccount(granted.assetId))).body).toMatchObject({ code: 403 });

    // Revoked: back out of sight.
    const revoked = await call(server().app, 'POST', `/privilege/impower/revoke/${manageGrant}`, { token: admin });
    expect(revoked.body.code).toBe(200);
    expect((await api.add(newAccount(granted.assetId))).body).toMatchObject({ code: 404 });
    expect((await api.detail(root.accountId)).body).toMatchObject({ code: 404 });
  });

  it('applies the access list of a manage authorisation to the caller’s address', async () => {
    const admin = await signInAdmin(server());
    const asset = await sshAsset(server(), admin, 'manage-acl', '10.0.12.1', 22);
    const user = await operator(server(), 'manage_acl_user');
    await grant(server(), admin, {
      userIds: [user.id],
      assetIds: [asset.assetId],
      kind: 1,
      accessMode: 1,
      accessEntries: ['10.1.0.0/16'],
    });
    const add = (ip: string, accountName: string) =>
      call(server().app, 'POST', '/privilege/account/add', {
        token: user.token,
        ip,
        body: { assetId: asset.assetId, accountName, authKind: 'password', password: 'Mg-Acl-1' },
      });
    expect((await add('10.9.0.1', 'outside')).body).toMatchObject({ code: 404 });
    expect((await add('10.1.2.3', 'inside')).body).toMatchObject({ code: 200 });
  });
});

describeEachDatabase('grants limited to accounts', (server) => {
  it('names the accounts of a limited grant and offers the user only those', async () => {
    const admin = await signInAdmin(server());
    const asset = await sshAsset(server(), admin, 'limited-asset', '10.0.14.1', 22);
    const accounts = accountApi(server(), admin);
    const add = (accountName: string) =>
      accounts.addOk({ assetId: asset.assetId, accountName, authKind: 'password', password: 'Lim-Acc-1' });
    await add('root');
    const deploy = await add('Deploy');
    const user = await operator(server(), 'limited_user', [Permission.homeQuery]);
    const [limited] = await grant(server(), admin, {
      userIds: [user.id],
      assetIds: [asset.assetId],
      accountIds: [deploy.accountId],
    });
    const listed = await call(server().app, 'GET', `/privilege/impower/${limited}`, { token: admin });
    expect(listed.body.data).toMatchObject({
      accountIds: [deploy.accountId],
      accounts: [{ accountId: deploy.accountId, accountName: 'Deploy' }],
    });
    const mine = await myAssetDetail(server(), user.token, asset.assetId);
    expect(mine.data?.accounts).toEqual([
      { accountId: deploy.accountId, accountName: 'Deploy', accountType: 0, canLogin: true },
    ]);

    // A second, unlimited grant opens every account.
    await grant(server(), admin, { userIds: [user.id], assetIds: [asset.assetId], permissionType: 0 });
    const both = await myAssetDetail(server(), user.token, asset.assetId);
    expect(both.data?.accounts.map((account) => account.accountName)).toEqual(['Deploy', 'root']);

    // The search folds case (accounts.search_name, migration 018).
    const where = await accounts.get('/privilege/account/getAccountWhereList', { accountName: 'DEPLOY' });
    expect((where.body.data as { accountId: number }[]).map((row) => row.accountId)).toEqual([deploy.accountId]);
  });
});

describeEachDatabase('subjects that go away', (server) => {
  async function grantsOf(kind: string, subjectId: number) {
    return server()
      .db.selectFrom('grants')
      .select('id')
      .where('subject_kind', '=', kind)
      .where('subject_id', '=', subjectId)
      .execute();
  }

  it('deletes the grants of a deleted user, user group or department with their access lists and accounts', async () => {
    const admin = await signInAdmin(server());
    const asset = await sshAsset(server(), admin, 'gone-asset', '10.0.13.1', 22);
    const account = await accountApi(server(), admin).addOk({
      assetId: asset.assetId,
      accountName: 'root',
      authKind: 'password',
      password: 'Gone-Root-1',
    });
    const user = await operator(server(), 'gone_user', [Permission.homeQuery]);
    const keeper = await operator(server(), 'gone_keeper', [Permission.homeQuery]);
    const now = server().clock.now().toISOString();
    const { id: groupId } = await server()
      .db.insertInto('user_groups')
      .values({ group_name: 'gone-group', remark: '', created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const deptId = await addDept(server(), admin, 'gone-dept', null);
    const restricted = { assetIds: [asset.assetId], accountIds: [account.accountId] };
    const listed = { accessMode: 1 as const, accessEntries: ['10.0.0.0/8'] };
    const [userGrant] = await grant(server(), admin, { userIds: [user.id], ...restricted, ...listed });
    const [groupGrant] = await grant(server(), admin, { groupIds: [groupId], ...restricted, ...listed });
    const [deptGrant] = await grant(server(), admin, { deptIds: [deptId], ...restricted, ...listed });
    const [keptGrant] = await grant(server(), admin, { userIds: [keeper.id], ...restricted, ...listed });
    const starred = await call(server().app, 'POST', `/privilege/my-assets/favourite/${asset.assetId}`, {
      token: user.token,
      ip: '10.9.0.1',
    });
    // The user may use it by grant, so the star is taken.
    expect(starred.body.code).toBe(200);
    const favourites = () =>
      server().db.selectFrom('asset_favourites').select('asset_id').where('user_id', '=', user.id).execute();
    expect(await favourites()).toHaveLength(1);

    const deleted = [
      await call(server().app, 'POST', '/ucenter/user/del', { token: admin, body: { userIds: [user.id] } }),
      await call(server().app, 'POST', '/ucenter/userGroup/del', { token: admin, body: { groupIds: [groupId] } }),
      await call(server().app, 'DELETE', `/system/dept/${deptId}`, { token: admin }),
    ];
    for (const result of deleted) expect(result.body, JSON.stringify(result.body)).toMatchObject({ code: 200 });

    expect(await grantsOf('user', user.id)).toEqual([]);
    expect(await grantsOf('group', groupId)).toEqual([]);
    expect(await grantsOf('dept', deptId)).toEqual([]);
    expect(await favourites()).toEqual([]);
    const gone = [userGrant, groupGrant, deptGrant] as number[];
    const leftovers = async (table: 'grant_access_entries' | 'grant_accounts') =>
      (await server().db.selectFrom(table).select('grant_id').execute()).map((row) => row.grant_id);
    for (const table of ['grant_access_entries', 'grant_accounts'] as const) {
      for (const id of gone) expect(await leftovers(table)).not.toContain(id);
      expect(await leftovers(table)).toContain(keptGrant);
    }
    // The other user's grant is untouched and listed as before.
    const list = await call(server().app, 'GET', '/privilege/impower/list', {
      token: admin,
      query: { assetId: String(asset.assetId) },
    });
    expect(list.body.rows).toEqual([expect.objectContaining({ grantId: keptGrant, subjectName: 'gone_keeper' })]);
  });
});
