import { expect, it } from 'vitest';
import { mayUseAsset } from '../../src/server/modules/grants/usageRights';
import { Permission } from '../../src/shared/access/permissions';
import type { Grant } from '../../src/shared/api/grants';
import { DeptRole } from '../../src/shared/enums';
import { plainUser } from './accessFixtures';
import { accountApi, sshAsset } from './accountApi';
import { addAsset, addDept, linuxAsset, platformIdByName } from './assetApi';
import { call } from './client';
import { createUser, signIn, signInAdmin } from './fixtures';
import { defaultWindow, grant, grantRow, myAssetDetail, myAssetNames } from './grantApi';
import { describeEachDatabase, type TestServer } from './harness';
import { userIdOf } from './orgFixtures';

const HOUR = 3_600_000;
const PASSWORD = 'Passw0rd!x';

async function assetNamed(server: TestServer, admin: string, assetName: string, deptId: number | null = null) {
  const linux = (await platformIdByName(server, admin, 'Linux')).platformId;
  return (await addAsset(server, admin, linuxAsset(linux, { assetName, deptId }))).assetId;
}

async function addGroup(server: TestServer, name: string, userIds: number[]) {
  const now = server.clock.now().toISOString();
  const { id } = await server.db
    .insertInto('user_groups')
    .values({ group_name: name, remark: '', created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (userIds.length)
    await server.db
      .insertInto('user_group_members')
      .values(userIds.map((user_id) => ({ group_id: id, user_id, created_at: now })))
      .execute();
  return id;
}

async function joinDept(server: TestServer, admin: string, deptId: number, userId: number, deptRole: number) {
  const added = await call(server.app, 'POST', '/system/dept/members', {
    token: admin,
    body: { deptId, userIds: [userId], deptRole },
  });
  expect(added.body.code).toBe(200);
}

describeEachDatabase('authorisations', (server) => {
  it('offers the default window and refuses a missing time or an end before now with the §5 messages', async () => {
    const admin = await signInAdmin(server());
    const before = server().clock.now().getTime();
    const window = await defaultWindow(server(), admin);
    const start = new Date(window.startTime);
    const end = new Date(window.endTime);
    expect(start.getUTCSeconds()).toBe(0);
    expect(start.getUTCMilliseconds()).toBe(0);
    expect(start.getTime()).toBeLessThanOrEqual(before - 60_000);
    expect(start.getTime()).toBeGreaterThan(before - 120_000 - 1000);
    expect(end.getUTCFullYear()).toBe(start.getUTCFullYear() + 100);
    expect(end.toISOString().slice(4)).toBe(start.toISOString().slice(4));

    const user = await plainUser(server(), 'grants_win_user');
    const assetId = await assetNamed(server(), admin, 'grants-win');
    const add = (body: Record<string, unknown>) =>
      call(server().app, 'POST', '/privilege/impower/add', {
        token: admin,
        body: { userIds: [user.id], assetIds: [assetId], permissionType: 1, ...body },
      });
    const refused = async (body: Record<string, unknown>, field: string, msg: string) => {
      const result = await add(body);
      expect(result.body).toMatchObject({ code: 400, data: { field } });
      expect(result.body.msg).toContain(msg);
    };
    await refused({}, 'startTime', '所选授权时间不能为空');
    await refused({ startTime: window.startTime, endTime: '' }, 'endTime', '所选授权时间不能为空');
    const past = new Date(before - HOUR).toISOString();
    await refused(
      { startTime: new Date(before - 2 * HOUR).toISOString(), endTime: past },
      'endTime',
      '所选结束授权时间不能小于当前时间',
    );
    await refused(
      { ...window, accessMode: 1, accessEntries: ['10.0.0.0/33'] },
      'accessEntries.0',
      '请输入正确的 IPv4 地址或 CIDR',
    );
    await refused({ ...window, assetIds: [] }, 'assetIds', '请选择授权资产');
    // Nothing was written by the refused calls.
    const listed = await call(server().app, 'GET', '/privilege/impower/list', {
      token: admin,
      query: { assetId: String(assetId) },
    });
    expect(listed.body.total).toBe(0);
  });

  it('restricts a grant to accounts of the granted asset only', async () => {
    const admin = await signInAdmin(server());
    const window = await defaultWindow(server(), admin);
    const user = await plainUser(server(), 'grants_acc_user');
    const accounts = accountApi(server(), admin);
    const mine = await sshAsset(server(), admin, 'grants-acc-a', '10.0.9.1', 22);
    const other = await sshAsset(server(), admin, 'grants-acc-b', '10.0.9.2', 22);
    const root = await accounts.addOk({
      assetId: mine.assetId,
      accountName: 'root',
      authKind: 'password',
      password: 'Gr-Acc-1',
    });
    const foreign = await accounts.addOk({
      assetId: other.assetId,
      accountName: 'ops',
      authKind: 'password',
      password: 'Gr-Acc-2',
    });
    const add = (accountIds: number[]) =>
      call(server().app, 'POST', '/privilege/impower/add', {
        token: admin,
        body: { userIds: [user.id], assetIds: [mine.assetId], permissionType: 1, accountIds, ...window },
      });
    expect((await add([foreign.accountId])).body).toMatchObject({ code: 400, data: { field: 'accountIds' } });
    expect((await add([root.accountId])).body.code).toBe(200);
  });

  it('moves pending → valid → invalid (expired) with the clock; revoking makes it invalid (revoked)', async () => {
    const admin = await signInAdmin(server());
    const user = await plainUser(server(), 'grants_clock_user');
    const assetId = await assetNamed(server(), admin, 'grants-clock');
    const otherId = await assetNamed(server(), admin, 'grants-clock-revoked');
    const now = server().clock.now().getTime();
    const [timed] = await grant(server(), admin, {
      userIds: [user.id],
      assetIds: [assetId],
      startTime: new Date(now + HOUR).toISOString(),
      endTime: new Date(now + 3 * HOUR).toISOString(),
    });
    const [revoked] = await grant(server(), admin, { userIds: [user.id], assetIds: [otherId] });
    const stateOf = async (id: number | undefined) => {
      const row = await grantRow(server(), await signInAdmin(server()), id as number);
      return [row.state, row.expiryReason];
    };
    const deps = server().app.gatehouse;
    const use = () => mayUseAsset(deps, user.id, assetId, { permission: 'login', sourceIp: '10.9.0.1' });

    expect(await stateOf(timed)).toEqual([3, null]);
    expect(await use()).toEqual({ allowed: false, reason: 'pending' });
    expect(await myAssetNames(server(), await user.token())).toEqual(['grants-clock-revoked']);

    server().clock.advance(2 * HOUR);
    expect(await stateOf(timed)).toEqual([1, null]);
    expect(await use()).toMatchObject({ allowed: true, accountIds: null });
    expect(await myAssetNames(server(), await user.token())).toEqual(['grants-clock', 'grants-clock-revoked']);

    server().clock.advance(2 * HOUR);
    expect(await stateOf(timed)).toEqual([2, 1]);
    expect(await use()).toEqual({ allowed: false, reason: 'expired' });

    const freshAdmin = await signInAdmin(server());
    const revoke = await call(server().app, 'POST', `/privilege/impower/revoke/${revoked}`, { token: freshAdmin });
    expect(revoke.body).toMatchObject({ code: 200, data: { revoked: 1 } });
    expect(await stateOf(revoked)).toEqual([2, 2]);
    expect(await mayUseAsset(deps, user.id, otherId, { permission: 'view', sourceIp: '10.9.0.1' })).toEqual({
      allowed: false,
      reason: 'revoked',
    });
    expect(await myAssetNames(server(), await user.token())).toEqual([]);
    const again = await call(server().app, 'POST', `/privilege/impower/revoke/${revoked}`, { token: freshAdmin });
    expect(again.body).toMatchObject({ msg: '该授权已撤销' });

    const invalid = await call(server().app, 'GET', '/privilege/impower/list', {
      token: freshAdmin,
      query: { subjectKind: 'user', subjectId: String(user.id), state: '2' },
    });
    expect((invalid.body.rows as Grant[]).map((row) => [row.assetName, row.expiryReason]).sort()).toEqual([
      ['grants-clock', 1],
      ['grants-clock-revoked', 2],
    ]);
  });

  it('applies whitelists and blacklists of IPv4 addresses and CIDR ranges to the source address', async () => {
    const admin = await signInAdmin(server());
    const user = await plainUser(server(), 'grants_acl_user');
    const white = await assetNamed(server(), admin, 'grants-acl-white');
    const black = await assetNamed(server(), admin, 'grants-acl-black');
    await grant(server(), admin, {
      userIds: [user.id],
      assetIds: [white],
      accessMode: 1,
      accessEntries: ['192.168.10.0/24', '10.1.2.3'],
    });
    await grant(server(), admin, {
      userIds: [user.id],
      assetIds: [black],
      accessMode: 0,
      accessEntries: ['172.16.0.0/12'],
    });
    const token = await user.token();
    expect(await myAssetNames(server(), token, {}, '192.168.10.77')).toEqual(['grants-acl-black', 'grants-acl-white']);
    expect(await myAssetNames(server(), token, {}, '10.1.2.3')).toEqual(['grants-acl-black', 'grants-acl-white']);
    expect(await myAssetNames(server(), token, {}, '192.168.11.1')).toEqual(['grants-acl-black']);
    expect(await myAssetNames(server(), token, {}, '172.31.255.254')).toEqual([]);
    expect(await myAssetNames(server(), token, {}, '172.32.0.1')).toEqual(['grants-acl-black']);
    const refused = await mayUseAsset(server().app.gatehouse, user.id, white, {
      permission: 'login',
      sourceIp: '192.168.11.1',
    });
    expect(refused).toEqual({ allowed: false, reason: 'sourceIpDenied' });
    expect((await myAssetDetail(server(), token, white, '192.168.11.1')).code).toBe(404);
  });

  it('covers group members and the members of a department subtree; view grants do not allow login', async () => {
    const admin = await signInAdmin(server());
    const top = await addDept(server(), admin, 'grants-top', null);
    const child = await addDept(server(), admin, 'grants-child', top);
    const inGroup = await plainUser(server(), 'grants_group_user');
    const inChild = await plainUser(server(), 'grants_child_user');
    const outside = await plainUser(server(), 'grants_outside_user');
    // A visitor role gives the child's members view rights only on the child's assets (spec §6).
    await joinDept(server(), admin, child, inChild.id, DeptRole.visitor);
    const groupId = await addGroup(server(), 'grants-group', [inGroup.id]);
    const groupAsset = await assetNamed(server(), admin, 'grants-by-group');
    const deptAsset = await assetNamed(server(), admin, 'grants-by-dept');
    const childAsset = await assetNamed(server(), admin, 'grants-in-child', child);
    await grant(server(), admin, { groupIds: [groupId], assetIds: [groupAsset], permissionType: 0 });
    await grant(server(), admin, { deptIds: [top], assetIds: [deptAsset], kind: 1 });

    expect(await myAssetNames(server(), await inGroup.token())).toEqual(['grants-by-group']);
    expect(await myAssetNames(server(), await inChild.token())).toEqual(['grants-by-dept', 'grants-in-child']);
    expect(await myAssetNames(server(), await outside.token())).toEqual([]);

    const deps = server().app.gatehouse;
    const ip = '10.9.0.1';
    expect(await mayUseAsset(deps, inGroup.id, groupAsset, { permission: 'view', sourceIp: ip })).toMatchObject({
      allowed: true,
    });
    expect(await mayUseAsset(deps, inGroup.id, groupAsset, { permission: 'login', sourceIp: ip })).toEqual({
      allowed: false,
      reason: 'noRight',
    });
    expect(await mayUseAsset(deps, inChild.id, childAsset, { permission: 'login', sourceIp: ip })).toEqual({
      allowed: false,
      reason: 'noRight',
    });
    const detail = await myAssetDetail(server(), await inChild.token(), deptAsset);
    expect(detail.data).toMatchObject({ canLogin: true, rights: [{ source: 'grant', kind: 1, permissionType: 1 }] });
  });

  it('lets only holders of system:asset:impower grant, on assets they manage', async () => {
    const admin = await signInAdmin(server());
    const east = await addDept(server(), admin, 'grants-east', null);
    const west = await addDept(server(), admin, 'grants-west', null);
    const target = await plainUser(server(), 'grants_scope_target');
    const eastAsset = await assetNamed(server(), admin, 'grants-east-asset', east);
    const westAsset = await assetNamed(server(), admin, 'grants-west-asset', west);
    const supervisorOf = async (userName: string, permissions: string[], role: number) => {
      await createUser(server(), { userName, permissions });
      await joinDept(server(), admin, east, await userIdOf(server(), userName), role);
      return signIn(server(), userName, PASSWORD);
    };
    const granter = await supervisorOf('grants_scope_sup', [Permission.assetQuery, Permission.assetImpower], 1);
    const visitor = await supervisorOf('grants_scope_vis', [Permission.assetQuery, Permission.assetImpower], 4);
    const noPermission = await supervisorOf('grants_scope_noperm', [Permission.assetQuery], 1);
    const window = await defaultWindow(server(), admin);
    const add = (token: string, assetId: number) =>
      call(server().app, 'POST', '/privilege/impower/add', {
        token,
        body: { userIds: [target.id], assetIds: [assetId], permissionType: 1, ...window },
      });
    expect((await add(noPermission, eastAsset)).body.code).toBe(403);
    expect((await add(visitor, eastAsset)).body.code).toBe(403);
    expect((await add(granter, westAsset)).body).toMatchObject({ code: 404, msg: '资产不存在' });
    // All or nothing: one asset out of reach refuses the whole request.
    const mixed = await call(server().app, 'POST', '/privilege/impower/add', {
      token: granter,
      body: { userIds: [target.id], assetIds: [eastAsset, westAsset], permissionType: 1, ...window },
    });
    expect(mixed.body.code).toBe(404);
    expect(await myAssetNames(server(), await target.token())).toEqual([]);
    expect((await add(granter, eastAsset)).body.code).toBe(200);
    expect(await myAssetNames(server(), await target.token())).toEqual(['grants-east-asset']);

    const westGrant = await grant(server(), admin, { userIds: [target.id], assetIds: [westAsset] });
    const seen = await call(server().app, 'GET', '/privilege/impower/list', { token: granter });
    expect((seen.body.rows as Grant[]).map((row) => row.assetName)).toEqual(['grants-east-asset']);
    expect((await call(server().app, 'GET', `/privilege/impower/${westGrant[0]}`, { token: granter })).body.code).toBe(
      404,
    );
    const revokeWest = await call(server().app, 'POST', `/privilege/impower/revoke/${westGrant[0]}`, {
      token: granter,
    });
    expect(revokeWest.body.code).toBe(404);
  });

  it('lists exactly the usable assets (department rights ∪ grants), never another by id; favourites first', async () => {
    const admin = await signInAdmin(server());
    const dept = await addDept(server(), admin, 'grants-mine', null);
    const user = await plainUser(server(), 'grants_mine_user');
    await joinDept(server(), admin, dept, user.id, DeptRole.normalMember);
    const inDept = await assetNamed(server(), admin, 'grants-mine-b-dept', dept);
    const granted = await assetNamed(server(), admin, 'grants-mine-c-granted');
    const foreign = await assetNamed(server(), admin, 'grants-mine-a-foreign');
    await grant(server(), admin, { userIds: [user.id], assetIds: [granted] });
    const token = await user.token();

    expect(await myAssetNames(server(), token)).toEqual(['grants-mine-b-dept', 'grants-mine-c-granted']);
    expect(await myAssetNames(server(), token, { keyword: 'GRANTED' })).toEqual(['grants-mine-c-granted']);
    const deptDetail = await myAssetDetail(server(), token, inDept);
    expect(deptDetail.data).toMatchObject({ canLogin: true, validUntil: null, rights: [{ source: 'department' }] });
    expect((await myAssetDetail(server(), token, granted)).data?.validUntil).toMatch(/^21\d\d-/);
    expect(await myAssetDetail(server(), token, foreign)).toMatchObject({ code: 404, msg: '资产不存在' });
    const starForeign = await call(server().app, 'POST', `/privilege/my-assets/favourite/${foreign}`, { token });
    expect(starForeign.body.code).toBe(404);

    const star = await call(server().app, 'POST', `/privilege/my-assets/favourite/${granted}`, { token });
    expect(star.body).toMatchObject({ code: 200, data: { favourite: true } });
    const rows = await myAssetNames(server(), token);
    expect(rows).toEqual(['grants-mine-c-granted', 'grants-mine-b-dept']);
    expect(await myAssetNames(server(), token, { favourite: '1' })).toEqual(['grants-mine-c-granted']);
    await call(server().app, 'POST', `/privilege/my-assets/unfavourite/${granted}`, { token });
    expect(await myAssetNames(server(), token, { favourite: '1' })).toEqual([]);
  });
});
