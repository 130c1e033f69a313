import { expect, it } from 'vitest';
import { safeParse } from 'zod';
import { Permission } from '../../src/shared/access/permissions';
import { allEndpoints } from '../../src/shared/api';
import type { Endpoint } from '../../src/shared/api/endpoint';
import { ResponseCode } from '../../src/shared/codes';
import { call, nextIp } from './client';
import { createUser, ensureAdmin, signIn } from './fixtures';
import { describeOnSqlite, type TestServer } from './harness';

/**
 * Route × role matrix, generated from the shared descriptors so that an endpoint added
 * later cannot skip it: no token → 401; signed in without the permission → 403; holding exactly the
 * permission → past the gate (and 200 for a GET that needs no input).
 */

/** Every endpoint reachable without a sign-in. A new one must be added here on purpose. */
const KNOWN_PUBLIC = [
  'GET /ucenter/captcha',
  'GET /ucenter/login/getLoginWay',
  'GET /ucenter/user/passwdLengthPolicy',
  'GET /ucenter/login/passwdRule',
  'POST /login',
  'POST /ucenter/login/passwdLogin',
  'GET /init/status',
  'POST /init',
  'GET /setting-center/getCompanyInfo',
  'GET /ucenter/smsCode',
  'POST /ucenter/login/otpLogin',
  'POST /ucenter/login/secondSmsLogin',
  'POST /ucenter/login/smsLogin',
  'POST /ucenter/forgetPasswdCheckUser',
  'POST /ucenter/forgetPasswdUpdate',
  'GET /ucenter/getUpdatePasswdCode',
  'POST /ucenter/verifyUpdatePasswdCode',
  'GET /ucenter/scan/guid',
  'GET /ucenter/scan/status',
  'GET /ucenter/login/usb_key_code',
  'POST /ucenter/login/webauthnOptions',
  'POST /ucenter/login/usb_key',
  'POST /ucenter/login/webauthn',
  // Single sign-on: the provider round trip and linking on /bind happen before a Gatehouse sign-in.
  'POST /ucenter/sso/start',
  'POST /ucenter/sso/callback',
  'GET /ucenter/sso/bindTicket',
  'POST /ucenter/sso/bind',
  // Self-registration (a request an administrator decides; off unless switched on).
  'POST /ucenter/register',
  // A terminal share's guest has no account: the verification code (rate-limited, locked out) is the check.
  'POST /share/terminal/join',
];

/**
 * Endpoints whose handler asks for a second permission beyond the descriptor's (their summaries say so):
 * the gate is tested with the descriptor's permission plus these.
 */
const SECOND_PERMISSION: Record<string, string[]> = {
  'POST /system/dept': [Permission.userEdit],
  'PUT /system/dept': [Permission.userEdit],
  'DELETE /system/dept/:deptId': [Permission.userEdit],
  'POST /system/dept/members': [Permission.userEdit],
  // The coffer's people pickers: for those who keep safes (system:coffer:manage, or managing one).
  'GET /coffer/selectUsers': [Permission.cofferManage],
  'GET /coffer/selectGroups': [Permission.cofferManage],
  // A restore adds assets and accounts: it needs the rights of those adds besides system:task:edit.
  'POST /task/backup/restore': [Permission.assetAdd, Permission.accountAdd],
};

/**
 * GETs without input that answer a business code until something is set up (the code says what is
 * missing); past the gate is all the matrix asks of them.
 */
const NEEDS_SETUP: Record<string, number> = {
  'GET /setting-center/ldap/users': ResponseCode.ldapNotEnabled,
  'GET /task/backup/archives': ResponseCode.backupNotConfigured,
  // Test servers never manage the host's network (harness.ts): reload says appliance mode is off.
  'GET /setting-center/network/reload': ResponseCode.networkNotManaged,
};

/** Codes that mean the access check refused the call. */
const REFUSED = new Set<number>([
  ResponseCode.sessionExpired,
  ResponseCode.sessionExpiredAlt,
  ResponseCode.forbidden,
  ResponseCode.sessionExpiredUcenter,
  ResponseCode.passwordChangeRequired,
]);

const PASSWORD = 'Matrix#Pass1';
const nameOf = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.path}`;
const guarded = allEndpoints.filter((endpoint) => endpoint.access !== 'public' && endpoint.access !== 'authenticated');
/** The permissions a user needs to pass one endpoint's gate (and reach its handler). */
const grantFor = (endpoint: Endpoint) => [endpoint.access, ...(SECOND_PERMISSION[nameOf(endpoint)] ?? [])];
const grants = new Map(guarded.map((endpoint) => [grantFor(endpoint).join('+'), grantFor(endpoint)]));

/** Calls an endpoint as the console would, path parameters filled with digits. */
function hit(server: TestServer, endpoint: Endpoint, token?: string) {
  // An id no row has: the call passes the gate and meets "not found" rather than a business refusal.
  const path = endpoint.path.replace(/:[A-Za-z]+/g, '999999');
  return call(server.app, endpoint.method, path, {
    ...(token ? { token } : {}),
    headers: endpoint.requiredHeaders ?? {},
    ...(endpoint.method === 'GET' ? {} : { body: {} }),
    ip: nextIp(),
  });
}

/** A GET that needs no path parameter or query input answers 200 to whoever passes its gate. */
function needsNoInput(endpoint: Endpoint): boolean {
  return endpoint.method === 'GET' && !endpoint.params && (!endpoint.query || safeParse(endpoint.query, {}).success);
}

it('declares exactly the known public endpoints', () => {
  const publicNames = allEndpoints.filter((endpoint) => endpoint.access === 'public').map(nameOf);
  expect(publicNames.sort()).toEqual([...KNOWN_PUBLIC].sort());
  const names = new Set(allEndpoints.map(nameOf));
  expect([...Object.keys(SECOND_PERMISSION), ...Object.keys(NEEDS_SETUP)].filter((name) => !names.has(name))).toEqual(
    [],
  );
});

describeOnSqlite('access matrix', (server) => {
  const tokens = new Map<string, string>();
  let noRoles = '';

  it('signs in a user without roles and one user per permission', async () => {
    // Sign-in needs a set-up installation.
    await ensureAdmin(server());
    await createUser(server(), { userName: 'matrix_noroles', password: PASSWORD });
    noRoles = await signIn(server(), 'matrix_noroles', PASSWORD);
    for (const [index, [key, held]] of [...grants.entries()].entries()) {
      const userName = `matrix_p${index}`;
      await createUser(server(), { userName, password: PASSWORD, permissions: held });
      tokens.set(key, await signIn(server(), userName, PASSWORD));
    }
    // One password hashed and checked per permission: slow work by design, longer than the default on a busy machine.
  }, 120_000);

  it('refuses every non-public endpoint without a token (401)', async () => {
    for (const endpoint of allEndpoints.filter((candidate) => candidate.access !== 'public')) {
      const result = await hit(server(), endpoint);
      expect(result.body.code, `${nameOf(endpoint)} without a token`).toBe(ResponseCode.sessionExpired);
    }
  });

  it('refuses every permission-guarded endpoint to a user without roles (403)', async () => {
    for (const endpoint of guarded) {
      const result = await hit(server(), endpoint, noRoles);
      expect(result.body.code, `${nameOf(endpoint)} for a user without roles`).toBe(ResponseCode.forbidden);
    }
  });

  it('lets a user holding exactly the permission past the gate', async () => {
    for (const endpoint of guarded) {
      const token = tokens.get(grantFor(endpoint).join('+')) ?? '';
      const result = await hit(server(), endpoint, token);
      const label = `${nameOf(endpoint)} with ${grantFor(endpoint).join(', ')}: ${result.body.code} ${result.body.msg}`;
      expect(REFUSED.has(result.body.code), label).toBe(false);
      expect(result.status, label).toBeLessThan(500);
      const expected = NEEDS_SETUP[nameOf(endpoint)] ?? ResponseCode.ok;
      if (needsNoInput(endpoint)) expect(result.body.code, label).toBe(expected);
    }
  });
});
