import { expect, it } from 'vitest';
import { call } from './client';
import { describeOnSqlite } from './harness';

/**
 * The /login contracts are written with zod/mini (src/shared/api/signInPage.ts): the server must
 * validate, strip and document them exactly as it does the full-API schemas.
 */
interface OpenApiDoc {
  paths: Record<string, Record<string, OpenApiOperation>>;
}
interface OpenApiOperation {
  tags?: string[];
  security?: unknown[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { content: Record<string, { schema: JsonSchema }> }>;
}
interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  maxLength?: number;
  minLength?: number;
  enum?: string[];
  default?: unknown;
}

const dataOf = (operation: OpenApiOperation | undefined): JsonSchema | undefined =>
  operation?.responses['200']?.content['application/json']?.schema.properties?.data;

describeOnSqlite('sign-in page contracts (zod/mini)', (server) => {
  it('lists the public sign-in endpoints in OpenAPI with their schemas', async () => {
    const response = await server().app.inject({ method: 'GET', url: '/prod-api/docs/json' });
    const doc = response.json() as OpenApiDoc;
    const captcha = doc.paths['/prod-api/ucenter/captcha']?.get;
    expect(captcha?.tags).toEqual(['ucenter']);
    expect(captcha?.security).toBeUndefined();
    expect(dataOf(captcha)).toMatchObject({
      type: 'object',
      properties: { captchaEnabled: { type: 'boolean' }, uuid: { type: 'string' }, img: { type: 'string' } },
    });
    expect(dataOf(captcha)?.properties?.expiresInSeconds?.type).toBe('integer');

    const passwdLogin = doc.paths['/prod-api/ucenter/login/passwdLogin']?.post;
    const body = passwdLogin?.requestBody?.content['application/json']?.schema;
    expect(body?.required).toEqual(expect.arrayContaining(['username', 'password']));
    expect(body?.properties?.username).toMatchObject({ type: 'string', minLength: 1, maxLength: 64 });
    expect(body?.properties?.code).toMatchObject({ type: 'string', maxLength: 16, default: '' });
    expect(dataOf(passwdLogin)?.properties?.token).toEqual({ type: 'string' });
    // The non-web sign-in keeps its full-API descriptor, built around the same mini body.
    expect(
      doc.paths['/prod-api/login']?.post?.requestBody?.content['application/json']?.schema.properties?.username,
    ).toMatchObject({ maxLength: 64 });

    expect(dataOf(doc.paths['/prod-api/setting-center/getCompanyInfo']?.get)?.properties?.edition).toMatchObject({
      enum: ['NORMAL', 'GM'],
    });
    expect(dataOf(doc.paths['/prod-api/init/status']?.get)?.properties?.initialized).toEqual({ type: 'boolean' });
  });

  it('validates a mini body with the spec messages and the field named', async () => {
    const web = { platform: 'WEB' };
    const missing = await call(server().app, 'POST', '/ucenter/login/passwdLogin', { body: {}, headers: web });
    expect(missing.body).toMatchObject({ code: 400, data: { field: 'username' } });
    expect(missing.body.msg).toContain('用户名不能为空');
    const wrongType = await call(server().app, 'POST', '/ucenter/login/passwdLogin', {
      body: { username: 'admin', password: 42 },
      headers: web,
    });
    expect(wrongType.body).toMatchObject({ code: 400, data: { field: 'password' } });
    const tooLong = await call(server().app, 'POST', '/ucenter/login/passwdLogin', {
      body: { username: 'a'.repeat(65), password: 'x' },
      headers: web,
    });
    expect(tooLong.body).toMatchObject({ code: 400, data: { field: 'username' } });
  });

  it('serialises a mini reply through its schema (only the declared fields)', async () => {
    const captcha = await call(server().app, 'GET', '/ucenter/captcha');
    expect(Object.keys(captcha.body.data as object).sort()).toEqual([
      'captchaEnabled',
      'expiresInSeconds',
      'img',
      'uuid',
    ]);
    const status = await call(server().app, 'GET', '/init/status');
    expect(status.body).toMatchObject({ code: 200, data: { initialized: expect.any(Boolean) } });
  });
});
