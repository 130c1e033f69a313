import type { TestServer } from './harness';

/** Ids looked up straight in the database, for tests that need a seeded role or a known user. */
export async function roleIdOf(server: TestServer, roleKey: string): Promise<number> {
  const row = await server.db
    .selectFrom('roles')
    .select('id')
    .where('role_key', '=', roleKey)
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function userIdOf(server: TestServer, userName: string): Promise<number> {
  const row = await server.db
    .selectFrom('users')
    .select('id')
    .where('user_name', '=', userName)
    .executeTakeFirstOrThrow();
  return row.id;
}
