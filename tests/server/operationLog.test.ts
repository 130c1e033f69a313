import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { Permission } from '../../src/shared/access/permissions';
import type { OperationLog } from '../../src/shared/api/operationLog';
import { ResponseCode } from '../../src/shared/codes';
import { call, nextIp } from './client';
import { ADMIN, createUser, signIn, signInAdmin } from './fixtures';
import { describeEachDatabase, type TestServer } from './harness';
import { newUser, web } from './userApi';

async function logRows(server: TestServer, path: string) {
  return server.db
    .selectFrom('operation_logs')
    .selectAll()
    .where('path', '=', `/prod-api${path}`)
    .orderBy('id', 'desc')
    .execute();
}

async function list(server: TestServer, token: string, query: Record<string, string>) {
  const result = await call(server.app, 'GET', '/monitor/operlog/list', { token, query });
  expect(result.body.code).toBe(ResponseCode.ok);
  return { rows: result.body.rows as OperationLog[], total: result.body.total ?? 0 };
}

describeEachDatabase(
  'operation log',
  (server) => {
    it('records who, when, from where, what and the outcome of a user creation, never the password', async () => {
      const token = await signInAdmin(server());
      const before = server().clock.now().toISOString();
      const password = 'Audit#Secret-2026';
      const result = await call(server().app, 'POST', '/ucenter/user/add', {
        token,
        headers: { ...web, 'x-forwarded-for': '203.0.113.7', 'user-agent': 'audit-test/1.0' },
        body: newUser('audit_created', { password }),
      });
      expect(result.body.code).toBe(ResponseCode.ok);
      const { userId } = result.body.data as { userId: number };

      const [row] = await logRows(server(), '/ucenter/user/add');
      expect(row).toMatchObject({
        user_name: ADMIN.userName,
        ip: '203.0.113.7',
        user_agent: 'audit-test/1.0',
        module: 'users',
        kind: 'add',
        method: 'POST',
        code: ResponseCode.ok,
        target_names: 'audit_created',
      });
      expect(row?.target_ids.split(',')).toContain(String(userId));
      expect(row?.oper_time && row.oper_time >= before).toBe(true);
      expect(row?.user_id).toBeGreaterThan(0);

      const everything = JSON.stringify(await server().db.selectFrom('operation_logs').selectAll().execute());
      expect(everything).not.toContain(password);
      expect(everything).not.toContain('Start#2026');
    });

    it('records refused attempts: no token, no permission, invalid input', async () => {
      const ip = nextIp();
      const anonymous = await call(server().app, 'POST', '/ucenter/user/lock', { body: { userIds: [1] }, ip });
      expect(anonymous.body.code).toBe(ResponseCode.sessionExpired);
      const [first] = await logRows(server(), '/ucenter/user/lock');
      expect(first).toMatchObject({
        user_id: null,
        user_name: '',
        ip,
        code: ResponseCode.sessionExpired,
        kind: 'edit',
      });

      await createUser(server(), { userName: 'audit_nobody', permissions: [] });
      const nobody = await signIn(server(), 'audit_nobody', 'Passw0rd!x');
      const refused = await call(server().app, 'POST', '/ucenter/user/lock', { token: nobody, body: { userIds: [1] } });
      expect(refused.body.code).toBe(ResponseCode.forbidden);
      const [second] = await logRows(server(), '/ucenter/user/lock');
      // Refused before the body is read (registrar.ts): the log names the caller and the call, not the input.
      expect(second).toMatchObject({ user_name: 'audit_nobody', code: ResponseCode.forbidden, target_ids: '' });

      const admin = await signInAdmin(server());
      const invalid = await call(server().app, 'PUT', '/system/role', {
        token: admin,
        body: { roleId: 'x', roleKey: 'audit bad key', password: 'Leak#Me-1' },
      });
      expect(invalid.body.code).toBe(ResponseCode.badRequest);
      const [third] = await logRows(server(), '/system/role');
      expect(third).toMatchObject({ user_name: ADMIN.userName, code: ResponseCode.badRequest, kind: 'grant' });
      expect(third?.msg).not.toBe('');
      expect(JSON.stringify(third)).not.toContain('Leak#Me-1');
    });

    it('writes sign-out and the own password change to the login log as well', async () => {
      await createUser(server(), { userName: 'audit_self', permissions: [Permission.homeQuery] });
      const token = await signIn(server(), 'audit_self', 'Passw0rd!x');
      const changed = await call(server().app, 'POST', '/ucenter/user/updateOwnPasswd', {
        token,
        body: { oldPassword: 'Passw0rd!x', passwordNew: 'Changed#2026x', passwordConfirm: 'Changed#2026x' },
      });
      expect(changed.body.code).toBe(ResponseCode.ok);
      const out = await call(server().app, 'POST', '/ucenter/logout', { token });
      expect(out.body.code).toBe(ResponseCode.ok);
      const logins = await server()
        .db.selectFrom('login_logs')
        .select(['msg', 'status'])
        .where('user_name', '=', 'audit_self')
        .orderBy('id')
        .execute();
      expect(logins.map((row) => row.msg)).toEqual(['loginSuccess', 'passwordChanged', 'logoutDone']);
      const [logout] = await logRows(server(), '/ucenter/logout');
      expect(logout).toMatchObject({ user_name: 'audit_self', code: ResponseCode.ok });
    });

    it('lists with filters, paging and detail, for holders of system:log:query only', async () => {
      const admin = await signInAdmin(server());
      await call(server().app, 'POST', '/ucenter/user/lock', { body: { userIds: [2] } });
      const byUser = await list(server(), admin, { operName: 'AUDIT_NOB', pageSize: '50' });
      expect(byUser.rows.length).toBeGreaterThan(0);
      expect(byUser.rows.every((row) => row.operName === 'audit_nobody')).toBe(true);

      const failures = await list(server(), admin, { module: 'users', status: '2', pageSize: '50' });
      expect(failures.rows.every((row) => row.module === 'users' && row.code !== 200 && row.status === 2)).toBe(true);
      const adds = await list(server(), admin, { businessType: 'add', status: '1' });
      expect(adds.rows.map((row) => row.operUrl)).toContain('/prod-api/ucenter/user/add');

      const all = await list(server(), admin, { pageSize: '500' });
      const paged = await list(server(), admin, { pageNum: '2', pageSize: '2' });
      expect(paged.total).toBe(all.total);
      expect(paged.rows.map((row) => row.operId)).toEqual(all.rows.slice(2, 4).map((row) => row.operId));

      const future = new Date(server().clock.now().getTime() + 3_600_000).toISOString();
      expect((await list(server(), admin, { beginTime: future })).total).toBe(0);
      expect((await list(server(), admin, { endTime: future })).total).toBe(all.total);
      const badTime = await call(server().app, 'GET', '/monitor/operlog/list', {
        token: admin,
        query: { beginTime: 'yesterday' },
      });
      expect(badTime.body).toMatchObject({ code: 400, data: { field: 'beginTime' } });

      const first = all.rows[0] as OperationLog;
      const detail = await call(server().app, 'GET', `/monitor/operlog/${first.operId}`, { token: admin });
      expect(detail.body).toMatchObject({ code: 200, data: first });
      const missing = await call(server().app, 'GET', '/monitor/operlog/999999', { token: admin });
      expect(missing.body.code).toBe(ResponseCode.notFound);

      const nobody = await signIn(server(), 'audit_nobody', 'Passw0rd!x');
      const refused = await call(server().app, 'GET', '/monitor/operlog/list', { token: nobody });
      expect(refused.body.code).toBe(ResponseCode.forbidden);
    });

    it('does not fail the business call when the log cannot be written', async () => {
      const admin = await signInAdmin(server());
      await sql`alter table operation_logs rename to operation_logs_away`.execute(server().db);
      try {
        const result = await call(server().app, 'POST', '/ucenter/user/add', {
          token: admin,
          headers: web,
          body: newUser('audit_unlogged'),
        });
        expect(result.body.code).toBe(ResponseCode.ok);
      } finally {
        await sql`alter table operation_logs_away rename to operation_logs`.execute(server().db);
      }
      const user = await server()
        .db.selectFrom('users')
        .select('id')
        .where('user_name', '=', 'audit_unlogged')
        .executeTakeFirst();
      expect(user).toBeDefined();
    });
  },
  { trustProxy: true },
);
