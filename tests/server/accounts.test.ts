import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { grantAccountPermissions } from '../../src/server/db/migrations/014_accounts';
import { Permission, RoleKey } from '../../src/shared/access/permissions';
import type { Account, AccountOption } from '../../src/shared/api/accounts';
import { DeptRole } from '../../src/shared/enums';
import { makeClientKey } from '../support/sshd';
import { accountApi, sshAsset } from './accountApi';
import { addDept, addTag } from './assetApi';
import { call } from './client';
import { createUser, signIn, signInAdmin } from './fixtures';
import { describeEachDatabase, type TestServer } from './harness';

const MANAGE = [
  Permission.assetQuery,
  Permission.accountAdd,
  Permission.accountEdit,
  Permission.accountRemove,
  Permission.accountCheck,
];

async function deptUser(
  server: TestServer,
  admin: string,
  userName: string,
  deptId: number,
  deptRole: number,
  permissions: string[] = MANAGE,
) {
  const user = await createUser(server, { userName, permissions });
  const added = await call(server.app, 'POST', '/system/dept/members', {
    token: admin,
    body: { deptId, userIds: [user.id], deptRole },
  });
  expect(added.body.code).toBe(200);
  return signIn(server, userName, 'Passw0rd!x');
}

/** Every byte the database keeps: the SQLite files (with the WAL), or every text column of PostgreSQL. */
async function everythingStored(server: TestServer): Promise<Buffer> {
  if (server.dialect === 'sqlite') {
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        return statSync(path).isDirectory() ? files(path) : [path];
      });
    return Buffer.concat(files(server.dataDir).map((path) => readFileSync(path)));
  }
  const { rows: columns } = await sql<{ table_name: string; column_name: string }>`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public' and data_type in ('text', 'character varying')`.execute(server.db);
  const parts: string[] = [];
  for (const column of columns) {
    const { rows } = await sql<{ v: string | null }>`
      select ${sql.ref(column.column_name)} as v from ${sql.table(column.table_name)}`.execute(server.db);
    parts.push(...rows.map((row) => row.v ?? ''));
  }
  return Buffer.from(parts.join('\n'), 'utf8');
}

describeEachDatabase('accounts on assets', (server) => {
  it('adds, lists, edits and deletes accounts; secrets are write-only and an empty one keeps the stored', async () => {
    const admin = await signInAdmin(server());
    const api = accountApi(server(), admin);
    const asset = await sshAsset(server(), admin, 'acc-crud', '10.0.0.5', 22);
    const tag = await addTag(server(), admin, 'acc-tag-db');
    const root = await api.addOk({
      assetId: asset.assetId,
      accountName: 'root',
      accountType: 1,
      authKind: 'password',
      password: 'Acc-Root-Secret-11',
      description: 'the superuser',
      tagIds: [tag.tagId],
    });
    expect(root).toMatchObject({
      assetName: 'acc-crud',
      accountName: 'root',
      accountType: 1,
      authKind: 'password',
      hasPassword: true,
      hasKey: false,
      checkResult: 2,
      checkReason: null,
      tags: [{ tagId: tag.tagId, tagName: 'acc-tag-db' }],
      canManage: true,
    });
    expect(JSON.stringify(root)).not.toContain('Acc-Root-Secret-11');

    expect((await api.add({ assetId: asset.assetId, accountName: 'root' })).body).toMatchObject({
      code: 400,
      msg: '该资产已有同名账号',
      data: { field: 'accountName' },
    });
    expect((await api.add({ assetId: asset.assetId, accountName: 'bad name' })).body).toMatchObject({
      code: 400,
      data: { field: 'accountName' },
    });
    // The same login on another asset is another account.
    const other = await sshAsset(server(), admin, 'acc-crud-2', '10.0.0.6', 22);
    await api.addOk({ assetId: other.assetId, accountName: 'root' });

    // Empty password on edit keeps the stored one.
    const edited = await api.edit({ accountId: root.accountId, accountName: 'root', accountType: 0, tagIds: [] });
    expect(edited.body).toMatchObject({ code: 200, data: { hasPassword: true, accountType: 0, tags: [] } });
    const revealed = await api.reveal(root.accountId, { reason: 'acc crud check' });
    expect(revealed.body).toMatchObject({ code: 200, data: { secret: 'Acc-Root-Secret-11' } });

    const keyed = await api.addOk({ assetId: asset.assetId, accountName: 'deploy', authKind: 'key' });
    expect(keyed).toMatchObject({ authKind: 'key', hasKey: false, hasPassword: false });
    const list = await api.list(asset.assetId);
    expect(list.body).toMatchObject({ code: 200, total: 2 });
    expect((list.body.rows as Account[]).map((row) => row.accountName)).toEqual(['deploy', 'root']);
    expect((await api.list(asset.assetId, { accountType: '1' })).body.total).toBe(0);
    expect((await api.list(asset.assetId, { accountName: 'DEP' })).body.total).toBe(1);

    // The §7 tag removal takes one tag off an account.
    await api.edit({ accountId: keyed.accountId, accountName: 'deploy', authKind: 'key', tagIds: [tag.tagId] });
    const untag = await api.post(`/account/tag/remove/${keyed.accountId}`, { tagId: tag.tagId });
    expect(untag.body).toMatchObject({ code: 200 });
    expect((await api.detail(keyed.accountId)).body.data).toMatchObject({ tags: [] });
    expect((await api.post(`/account/tag/remove/${keyed.accountId}`, { tagId: tag.tagId })).body).toMatchObject({
      code: 10020242,
      msg: '该账号没有此标签',
    });

    expect((await api.remove([root.accountId, keyed.accountId])).body).toMatchObject({
      code: 200,
      data: { deleted: 2 },
    });
    expect((await api.detail(root.accountId)).body).toMatchObject({ code: 404, msg: '账号不存在' });
    // Deleting the asset deletes its accounts.
    await call(server().app, 'POST', `/privilege/assets/remove/${other.assetId}`, { token: admin });
    expect(
      (await api.get('/privilege/account/getAllAccountWhereList', { assetId: String(other.assetId) })).body.data,
    ).toEqual([]);
  });

  it('validates uploaded keys and names the field of a passphrase problem; generates RSA keys', async () => {
    const admin = await signInAdmin(server());
    const api = accountApi(server(), admin);
    const asset = await sshAsset(server(), admin, 'acc-keys', '10.0.0.7', 22);
    const key = await makeClientKey({ type: 'ed25519', passphrase: 'Acc-Key-Pass-4' });
    const base = { assetId: asset.assetId, accountName: 'keyed', authKind: 'key' as const, privateKey: key.privateKey };
    expect((await api.add(base)).body).toMatchObject({ data: { field: 'passphrase' } });
    expect((await api.add({ ...base, passphrase: 'wrong-pass' })).body).toMatchObject({
      data: { field: 'passphrase' },
    });
    expect((await api.add({ ...base, privateKey: 'not a key' })).body).toMatchObject({ data: { field: 'privateKey' } });
    const stored = await api.addOk({ ...base, passphrase: 'Acc-Key-Pass-4' });
    expect(stored).toMatchObject({ hasKey: true, hasPassphrase: true });
    expect(stored.keyFingerprint).toMatch(/^SHA256:/);

    const generated = await api.generateKey(stored.accountId);
    expect(generated.body).toMatchObject({ code: 200, data: { account: { hasKey: true, hasPassphrase: false } } });
    const data = generated.body.data as { publicKey: string; fingerprint: string };
    expect(data.publicKey).toMatch(/^ssh-rsa AAAA\S+ keyed@acc-keys$/);
    expect(JSON.stringify(generated.body)).not.toContain('PRIVATE KEY');
  });

  it('keeps every account secret out of the database files and text columns', async () => {
    const admin = await signInAdmin(server());
    const api = accountApi(server(), admin);
    const asset = await sshAsset(server(), admin, 'acc-rest', '10.0.0.8', 22);
    const key = await makeClientKey({ type: 'ed25519', passphrase: 'Acc-Rest-Pass-77' });
    await api.addOk({ assetId: asset.assetId, accountName: 'pw', password: 'Acc-Rest-Password-55' });
    await api.addOk({
      assetId: asset.assetId,
      accountName: 'k',
      authKind: 'key',
      privateKey: key.privateKey,
      passphrase: 'Acc-Rest-Pass-77',
    });
    const everything = await everythingStored(server());
    expect(everything.includes('Acc-Rest-Password-55')).toBe(false);
    expect(everything.includes('Acc-Rest-Pass-77')).toBe(false);
    const keyBody = key.privateKey.split('\n')[2] ?? '';
    expect(keyBody.length).toBeGreaterThan(20);
    expect(everything.includes(keyBody)).toBe(false);
    const rows = await server().db.selectFrom('accounts').select(['secret_sealed', 'passphrase_sealed']).execute();
    for (const row of rows) if (row.secret_sealed) expect(row.secret_sealed).toMatch(/^v2\./);
  });

  it('reveals only with the permission and a reason, auditing every attempt', async () => {
    const admin = await signInAdmin(server());
    const api = accountApi(server(), admin);
    const asset = await sshAsset(server(), admin, 'acc-reveal', '10.0.0.9', 22);
    const account = await api.addOk({ assetId: asset.assetId, accountName: 'ops', password: 'Acc-Reveal-Secret-3' });
    await createUser(server(), { userName: 'acc_viewer', permissions: [Permission.assetQuery, Permission.assetAll] });
    const viewer = accountApi(server(), await signIn(server(), 'acc_viewer', 'Passw0rd!x'));

    expect((await viewer.reveal(account.accountId, { reason: 'curious' })).body).toMatchObject({ code: 403 });
    expect((await api.reveal(account.accountId, {})).body).toMatchObject({ code: 10020103, data: { field: 'reason' } });
    expect((await api.reveal(account.accountId, { reason: 'x'.repeat(100) })).body).toMatchObject({
      code: 400,
      data: { field: 'reason' },
    });
    expect((await api.reveal(account.accountId, { reason: 'incident 42' })).body).toMatchObject({
      code: 200,
      data: { secret: 'Acc-Reveal-Secret-3' },
    });
    const audit = await server()
      .db.selectFrom('vault_reveals')
      .select(['user_name', 'outcome', 'reason', 'target_table', 'target_id', 'permission'])
      .where('target_table', '=', 'accounts')
      .where('target_id', '=', String(account.accountId))
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      expect.objectContaining({ user_name: 'acc_viewer', outcome: 'denied', permission: 'system:account:reveal' }),
      expect.objectContaining({ outcome: 'refused', reason: '' }),
      expect.objectContaining({ outcome: 'revealed', reason: 'incident 42' }),
    ]);
    expect(JSON.stringify(audit)).not.toContain('Acc-Reveal-Secret-3');
  });

  it('follows the asset’s department scope and the account permissions', async () => {
    const admin = await signInAdmin(server());
    const top = await addDept(server(), admin, 'acc-top', null);
    const east = await addDept(server(), admin, 'acc-east', top);
    const west = await addDept(server(), admin, 'acc-west', top);
    const onEast = await sshAsset(server(), admin, 'acc-east-host', '10.0.1.1', 22, { deptId: east });
    const onWest = await sshAsset(server(), admin, 'acc-west-host', '10.0.1.2', 22, { deptId: west });
    const adminApi = accountApi(server(), admin);
    const eastAccount = await adminApi.addOk({ assetId: onEast.assetId, accountName: 'east', password: 'Acc-E-1' });
    const westAccount = await adminApi.addOk({ assetId: onWest.assetId, accountName: 'west', password: 'Acc-W-1' });

    const supervisor = accountApi(server(), await deptUser(server(), admin, 'acc_sup', east, DeptRole.supervisor));
    const visitor = accountApi(
      server(),
      await deptUser(server(), admin, 'acc_visit', east, DeptRole.visitor, [...MANAGE, Permission.accountReveal]),
    );
    const noPerm = accountApi(
      server(),
      await deptUser(server(), admin, 'acc_noperm', east, DeptRole.supervisor, [Permission.assetQuery]),
    );

    // Out of scope: does not exist.
    expect((await supervisor.detail(westAccount.accountId)).body).toMatchObject({ code: 404 });
    expect((await supervisor.list(onWest.assetId)).body).toMatchObject({ code: 404 });
    expect((await supervisor.edit({ accountId: westAccount.accountId, accountName: 'x' })).body).toMatchObject({
      code: 404,
    });
    expect((await supervisor.remove([westAccount.accountId])).body).toMatchObject({ code: 404 });
    expect((await supervisor.add({ assetId: onWest.assetId, accountName: 'sneak' })).body).toMatchObject({ code: 404 });
    expect((await supervisor.check(westAccount.accountId)).body).toMatchObject({ code: 404 });
    expect((await supervisor.reveal(westAccount.accountId, { reason: 'r' })).body).toMatchObject({ code: 404 });
    // All or nothing.
    expect((await supervisor.remove([eastAccount.accountId, westAccount.accountId])).body).toMatchObject({ code: 404 });
    expect((await supervisor.detail(eastAccount.accountId)).body).toMatchObject({
      code: 200,
      data: { canManage: true },
    });

    // Seen, not managed.
    expect((await visitor.detail(eastAccount.accountId)).body).toMatchObject({ code: 200, data: { canManage: false } });
    expect((await visitor.edit({ accountId: eastAccount.accountId, accountName: 'east' })).body).toMatchObject({
      code: 403,
    });
    expect((await visitor.add({ assetId: onEast.assetId, accountName: 'v' })).body).toMatchObject({ code: 403 });
    expect((await visitor.check(eastAccount.accountId)).body).toMatchObject({ code: 403 });
    expect((await visitor.remove([eastAccount.accountId])).body).toMatchObject({ code: 403 });

    // No account permission: refused at the gate.
    expect((await noPerm.add({ assetId: onEast.assetId, accountName: 'n' })).body).toMatchObject({ code: 403 });
    expect((await noPerm.edit({ accountId: eastAccount.accountId, accountName: 'east' })).body).toMatchObject({
      code: 403,
    });
    expect((await noPerm.remove([eastAccount.accountId])).body).toMatchObject({ code: 403 });
    expect((await noPerm.check(eastAccount.accountId)).body).toMatchObject({ code: 403 });
    expect((await noPerm.generateKey(eastAccount.accountId)).body).toMatchObject({ code: 403 });

    // The supervisor manages the accounts of their subtree.
    expect(
      (await supervisor.edit({ accountId: eastAccount.accountId, accountName: 'east', accountType: 1 })).body,
    ).toMatchObject({ code: 200, data: { accountType: 1, hasPassword: true } });
    await supervisor.addOk({ assetId: onEast.assetId, accountName: 'east2' });

    // §7 where-lists: the caller's scope, or everything for system:asset:all.
    const where = await supervisor.get('/privilege/account/getAccountWhereList', { accountName: 'east' });
    expect((where.body.data as AccountOption[]).map((row) => row.accountName)).toEqual(['east', 'east2']);
    // A picker asks for the first matches only; a limit outside 1 … 500 is refused by name.
    const first = await supervisor.get('/privilege/account/getAccountWhereList', { accountName: 'east', limit: '1' });
    expect((first.body.data as AccountOption[]).map((row) => row.accountName)).toEqual(['east']);
    for (const limit of ['0', '501', 'many'])
      expect((await supervisor.get('/privilege/account/getAccountWhereList', { limit })).body).toMatchObject({
        code: 400,
        data: { field: 'limit' },
      });
    const whereWest = await supervisor.get('/privilege/account/getAccountWhereList', {
      assetId: String(onWest.assetId),
    });
    expect(whereWest.body.data).toEqual([]);
    expect((await supervisor.get('/privilege/account/getAllAccountWhereList')).body).toMatchObject({ code: 403 });
    const all = await adminApi.get('/privilege/account/getAllAccountWhereList', { accountType: '1' });
    expect(all.body.data).toEqual([
      expect.objectContaining({ accountName: 'east', assetName: 'acc-east-host', address: '10.0.1.1', accountType: 1 }),
    ]);
  });

  it('finds accounts by any part of their name in the where-lists, after renames and deletions too', async () => {
    const admin = await signInAdmin(server());
    const api = accountApi(server(), admin);
    const asset = await sshAsset(server(), admin, 'acc-find', '10.0.0.9', 22);
    const add = (accountName: string) =>
      api.addOk({ assetId: asset.assetId, accountName, accountType: 0, authKind: 'password', password: 'Find-Me-1' });
    const oracle = await add('Oracle_Backup');
    const quoted = await add('svc"quoted"');
    await add('运维账号');
    const names = async (accountName: string) =>
      ((await api.get('/privilege/account/getAllAccountWhereList', { accountName })).body.data as AccountOption[]).map(
        (option) => option.accountName,
      );

    expect(await names('ACLE_bac')).toEqual(['Oracle_Backup']);
    expect(await names('"quot')).toEqual(['svc"quoted"']);
    expect(await names('维账')).toEqual(['运维账号']);
    expect(await names('运维账号')).toEqual(['运维账号']);
    expect(await names('le_')).toEqual(['Oracle_Backup']);
    expect(await names('no-such-account')).toEqual([]);

    await api.edit({ accountId: oracle.accountId, accountName: 'pg_backup', tagIds: [] });
    expect(await names('oracle')).toEqual([]);
    expect(await names('PG_BACK')).toEqual(['pg_backup']);
    await api.remove([quoted.accountId]);
    expect(await names('quoted')).toEqual([]);
  });

  it('gives the operations administrators the account permissions, also in an older installation (migration 014)', async () => {
    const { db } = server();
    const role = await db
      .selectFrom('roles')
      .select('id')
      .where('role_key', '=', RoleKey.opsAdministrator)
      .executeTakeFirstOrThrow();
    const accountPermissions = [
      Permission.accountAdd,
      Permission.accountEdit,
      Permission.accountRemove,
      Permission.accountCheck,
      Permission.accountReveal,
    ];
    const held = async () =>
      (await db.selectFrom('role_permissions').select('permission').where('role_id', '=', role.id).execute()).map(
        (row) => row.permission,
      );
    expect(await held()).toEqual(expect.arrayContaining(accountPermissions));
    await db
      .deleteFrom('role_permissions')
      .where('role_id', '=', role.id)
      .where('permission', 'in', accountPermissions)
      .execute();
    await grantAccountPermissions(db as never);
    await grantAccountPermissions(db as never);
    const after = await held();
    expect(after).toEqual(expect.arrayContaining(accountPermissions));
    expect(after.length).toBe(new Set(after).size);
  });
});
