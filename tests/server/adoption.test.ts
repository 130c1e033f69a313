import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { Permission } from '../../src/shared/access/permissions';
import type { AdoptReply, Discovery, LocalUser } from '../../src/shared/api/accountAdoption';
import type { Account } from '../../src/shared/api/accounts';
import { DeptRole } from '../../src/shared/enums';
import { freePort, TEST_USERS } from '../support/sshd';
import { accountApi, sshAsset } from './accountApi';
import { addAsset, addDept, linuxAsset, platformIdByName } from './assetApi';
import { call } from './client';
import { cofferUser, keeperPermissions, ok } from './cofferApi';
import { signInAdmin } from './fixtures';
import { describeEachDatabase, type TestServer } from './harness';
import { sshdForFile } from './terminalApi';

const sshd = sshdForFile();
let count = 0;

/** The host's passwd database as the test itself reads it: the test sshd runs on this machine. */
async function localPasswd(): Promise<Map<string, { uid: number; shell: string }>> {
  const { stdout } = await promisify(execFile)('getent', ['passwd']);
  const entries = new Map<string, { uid: number; shell: string }>();
  for (const line of stdout.split('\n')) {
    const fields = line.split(':');
    if (fields.length === 7 && !entries.has(fields[0] ?? ''))
      entries.set(fields[0] ?? '', { uid: Number(fields[2]), shell: fields[6] ?? '' });
  }
  return entries;
}

function adoptionApi(server: TestServer, token: string, lang: 'zh' | 'en' = 'zh') {
  return {
    discover: (assetId: number, body: Record<string, unknown> = {}) =>
      call(server.app, 'POST', `/privilege/account/discover/${assetId}`, { token, body, lang }),
    adopt: (body: Record<string, unknown>) =>
      call(server.app, 'POST', '/privilege/account/adopt', { token, body, lang }),
  };
}

/** An SSH asset on the test sshd with the password test user stored as its account. */
async function hostWithAccount(server: TestServer, admin: string, password: string = TEST_USERS.password.password) {
  count += 1;
  const asset = await sshAsset(server, admin, `adopt-host-${count}`, sshd().host, sshd().port);
  const account = await accountApi(server, admin).addOk({
    assetId: asset.assetId,
    accountName: TEST_USERS.password.name,
    password,
  });
  return { assetId: asset.assetId, assetName: asset.assetName, accountId: account.accountId };
}

const userNamed = (discovery: Discovery, name: string): LocalUser | undefined =>
  discovery.users.find((user) => user.accountName === name);

/**
 * Adopting local accounts (/ghost-add-account; docs/coffer.md "Adopting accounts"): discovery logs in to the real
 * sshd with a stored account and lists the host's users; adoption adds the chosen ones, all or none. Both dialects:
 * no other suite reaches these queries.
 */
describeEachDatabase('adopting local accounts', (server) => {
  it('lists the local users of a Linux host over SSH, marks the managed ones, and adopts the chosen ones', async () => {
    const admin = await signInAdmin(server());
    const keeper = await cofferUser(server(), 'adopt_keeper', keeperPermissions);
    const host = await hostWithAccount(server(), admin);
    const api = adoptionApi(server(), keeper.token);

    // Other suites add their test users to this machine while this one runs: the listing holds every user present
    // both before and after it, and nobody present in neither.
    const before = await localPasswd();
    const found = ok<Discovery>(await api.discover(host.assetId));
    const passwd = await localPasswd();
    expect(found).toMatchObject({
      assetId: host.assetId,
      assetName: host.assetName,
      viaAccountId: host.accountId,
      viaAccountName: TEST_USERS.password.name,
    });
    const listed = found.users.map((user) => user.accountName);
    expect(listed).toEqual(expect.arrayContaining([...before.keys()].filter((name) => passwd.has(name))));
    for (const name of listed) expect(before.has(name) || passwd.has(name), name).toBe(true);
    for (const user of found.users)
      expect(user.shell).toBe((passwd.get(user.accountName) ?? before.get(user.accountName))?.shell);
    expect(userNamed(found, 'root')).toMatchObject({
      uid: 0,
      gid: 0,
      home: '/root',
      canLogin: true,
      isSystem: false,
      accountType: 1,
      managedAccountId: null,
    });
    expect(userNamed(found, TEST_USERS.password.name)).toMatchObject({
      shell: '/bin/sh',
      canLogin: true,
      isSystem: false,
      accountType: 0,
      managedAccountId: host.accountId,
    });
    const noLogin = found.users.find((user) => /\/(nologin|false)$/.test(user.shell));
    expect(noLogin).toMatchObject({ canLogin: false });
    const service = found.users.find((user) => user.uid > 0 && user.uid < 1000);
    expect(service).toMatchObject({ isSystem: true });
    // First contact: the host key is now the asset's, as after an account check.
    expect((await accountApi(server(), admin).hostKey(host.assetId)).fingerprint).toBe(sshd().hostKey.fingerprint);

    const adopted = ok<AdoptReply>(
      await api.adopt({
        assetId: host.assetId,
        accounts: [{ accountName: 'root', password: 'Root-adopt-1' }, { accountName: TEST_USERS.key.name }],
      }),
    );
    expect(adopted.added.map((row) => [row.accountName, row.accountType])).toEqual([
      ['root', 1],
      [TEST_USERS.key.name, 0],
    ]);
    // root is privileged now, but its password was never checked: an account whose check logged in goes first.
    expect((await accountApi(server(), admin).checked(host.accountId)).checkResult).toBe(0);
    const again = ok<Discovery>(await api.discover(host.assetId));
    expect(again.viaAccountId).toBe(host.accountId);
    expect(userNamed(again, 'root')?.managedAccountId).toBe(adopted.added[0]?.accountId);
    expect(userNamed(again, TEST_USERS.key.name)?.managedAccountId).toBe(adopted.added[1]?.accountId);
  });

  it('logs in with the account asked for; refuses other assets’ accounts and says why a login failed', async () => {
    const admin = await signInAdmin(server());
    const keeper = await cofferUser(server(), 'adopt_failures', keeperPermissions);
    const api = adoptionApi(server(), keeper.token);
    const host = await hostWithAccount(server(), admin);
    const other = await hostWithAccount(server(), admin);
    const chosen = ok<Discovery>(await api.discover(host.assetId, { accountId: host.accountId }));
    expect(chosen.viaAccountId).toBe(host.accountId);
    expect((await api.discover(host.assetId, { accountId: other.accountId })).body).toMatchObject({
      code: 10020672,
      data: { field: 'accountId' },
    });

    const wrong = await hostWithAccount(server(), admin, 'Not-the-password-1');
    expect((await api.discover(wrong.assetId)).body).toMatchObject({
      code: 10020122,
      msg: `无法以账号“${TEST_USERS.password.name}”登录资产“${wrong.assetName}”：认证失败，用户名或凭据错误`,
    });
    const closedPort = await sshAsset(server(), admin, `adopt-closed-${count}`, '127.0.0.1', await freePort());
    await accountApi(server(), admin).addOk({ assetId: closedPort.assetId, accountName: 'root', password: 'Pw-x-123' });
    const closed = await adoptionApi(server(), keeper.token, 'en').discover(closedPort.assetId);
    expect(closed.body.code).toBe(10020122);
    expect(closed.body.msg).toContain('The host refused the connection');

    // A changed host key is refused before any credential is sent, and waits as pending.
    await server()
      .db.updateTable('asset_host_keys')
      .set({ fingerprint: 'SHA256:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' })
      .where('asset_id', '=', host.assetId)
      .execute();
    expect((await api.discover(host.assetId)).body).toMatchObject({ code: 10020123 });
    expect((await accountApi(server(), admin).hostKey(host.assetId)).pendingFingerprint).toBe(
      sshd().hostKey.fingerprint,
    );
  });

  it('refuses assets that are not Linux hosts over SSH, or hold no credential to log in with', async () => {
    const admin = await signInAdmin(server());
    const keeper = await cofferUser(server(), 'adopt_kinds', keeperPermissions);
    const api = adoptionApi(server(), keeper.token);
    count += 1;
    const windows = await addAsset(
      server(),
      admin,
      linuxAsset((await platformIdByName(server(), admin, 'Windows')).platformId, {
        assetName: `adopt-win-${count}`,
        protocols: [{ protocol: 'RDP', port: 3389 }],
      }),
    );
    expect((await api.discover(windows.assetId)).body).toMatchObject({
      code: 10020670,
      msg: `资产“adopt-win-${count}”不是 Linux 主机，无法发现本地账号`,
    });
    const telnet = await addAsset(
      server(),
      admin,
      linuxAsset((await platformIdByName(server(), admin, 'Linux')).platformId, {
        assetName: `adopt-telnet-${count}`,
        protocols: [{ protocol: 'TELNET', port: 23 }],
      }),
    );
    expect((await api.discover(telnet.assetId)).body).toMatchObject({
      code: 10020670,
      msg: `资产“adopt-telnet-${count}”未配置 SSH 协议，无法发现本地账号`,
    });
    const bare = await sshAsset(server(), admin, `adopt-bare-${count}`, '127.0.0.1', 22);
    await accountApi(server(), admin).addOk({ assetId: bare.assetId, accountName: 'nopw' });
    expect((await api.discover(bare.assetId)).body).toMatchObject({ code: 10020671 });
    expect((await api.discover(999_999)).body).toMatchObject({ code: 404, msg: '资产不存在' });
  });

  it('refuses callers who do not manage the asset’s accounts', async () => {
    const admin = await signInAdmin(server());
    count += 1;
    const dept = await addDept(server(), admin, `adopt-dept-${count}`, null);
    const asset = await sshAsset(server(), admin, `adopt-dept-host-${count}`, '127.0.0.1', 22, { deptId: dept });
    const viewer = await cofferUser(server(), 'adopt_viewer', [Permission.cofferManage, Permission.assetQuery]);
    const joined = await call(server().app, 'POST', '/system/dept/members', {
      token: admin,
      body: { deptId: dept, userIds: [viewer.id], deptRole: DeptRole.normalMember },
    });
    expect(joined.body.code).toBe(200);
    const stranger = await cofferUser(server(), 'adopt_stranger', [Permission.cofferManage, Permission.assetQuery]);
    const queryOnly = await cofferUser(server(), 'adopt_query', [Permission.assetAll]);
    const adopt = { assetId: asset.assetId, accounts: [{ accountName: 'app' }] };

    // Seen but not managed: refused; out of sight: answered as unknown; without the coffer's manage right: refused.
    expect((await adoptionApi(server(), viewer.token).discover(asset.assetId)).body.code).toBe(403);
    expect((await adoptionApi(server(), viewer.token).adopt(adopt)).body.code).toBe(403);
    expect((await adoptionApi(server(), stranger.token).discover(asset.assetId)).body.code).toBe(404);
    expect((await adoptionApi(server(), stranger.token).adopt(adopt)).body.code).toBe(404);
    expect((await adoptionApi(server(), queryOnly.token).discover(asset.assetId)).body.code).toBe(403);
    expect((await adoptionApi(server(), queryOnly.token).adopt(adopt)).body.code).toBe(403);
    const accounts = await server()
      .db.selectFrom('accounts')
      .select('id')
      .where('asset_id', '=', asset.assetId)
      .execute();
    expect(accounts).toEqual([]);
  });

  it('adopts all chosen accounts in one transaction, sealed like any account, or none when one is managed', async () => {
    const admin = await signInAdmin(server());
    const keeper = await cofferUser(server(), 'adopt_writer', keeperPermissions);
    count += 1;
    const asset = await sshAsset(server(), admin, `adopt-write-${count}`, '127.0.0.1', 22);
    await accountApi(server(), admin).addOk({ assetId: asset.assetId, accountName: 'app', password: 'App-pw-123' });
    const api = adoptionApi(server(), keeper.token);

    const added = ok<AdoptReply>(
      await api.adopt({
        assetId: asset.assetId,
        accounts: [
          { accountName: 'root', password: 'Root-pw-9!' },
          { accountName: 'backup', accountType: 1 },
          { accountName: '运维', password: 'Ops-pw-77' },
        ],
      }),
    );
    expect(added.added.map((row) => [row.accountName, row.accountType])).toEqual([
      ['root', 1],
      ['backup', 1],
      ['运维', 0],
    ]);
    const rootId = added.added[0]?.accountId ?? 0;
    const root = ok<Account>(await accountApi(server(), admin).detail(rootId));
    expect(root).toMatchObject({ accountName: 'root', accountType: 1, authKind: 'password', hasPassword: true });
    const backup = ok<Account>(await accountApi(server(), admin).detail(added.added[1]?.accountId ?? 0));
    expect(backup.hasPassword).toBe(false);
    // Sealed like any account's secret: not in clear in the row, and it reveals as typed.
    const row = await server()
      .db.selectFrom('accounts')
      .select('secret_sealed')
      .where('id', '=', rootId)
      .executeTakeFirstOrThrow();
    expect(row.secret_sealed).not.toContain('Root-pw-9!');
    const revealed = await accountApi(server(), admin).reveal(rootId, { reason: '核对纳管' });
    expect(ok<{ secret: string }>(revealed).secret).toBe('Root-pw-9!');

    const countOf = async () =>
      (await server().db.selectFrom('accounts').select('id').where('asset_id', '=', asset.assetId).execute()).length;
    expect(await countOf()).toBe(4);
    const refused = await api.adopt({
      assetId: asset.assetId,
      accounts: [{ accountName: 'deploy' }, { accountName: 'app' }, { accountName: 'root' }],
    });
    expect(refused.body).toMatchObject({
      code: 10020674,
      msg: '以下账号已被纳管，未添加任何账号：app, root',
      data: { field: 'accounts', names: ['app', 'root'] },
    });
    expect(await countOf()).toBe(4);

    const invalid: [Record<string, unknown>, string, string][] = [
      [{ assetId: asset.assetId, accounts: [] }, 'accounts', 'accounts: 请选择要纳管的账号'],
      [
        { assetId: asset.assetId, accounts: [{ accountName: 'x1' }, { accountName: 'x1' }] },
        'accounts.1.accountName',
        'accounts.1.accountName: 账号“x1”被选择了两次',
      ],
      [{ assetId: asset.assetId, accounts: [{ accountName: 'a b' }] }, 'accounts.0.accountName', ''],
      [{ assetId: asset.assetId, accounts: [{ accountName: 'ok', accountType: 2 }] }, 'accounts.0.accountType', ''],
    ];
    for (const [body, field, msg] of invalid) {
      const reply = await api.adopt(body);
      expect(reply.body, JSON.stringify(body)).toMatchObject({ code: 400, data: { field } });
      if (msg) expect(reply.body.msg).toBe(msg);
    }
    expect(await countOf()).toBe(4);
  });
});
