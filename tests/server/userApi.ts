import { call } from './client';
import { ADMIN } from './fixtures';
import type { TestServer } from './harness';

/** Helpers shared by the users suites (users.test.ts, userRules.test.ts). */
export const web = { platform: 'WEB' };
export const HOUR = 3_600_000;

export function api(server: TestServer, token: string) {
  return {
    get: (path: string, query: Record<string, string> = {}) => call(server.app, 'GET', path, { token, query }),
    post: (path: string, body: unknown, headers: Record<string, string> = {}) =>
      call(server.app, 'POST', path, { token, body, headers }),
  };
}

export const newUser = (userName: string, extra: Record<string, unknown> = {}) => ({
  userName,
  nickName: `${userName} 昵称`,
  phonenumber: '13900139000',
  email: `${userName}@example.com`,
  password: 'Start#2026',
  ...extra,
});

export async function adminId(server: TestServer): Promise<number> {
  const row = await server.db
    .selectFrom('users')
    .select('id')
    .where('user_name', '=', ADMIN.userName)
    .executeTakeFirst();
  if (!row) throw new Error('no admin');
  return row.id;
}
