import { expect } from 'vitest';
import { hashPassword } from '../../src/server/security/passwords';
import { SetupBodySchema } from '../../src/shared/api/setup';
import { ResponseCode } from '../../src/shared/codes';
import { call, nextIp } from './client';
import type { TestServer } from './harness';

export const ADMIN = { userName: 'admin', nickName: 'Administrator', password: 'Admin@12345' };

/** Creates the first super administrator through the real setup call, once per server. */
export async function ensureAdmin(server: TestServer): Promise<void> {
  const status = await call(server.app, 'GET', '/init/status');
  if ((status.body.data as { initialized: boolean }).initialized) return;
  const body = SetupBodySchema.parse({ ...ADMIN, passwordConfirm: ADMIN.password });
  const result = await call(server.app, 'POST', '/init', { body });
  expect(result.body.code).toBe(ResponseCode.ok);
}

/**
 * Draws a captcha the way the sign-in page does and reads its answer from the captchas table, where it
 * is stored in plain lower case for exactly this purpose (see captchaService.ts).
 */
export async function solveCaptcha(server: TestServer): Promise<{ uuid: string; code: string }> {
  const result = await call(server.app, 'GET', '/ucenter/captcha');
  const { uuid } = result.body.data as { uuid: string };
  const row = await server.db
    .selectFrom('captchas')
    .select('answer')
    .where('uuid', '=', uuid)
    .executeTakeFirstOrThrow();
  return { uuid, code: row.answer };
}

/** Signs in through POST /ucenter/login/passwdLogin with a solved captcha; answers the whole result. */
export async function attemptSignIn(server: TestServer, userName: string, password: string, ip = nextIp()) {
  const captcha = await solveCaptcha(server);
  return call(server.app, 'POST', '/ucenter/login/passwdLogin', {
    body: { username: userName, password, ...captcha },
    headers: { platform: 'WEB' },
    ip,
  });
}

export async function signIn(server: TestServer, userName: string, password: string): Promise<string> {
  const result = await attemptSignIn(server, userName, password);
  expect(result.body).toMatchObject({ code: ResponseCode.ok });
  return (result.body.data as { token: string }).token;
}

export async function signInAdmin(server: TestServer): Promise<string> {
  await ensureAdmin(server);
  return signIn(server, ADMIN.userName, ADMIN.password);
}

export interface UserFixture {
  userName: string;
  password?: string;
  /** Permissions of a role made for this user alone; none means no role at all. */
  permissions?: string[];
  status?: number;
  userKind?: number;
  validFrom?: Date | null;
  validTo?: Date | null;
  phonenumber?: string;
  email?: string;
  mustChangePassword?: boolean;
  passwordChangedAt?: Date;
}

let fixtureCount = 0;

/** Writes a user (and a private role holding the given permissions) straight into the database. */
export async function createUser(server: TestServer, fixture: UserFixture): Promise<{ id: number; password: string }> {
  const password = fixture.password ?? 'Passw0rd!x';
  const now = server.clock.now().toISOString();
  const { id } = await server.db
    .insertInto('users')
    .values({
      user_name: fixture.userName,
      nick_name: `${fixture.userName} nick`,
      password_hash: await hashPassword(password),
      email: fixture.email ?? '',
      phonenumber: fixture.phonenumber ?? '',
      avatar: '',
      user_kind: fixture.userKind ?? 0,
      user_source: 0,
      status: fixture.status ?? 0,
      valid_from: fixture.validFrom?.toISOString() ?? null,
      valid_to: fixture.validTo?.toISOString() ?? null,
      must_change_password: fixture.mustChangePassword ? 1 : 0,
      password_changed_at: fixture.passwordChangedAt?.toISOString() ?? now,
      failed_attempts: 0,
      locked_until: null,
      dept_id: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (fixture.permissions) {
    fixtureCount += 1;
    const role = await server.db
      .insertInto('roles')
      .values({
        role_key: `fixture_${fixtureCount}_${fixture.userName}`,
        name_zh: 'fixture',
        name_en: 'fixture',
        sort: 99,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (fixture.permissions.length > 0) {
      await server.db
        .insertInto('role_permissions')
        .values(fixture.permissions.map((permission) => ({ role_id: role.id, permission })))
        .execute();
    }
    await server.db.insertInto('user_roles').values({ user_id: id, role_id: role.id }).execute();
  }
  return { id, password };
}
