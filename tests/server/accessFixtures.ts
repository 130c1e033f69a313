import { expect } from 'vitest';
import { Permission } from '../../src/shared/access/permissions';
import type { Dept } from '../../src/shared/api/departments';
import { call } from './client';
import { createUser, signIn } from './fixtures';
import type { TestServer } from './harness';
import { roleIdOf } from './orgFixtures';

/** Helpers of the access-control suites: users holding seeded roles, departments, calls. */
let count = 0;

/** A user holding the given seeded roles (by key), signed in; `extra` adds a private role's permissions. */
export async function userWithRoles(
  server: TestServer,
  prefix: string,
  roleKeys: readonly string[],
  extra?: string[],
): Promise<{ id: number; userName: string; password: string; token: string }> {
  count += 1;
  const userName = `${prefix}_${count}_${Date.now() % 100000}`;
  const user = await createUser(server, { userName, ...(extra ? { permissions: extra } : {}) });
  for (const key of roleKeys) {
    await server.db
      .insertInto('user_roles')
      .values({ user_id: user.id, role_id: await roleIdOf(server, key) })
      .execute();
  }
  return { id: user.id, userName, password: user.password, token: await signIn(server, userName, user.password) };
}

/** A user who may read 我的资产 and nothing more, with a way to sign in as them. */
export async function plainUser(server: TestServer, userName: string) {
  const user = await createUser(server, { userName, permissions: [Permission.homeQuery] });
  return { id: user.id, token: () => signIn(server, userName, user.password) };
}

export async function makeDept(server: TestServer, token: string, deptName: string, parentId: number | null = null) {
  const result = await call(server.app, 'POST', '/system/dept', { token, body: { deptName, parentId, orderNum: 0 } });
  expect(result.body.code).toBe(200);
  return (result.body.data as Dept).deptId;
}

export function as(server: TestServer, token: string) {
  return {
    get: (path: string, query: Record<string, string> = {}) => call(server.app, 'GET', path, { token, query }),
    post: (path: string, body: unknown) => call(server.app, 'POST', path, { token, body }),
    put: (path: string, body: unknown) => call(server.app, 'PUT', path, { token, body }),
    del: (path: string) => call(server.app, 'DELETE', path, { token }),
  };
}

export async function deptOf(server: TestServer, userId: number) {
  return server.db
    .selectFrom('users')
    .select(['dept_id', 'dept_role'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}
