import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/app/data/errors';
import { call } from '../../../src/app/data/http';
import { createQueryClient } from '../../../src/app/data/queryClient';
import { setLanguage } from '../../../src/app/i18n';
import { registerShow } from '../../../src/app/notify/queue';
import { getConnectivity, noteServerAnswer } from '../../../src/app/pwa/connectivity';
import { formatAge } from '../../../src/app/pwa/formatAge';
import { getMenus, updateOwnInfo } from '../../../src/shared/api/auth';

const REFUSAL = '当前处于离线状态，操作未提交，请恢复网络后重试';
const toasts: string[] = [];
let fetchMock: ReturnType<typeof vi.fn>;
const body = { userId: 1, userName: 'root', nickName: 'Root', phonenumber: '', email: '' };

beforeEach(async () => {
  toasts.length = 0;
  vi.stubGlobal('location', { origin: 'http://console.test', pathname: '/user/edit', protocol: 'http:' });
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  registerShow((note) => toasts.push(note.message));
  await setLanguage('zh-CN');
});

afterEach(() => {
  vi.unstubAllGlobals();
  registerShow(null);
});

describe('writes while offline', () => {
  it('are refused before they leave when the browser is offline', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    const error = await call(updateOwnInfo, { body }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).msg).toBe(REFUSAL);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(toasts).toEqual([REFUSAL]);
  });

  it('are refused, not retried, when the request fails at network level', async () => {
    vi.stubGlobal('navigator', { onLine: true });
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(call(updateOwnInfo, { body })).rejects.toMatchObject({ msg: REFUSAL, kind: 'network' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(getConnectivity().serverReachable).toBe(false);
  });

  it('leave reads alone: a read still goes out and may be answered from the worker cache', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ code: 200, msg: 'ok', data: [] }), {
        headers: { 'Content-Type': 'application/json', 'x-gatehouse-cached-at': '1000' },
      }),
    );
    await expect(call(getMenus)).resolves.toEqual([]);
    expect(getConnectivity()).toMatchObject({ serverReachable: false, dataFrom: 1000 });
    noteServerAnswer(new Response('{}'));
    expect(getConnectivity().serverReachable).toBe(true);
  });

  it('never pause mutations for later: the query client runs them at once', () => {
    expect(createQueryClient().getDefaultOptions().mutations?.networkMode).toBe('always');
  });
});

describe('formatAge', () => {
  it('says how old data is in the console language', () => {
    const now = 10 * 60_000;
    expect(formatAge(now - 20_000, now, 'zh-CN', '刚刚')).toBe('刚刚');
    expect(formatAge(now - 3 * 60_000, now, 'zh-CN', '刚刚')).toBe('3分钟前');
    expect(formatAge(now - 3 * 60_000, now, 'en', 'just now')).toBe('3 minutes ago');
    expect(formatAge(0, 5 * 3_600_000, 'en', 'just now')).toBe('5 hours ago');
  });
});
