import { expect, it } from 'vitest';
import { RoleKey } from '../../src/shared/access/permissions';
import { allEndpoints } from '../../src/shared/api';
import type { Endpoint } from '../../src/shared/api/endpoint';
import { NOTIFY_PATH } from '../../src/shared/protocol/notify';
import { TerminalCloseCode, terminalSocketUrl } from '../../src/shared/protocol/terminal';
import { call, nextIp } from './client';
import { createUser, ensureAdmin, signIn } from './fixtures';
import { describeOnSqlite, type TestServer } from './harness';
import { listen, openSocket } from './sockets';

/**
 * Issue 17 item 5: a wall screen signs in as a user whose only role is 大屏展示 (wall_screen). Its sign-in reads
 * the dashboard and is never signed out for being idle, and it is refused everything else, HTTP and sockets,
 * even when an administrator gives the role more; a user who holds another role too signs in as anyone does.
 */
const PASSWORD = 'Wall#Screen2026';
const MINUTE_MS = 60_000;
const DASHBOARD = '/dashboard/overview';
const sessionInvalid = { code: 401 };

async function giveRole(server: TestServer, userId: number, roleKey: string): Promise<void> {
  const role = await server.db
    .selectFrom('roles')
    .select('id')
    .where('role_key', '=', roleKey)
    .executeTakeFirstOrThrow();
  await server.db.insertInto('user_roles').values({ user_id: userId, role_id: role.id }).execute();
}

/** Calls an endpoint as the console would, path parameters filled with digits. */
function hit(server: TestServer, endpoint: Endpoint, token: string) {
  return call(server.app, endpoint.method, endpoint.path.replace(/:[A-Za-z]+/g, '999999'), {
    token,
    headers: endpoint.requiredHeaders ?? {},
    ...(endpoint.method === 'GET' ? {} : { body: {} }),
    ip: nextIp(),
  });
}

describeOnSqlite('wall-screen sign-ins (issue 17)', (server) => {
  it('read the dashboard and stay signed in through an idle night; a user with another role too does not', async () => {
    await ensureAdmin(server());
    const wall = await createUser(server(), { userName: 'wall_soc01', password: PASSWORD });
    await giveRole(server(), wall.id, RoleKey.wallScreen);
    const mixed = await createUser(server(), { userName: 'wall_mixed', password: PASSWORD, permissions: [] });
    await giveRole(server(), mixed.id, RoleKey.wallScreen);
    const wallToken = await signIn(server(), 'wall_soc01', PASSWORD);
    const mixedToken = await signIn(server(), 'wall_mixed', PASSWORD);

    const info = await call(server().app, 'GET', '/ucenter/user/getLoginInfo', { token: wallToken });
    expect(info.body.code).toBe(200);
    const menus = await call(server().app, 'GET', '/ucenter/user/getMenus', { token: wallToken });
    expect(JSON.stringify(menus.body.data)).toContain('/dashboard');

    // Twelve hours without a request: far past the idle timeout (two hours by default), within the lifetime.
    server().clock.advance(12 * 60 * MINUTE_MS);
    const overview = await call(server().app, 'GET', DASHBOARD, { token: wallToken, query: { period: '24h' } });
    expect(overview.body.code).toBe(200);
    expect((await call(server().app, 'GET', DASHBOARD, { token: mixedToken })).body).toMatchObject(sessionInvalid);

    // The lifetime still ends it (seven days by default).
    server().clock.advance(7 * 24 * 60 * MINUTE_MS);
    expect((await call(server().app, 'GET', DASHBOARD, { token: wallToken })).body).toMatchObject(sessionInvalid);
  });

  it('is refused every other endpoint, even after an administrator gives the role every permission', async () => {
    const role = await server()
      .db.selectFrom('roles')
      .select('id')
      .where('role_key', '=', RoleKey.wallScreen)
      .executeTakeFirstOrThrow();
    await server().db.insertInto('role_permissions').values({ role_id: role.id, permission: '*:*:*' }).execute();
    const token = await signIn(server(), 'wall_soc01', PASSWORD);
    const others = allEndpoints.filter((endpoint) => endpoint.access !== 'public' && endpoint.wallScreen !== true);
    expect(others.length).toBeGreaterThan(300);
    const answered: string[] = [];
    for (const endpoint of others) {
      const result = await hit(server(), endpoint, token);
      if (result.body.code !== 403) answered.push(`${endpoint.method} ${endpoint.path} → ${result.body.code}`);
    }
    expect(answered).toEqual([]);
    // What a wall screen needs still answers, and the sign-in is still valid after all those refusals.
    expect((await call(server().app, 'GET', DASHBOARD, { token })).body.code).toBe(200);
    await server()
      .db.deleteFrom('role_permissions')
      .where('role_id', '=', role.id)
      .where('permission', '=', '*:*:*')
      .execute();
  });

  it('opens the notify socket but no terminal, monitor or transfer socket', async () => {
    const base = await listen(server());
    const token = await signIn(server(), 'wall_soc01', PASSWORD);
    const notify = await openSocket(`${base}${NOTIFY_PATH}?Authorization=${encodeURIComponent(token)}`);
    await notify.waitForJson({ type: 'unread_count' });
    const terminal = await openSocket(terminalSocketUrl(base.replace('ws:', 'http:'), 1, token), { autoPong: false });
    expect((await terminal.closed).code).toBe(TerminalCloseCode.unauthorised);
    notify.ws.close();
  });
});
