import { expect, it } from 'vitest';
import { ResponseCode } from '../../src/shared/codes';
import { NOTIFY_PATH } from '../../src/shared/protocol/notify';
import { call } from './client';
import { createUser, signIn, signInAdmin } from './fixtures';
import { describeOnSqlite } from './harness';
import { listen, openSocket } from './sockets';

const notifyUrl = (base: string, token: string) => `${base}${NOTIFY_PATH}?Authorization=${encodeURIComponent(token)}`;

async function liveSocket(base: string, token: string) {
  const socket = await openSocket(notifyUrl(base, token));
  await socket.waitForJson({ type: 'unread_count' });
  return socket;
}

const accessChanges = (socket: Awaited<ReturnType<typeof liveSocket>>) =>
  socket.json().filter((message) => message.type === 'access_changed').length;

describeOnSqlite('role changes reach open consoles', (server) => {
  it('tells the user, and only the user, when an administrator sets their roles or edits a role they hold', async () => {
    const base = await listen(server());
    const adminToken = await signInAdmin(server());
    const operator = await createUser(server(), { userName: 'push-operator', permissions: [] });
    await createUser(server(), { userName: 'push-bystander', permissions: [] });
    const operatorSocket = await liveSocket(base, await signIn(server(), 'push-operator', operator.password));
    const bystanderSocket = await liveSocket(base, await signIn(server(), 'push-bystander', 'Passw0rd!x'));
    const role = await server()
      .db.selectFrom('roles')
      .select(['id', 'role_key', 'name_zh', 'name_en', 'sort'])
      .where('role_key', '=', 'ops_operators')
      .executeTakeFirstOrThrow();

    const set = await call(server().app, 'PUT', `/system/user/authRole/${operator.id}`, {
      token: adminToken,
      body: { roleIds: [role.id] },
    });
    expect(set.body).toMatchObject({ code: ResponseCode.ok });
    await operatorSocket.waitForJson({ type: 'access_changed' });

    const permissions = (
      await server().db.selectFrom('role_permissions').select('permission').where('role_id', '=', role.id).execute()
    ).map((row) => row.permission);
    const edit = await call(server().app, 'PUT', '/system/role', {
      token: adminToken,
      body: {
        roleId: role.id,
        roleKey: role.role_key,
        roleNameZh: role.name_zh,
        roleNameEn: role.name_en,
        roleSort: role.sort,
        permissions: permissions.filter((permission) => permission !== 'system:home:query'),
      },
    });
    expect(edit.body).toMatchObject({ code: ResponseCode.ok });
    await operatorSocket.waitFor(() => accessChanges(operatorSocket) === 2);

    // Pushes go out while the call is answered: had the bystander been told, it would have been by now.
    expect(accessChanges(bystanderSocket)).toBe(0);
    operatorSocket.ws.close();
    bystanderSocket.ws.close();
  });
});
