import { describe, expect, it } from 'vitest';
import {
  cacheRuleFor,
  isCacheableBody,
  isSessionEnd,
  isShellNavigation,
  stripSecrets,
  userCacheKey,
  userKeyOf,
} from '../../../src/sw/rules';

const ORIGIN = 'http://127.0.0.1:8181';
const rule = (method: string, path: string, hasAuthorization = true) =>
  cacheRuleFor({ method, url: new URL(path, ORIGIN), origin: ORIGIN, hasAuthorization });

describe('service worker caching rules', () => {
  it('keeps the menu, the session and dictionaries per user, only for GET with a token', () => {
    expect(rule('GET', '/prod-api/ucenter/user/getMenus')).toBe('user-lookup');
    expect(rule('GET', '/prod-api/ucenter/user/getLoginInfo')).toBe('user-lookup');
    expect(rule('GET', '/prod-api/system/dict/data/type/sys_user_sex')).toBe('user-lookup');
    expect(rule('GET', '/prod-api/ucenter/user/getMenus', false)).toBe('none');
  });

  it('keeps public lookups for everyone', () => {
    expect(rule('GET', '/data/data.json', false)).toBe('public-lookup');
    expect(rule('GET', '/prod-api/setting-center/getCompanyInfo', false)).toBe('public-lookup');
    expect(rule('GET', '/prod-api/init/status', false)).toBe('public-lookup');
  });

  it('keeps the web fonts a page asked for (issue 17 item 5): same origin, GET, under /fonts/ only', () => {
    expect(rule('GET', '/fonts/gatehouse-cjk-sc-regular.woff2', false)).toBe('font');
    expect(rule('POST', '/fonts/gatehouse-cjk-sc-regular.woff2', false)).toBe('none');
    expect(rule('GET', '/fonts/gatehouse-cjk-sc.json', false)).toBe('none');
    expect(rule('GET', '/assets/fonts/other.woff2', false)).toBe('none');
    const elsewhere = new URL('https://fonts.example.com/fonts/a.woff2');
    expect(cacheRuleFor({ method: 'GET', url: elsewhere, origin: ORIGIN, hasAuthorization: false })).toBe('none');
  });

  it('never caches a write, sign-in, sign-out, the captcha or other API reads', () => {
    for (const method of ['POST', 'PUT', 'DELETE']) {
      expect(rule(method, '/prod-api/ucenter/user/getMenus')).toBe('none');
      expect(rule(method, '/prod-api/system/dict/data/type/sys_user_sex')).toBe('none');
    }
    expect(rule('POST', '/prod-api/ucenter/login/passwdLogin', false)).toBe('none');
    expect(rule('POST', '/prod-api/login', false)).toBe('none');
    expect(rule('POST', '/prod-api/ucenter/logout')).toBe('none');
    expect(rule('GET', '/prod-api/ucenter/captcha', false)).toBe('none');
    expect(rule('GET', '/prod-api/ucenter/captcha')).toBe('none');
    expect(rule('GET', '/prod-api/monitor/logininfor/list')).toBe('none');
    expect(rule('GET', '/prod-api/system/dict/data/type/../../user/list')).toBe('none');
  });

  it('never touches another origin', () => {
    const url = new URL('https://elsewhere.test/prod-api/ucenter/user/getMenus');
    expect(cacheRuleFor({ method: 'GET', url, origin: ORIGIN, hasAuthorization: true })).toBe('none');
  });

  it('gives console routes the shell, never the API, static data or files', () => {
    expect(isShellNavigation('/assets-my')).toBe(true);
    expect(isShellNavigation('/login')).toBe(true);
    expect(isShellNavigation('/system/user-auth/role/3')).toBe(true);
    expect(isShellNavigation('/prod-api/docs')).toBe(false);
    expect(isShellNavigation('/prod-api')).toBe(false);
    expect(isShellNavigation('/data/data.json')).toBe(false);
    expect(isShellNavigation('/manifest.webmanifest')).toBe(false);
  });

  it('keys a copy by a digest of the token and by language, never by the token itself', async () => {
    const alice = await userKeyOf('Bearer token-alice');
    const bob = await userKeyOf('Bearer token-bob');
    expect(alice).not.toBe(bob);
    expect(alice).toMatch(/^[0-9a-f]{32}$/);
    const url = `${ORIGIN}/prod-api/ucenter/user/getMenus`;
    const key = userCacheKey(url, alice, 'zh-CN');
    expect(key).not.toContain('token-alice');
    expect(key).not.toBe(userCacheKey(url, bob, 'zh-CN'));
    expect(key).not.toBe(userCacheKey(url, alice, 'en'));
  });

  it('stores only successful envelopes and blanks the session token', () => {
    expect(isCacheableBody({ code: 200, msg: 'ok', data: [] })).toBe(true);
    expect(isCacheableBody({ webTitle: 'x' })).toBe(true);
    expect(isCacheableBody({ code: 500, msg: 'boom' })).toBe(false);
    expect(isCacheableBody(null)).toBe(false);
    const info = { code: 200, msg: 'ok', data: { token: 'secret', userName: 'root' } };
    expect(stripSecrets('/prod-api/ucenter/user/getLoginInfo', info)).toEqual({
      code: 200,
      msg: 'ok',
      data: { token: '', userName: 'root' },
    });
    expect(stripSecrets('/prod-api/ucenter/user/getMenus', info)).toBe(info);
  });

  it('recognises the end of a session by status or envelope code', () => {
    expect(isSessionEnd(401, null)).toBe(true);
    expect(isSessionEnd(200, { code: 401 })).toBe(true);
    expect(isSessionEnd(200, { code: 10010077 })).toBe(true);
    expect(isSessionEnd(200, { code: 200 })).toBe(false);
  });
});
