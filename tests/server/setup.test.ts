import { afterEach, describe, expect, it } from 'vitest';
import { ResponseCode } from '../../src/shared/codes';
import { call } from './client';
import { ADMIN, attemptSignIn } from './fixtures';
import { DIALECTS, startServer, type TestServer } from './harness';

const setupBody = (overrides: Record<string, unknown> = {}) => ({
  userName: ADMIN.userName,
  nickName: ADMIN.nickName,
  password: ADMIN.password,
  passwordConfirm: ADMIN.password,
  ...overrides,
});

for (const dialect of DIALECTS) {
  describe(`first-time setup [${dialect}]`, () => {
    const servers: TestServer[] = [];
    const fresh = async () => {
      const server = await startServer(dialect);
      servers.push(server);
      return server;
    };
    afterEach(async () => {
      await Promise.all(servers.splice(0).map((server) => server.stop()));
    });

    it('refuses sign-in until the super administrator exists, then sets up once', async () => {
      const { app, ...server } = await fresh();
      expect((await call(app, 'GET', '/init/status')).body).toMatchObject({ code: 200, data: { initialized: false } });

      const early = await attemptSignIn({ app, ...server }, 'admin', ADMIN.password);
      expect(early.body).toMatchObject({ code: ResponseCode.setupRequired, msg: '系统尚未初始化，请先创建超级管理员' });

      const done = await call(app, 'POST', '/init', { body: setupBody({ companyName: 'Acme' }) });
      expect(done.body).toMatchObject({ code: 200, msg: '初始化成功，请登录' });
      expect((await call(app, 'GET', '/init/status')).body).toMatchObject({ data: { initialized: true } });
      expect((await call(app, 'GET', '/setting-center/getCompanyInfo')).body).toMatchObject({
        data: { companyName: 'Acme', productName: 'Gatehouse' },
      });

      const again = await call(app, 'POST', '/init', { body: setupBody({ userName: 'other' }) });
      expect(again.status).toBe(200);
      expect(again.body).toMatchObject({ code: 410, msg: '系统已完成初始化' });

      const signedIn = await attemptSignIn({ app, ...server }, 'admin', ADMIN.password);
      expect(signedIn.body.code).toBe(200);
    });

    it('checks the form: required name, length, strength, confirmation', async () => {
      const { app } = await fresh();
      const missing = await call(app, 'POST', '/init', { body: setupBody({ userName: undefined }) });
      expect(missing.body).toMatchObject({ code: 400, data: { field: 'userName' } });
      expect(missing.body.msg).toContain('用户名不能为空');

      const wrongType = await call(app, 'POST', '/init', { body: setupBody({ userName: 42 }) });
      expect(wrongType.body).toMatchObject({ code: 400, data: { field: 'userName' } });

      const tooLong = await call(app, 'POST', '/init', { body: setupBody({ nickName: 'x'.repeat(31) }) });
      expect(tooLong.body).toMatchObject({
        code: 400,
        msg: 'nickName: 长度最大为30个字符',
        data: { field: 'nickName' },
      });

      const badChars = await call(app, 'POST', '/init', { body: setupBody({ userName: 'ad min' }) });
      expect(badChars.body.msg).toContain('只支持字母、数字、特殊字符包含 _ -');

      const short = await call(app, 'POST', '/init', {
        body: setupBody({ password: 'a1b2', passwordConfirm: 'a1b2' }),
      });
      expect(short.body).toMatchObject({ code: 400, data: { field: 'password' } });
      expect(short.body.msg).toContain('长度在 6 到 32 个字符');

      const weak = await call(app, 'POST', '/init', {
        body: setupBody({ password: 'abcdefgh', passwordConfirm: 'abcdefgh' }),
      });
      expect(weak.body).toMatchObject({ code: 400, msg: '密码强度较弱' });

      const mismatch = await call(app, 'POST', '/init', { body: setupBody({ passwordConfirm: 'Admin@123456' }) });
      expect(mismatch.body).toMatchObject({
        code: 400,
        msg: '两次输入的密码不一致',
        data: { field: 'passwordConfirm' },
      });

      const english = await call(app, 'POST', '/init', { body: setupBody({ passwordConfirm: 'x1' }), lang: 'en' });
      expect(english.body.msg).toBe('The two passwords do not match');

      expect((await call(app, 'GET', '/init/status')).body).toMatchObject({ data: { initialized: false } });
    });

    it('creates exactly one administrator when two setups race', async () => {
      const { app, db } = await fresh();
      const results = await Promise.all(
        ['first', 'second', 'third', 'fourth'].map((userName) =>
          call(app, 'POST', '/init', { body: setupBody({ userName }) }),
        ),
      );
      const codes = results.map((result) => result.body.code).sort();
      expect(codes).toEqual([200, 410, 410, 410]);
      const users = await db.selectFrom('users').select('user_name').execute();
      expect(users).toHaveLength(1);
    });
  });
}
