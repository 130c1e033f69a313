import { expect, it } from 'vitest';
import { ALL_PERMISSIONS, Permission, RoleKey } from '../../src/shared/access/permissions';
import { allEndpoints } from '../../src/shared/api';
import { ResponseCode } from '../../src/shared/codes';
import { DeptRole } from '../../src/shared/enums';
import { as, makeDept, userWithRoles } from './accessFixtures';
import { call } from './client';
import { signInAdmin } from './fixtures';
import { defaultWindow } from './grantApi';
import { describeEachDatabase, type TestServer } from './harness';
import { roleIdOf } from './orgFixtures';

/**
 * For each seeded role (spec §6), a user holding it tries every mutating endpoint that
 * changes access — on itself, and on a user holding more (the same role plus a permission it lacks) —
 * and is refused. The endpoint list comes from the shared descriptors: a new mutating endpoint under
 * these paths fails the first test until it gets an attack here or a reason in HANDS_NOTHING_OUT.
 */
/**
 * The endpoints that change who may do what: every non-GET one gated by a permission that manages people
 * or access, and the department calls a supervisor may make without one.
 */
const ACCESS_PERMISSIONS = new Set<string>([
  Permission.userEdit,
  Permission.roleEdit,
  Permission.departmentQuery,
  Permission.assetImpower,
  Permission.settingEdit,
  Permission.backupEdit,
]);
const isAccessEndpoint = (endpoint: { method: string; path: string; access: string }) =>
  endpoint.method !== 'GET' && (ACCESS_PERMISSIONS.has(endpoint.access) || endpoint.path.startsWith('/system/dept'));

/** Mutating endpoints under those paths that move no access to a person, with the reason. */
const HANDS_NOTHING_OUT: Record<string, string> = {
  'POST /system/dept': 'a new department is empty: no members, no assets',
  'DELETE /system/dept/:deptId': 'only an empty department can be deleted',
  'POST /ucenter/userGroup/update': 'renames a group; members and grants stay',
  'POST /ucenter/userGroup/del': 'deleting a group withdraws its grants, it gives none',
  'POST /privilege/impower/revoke/:grantIds': 'revoking narrows access',
  'POST /ucenter/forceUpdatePasswd': 'the caller’s own password, with the old one (personal centre rule)',
  'PUT /setting-center/baseConfig/edit': 'system:setting:edit only; its holders cannot grant (seeded roles)',
  'PUT /setting-center/watermarkSettings': 'how the page watermark looks; no person gains access',
  'PUT /setting-center/signInMethods': 'sign-in methods for everyone; no person gains access',
  'POST /setting-center/verifySmsConfig': 'sends a test message',
  'POST /setting-center/verifyEmail': 'sends a test e-mail',
  'POST /system/message/send': 'sends a station message',
  'PUT /setting-center/ldap': 'directory settings; directory users are made without roles or department',
  'POST /setting-center/ldap/test': 'tries the directory connection',
  'POST /setting-center/ldap/sync': 'imports directory users without roles or department (ldap/sync.ts)',
  'PUT /setting-center/sso': 'provider settings; only users already bound sign in through it',
  'POST /setting-center/sso/discovery': 'reads the provider’s metadata',
  'POST /ucenter/register/approve': 'a registered user starts without roles or department (registrationService.ts)',
  'POST /ucenter/register/refuse': 'refusing a registration gives nothing',
  'PUT /setting-center/backup': 'where backups go and who can open them; moves no permission (docs/tasks.md: guard it)',
  'POST /setting/sftp/test': 'tries the backup server with a probe file',
  'PUT /task/system/edit': "a housekeeping job's schedule and retention; moves no permission",
  'POST /task/system/run/:id': 'runs a housekeeping job (log cleanup, recording retention, database copy) now',
  'POST /system/config': 'an administrator’s own parameter; Gatehouse reads none of them',
  'PUT /system/config':
    'the company name within its rule; keys of a setting page (policies, grants, sign-in) are refused (sysConfig.test.ts)',
  'DELETE /system/config/:configIds': 'only administrators’ own parameters can be deleted',
  'DELETE /system/config/refreshCache': 'there is no parameter cache: changes nothing',
  'POST /setting-center/add': 'a new administrator’s own parameter (not sys.); Gatehouse reads none of them',
  'PUT /setting-center/edit':
    'the parameter page’s rules: keys of a setting page (grants, sign-in, policies) are refused (settingItems.test.ts)',
  'PUT /setting-center/network': 'an interface’s address or MTU, appliance mode only; no person gains access',
  'POST /setting-center/network/route': 'a route of the host, appliance mode only; no person gains access',
  'DELETE /setting-center/network/route': 'removes a route of the host, appliance mode only',
  'POST /setting-center/network/bond': 'a bond of the host’s interfaces, appliance mode only; no person gains access',
  'DELETE /setting-center/network/bond': 'removes a bond of the host, appliance mode only',
};

/**
 * Removing a sign-in factor takes no access from or to anyone but its owner, and one's own factors are one's
 * own business (the personal centre does the same): these are tried on a user holding more only.
 */
const OTHERS_ONLY = new Set([
  'POST /ucenter/user/otpUnbind',
  'POST /ucenter/user/usbKeyRemoveOf',
  'POST /system/user/ssoUnlink',
]);

const REFUSED = new Set<number>([ResponseCode.forbidden, ResponseCode.userOperationRefused]);
const EXTRA = Permission.masterKeyRotate;

interface Fixture {
  server: TestServer;
  admin: string;
  token: string;
  roleId: number;
  roleKey: string;
  superRoleId: number;
  dept: number;
  group: number;
  assetlessGrant: () => Promise<Record<string, unknown>>;
}

type Attack = (f: Fixture, target: number) => Promise<{ method: string; path: string; body?: unknown }>;

const ATTACKS: Record<string, Attack> = {
  'PUT /system/user/authRole/:userId': async (f, target) => ({
    method: 'PUT',
    path: `/system/user/authRole/${target}`,
    body: { roleIds: [f.superRoleId, f.roleId] },
  }),
  'PUT /system/role/authUser/selectAll': async (f, target) => ({
    method: 'PUT',
    path: '/system/role/authUser/selectAll',
    body: { roleId: f.superRoleId, userIds: [target] },
  }),
  'PUT /system/role/authUser/cancelAll': async (f, target) => ({
    method: 'PUT',
    path: '/system/role/authUser/cancelAll',
    body: { roleId: f.roleId, userIds: [target] },
  }),
  'POST /system/role': async () => ({
    method: 'POST',
    path: '/system/role',
    body: { roleKey: `esc_${Date.now()}`, roleNameZh: '提权', roleNameEn: 'escalate', permissions: [ALL_PERMISSIONS] },
  }),
  'PUT /system/role': async (f) => ({
    method: 'PUT',
    path: '/system/role',
    body: {
      roleId: f.roleId,
      roleKey: f.roleKey,
      roleNameZh: '提权',
      roleNameEn: 'escalate',
      permissions: [ALL_PERMISSIONS],
    },
  }),
  'DELETE /system/role/:roleIds': async (f) => ({ method: 'DELETE', path: `/system/role/${f.superRoleId}` }),
  'POST /system/dept/members': async (f, target) => ({
    method: 'POST',
    path: '/system/dept/members',
    body: { deptId: await makeDept(f.server, f.admin, `esc-${Date.now()}-${target}`), userIds: [target], deptRole: 1 },
  }),
  'PUT /system/dept/members': async (f, target) => ({
    method: 'PUT',
    path: '/system/dept/members',
    body: { deptId: f.dept, userId: target, deptRole: DeptRole.supervisor },
  }),
  'DELETE /system/dept/:deptId/members/:userIds': async (f, target) => ({
    method: 'DELETE',
    path: `/system/dept/${f.dept}/members/${target}`,
  }),
  'PUT /system/dept': async (f) => ({
    method: 'PUT',
    path: '/system/dept',
    body: {
      deptId: f.dept,
      deptName: `moved-${Date.now()}`,
      parentId: await makeDept(f.server, f.admin, `p-${Date.now()}`),
    },
  }),
  'POST /ucenter/user/add': async (f) => ({
    method: 'POST',
    path: '/ucenter/user/add',
    body: {
      userName: `esc_${Date.now()}`,
      nickName: 'escalated',
      phonenumber: '13900139000',
      email: 'esc@example.com',
      password: 'Start#2026x',
      roleIds: [f.superRoleId],
    },
  }),
  'POST /ucenter/user/update': async (_f, target) => ({
    method: 'POST',
    path: '/ucenter/user/update',
    body: { userId: target, nickName: 'taken', phonenumber: '13900139000', email: 'taken@example.com' },
  }),
  'POST /ucenter/user/del': async (_f, target) => ({
    method: 'POST',
    path: '/ucenter/user/del',
    body: { userIds: [target] },
  }),
  'POST /ucenter/user/lock': async (_f, target) => ({
    method: 'POST',
    path: '/ucenter/user/lock',
    body: { userIds: [target] },
  }),
  'POST /ucenter/user/unlock': async (_f, target) => ({
    method: 'POST',
    path: '/ucenter/user/unlock',
    body: { userIds: [target] },
  }),
  'POST /ucenter/user/resetPasswd': async (_f, target) => ({
    method: 'POST',
    path: '/ucenter/user/resetPasswd',
    body: { userId: target, generate: true },
  }),
  'POST /ucenter/user/updatePasswd': async (_f, target) => ({
    method: 'POST',
    path: '/ucenter/user/updatePasswd',
    body: { userId: target, passwordNew: 'Taken#Over2026', passwordConfirm: 'Taken#Over2026' },
  }),
  'POST /ucenter/userGroup/add': async (_f, target) => ({
    method: 'POST',
    path: '/ucenter/userGroup/add',
    body: { groupName: `esc-${Date.now()}-${target}`, userIds: [target] },
  }),
  'POST /ucenter/userGroup/addMembers': async (f, target) => ({
    method: 'POST',
    path: '/ucenter/userGroup/addMembers',
    body: { groupId: await emptyGroup(f), userIds: [target] },
  }),
  'POST /ucenter/userGroup/removeMembers': async (f, target) => ({
    method: 'POST',
    path: '/ucenter/userGroup/removeMembers',
    body: { groupId: f.group, userIds: [target] },
  }),
  'POST /ucenter/user/otpUnbind': async (_f, target) => ({
    method: 'POST',
    path: '/ucenter/user/otpUnbind',
    body: { userId: target },
  }),
  'POST /ucenter/user/usbKeyRemoveOf': async (_f, target) => ({
    method: 'POST',
    path: '/ucenter/user/usbKeyRemoveOf',
    body: { userId: target, kind: 'webauthn', id: 1 },
  }),
  'POST /system/user/ssoUnlink': async (_f, target) => ({
    method: 'POST',
    path: '/system/user/ssoUnlink',
    body: { userId: target, id: 1 },
  }),
  'POST /privilege/impower/add': async (f, target) => ({
    method: 'POST',
    path: '/privilege/impower/add',
    body: { ...(await f.assetlessGrant()), userIds: [target] },
  }),
};

async function emptyGroup(f: Fixture): Promise<number> {
  const made = await as(f.server, f.admin).post('/ucenter/userGroup/add', { groupName: `empty-${Date.now()}` });
  return (made.body.data as { groupId: number }).groupId;
}

const nameOf = (endpoint: { method: string; path: string }) => `${endpoint.method} ${endpoint.path}`;
const accessEndpoints = allEndpoints.filter(isAccessEndpoint);

const SEEDED = [
  RoleKey.superManager,
  RoleKey.systemAdministrator,
  RoleKey.securityAdministrator,
  RoleKey.auditAdministrator,
  RoleKey.opsAdministrator,
  RoleKey.opsOperators,
] as const;

it('every mutating access endpoint is attacked or says why it hands nothing out', () => {
  const unclassified = accessEndpoints.map(nameOf).filter((name) => !(name in ATTACKS) && !(name in HANDS_NOTHING_OUT));
  expect(unclassified).toEqual([]);
  const stale = Object.keys(ATTACKS).filter((name) => !accessEndpoints.some((endpoint) => nameOf(endpoint) === name));
  expect(stale).toEqual([]);
});

describeEachDatabase('no seeded role escalates itself or manages a user holding more', (server) => {
  for (const roleKey of SEEDED) {
    it(`${roleKey}: every access-changing call on itself and on a user holding more is refused`, async () => {
      const admin = await signInAdmin(server());
      const actor = await userWithRoles(server(), roleKey.slice(0, 8), [roleKey]);
      // The super manager holds everything: nobody holds more, so only its own access is tried.
      const higher =
        roleKey === RoleKey.superManager ? null : await userWithRoles(server(), 'higher', [roleKey], [EXTRA]);
      const dept = await makeDept(server(), admin, `esc-${roleKey}-${Date.now()}`);
      const targets = [actor.id, ...(higher ? [higher.id] : [])];
      const adminApi = as(server(), admin);
      expect(
        (await adminApi.post('/system/dept/members', { deptId: dept, userIds: targets, deptRole: DeptRole.visitor }))
          .body.code,
      ).toBe(ResponseCode.ok);
      const made = await adminApi.post('/ucenter/userGroup/add', { groupName: `esc-${Date.now()}`, userIds: targets });
      const window = await defaultWindow(server(), admin);
      const fixture: Fixture = {
        server: server(),
        admin,
        token: actor.token,
        roleId: await roleIdOf(server(), roleKey),
        roleKey,
        superRoleId: await roleIdOf(server(), RoleKey.superManager),
        dept,
        group: (made.body.data as { groupId: number }).groupId,
        // Any asset will do: the self-grant check comes before the asset's.
        assetlessGrant: async () => ({ permissionType: 1, ...window, assetIds: [1] }),
      };
      const superManagerMay = new Set([
        'POST /system/role',
        'PUT /system/role',
        'PUT /system/dept',
        'POST /ucenter/user/add',
      ]);
      for (const [name, attack] of Object.entries(ATTACKS)) {
        for (const target of targets) {
          const isSelf = target === actor.id;
          // Calls that are not about a person run once; the super manager may do those (it holds it all).
          const aboutPerson = ![
            'POST /system/role',
            'PUT /system/role',
            'DELETE /system/role/:roleIds',
            'PUT /system/dept',
            'POST /ucenter/user/add',
          ].includes(name);
          if (!aboutPerson && !isSelf) continue;
          if (roleKey === RoleKey.superManager && superManagerMay.has(name)) continue;
          if (name === 'POST /privilege/impower/add' && !isSelf) continue;
          if (OTHERS_ONLY.has(name) && isSelf) continue;
          const request = await attack(fixture, target);
          const headers = allEndpoints.find((endpoint) => nameOf(endpoint) === name)?.requiredHeaders ?? {};
          const result = await call(server().app, request.method, request.path, {
            token: actor.token,
            headers,
            ...(request.body === undefined ? {} : { body: request.body }),
          });
          const label = `${roleKey} → ${name} on ${isSelf ? 'itself' : 'a user holding more'}: ${result.body.code} ${result.body.msg}`;
          expect(REFUSED.has(result.body.code), label).toBe(true);
        }
      }
    }, 120_000);
  }
});
