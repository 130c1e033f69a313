import { describe, expect, it } from 'vitest';
import { type DecideContext, decideResponse, type Observation } from '../../src/app/data/decideResponse';
import { SILENT_CODES } from '../../src/shared/codes';

const page: DecideContext = { silent: false, pathname: '/assets-my' };
const quiet: DecideContext = { silent: true, pathname: '/assets-my' };
const body = (code: number, msg = '', extra: Record<string, unknown> = {}): Observation => ({
  kind: 'response',
  status: 200,
  body: { code, msg, data: null, ...extra },
});
const http = (status: number, payload: unknown = null): Observation => ({ kind: 'response', status, body: payload });

describe('decideResponse — spec §8 response handling', () => {
  it('code 200 succeeds with no effect', () => {
    expect(decideResponse(body(200, '操作成功'), page)).toEqual({ outcome: 'ok', effects: [] });
  });

  it('a body without a code counts as 200', () => {
    expect(decideResponse(http(200, { data: 1 }), page).outcome).toBe('ok');
    expect(decideResponse(http(204, null), page).outcome).toBe('ok');
  });

  it('a success message containing 权限 reloads after 500 ms', () => {
    expect(decideResponse(body(200, '修改权限成功'), page)).toEqual({
      outcome: 'ok',
      effects: [{ type: 'reload', delayMs: 500 }],
    });
  });

  it('code 406 with HTTP 200 goes to /404', () => {
    const decision = decideResponse(body(406, 'gone'), page);
    expect(decision.effects).toEqual([{ type: 'navigate', to: '/404' }]);
    expect(decision.outcome).toBe('fail');
  });

  it.each([400, 401, 403, 404, 503])('HTTP %i goes to the page of that status', (status) => {
    const decision = decideResponse(http(status, { code: status, msg: 'x' }), page);
    expect(decision.effects).toEqual([{ type: 'navigate', to: `/${status}` }]);
    expect(decision.outcome === 'fail' && decision.failure.status).toBe(status);
  });

  it('HTTP error pages use the local code table first, then msg, then the default', () => {
    const forbidden = decideResponse(http(403, { code: 403, msg: 'server text' }), page);
    expect(forbidden.outcome === 'fail' && forbidden.failure.text).toEqual({ key: 'msg.forbidden' });
    const badRequest = decideResponse(http(400, { code: 400, msg: 'server text' }), page);
    expect(badRequest.outcome === 'fail' && badRequest.failure.text).toEqual({ raw: 'server text' });
    const unavailable = decideResponse(http(503, 'not json'), page);
    expect(unavailable.outcome === 'fail' && unavailable.failure.text).toEqual({ key: 'msg.unknownError' });
  });

  it.each([401, 402, 10010077])('code %i expires the session: clear, reload, reject with 无效的会话', (code) => {
    const decision = decideResponse(body(code, 'expired'), page);
    expect(decision.effects).toEqual([{ type: 'clearSession' }, { type: 'reload', delayMs: 0 }]);
    expect(decision.outcome === 'fail' && decision.failure).toMatchObject({
      kind: 'session',
      code,
      text: { key: 'msg.sessionInvalid' },
    });
  });

  it('on /terminal an expired session shows 登录已过期 instead of reloading', () => {
    const decision = decideResponse(body(401), { silent: false, pathname: '/terminal' });
    expect(decision.effects).toEqual([
      { type: 'clearSession' },
      { type: 'toast', level: 'error', text: { key: 'msg.loginExpired' } },
    ]);
  });

  it('a call answered after its token was signed out neither clears nor reloads, and still rejects', () => {
    const decision = decideResponse(body(401), { silent: false, pathname: '/login', isSessionCurrent: false });
    expect(decision.effects).toEqual([]);
    expect(decision.outcome === 'fail' && decision.failure.kind).toBe('session');
  });

  it('session expiry is handled even for silent requests', () => {
    expect(decideResponse(body(10010077), quiet).effects).toContainEqual({ type: 'clearSession' });
  });

  it.each([500, 10020013])('code %i shows an error toast unless silent', (code) => {
    expect(decideResponse(body(code, '服务器错误'), page).effects).toEqual([
      { type: 'toast', level: 'error', text: { raw: '服务器错误' } },
    ]);
    expect(decideResponse(body(code, '服务器错误'), quiet).effects).toEqual([]);
  });

  it('code 500 without a msg shows the default message', () => {
    expect(decideResponse(body(500), page).effects).toEqual([
      { type: 'toast', level: 'error', text: { key: 'msg.unknownError' } },
    ]);
  });

  it('code 410 goes to /login with 系统已完成初始化', () => {
    const decision = decideResponse(body(410, 'done'), page);
    expect(decision.effects).toEqual([
      { type: 'navigate', to: '/login' },
      { type: 'toast', level: 'warning', text: { key: 'msg.initialised' } },
    ]);
    expect(decision.outcome === 'fail' && decision.failure.text).toEqual({ key: 'msg.initialised' });
  });

  it('code 10010115 warns 验证码已过期', () => {
    expect(decideResponse(body(10010115, 'x'), page).effects).toEqual([
      { type: 'toast', level: 'warning', text: { key: 'msg.captchaExpired' } },
    ]);
  });

  it('other codes show an error toast with the resolved message and the field', () => {
    const decision = decideResponse(body(10010101, '用户名或密码错误', { data: { field: 'password' } }), page);
    expect(decision.effects).toEqual([{ type: 'toast', level: 'error', text: { raw: '用户名或密码错误' } }]);
    expect(decision.outcome === 'fail' && decision.failure).toMatchObject({
      kind: 'business',
      code: 10010101,
      field: 'password',
    });
  });

  it('a code of the local table wins over msg (403 → 当前操作没有权限)', () => {
    expect(decideResponse(body(403, 'whatever'), page).effects).toEqual([
      { type: 'toast', level: 'error', text: { key: 'msg.forbidden' } },
    ]);
  });

  it.each([...SILENT_CODES])('silent code %i rejects without a toast', (code) => {
    const decision = decideResponse(body(code, 'quiet'), page);
    expect(decision).toMatchObject({ outcome: 'fail', effects: [] });
  });

  it('a call refused because the password must be changed first rejects without a toast (the dialog says it)', () => {
    const decision = decideResponse(body(10010121, '请先修改密码'), page);
    expect(decision).toMatchObject({ outcome: 'fail', effects: [], failure: { code: 10010121 } });
  });

  it('a silent request shows no toast for other codes either', () => {
    expect(decideResponse(body(10010101, 'x'), quiet).effects).toEqual([]);
  });

  it('network error says 网络出现波动', () => {
    expect(decideResponse({ kind: 'network' }, page)).toMatchObject({
      outcome: 'fail',
      effects: [{ type: 'toast', level: 'error', text: { key: 'http.networkError' } }],
      failure: { kind: 'network' },
    });
  });

  it('timeout says 系统接口请求超时', () => {
    expect(decideResponse({ kind: 'timeout' }, page).effects).toEqual([
      { type: 'toast', level: 'error', text: { key: 'http.timeout' } },
    ]);
  });

  it('an aborted request is silent', () => {
    expect(decideResponse({ kind: 'aborted' }, page)).toMatchObject({
      outcome: 'fail',
      effects: [],
      failure: { kind: 'aborted' },
    });
  });

  it('another HTTP status says 系统接口{status}异常', () => {
    expect(decideResponse(http(502, '<html>'), page).effects).toEqual([
      { type: 'toast', level: 'error', text: { key: 'http.statusError', params: { status: 502 } } },
    ]);
  });

  it('an HTTP failure whose body is an envelope with msg (429) shows that msg', () => {
    const decision = decideResponse(http(429, { code: 429, msg: '请求过于频繁，请稍后再试' }), page);
    expect(decision.effects).toEqual([{ type: 'toast', level: 'error', text: { raw: '请求过于频繁，请稍后再试' } }]);
    expect(decision.outcome === 'fail' && decision.failure.code).toBe(429);
  });
});
