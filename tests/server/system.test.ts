import { mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineHandler } from '../../src/server/http/handler';
import { registerEndpoints } from '../../src/server/http/registrar';
import { Permission } from '../../src/shared/access/permissions';
import { endpoint } from '../../src/shared/api/endpoint';
import type { DictEntry, LoginLog } from '../../src/shared/api/system';
import { call } from './client';
import { attemptSignIn, createUser, signIn, signInAdmin } from './fixtures';
import { describeEachDatabase, startServer, type TestServer } from './harness';

describeEachDatabase('system endpoints', (server) => {
  it('serves a dictionary in the request language', async () => {
    const token = await signInAdmin(server());
    const zh = await call(server().app, 'GET', '/system/dict/data/type/user_status', { token });
    const entries = zh.body.data as DictEntry[];
    expect(entries.map((entry) => entry.dictValue)).toEqual(['0', '1', '2', '3']);
    expect(entries[0]).toMatchObject({
      dictType: 'user_status',
      dictLabel: expect.any(String),
      listClass: expect.any(String),
    });
    const en = await call(server().app, 'GET', '/system/dict/data/type/asset_type', { token, lang: 'en' });
    expect((en.body.data as DictEntry[]).map((entry) => entry.dictLabel)).toEqual([
      'Host',
      'Network device',
      'Web',
      'Database',
    ]);
    expect((await call(server().app, 'GET', '/system/dict/data/type/no_such_type', { token })).body.data).toEqual([]);
    const bad = await call(server().app, 'GET', '/system/dict/data/type/Bad-Type', { token });
    expect(bad.body).toMatchObject({ code: 400, msg: 'type格式不正确', data: { field: 'type' } });
    expect((await call(server().app, 'GET', '/system/dict/data/type/asset_type')).body.code).toBe(401);
  });

  it('serves every dictionary in one answer, in the request language, to a signed-in user only', async () => {
    const token = await signInAdmin(server());
    const en = (await call(server().app, 'GET', '/system/dict/data/type', { token, lang: 'en' })).body
      .data as DictEntry[];
    const types = new Set(en.map((entry) => entry.dictType));
    expect(types.size).toBeGreaterThan(20);
    expect(en.filter((entry) => entry.dictType === 'asset_type').map((entry) => entry.dictLabel)).toEqual([
      'Host',
      'Network device',
      'Web',
      'Database',
    ]);
    const single = (await call(server().app, 'GET', '/system/dict/data/type/user_status', { token })).body
      .data as DictEntry[];
    const zh = (await call(server().app, 'GET', '/system/dict/data/type', { token })).body.data as DictEntry[];
    expect(zh.filter((entry) => entry.dictType === 'user_status')).toEqual(single);
    expect((await call(server().app, 'GET', '/system/dict/data/type')).body.code).toBe(401);
  });

  it('serves company information to anyone', async () => {
    const result = await call(server().app, 'GET', '/setting-center/getCompanyInfo');
    expect(result.body).toMatchObject({
      code: 200,
      data: { companyName: 'Gatehouse', productName: 'Gatehouse', edition: 'NORMAL' },
    });
  });

  it('lists sign-in attempts to holders of system:log:query only', async () => {
    const adminToken = await signInAdmin(server());
    await createUser(server(), { userName: 'nolog', permissions: [Permission.homeQuery] });
    await createUser(server(), { userName: 'auditor', permissions: [Permission.logQuery] });
    await attemptSignIn(server(), 'nolog', 'Wrong#pass1');
    const denied = await call(server().app, 'GET', '/monitor/logininfor/list', {
      token: await signIn(server(), 'nolog', 'Passw0rd!x'),
    });
    expect(denied.status).toBe(200);
    expect(denied.body).toEqual({ code: 403, msg: '当前操作没有权限', data: null });

    const auditorToken = await signIn(server(), 'auditor', 'Passw0rd!x');
    const page = await call(server().app, 'GET', '/monitor/logininfor/list', {
      token: auditorToken,
      query: { userName: 'nolog', pageNum: '1', pageSize: '1' },
    });
    expect(page.body).toMatchObject({ code: 200, total: 2 });
    const rows = page.body.rows as LoginLog[];
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userName: 'nolog', status: 1, msg: '登录成功' });
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual(
      ['infoId', 'ipaddr', 'loginTime', 'msg', 'status', 'userAgent', 'userName'].sort(),
    );

    const failures = await call(server().app, 'GET', '/monitor/logininfor/list', {
      token: adminToken,
      query: { userName: 'NoLog', status: '2' },
      lang: 'en',
    });
    expect(failures.body).toMatchObject({ total: 1, rows: [{ status: 2, msg: 'Wrong user name or password' }] });

    const badQuery = await call(server().app, 'GET', '/monitor/logininfor/list', {
      token: adminToken,
      query: { pageSize: '100000' },
    });
    expect(badQuery.body).toMatchObject({ code: 400, data: { field: 'pageSize' } });
  });

  it('filters sign-in attempts by client address and time range', async () => {
    const adminToken = await signInAdmin(server());
    await createUser(server(), { userName: 'wherefrom', permissions: [Permission.homeQuery] });
    await attemptSignIn(server(), 'wherefrom', 'Wrong#pass1');
    const list = (query: Record<string, string>) =>
      call(server().app, 'GET', '/monitor/logininfor/list', {
        token: adminToken,
        query: { userName: 'wherefrom', ...query },
      });
    const rows = (await list({})).body.rows as LoginLog[];
    expect(rows).toHaveLength(1);
    const at = Date.parse(rows[0]?.loginTime ?? '');
    const address = rows[0]?.ipaddr ?? '';
    expect((await list({ ipaddr: address.slice(0, 5) })).body).toMatchObject({ total: 1 });
    expect((await list({ ipaddr: '203.0.113.' })).body).toMatchObject({ total: 0 });
    expect((await list({ ipaddr: '%' })).body).toMatchObject({ total: 0 });
    const before = new Date(at - 60_000).toISOString();
    const after = new Date(at + 60_000).toISOString();
    expect((await list({ beginTime: before, endTime: after })).body).toMatchObject({ total: 1 });
    expect((await list({ beginTime: after })).body).toMatchObject({ total: 0 });
    expect((await list({ endTime: before })).body).toMatchObject({ total: 0 });
    expect((await list({ beginTime: 'yesterday-ish' })).body).toMatchObject({
      code: 400,
      data: { field: 'beginTime' },
    });
  });

  it('answers unknown API paths with a 404 envelope', async () => {
    const result = await call(server().app, 'GET', '/no/such/thing');
    expect(result.status).toBe(404);
    expect(result.body).toEqual({ code: 404, msg: '访问资源不存在', data: null });
    const wrongMethod = await call(server().app, 'DELETE', '/init/status');
    expect(wrongMethod.status).toBe(404);
  });

  it('answers health checks and sends the security headers', async () => {
    const result = await call(server().app, 'GET', '/health');
    expect(result.body).toEqual({ status: 'ok' });
    const csp = String(result.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(result.headers['x-content-type-options']).toBe('nosniff');
  });

  it('publishes OpenAPI built from the shared descriptors', async () => {
    const spec = await server().app.inject({ method: 'GET', url: '/prod-api/docs/json' });
    const doc = spec.json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/prod-api/login',
        '/prod-api/ucenter/user/getMenus',
        '/prod-api/monitor/logininfor/list',
      ]),
    );
    const ui = await server().app.inject({ method: 'GET', url: '/prod-api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(String(ui.headers['content-security-policy'])).toContain("img-src 'self' data: validator.swagger.io");
  });
});

describe('unexpected failures', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer('sqlite');
    server.app.get('/prod-api/test/explode', async () => {
      throw new Error('secret detail at /etc/gatehouse');
    });
    const leaky = endpoint({
      method: 'GET',
      path: '/test/leaky',
      access: 'public',
      tag: 'test',
      summary: 'Returns more than its schema allows',
      reply: z.object({ userName: z.string() }),
    });
    registerEndpoints(
      server.app,
      server.app.gatehouse,
      [defineHandler(leaky, async () => ({ userName: 'admin', passwordHash: 'scrypt$…' }) as { userName: string })],
      { endpoints: [leaky] },
    );
  });

  it('serialises replies through the schema, dropping fields it does not name', async () => {
    const result = await call(server.app, 'GET', '/test/leaky');
    expect(result.body).toEqual({ code: 200, msg: '操作成功', data: { userName: 'admin' } });
    expect(result.text).not.toContain('scrypt');
  });
  afterAll(async () => server.stop());

  it('answers 500 with a generic message and no stack trace', async () => {
    const result = await call(server.app, 'GET', '/test/explode');
    expect(result.status).toBe(500);
    expect(result.body).toEqual({ code: 500, msg: '系统未知错误，请反馈给管理员', data: null });
    expect(result.text).not.toContain('secret');
    expect(result.text).not.toContain('at ');
  });
});

describe('the built console', () => {
  let server: TestServer;
  const distDir = join(tmpdir(), `gatehouse-dist-${process.pid}`);
  beforeAll(async () => {
    await mkdir(join(distDir, 'assets'), { recursive: true });
    await writeFile(join(distDir, 'index.html'), '<!doctype html><title>Gatehouse</title>');
    await writeFile(join(distDir, 'sw.js'), 'self.addEventListener("install", () => {});');
    await writeFile(join(distDir, 'assets', 'app-abc123.js'), 'console.log(1);');
    server = await startServer('sqlite', { distDir });
  });
  afterAll(async () => {
    await server.stop();
    await rm(distDir, { recursive: true, force: true });
  });

  it('serves index.html for client routes and caches hashed assets for good', async () => {
    const page = await server.app.inject({ method: 'GET', url: '/assets-my', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Gatehouse</title>');
    expect(page.headers['cache-control']).toBe('no-cache');

    const root = await server.app.inject({ method: 'GET', url: '/' });
    expect(root.headers['cache-control']).toBe('no-cache');
    const sw = await server.app.inject({ method: 'GET', url: '/sw.js' });
    expect(sw.headers['cache-control']).toBe('no-cache');
    const asset = await server.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.headers['cache-control']).toContain('immutable');

    const api = await server.app.inject({ method: 'GET', url: '/prod-api/nothing', headers: { accept: 'text/html' } });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 404 });
    const missingAsset = await server.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(missingAsset.statusCode).toBe(404);
  });
});
