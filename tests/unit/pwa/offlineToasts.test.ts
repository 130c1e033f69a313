import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { decideResponse } from '../../../src/app/data/decideResponse';
import { call } from '../../../src/app/data/http';
import { setLanguage } from '../../../src/app/i18n';
import { registerShow } from '../../../src/app/notify/queue';
import { getConnectivity, noteServerAnswer } from '../../../src/app/pwa/connectivity';
import { getLoginInfo, getMenus } from '../../../src/shared/api/auth';

/** Offline, the console shows one offline notice instead of a transport toast per call. */
const NETWORK_TOAST = '网络出现波动，请手动刷新浏览器';
const toasts: string[] = [];
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(async () => {
  toasts.length = 0;
  vi.stubGlobal('location', { origin: 'http://console.test', pathname: '/user-manage-list', protocol: 'http:' });
  vi.stubGlobal('navigator', { onLine: true });
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  registerShow((note) => toasts.push(note.message));
  await setLanguage('zh-CN');
  // Every test starts with the server known to be reachable.
  noteServerAnswer(new Response('{}'));
});

afterEach(() => {
  vi.unstubAllGlobals();
  registerShow(null);
});

describe('transport failures while offline', () => {
  it('the first read to find the server gone says so once; the reads after it leave it to the offline notice', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const reads = [call(getMenus), call(getLoginInfo), call(getMenus), call(getLoginInfo)];
    const results = await Promise.allSettled(reads);
    expect(results.every((result) => result.status === 'rejected')).toBe(true);
    expect(toasts.filter((text) => text === NETWORK_TOAST).length).toBeLessThanOrEqual(1);
    expect(getConnectivity().serverReachable).toBe(false);
    toasts.length = 0;
    await expect(call(getMenus)).rejects.toMatchObject({ kind: 'network', msg: NETWORK_TOAST });
    expect(toasts).toEqual([]);
  });

  it('raises no transport toast at all while the browser says it is offline', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await Promise.allSettled([call(getMenus), call(getLoginInfo), call(getMenus)]);
    expect(toasts).toEqual([]);
  });

  it('back online, a transport failure is announced again (spec §8)', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await call(getMenus).catch(() => undefined);
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ code: 200, msg: 'ok', data: [] })));
    await call(getMenus);
    expect(getConnectivity().serverReachable).toBe(true);
    toasts.length = 0;
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await call(getMenus).catch(() => undefined);
    expect(toasts).toEqual([NETWORK_TOAST]);
  });

  it('decideResponse keeps the failure but drops the toast when the connection is known to be down', () => {
    const offline = decideResponse({ kind: 'network' }, { silent: false, pathname: '/', isOffline: true });
    expect(offline).toEqual({
      outcome: 'fail',
      effects: [],
      failure: { kind: 'network', code: 0, text: { key: 'http.networkError' } },
    });
    const timeout = decideResponse({ kind: 'timeout' }, { silent: false, pathname: '/', isOffline: true });
    expect(timeout.effects).toEqual([]);
    const online = decideResponse({ kind: 'network' }, { silent: false, pathname: '/', isOffline: false });
    expect(online.effects).toEqual([{ type: 'toast', level: 'error', text: { key: 'http.networkError' } }]);
  });
});
