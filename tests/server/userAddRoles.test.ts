import { expect, it } from 'vitest';
import { RoleKey } from '../../src/shared/access/permissions';
import { ResponseCode } from '../../src/shared/codes';
import { userWithRoles } from './accessFixtures';
import { call } from './client';
import { signInAdmin } from './fixtures';
import { describeEachDatabase, type TestServer } from './harness';
import { roleIdOf } from './orgFixtures';
import { newUser } from './userApi';

/** The Add user form sets roles; the server applies the no-escalation rule, all or nothing. */
const add = (server: TestServer, token: string, body: unknown) =>
  call(server.app, 'POST', '/ucenter/user/add', { token, body, headers: { platform: 'WEB' } });

async function exists(server: TestServer, userName: string) {
  return (await server.db.selectFrom('users').select('id').where('user_name', '=', userName).execute()).length > 0;
}

describeEachDatabase('adding a user with roles', (server) => {
  it('gives the chosen roles in the same transaction, within the caller’s permissions only', async () => {
    const admin = await signInAdmin(server());
    const opsRole = await roleIdOf(server(), RoleKey.opsAdministrator);
    const name = `wr${Date.now() % 1e7}`; // the e-mail made from it must fit in 32 characters
    const added = await add(server(), admin, newUser(name, { roleIds: [opsRole] }));
    expect(added.body.code).toBe(ResponseCode.ok);
    const userId = (added.body.data as { userId: number }).userId;
    const roles = await server().db.selectFrom('user_roles').select('role_id').where('user_id', '=', userId).execute();
    expect(roles.map((row) => row.role_id)).toEqual([opsRole]);

    const sysadmin = await userWithRoles(server(), 'sysadd', [RoleKey.systemAdministrator]);
    const higher = `hi${Date.now() % 1e7}`;
    const refused = await add(
      server(),
      sysadmin.token,
      newUser(higher, { roleIds: [await roleIdOf(server(), RoleKey.superManager)] }),
    );
    expect(refused.body.code).toBe(ResponseCode.forbidden);
    expect(await exists(server(), higher)).toBe(false);

    const unknown = `un${Date.now() % 1e7}`;
    const bad = await add(server(), admin, newUser(unknown, { roleIds: [987654] }));
    expect(bad.body).toMatchObject({ code: ResponseCode.badRequest, data: { field: 'roleIds' } });
    expect(await exists(server(), unknown)).toBe(false);
    const wrongType = await add(server(), admin, newUser(`wt${Date.now() % 1e7}`, { roleIds: 'x' }));
    expect(wrongType.body).toMatchObject({ code: ResponseCode.badRequest, data: { field: 'roleIds' } });
  });
});
