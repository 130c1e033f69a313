import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/app/data/errors';
import { buildPath, buildSearch, call, callPage } from '../../src/app/data/http';
import { setLanguage } from '../../src/app/i18n';
import { registerNavigator } from '../../src/app/navigation/navigation';
import { registerShow } from '../../src/app/notify/queue';
import { onSessionCleared } from '../../src/app/session/clear';
import { getCaptcha, passwdLogin } from '../../src/shared/api/auth';
import { getSetupStatus } from '../../src/shared/api/setup';
import { getDictDataByType, listLoginLogs } from '../../src/shared/api/system';

const toasts: { level: string; message: string }[] = [];
const navigations: string[] = [];
let fetchMock: ReturnType<typeof vi.fn>;

/** The Request ky handed to fetch on the n-th call. */
const sentRequest = (index = 0): Request => fetchMock.mock.calls[index]?.[0] as Request;

const reply = (payload: unknown, status = 200) =>
  new Response(JSON.stringify(payload), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(async () => {
  toasts.length = 0;
  navigations.length = 0;
  vi.stubGlobal('location', { origin: 'http://console.test', pathname: '/assets-my', protocol: 'http:' });
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  registerShow((note) => toasts.push(note));
  registerNavigator((to) => navigations.push(to));
  await setLanguage('zh-CN');
});

afterEach(() => {
  vi.unstubAllGlobals();
  registerShow(null);
  registerNavigator(null);
});

describe('http call()', () => {
  it('fills path parameters and query strings', () => {
    expect(buildPath('/system/dict/data/type/:type', { type: 'user status' })).toBe(
      '/system/dict/data/type/user%20status',
    );
    expect(() => buildPath('/a/:id', {})).toThrow();
    expect(buildSearch({ a: 1, b: undefined, c: ['x', 'y'], d: true }).toString()).toBe('a=1&c=x&c=y&d=true');
  });

  it('sends the language and the endpoint headers, and parses data with the reply schema', async () => {
    let sent: unknown;
    fetchMock.mockImplementation(async (request: Request) => {
      sent = await request.clone().json();
      return reply({ code: 200, msg: 'ok', data: { token: 'abc', extra: 'dropped' } });
    });
    await setLanguage('en');
    const data = await call(passwdLogin, { body: { username: 'root', password: 'x' } });
    expect(data).toEqual({ token: 'abc' });
    const request = sentRequest();
    expect(request.url).toBe('http://console.test/prod-api/ucenter/login/passwdLogin');
    expect(request.method).toBe('POST');
    expect(request.headers.get('Accept-Language')).toBe('en');
    expect(request.headers.get('platform')).toBe('WEB');
    expect(request.headers.get('Authorization')).toBeNull();
    expect(sent).toEqual({ username: 'root', password: 'x' });
  });

  it('puts path parameters in the URL', async () => {
    fetchMock.mockResolvedValue(reply({ code: 200, msg: '', data: [] }));
    await call(getDictDataByType, { params: { type: 'user_status' } });
    expect(sentRequest().url).toBe('http://console.test/prod-api/system/dict/data/type/user_status');
  });

  it('answers rows and total of a paged endpoint', async () => {
    const row = { infoId: 1, userName: 'root', ipaddr: '', userAgent: '', status: 1, msg: '', loginTime: 't' };
    fetchMock.mockResolvedValue(reply({ code: 200, msg: '', rows: [row], total: 7 }));
    expect(await callPage(listLoginLogs, { query: { pageNum: 1, pageSize: 10 } })).toEqual({ rows: [row], total: 7 });
    expect(sentRequest().url).toContain('?pageNum=1&pageSize=10');
  });

  it('throws ApiError with code, msg and field, and shows the error toast', async () => {
    fetchMock.mockResolvedValue(reply({ code: 10010101, msg: '用户名或密码错误', data: { field: 'password' } }));
    const error = await call(passwdLogin, { body: { username: 'a', password: 'b' } }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 10010101, msg: '用户名或密码错误', field: 'password', kind: 'business' });
    expect(toasts).toEqual([{ level: 'error', message: '用户名或密码错误' }]);
  });

  it('stays quiet when silent', async () => {
    fetchMock.mockResolvedValue(reply({ code: 500, msg: 'boom' }));
    await expect(call(getCaptcha, { silent: true })).rejects.toBeInstanceOf(ApiError);
    expect(toasts).toEqual([]);
  });

  it('navigates to the error page of an HTTP 403', async () => {
    fetchMock.mockResolvedValue(reply({ code: 403, msg: 'no' }, 403));
    await expect(call(getSetupStatus)).rejects.toMatchObject({ msg: '当前操作没有权限', status: 403 });
    expect(navigations).toEqual(['/403']);
  });

  it('says 网络出现波动 when the network fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(call(getSetupStatus)).rejects.toMatchObject({
      kind: 'network',
      msg: '网络出现波动，请手动刷新浏览器',
    });
    expect(toasts).toEqual([{ level: 'error', message: '网络出现波动，请手动刷新浏览器' }]);
  });

  it('is silent when the caller aborts', async () => {
    const controller = new AbortController();
    fetchMock.mockImplementation((request: Request, init?: RequestInit) => {
      const signal = init?.signal ?? request.signal;
      return new Promise((_, reject) => {
        if (signal.aborted) reject(signal.reason);
        signal.addEventListener('abort', () => reject(signal.reason));
      });
    });
    const pending = call(getSetupStatus, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'aborted' });
    expect(toasts).toEqual([]);
  });

  it('reports a reply that breaks the contract instead of passing it on', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockResolvedValue(reply({ code: 200, msg: '', data: { initialized: 'yes' } }));
    await expect(call(getSetupStatus)).rejects.toMatchObject({ kind: 'reply' });
    expect(toasts).toEqual([{ level: 'error', message: '系统接口返回的数据格式不正确' }]);
  });

  it('clears the session and rejects with 无效的会话 on code 401', async () => {
    const cleared = vi.fn();
    const stop = onSessionCleared(cleared);
    fetchMock.mockResolvedValue(reply({ code: 401, msg: 'expired' }));
    await expect(call(getSetupStatus)).rejects.toMatchObject({
      kind: 'session',
      msg: '无效的会话，或者会话已过期，请重新登录。',
    });
    expect(cleared).toHaveBeenCalledOnce();
    stop();
  });
});
