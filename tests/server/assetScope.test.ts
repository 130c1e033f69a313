import { expect, it } from 'vitest';
import { Permission } from '../../src/shared/access/permissions';
import type { Asset } from '../../src/shared/api/assets';
import { DeptRole } from '../../src/shared/enums';
import { addAsset, addDept, linuxAsset, listAssets, platformIdByName } from './assetApi';
import { call } from './client';
import { createUser, signIn, signInAdmin } from './fixtures';
import { describeEachDatabase, type TestServer } from './harness';

const VIEW = [Permission.assetQuery];
const WRITE = [Permission.assetQuery, Permission.assetAdd, Permission.assetEdit, Permission.assetRemove];

async function member(server: TestServer, admin: string, userName: string, deptId: number, deptRole: number) {
  const user = await createUser(server, { userName, permissions: WRITE });
  const added = await call(server.app, 'POST', '/system/dept/members', {
    token: admin,
    body: { deptId, userIds: [user.id], deptRole },
  });
  expect(added.body.code).toBe(200);
  return signIn(server, userName, 'Passw0rd!x');
}

/**
 * Top → (East → Shift), West. A supervisor of East manages East and Shift, sees nothing of West or Top;
 * a visitor of Shift sees only Shift; a user with no department sees nothing; system:asset:all sees all.
 */
describeEachDatabase('asset department scope', (server) => {
  it('shows and changes only the assets of the caller’s department subtree', async () => {
    const admin = await signInAdmin(server());
    const linux = (await platformIdByName(server(), admin, 'Linux')).platformId;
    const top = await addDept(server(), admin, 'scope-top', null);
    const east = await addDept(server(), admin, 'scope-east', top);
    const shift = await addDept(server(), admin, 'scope-shift', east);
    const west = await addDept(server(), admin, 'scope-west', top);
    const assetIn = async (assetName: string, deptId: number | null) =>
      addAsset(server(), admin, linuxAsset(linux, { assetName, deptId }));
    const onTop = await assetIn('scope-a-top', top);
    const onEast = await assetIn('scope-a-east', east);
    const onShift = await assetIn('scope-a-shift', shift);
    const onWest = await assetIn('scope-a-west', west);
    const nowhere = await assetIn('scope-a-none', null);

    const supervisor = await member(server(), admin, 'scope_sup', east, DeptRole.supervisor);
    const visitor = await member(server(), admin, 'scope_visit', shift, DeptRole.visitor);
    const normal = await member(server(), admin, 'scope_normal', east, DeptRole.normalMember);
    await createUser(server(), { userName: 'scope_none', permissions: WRITE });
    const outsider = await signIn(server(), 'scope_none', 'Passw0rd!x');
    await createUser(server(), { userName: 'scope_all', permissions: [...VIEW, Permission.assetAll] });
    const global = await signIn(server(), 'scope_all', 'Passw0rd!x');

    const seen = async (token: string) =>
      (await listAssets(server(), token, { keyword: 'scope-a-', sortBy: 'assetName', sortOrder: 'asc' })).rows.map(
        (row) => row.assetName,
      );
    expect(await seen(supervisor)).toEqual(['scope-a-east', 'scope-a-shift']);
    expect(await seen(normal)).toEqual(['scope-a-east', 'scope-a-shift']);
    expect(await seen(visitor)).toEqual(['scope-a-shift']);
    expect(await seen(outsider)).toEqual([]);
    expect(await seen(global)).toEqual([
      'scope-a-east',
      'scope-a-none',
      'scope-a-shift',
      'scope-a-top',
      'scope-a-west',
    ]);
    const depts = await call(server().app, 'GET', '/privilege/assets/depts', { token: supervisor });
    expect(depts.body.data).toEqual([
      { deptId: east, deptPath: 'scope-top / scope-east', canManage: true },
      { deptId: shift, deptPath: 'scope-top / scope-east / scope-shift', canManage: true },
    ]);
    const visitorDepts = await call(server().app, 'GET', '/privilege/assets/depts', { token: visitor });
    expect(visitorDepts.body.data).toEqual([
      { deptId: shift, deptPath: 'scope-top / scope-east / scope-shift', canManage: false },
    ]);
    const filtered = await listAssets(server(), supervisor, { deptId: String(top) });
    expect(filtered.rows.map((row) => row.assetName).sort()).toEqual(['scope-a-east', 'scope-a-shift']);

    const byId = async (token: string, asset: Asset) =>
      (await call(server().app, 'GET', `/privilege/assets/${asset.assetId}`, { token })).body;
    for (const hidden of [onTop, onWest, nowhere]) {
      expect(await byId(supervisor, hidden)).toMatchObject({ code: 404, msg: '资产不存在' });
    }
    expect(await byId(visitor, onEast)).toMatchObject({ code: 404 });
    expect(await byId(outsider, onShift)).toMatchObject({ code: 404 });
    expect(await byId(visitor, onShift)).toMatchObject({ code: 200, data: { canManage: false } });
    expect(await byId(supervisor, onShift)).toMatchObject({ code: 200, data: { canManage: true } });

    const edit = (token: string, asset: Asset, deptId: number | null) =>
      call(server().app, 'PUT', '/privilege/assets/edit', {
        token,
        body: { ...linuxAsset(linux, { assetName: asset.assetName, deptId }), assetId: asset.assetId },
      });
    expect((await edit(supervisor, onWest, west)).body).toMatchObject({ code: 404 });
    expect((await edit(normal, onEast, east)).body).toMatchObject({ code: 403 });
    expect((await edit(visitor, onShift, shift)).body).toMatchObject({ code: 403 });
    expect((await edit(supervisor, onShift, west)).body).toMatchObject({
      code: 400,
      data: { field: 'deptId' },
      msg: '只能将资产放在您管理的部门中',
    });
    expect((await edit(supervisor, onShift, east)).body).toMatchObject({ code: 200, data: { deptId: east } });

    const add = (token: string, assetName: string, deptId: number | null) =>
      call(server().app, 'POST', '/privilege/assets/add', { token, body: linuxAsset(linux, { assetName, deptId }) });
    expect((await add(supervisor, 'scope-new-west', west)).body).toMatchObject({
      code: 400,
      data: { field: 'deptId' },
    });
    expect((await add(supervisor, 'scope-new-none', null)).body).toMatchObject({
      code: 400,
      data: { field: 'deptId' },
    });
    expect((await add(outsider, 'scope-new-out', null)).body).toMatchObject({ code: 400, data: { field: 'deptId' } });
    expect((await add(normal, 'scope-new-normal', east)).body).toMatchObject({ code: 400, data: { field: 'deptId' } });
    expect((await add(supervisor, 'scope-new-shift', shift)).body).toMatchObject({ code: 200 });

    const remove = (token: string, ids: Asset[]) =>
      call(server().app, 'POST', `/privilege/assets/remove/${ids.map((asset) => asset.assetId).join(',')}`, {
        token,
      });
    expect((await remove(supervisor, [onShift, onWest])).body).toMatchObject({ code: 404 });
    expect((await byId(global, onShift)).code).toBe(200);
    expect((await remove(normal, [onEast])).body).toMatchObject({ code: 403 });
    expect((await remove(supervisor, [onShift, onEast])).body).toMatchObject({ code: 200, data: { deleted: 2 } });

    // A department that goes leaves its assets in no department: only system:asset:all still sees them.
    await call(server().app, 'DELETE', `/system/dept/${west}`, { token: admin });
    expect(await byId(global, onWest)).toMatchObject({ code: 200, data: { deptId: null, deptName: null } });
  });
});
