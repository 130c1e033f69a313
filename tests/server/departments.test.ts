import { expect, it } from 'vitest';
import { Permission } from '../../src/shared/access/permissions';
import type { Dept, DeptMember, DeptNode, DeptScope } from '../../src/shared/api/departments';
import { DeptRole } from '../../src/shared/enums';
import { call } from './client';
import { createUser, signIn, signInAdmin } from './fixtures';
import { describeEachDatabase, type TestServer } from './harness';

async function addDept(server: TestServer, token: string, deptName: string, parentId: number | null, orderNum = 0) {
  const result = await call(server.app, 'POST', '/system/dept', { token, body: { deptName, parentId, orderNum } });
  expect(result.body.code).toBe(200);
  return (result.body.data as Dept).deptId;
}

async function addMembers(server: TestServer, token: string, deptId: number, userIds: number[], deptRole: number) {
  return call(server.app, 'POST', '/system/dept/members', { token, body: { deptId, userIds, deptRole } });
}

/** HQ → (Ops → (East → Shift), Finance): four levels under a uniquely named top. */
async function buildTree(server: TestServer, token: string, top: string) {
  const hq = await addDept(server, token, top, null);
  const finance = await addDept(server, token, 'Finance', hq, 2);
  const ops = await addDept(server, token, 'Ops', hq, 1);
  const east = await addDept(server, token, 'East', ops);
  const shift = await addDept(server, token, 'Shift', east);
  return { hq, ops, east, shift, finance };
}

describeEachDatabase('departments', (server) => {
  it('builds, lists, renames, moves and deletes departments', async () => {
    const admin = await signInAdmin(server());
    const tree = await buildTree(server(), admin, 'HQ-a');
    const list = await call(server().app, 'GET', '/system/dept/list', { token: admin });
    const top = (list.body.data as DeptNode[]).find((node) => node.deptId === tree.hq);
    expect(top?.children.map((node) => node.deptName)).toEqual(['Ops', 'Finance']);
    expect(top?.children[0]?.children[0]?.children[0]).toMatchObject({ deptName: 'Shift', parentId: tree.east });

    const detail = await call(server().app, 'GET', `/system/dept/${tree.shift}`, { token: admin });
    expect(detail.body.data).toMatchObject({ path: ['HQ-a', 'Ops', 'East', 'Shift'], childCount: 0, memberCount: 0 });

    const move = (body: Record<string, unknown>) => call(server().app, 'PUT', '/system/dept', { token: admin, body });
    const intoOwnChild = await move({ deptId: tree.ops, deptName: 'Ops', parentId: tree.shift });
    expect(intoOwnChild.body).toMatchObject({
      code: 400,
      data: { field: 'parentId' },
      msg: '上级部门不能是自己或自己的下级部门',
    });
    expect((await move({ deptId: tree.ops, deptName: 'Ops', parentId: tree.ops })).body.code).toBe(400);
    const moved = await move({ deptId: tree.finance, deptName: 'Finance & Audit', parentId: tree.ops, orderNum: 9 });
    expect(moved.body.data).toMatchObject({ path: ['HQ-a', 'Ops', 'Finance & Audit'], orderNum: 9 });
    const clash = await move({ deptId: tree.finance, deptName: 'East', parentId: tree.ops });
    expect(clash.body).toMatchObject({ code: 400, data: { field: 'deptName' }, msg: '同级部门中已有该名称' });
    const toTop = await move({ deptId: tree.finance, deptName: 'Finance', parentId: null });
    expect(toTop.body.data).toMatchObject({ parentId: null, path: ['Finance'] });

    const hasChildren = await call(server().app, 'DELETE', `/system/dept/${tree.east}`, { token: admin });
    expect(hasChildren.body).toMatchObject({ code: 409, msg: '存在下级部门，不允许删除' });
    const user = await createUser(server(), { userName: 'dept_member_a' });
    await addMembers(server(), admin, tree.shift, [user.id], DeptRole.visitor);
    const hasMembers = await call(server().app, 'DELETE', `/system/dept/${tree.shift}`, { token: admin });
    expect(hasMembers.body).toMatchObject({ code: 409, msg: '部门存在成员，不允许删除' });
    await call(server().app, 'DELETE', `/system/dept/${tree.shift}/members/${user.id}`, { token: admin });
    const gone = await call(server().app, 'DELETE', `/system/dept/${tree.shift}`, { token: admin });
    expect(gone.body).toMatchObject({ code: 200, data: { deleted: 1 } });
    expect((await call(server().app, 'GET', `/system/dept/${tree.shift}`, { token: admin })).body).toMatchObject({
      code: 404,
      msg: '部门不存在',
    });
  });

  it('refuses bad department input by field', async () => {
    const admin = await signInAdmin(server());
    const post = (body: unknown) => call(server().app, 'POST', '/system/dept', { token: admin, body });
    expect((await post({ parentId: null })).body).toMatchObject({ code: 400, data: { field: 'deptName' } });
    expect((await post({ deptName: '  ' })).body).toMatchObject({ code: 400, data: { field: 'deptName' } });
    expect((await post({ deptName: 'x'.repeat(65) })).body).toMatchObject({ code: 400, data: { field: 'deptName' } });
    expect((await post({ deptName: 7 })).body).toMatchObject({ code: 400, data: { field: 'deptName' } });
    expect((await post({ deptName: 'A', parentId: 'top' })).body).toMatchObject({
      code: 400,
      data: { field: 'parentId' },
    });
    expect((await post({ deptName: 'A', orderNum: -1 })).body).toMatchObject({
      code: 400,
      data: { field: 'orderNum' },
    });
    expect((await post({ deptName: 'A', parentId: 999999 })).body).toMatchObject({
      code: 400,
      data: { field: 'parentId' },
      msg: '部门不存在',
    });
    await post({ deptName: 'Twice' });
    expect((await post({ deptName: 'Twice' })).body).toMatchObject({ code: 400, data: { field: 'deptName' } });
    for (const path of ['/system/dept/abc', '/system/dept/-1', '/system/dept/1.5']) {
      expect((await call(server().app, 'GET', path, { token: admin })).body).toMatchObject({
        code: 400,
        data: { field: 'deptId' },
      });
    }
    expect((await call(server().app, 'DELETE', '/system/dept/x/members/1', { token: admin })).body).toMatchObject({
      code: 400,
      data: { field: 'deptId' },
    });
    expect((await call(server().app, 'DELETE', '/system/dept/1/members/1,a', { token: admin })).body).toMatchObject({
      code: 400,
      data: { field: 'userIds' },
    });
    const members = await call(server().app, 'GET', '/system/dept/members', { token: admin, query: { deptId: 'a' } });
    expect(members.body).toMatchObject({ code: 400, data: { field: 'deptId' } });
  });

  it('keeps members with a department role, one department per user', async () => {
    const admin = await signInAdmin(server());
    const tree = await buildTree(server(), admin, 'HQ-m');
    const ann = await createUser(server(), { userName: 'ann_m' });
    const ben = await createUser(server(), { userName: 'ben_m' });
    const added = await addMembers(server(), admin, tree.ops, [ann.id, ben.id], DeptRole.visitor);
    expect(added.body).toMatchObject({ code: 200, data: { added: 2 } });
    const list = await call(server().app, 'GET', '/system/dept/members', {
      token: admin,
      query: { deptId: String(tree.ops), userName: 'ANN' },
    });
    expect(list.body).toMatchObject({ total: 1, rows: [{ userName: 'ann_m', deptRole: 4, deptId: tree.ops }] });
    const candidates = await call(server().app, 'GET', '/system/dept/members/candidates', {
      token: admin,
      query: { userName: '_m' },
    });
    expect((candidates.body.rows as DeptMember[]).map((row) => row.userName)).not.toContain('ann_m');

    const elsewhere = await addMembers(server(), admin, tree.finance, [ann.id], DeptRole.supervisor);
    expect(elsewhere.body).toMatchObject({ code: 409, msg: '用户 ann_m 已属于其他部门，请先移出' });
    const badRole = await addMembers(server(), admin, tree.ops, [ann.id], 2);
    expect(badRole.body).toMatchObject({ code: 400, data: { field: 'deptRole' } });
    expect((await addMembers(server(), admin, 999999, [ann.id], 1)).body.code).toBe(404);
    expect((await addMembers(server(), admin, tree.ops, [999999], 1)).body).toMatchObject({
      code: 400,
      data: { field: 'userIds' },
    });

    const promote = await call(server().app, 'PUT', '/system/dept/members', {
      token: admin,
      body: { deptId: tree.ops, userId: ann.id, deptRole: DeptRole.supervisor },
    });
    expect(promote.body.data).toMatchObject({ userName: 'ann_m', deptRole: 1 });
    const notHere = await call(server().app, 'PUT', '/system/dept/members', {
      token: admin,
      body: { deptId: tree.finance, userId: ann.id, deptRole: DeptRole.visitor },
    });
    expect(notHere.body).toMatchObject({ code: 400, msg: '用户不是该部门成员' });
    const removed = await call(server().app, 'DELETE', `/system/dept/${tree.ops}/members/${ben.id}`, { token: admin });
    expect(removed.body).toMatchObject({ code: 200, data: { removed: 1 } });
    const moved = await addMembers(server(), admin, tree.finance, [ben.id], DeptRole.normalMember);
    expect(moved.body.code).toBe(200);
  });

  it('answers each user the departments where they may manage, log in and view (spec §6)', async () => {
    const admin = await signInAdmin(server());
    const tree = await buildTree(server(), admin, 'HQ-s');
    const boss = await createUser(server(), { userName: 'boss_s' });
    const worker = await createUser(server(), { userName: 'worker_s' });
    const guest = await createUser(server(), { userName: 'guest_s' });
    const loner = await createUser(server(), { userName: 'loner_s' });
    await addMembers(server(), admin, tree.ops, [boss.id], DeptRole.supervisor);
    await addMembers(server(), admin, tree.hq, [worker.id], DeptRole.normalMember);
    await addMembers(server(), admin, tree.east, [guest.id], DeptRole.visitor);
    const scopeOf = async (userName: string, password: string) =>
      (await call(server().app, 'GET', '/system/dept/scope', { token: await signIn(server(), userName, password) }))
        .body.data as DeptScope;
    const opsTree = [tree.ops, tree.east, tree.shift];
    const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

    const bossScope = await scopeOf('boss_s', boss.password);
    expect(sorted(bossScope.manage)).toEqual(sorted(opsTree));
    expect(sorted(bossScope.login)).toEqual(sorted(opsTree));
    expect(sorted(bossScope.view)).toEqual(sorted(opsTree));

    const workerScope = await scopeOf('worker_s', worker.password);
    expect(workerScope.manage).toEqual([]);
    expect(sorted(workerScope.login)).toEqual(sorted([tree.hq, tree.finance, ...opsTree]));
    expect(sorted(workerScope.view)).toEqual(sorted(workerScope.login));

    const guestScope = await scopeOf('guest_s', guest.password);
    expect(guestScope).toMatchObject({ deptId: tree.east, deptRole: 4, manage: [], login: [] });
    expect(sorted(guestScope.view)).toEqual(sorted([tree.east, tree.shift]));

    expect(await scopeOf('loner_s', loner.password)).toEqual({
      deptId: null,
      deptRole: null,
      manage: [],
      login: [],
      view: [],
    });
  });

  it('lets a supervisor manage the members below them without the global permissions', async () => {
    const admin = await signInAdmin(server());
    const tree = await buildTree(server(), admin, 'HQ-v');
    const boss = await createUser(server(), { userName: 'boss_v', permissions: [Permission.homeQuery] });
    const staff = await createUser(server(), { userName: 'staff_v' });
    const top = await createUser(server(), { userName: 'top_v' });
    await addMembers(server(), admin, tree.ops, [boss.id], DeptRole.supervisor);
    await addMembers(server(), admin, tree.east, [staff.id], DeptRole.visitor);
    await addMembers(server(), admin, tree.hq, [top.id], DeptRole.normalMember);
    const token = await signIn(server(), 'boss_v', boss.password);

    const list = await call(server().app, 'GET', '/system/dept/members', {
      token,
      query: { deptId: String(tree.east) },
    });
    expect(list.body).toMatchObject({ code: 200, total: 1, rows: [{ userName: 'staff_v' }] });
    const raise = await call(server().app, 'PUT', '/system/dept/members', {
      token,
      body: { deptId: tree.east, userId: staff.id, deptRole: DeptRole.normalMember },
    });
    expect(raise.body).toMatchObject({ code: 200, data: { deptRole: 3 } });

    const above = await call(server().app, 'GET', '/system/dept/members', {
      token,
      query: { deptId: String(tree.hq) },
    });
    expect(above.body.code).toBe(403);
    const touchTop = await call(server().app, 'PUT', '/system/dept/members', {
      token,
      body: { deptId: tree.hq, userId: top.id, deptRole: DeptRole.visitor },
    });
    expect(touchTop.body.code).toBe(403);
    const sideways = await call(server().app, 'GET', '/system/dept/members', {
      token,
      query: { deptId: String(tree.finance) },
    });
    expect(sideways.body.code).toBe(403);
    const addOne = await addMembers(server(), token, tree.east, [top.id], DeptRole.visitor);
    expect(addOne.body.code).toBe(403);
    const tree403 = await call(server().app, 'GET', '/system/dept/list', { token });
    expect(tree403.body.code).toBe(403);

    const removed = await call(server().app, 'DELETE', `/system/dept/${tree.east}/members/${staff.id}`, { token });
    expect(removed.body).toMatchObject({ code: 200, data: { removed: 1 } });
  });

  it('shows a supervisor the departments they manage, and those alone', async () => {
    const admin = await signInAdmin(server());
    const tree = await buildTree(server(), admin, 'HQ-q');
    const boss = await createUser(server(), { userName: 'boss_m', permissions: [Permission.homeQuery] });
    const member = await createUser(server(), { userName: 'member_m', permissions: [Permission.homeQuery] });
    await addMembers(server(), admin, tree.ops, [boss.id], DeptRole.supervisor);
    await addMembers(server(), admin, tree.ops, [member.id], DeptRole.normalMember);
    const bossToken = await signIn(server(), 'boss_m', boss.password);
    const memberToken = await signIn(server(), 'member_m', member.password);

    const mine = await call(server().app, 'GET', '/system/dept/mine', { token: bossToken });
    expect(mine.body.code).toBe(200);
    expect((mine.body.data as Dept[]).map((dept) => dept.path.join('/'))).toEqual([
      'HQ-q/Ops',
      'HQ-q/Ops/East',
      'HQ-q/Ops/East/Shift',
    ]);
    const east = await call(server().app, 'GET', `/system/dept/${tree.east}`, { token: bossToken });
    expect(east.body).toMatchObject({ code: 200, data: { deptName: 'East', memberCount: 0 } });
    expect((await call(server().app, 'GET', `/system/dept/${tree.hq}`, { token: bossToken })).body.code).toBe(403);
    expect((await call(server().app, 'GET', `/system/dept/${tree.finance}`, { token: bossToken })).body.code).toBe(403);

    const none = await call(server().app, 'GET', '/system/dept/mine', { token: memberToken });
    expect(none.body).toMatchObject({ code: 200, data: [] });
    expect((await call(server().app, 'GET', `/system/dept/${tree.ops}`, { token: memberToken })).body.code).toBe(403);
  });

  it('refuses department changes to callers without system:user:edit, and everything to callers without access', async () => {
    const reader = await createUser(server(), { userName: 'dept_reader', permissions: [Permission.departmentQuery] });
    const token = await signIn(server(), 'dept_reader', reader.password);
    expect((await call(server().app, 'GET', '/system/dept/list', { token })).body.code).toBe(200);
    const changes: [string, string, unknown?][] = [
      ['POST', '/system/dept', { deptName: 'Nope' }],
      ['PUT', '/system/dept', { deptId: 1, deptName: 'Nope' }],
      ['DELETE', '/system/dept/1'],
      ['POST', '/system/dept/members', { deptId: 1, userIds: [reader.id], deptRole: 4 }],
      ['PUT', '/system/dept/members', { deptId: 1, userId: reader.id, deptRole: 4 }],
      ['DELETE', `/system/dept/1/members/${reader.id}`],
    ];
    for (const [method, path, body] of changes) {
      const result = await call(server().app, method, path, { token, ...(body ? { body } : {}) });
      expect([method, path, result.body.code]).toEqual([method, path, 403]);
    }
    const nobody = await createUser(server(), { userName: 'dept_nobody', permissions: [Permission.homeQuery] });
    const nobodyToken = await signIn(server(), 'dept_nobody', nobody.password);
    for (const path of [
      '/system/dept/list',
      '/system/dept/1',
      '/system/dept/members?deptId=1',
      '/system/dept/members/candidates',
    ]) {
      expect([path, (await call(server().app, 'GET', path, { token: nobodyToken })).body.code]).toEqual([path, 403]);
    }
    expect((await call(server().app, 'GET', '/system/dept/scope')).body.code).toBe(401);
  });
});
