import { expect, it } from 'vitest';
import { Permission, RoleKey } from '../../src/shared/access/permissions';
import { ResponseCode } from '../../src/shared/codes';
import { DeptRole } from '../../src/shared/enums';
import { as, deptOf, makeDept, plainUser, userWithRoles } from './accessFixtures';
import { addAsset, linuxAsset, platformIdByName } from './assetApi';
import { signInAdmin } from './fixtures';
import { grant, myAssetNames } from './grantApi';
import { describeEachDatabase, type TestServer } from './harness';

/**
 * User groups and departments carry authorisations, so making someone a member hands them out. A caller
 * who could not create those authorisations (POST /privilege/impower/add: the authorise permission and the
 * management of the asset's department) cannot add members; groups and departments without live ones are free.
 */
const NOT_HELD = (asset: string) => `该用户组或部门拥有资产 ${asset} 的授权，您不能授予该授权，因此不能为其添加成员`;

async function assetNamed(server: TestServer, admin: string, assetName: string) {
  const linux = (await platformIdByName(server, admin, 'Linux')).platformId;
  return (await addAsset(server, admin, linuxAsset(linux, { assetName, deptId: null }))).assetId;
}

async function makeGroup(server: TestServer, token: string, groupName: string): Promise<number> {
  const made = await as(server, token).post('/ucenter/userGroup/add', { groupName, userIds: [] });
  expect(made.body.code).toBe(200);
  return (made.body.data as { groupId: number }).groupId;
}

async function groupMembers(server: TestServer, groupId: number): Promise<number[]> {
  const rows = await server.db
    .selectFrom('user_group_members')
    .select('user_id')
    .where('group_id', '=', groupId)
    .execute();
  return rows.map((row) => row.user_id);
}

describeEachDatabase('group and department membership hands out only grants the caller could make', (server) => {
  it('a system administrator cannot put an accomplice into a user group that holds a login grant', async () => {
    const admin = await signInAdmin(server());
    const stamp = Date.now();
    const asset = `member-grant-${stamp}`;
    const groupId = await makeGroup(server(), admin, `dba-${stamp}`);
    await grant(server(), admin, { groupIds: [groupId], assetIds: [await assetNamed(server(), admin, asset)] });
    const sysadmin = await userWithRoles(server(), 'sysadm', [RoleKey.systemAdministrator]);
    const accomplice = await plainUser(server(), `accomplice_g_${stamp}`);

    const attempt = await as(server(), sysadmin.token).post('/ucenter/userGroup/addMembers', {
      groupId,
      userIds: [accomplice.id],
    });
    expect(attempt.body).toMatchObject({
      code: ResponseCode.forbidden,
      msg: NOT_HELD(asset),
      data: { field: 'userIds' },
    });
    expect(await groupMembers(server(), groupId)).toEqual([]);
    expect(await myAssetNames(server(), await accomplice.token())).toEqual([]);

    // A group that holds nothing hands nothing out.
    const free = await makeGroup(server(), sysadmin.token, `free-${stamp}`);
    const allowed = await as(server(), sysadmin.token).post('/ucenter/userGroup/addMembers', {
      groupId: free,
      userIds: [accomplice.id],
    });
    expect(allowed.body.code).toBe(200);
    expect(await groupMembers(server(), free)).toEqual([accomplice.id]);

    // The administrator, who could make the grant, adds the member.
    const byAdmin = await as(server(), admin).post('/ucenter/userGroup/addMembers', {
      groupId,
      userIds: [accomplice.id],
    });
    expect(byAdmin.body.code).toBe(200);
    expect(await myAssetNames(server(), await accomplice.token())).toEqual([asset]);
  });

  it('a revoked grant no longer holds the group back', async () => {
    const admin = await signInAdmin(server());
    const stamp = Date.now();
    const groupId = await makeGroup(server(), admin, `revoked-${stamp}`);
    const [grantId] = await grant(server(), admin, {
      groupIds: [groupId],
      assetIds: [await assetNamed(server(), admin, `revoked-grant-${stamp}`)],
    });
    const revoked = await as(server(), admin).post(`/privilege/impower/revoke/${grantId}`, {});
    expect(revoked.body.code).toBe(200);
    const sysadmin = await userWithRoles(server(), 'sysadm', [RoleKey.systemAdministrator]);
    const member = await plainUser(server(), `member_r_${stamp}`);
    const added = await as(server(), sysadmin.token).post('/ucenter/userGroup/addMembers', {
      groupId,
      userIds: [member.id],
    });
    expect(added.body.code).toBe(200);
  });

  it('a department whose grants the caller could not make gets no members from it, even as visitors', async () => {
    const admin = await signInAdmin(server());
    const stamp = Date.now();
    const asset = `dept-grant-${stamp}`;
    const top = await makeDept(server(), admin, `Granted-${stamp}`);
    const child = await makeDept(server(), admin, `Below-${stamp}`, top);
    const plain = await makeDept(server(), admin, `Plain-${stamp}`);
    // A grant to the top department covers the members of its whole subtree.
    await grant(server(), admin, { deptIds: [top], assetIds: [await assetNamed(server(), admin, asset)] });
    // Seeing every asset lets this caller make visitors anywhere, but it may not authorise.
    const viewer = await userWithRoles(server(), 'viewer', [RoleKey.systemAdministrator], [Permission.assetAll]);
    const accomplice = await plainUser(server(), `accomplice_d_${stamp}`);

    for (const deptId of [top, child]) {
      const attempt = await as(server(), viewer.token).post('/system/dept/members', {
        deptId,
        userIds: [accomplice.id],
        deptRole: DeptRole.visitor,
      });
      expect(attempt.body).toMatchObject({ code: ResponseCode.forbidden, msg: NOT_HELD(asset) });
    }
    expect(await deptOf(server(), accomplice.id)).toMatchObject({ dept_id: null });
    expect(await myAssetNames(server(), await accomplice.token())).toEqual([]);

    const elsewhere = await as(server(), viewer.token).post('/system/dept/members', {
      deptId: plain,
      userIds: [accomplice.id],
      deptRole: DeptRole.visitor,
    });
    expect(elsewhere.body.code).toBe(200);
    expect(await deptOf(server(), accomplice.id)).toMatchObject({ dept_id: plain });
  });
});
