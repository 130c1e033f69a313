import { expect, it } from 'vitest';
import { Permission } from '../../src/shared/access/permissions';
import type { UserGroup } from '../../src/shared/api/userGroups';
import type { User } from '../../src/shared/api/users';
import { call } from './client';
import { createUser, signIn, signInAdmin } from './fixtures';
import { describeEachDatabase, type TestServer } from './harness';

function api(server: TestServer, token: string) {
  return {
    get: (path: string, query: Record<string, string> = {}) => call(server.app, 'GET', path, { token, query }),
    post: (path: string, body: unknown) => call(server.app, 'POST', path, { token, body }),
  };
}

const names = (rows: unknown[] | undefined) => (rows as User[]).map((user) => user.userName).sort();

describeEachDatabase('user groups', (server) => {
  it('creates a group with members, lists, renames and deletes it', async () => {
    const admin = api(server(), await signInAdmin(server()));
    const a = await createUser(server(), { userName: 'grp-a' });
    const b = await createUser(server(), { userName: 'grp-b' });
    const c = await createUser(server(), { userName: 'grp-c' });

    const added = await admin.post('/ucenter/userGroup/add', {
      groupName: '运维一组',
      remark: '夜班',
      userIds: [a.id, b.id],
    });
    expect(added.body).toMatchObject({ code: 200 });
    const { groupId } = added.body.data as { groupId: number };
    const gid = String(groupId);

    const list = await admin.get('/ucenter/userGroup/list', { groupName: '运维' });
    expect(list.body).toMatchObject({ code: 200, total: 1 });
    expect(list.body.rows?.[0]).toMatchObject({ groupId, groupName: '运维一组', remark: '夜班', memberCount: 2 });
    expect((await admin.get('/ucenter/userGroup/info', { groupId: gid })).body.data).toMatchObject({ memberCount: 2 });

    const members = await admin.get('/ucenter/userGroup/memberList', { groupId: gid });
    expect(names(members.body.rows)).toEqual(['grp-a', 'grp-b']);
    const others = await admin.get('/ucenter/userGroup/otherUserList', { groupId: gid, userName: 'grp-' });
    expect(names(others.body.rows)).toEqual(['grp-c']);
    expect(others.body.total).toBe(1);

    expect((await admin.post('/ucenter/userGroup/addMembers', { groupId, userIds: [c.id, a.id] })).body).toMatchObject({
      code: 200,
      msg: '添加成员成功',
    });
    const paged = await admin.get('/ucenter/userGroup/memberList', { groupId: gid, pageNum: '2', pageSize: '2' });
    expect(paged.body).toMatchObject({ total: 3 });
    expect(paged.body.rows).toHaveLength(1);
    const filtered = await admin.get('/ucenter/userGroup/memberList', { groupId: gid, userName: 'GRP-C' });
    expect(names(filtered.body.rows)).toEqual(['grp-c']);
    const userInfo = await admin.get('/ucenter/user/info', { userId: String(c.id) });
    expect(userInfo.body.data).toMatchObject({ groups: [{ groupId, groupName: '运维一组' }] });

    expect((await admin.post('/ucenter/userGroup/removeMembers', { groupId, userIds: [a.id] })).body.msg).toBe(
      '移除成员成功',
    );
    expect(names((await admin.get('/ucenter/userGroup/memberList', { groupId: gid })).body.rows)).toEqual([
      'grp-b',
      'grp-c',
    ]);

    expect(
      (await admin.post('/ucenter/userGroup/update', { groupId, groupName: '运维二组', remark: '' })).body.code,
    ).toBe(200);
    expect((await admin.get('/ucenter/userGroup/info', { groupId: gid })).body.data).toMatchObject({
      groupName: '运维二组',
      remark: '',
    });

    expect((await admin.post('/ucenter/userGroup/del', { groupIds: [groupId] })).body).toMatchObject({ code: 200 });
    expect((await admin.get('/ucenter/userGroup/info', { groupId: gid })).body).toMatchObject({
      code: 404,
      msg: '用户组不存在',
    });
    expect((await admin.get('/ucenter/user/info', { userId: String(c.id) })).body.data).toMatchObject({ groups: [] });
  });

  it('pages the group list and refuses bad input', async () => {
    const admin = api(server(), await signInAdmin(server()));
    for (const name of ['pg-1', 'pg-2', 'pg-3']) {
      expect((await admin.post('/ucenter/userGroup/add', { groupName: name })).body.code).toBe(200);
    }
    const page = await admin.get('/ucenter/userGroup/list', { groupName: 'pg-', pageNum: '2', pageSize: '2' });
    expect(page.body).toMatchObject({ total: 3 });
    expect((page.body.rows as UserGroup[]).map((group) => group.groupName)).toEqual(['pg-1']);

    const duplicate = await admin.post('/ucenter/userGroup/add', { groupName: 'pg-1' });
    expect(duplicate.body).toMatchObject({ code: 400, msg: '用户组名称已存在', data: { field: 'groupName' } });
    expect((await admin.post('/ucenter/userGroup/add', {})).body).toMatchObject({
      code: 400,
      msg: 'groupName不能为空',
    });
    expect((await admin.post('/ucenter/userGroup/add', { groupName: 7 })).body).toMatchObject({
      code: 400,
      msg: 'groupName: 必须是文本',
    });
    expect((await admin.post('/ucenter/userGroup/add', { groupName: 'x'.repeat(31) })).body).toMatchObject({
      code: 400,
      msg: 'groupName长度最大为30个字符',
    });
    expect((await admin.post('/ucenter/userGroup/add', { groupName: 'pg-x', userIds: [999999] })).body.code).toBe(404);
    expect((await admin.get('/ucenter/userGroup/list', { groupName: 'pg-x' })).body.total).toBe(0);
    expect((await admin.get('/ucenter/userGroup/otherUserList', {})).body).toMatchObject({
      code: 400,
      data: { field: 'groupId' },
    });
    expect((await admin.get('/ucenter/userGroup/otherUserList', { groupId: '999999' })).body.code).toBe(404);
    expect((await admin.post('/ucenter/userGroup/addMembers', { groupId: 1, userIds: [] })).body).toMatchObject({
      code: 400,
      data: { field: 'userIds' },
    });
    expect((await admin.post('/ucenter/userGroup/del', { groupIds: [999999] })).body.code).toBe(404);
  });

  it('refuses callers without the user permissions', async () => {
    await signInAdmin(server());
    await createUser(server(), { userName: 'grp-none', permissions: [Permission.homeQuery] });
    await createUser(server(), { userName: 'grp-read', permissions: [Permission.userQuery] });
    const none = api(server(), await signIn(server(), 'grp-none', 'Passw0rd!x'));
    const reader = api(server(), await signIn(server(), 'grp-read', 'Passw0rd!x'));
    expect((await none.get('/ucenter/userGroup/list')).body.code).toBe(403);
    expect((await none.get('/ucenter/userGroup/otherUserList', { groupId: '1' })).body.code).toBe(403);
    expect((await reader.get('/ucenter/userGroup/list')).body.code).toBe(200);
    for (const path of ['add', 'update', 'del', 'addMembers', 'removeMembers']) {
      expect((await reader.post(`/ucenter/userGroup/${path}`, { groupName: 'g' })).body.code, path).toBe(403);
    }
  });
});
