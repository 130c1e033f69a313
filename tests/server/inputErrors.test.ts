import { expect, it } from 'vitest';
import { ResponseCode } from '../../src/shared/codes';
import { call } from './client';
import { signInAdmin } from './fixtures';
import { describeEachDatabase } from './harness';

/** Every input error is a 4xx-class answer with a clear message, never a 500. */

describeEachDatabase('input errors', (server) => {
  it('an empty SSO issuer is a field error, not a 500', async () => {
    const token = await signInAdmin(server());
    for (const issuer of ['', '   ', 'https://', 'http://[::1']) {
      const result = await call(server().app, 'POST', '/setting-center/sso/discovery', { token, body: { issuer } });
      expect(result.status, issuer).toBeLessThan(500);
      expect(result.body, issuer).toMatchObject({ code: ResponseCode.badRequest, data: { field: 'issuer' } });
      expect(result.body.msg, issuer).toMatch(/issuer/);
    }
  });

  it('an oversized body answers HTTP 413 with code 413', async () => {
    const token = await signInAdmin(server());
    const huge = JSON.stringify({ issuer: `https://example.com/${'a'.repeat(2 * 1024 * 1024)}` });
    const result = await call(server().app, 'POST', '/setting-center/sso/discovery', { token, rawBody: huge });
    expect(result.status).toBe(413);
    expect(result.body).toMatchObject({ code: 413, msg: '请求内容过大' });
    const en = await call(server().app, 'POST', '/setting-center/sso/discovery', { token, rawBody: huge, lang: 'en' });
    expect(en.body.msg).toBe('The request body is too large');
  });

  it('malformed JSON is a 400-class answer that says so', async () => {
    const result = await call(server().app, 'POST', '/login', { rawBody: '{"username":' });
    expect(result.status).toBeLessThan(500);
    expect(result.body).toMatchObject({ code: ResponseCode.badRequest, msg: '请求格式不正确' });
  });

  it('a name with a direction override or a control character is refused, naming the field', async () => {
    const token = await signInAdmin(server());
    for (const tagName of ['rtl\u202Eexe.txt', 'bell\u0007x', 'zw\u200Bx', 'iso\u2067x']) {
      const result = await call(server().app, 'POST', '/system/tag/add', { token, body: { tagName } });
      expect(result.body, JSON.stringify(tagName)).toMatchObject({
        code: ResponseCode.badRequest,
        msg: 'tagName不能包含控制字符、零宽字符或文字方向控制字符',
        data: { field: 'tagName' },
      });
    }
    const user = await call(server().app, 'POST', '/ucenter/user/add', {
      token,
      lang: 'en',
      headers: { platform: 'WEB' },
      body: {
        userName: 'bidi-user',
        nickName: 'evil\u202Egnp.exe',
        password: 'Passw0rd!x',
        userKind: 0,
        userSource: 0,
      },
    });
    expect(user.body).toMatchObject({
      code: ResponseCode.badRequest,
      msg: 'nickName must not contain control, zero-width or text-direction characters',
    });
    const tags = await server().db.selectFrom('tags').select('name').execute();
    expect(tags.map((tag) => tag.name).filter((name) => name.startsWith('rtl'))).toEqual([]);
    const users = await server().db.selectFrom('users').select('id').where('user_name', '=', 'bidi-user').execute();
    expect(users).toEqual([]);
  });

  it('a NUL character in any field is refused, naming the field (PostgreSQL answered 500)', async () => {
    const token = await signInAdmin(server());
    const tag = await call(server().app, 'POST', '/system/tag/add', {
      token,
      body: { tagName: 'nul-in-description', description: 'a\u0000b' },
    });
    expect(tag.status).toBe(200);
    expect(tag.body).toMatchObject({
      code: ResponseCode.badRequest,
      msg: 'description不能包含空字符',
      data: { field: 'description' },
    });
    const scan = await call(server().app, 'GET', '/ucenter/scan/status', {
      query: { guid: '\u0000', pollKey: 'x' },
      lang: 'en',
    });
    expect(scan.body).toMatchObject({ code: ResponseCode.badRequest, msg: 'guid must not contain the NUL character' });
    const tags = await server().db.selectFrom('tags').select('name').where('name', '=', 'nul-in-description').execute();
    expect(tags).toEqual([]);
  });

  it('an id beyond the integer columns is a field error, not a 500', async () => {
    const token = await signInAdmin(server());
    for (const [path, query] of [
      ['/ucenter/user/info', { userId: '2147483648' }],
      ['/ucenter/userGroup/info', { groupId: '2147483648' }],
      ['/privilege/agent/info', { id: '2147483648' }],
    ] as const) {
      const result = await call(server().app, 'GET', path, { token, query });
      expect(result.status, path).toBe(200);
      expect(result.body, path).toMatchObject({
        code: ResponseCode.badRequest,
        data: { field: Object.keys(query)[0] },
      });
    }
    const operlog = await call(server().app, 'GET', '/monitor/operlog/99999999999', { token });
    expect(operlog.body).toMatchObject({ code: ResponseCode.badRequest, data: { field: 'operId' } });
  });
});
