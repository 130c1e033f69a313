import { type BrowserContext, chromium, type Page } from '@playwright/test';
import { signIn } from './consoleSetup';
import { median } from './table';

/**
 * The browser data layer in a real browser against the bench server: notify sockets per browser for
 * 1, 5 and 20 tabs (the server's own count), badge propagation from the server event to the last tab,
 * and warm start to a visible menu online and offline (service worker). Node's and the page's clocks
 * are the same machine's wall clock, read in ms.
 */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
];
const TOKEN_COOKIE = 'Admin-Token';

export interface HubBench {
  socketsByTabs: { tabs: number; sockets: number }[];
  propagation: { p50: number; p95: number; httpP50: number; httpP95: number; events: number; tabs: number };
  warmStart: { onlineMs: number; offlineMs: number };
}

const percentile = (values: readonly number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function api<T>(baseUrl: string, token: string, path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${baseUrl}/prod-api${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', Authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as { code: number; msg: string; data: T };
  if (body.code !== 200) throw new Error(`${path}: ${body.code} ${body.msg}`);
  return body.data;
}

async function openTab(context: BrowserContext, baseUrl: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${baseUrl}/assets-my`);
  await page.locator('button[aria-label="站内消息"]').waitFor();
  return page;
}

/**
 * Resolves (in the page) with the wall-clock ms at which the unread badge first shows `text`. Written
 * as a string: bench/ compiles without DOM types (tsconfig.server.json).
 */
function badgeShown(page: Page, text: string): Promise<number> {
  return page.evaluate(`new Promise((resolve) => {
    const expected = ${JSON.stringify(text)};
    const now = () => performance.timeOrigin + performance.now();
    const matches = () => document.querySelector('[data-testid="unread-badge"]')?.textContent === expected;
    if (matches()) return resolve(now());
    const observer = new MutationObserver(() => {
      if (!matches()) return;
      observer.disconnect();
      resolve(now());
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  })`) as Promise<number>;
}

async function menuVisibleMs(page: Page): Promise<number> {
  const started = Date.now();
  await page.reload({ waitUntil: 'commit' });
  // CSS, not role: the first-sign-in dialog (补录信息) hides the shell from the accessibility tree.
  await page.locator('[aria-label="菜单"] button').first().waitFor({ timeout: 15_000 });
  return Date.now() - started;
}

export async function measureHub(baseUrl: string, dataDir: string): Promise<HubBench> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const probe = await signIn(baseUrl, dataDir, '10.9.0.1');
  const { userId } = await api<{ userId: number }>(baseUrl, probe, '/ucenter/user/getLoginInfo');
  const sockets = async () =>
    (await api<{ userId: number; notifySockets: number }[]>(baseUrl, probe, `/realtime/sockets?userId=${userId}`)).find(
      (row) => row.userId === userId,
    )?.notifySockets ?? 0;
  try {
    const context = await browser.newContext({ locale: 'zh-CN' });
    await context.addCookies([{ name: TOKEN_COOKIE, value: await signIn(baseUrl, dataDir, '10.9.0.2'), url: baseUrl }]);
    const pages: Page[] = [];
    const socketsByTabs: HubBench['socketsByTabs'] = [];
    for (const target of [1, 5, 20]) {
      while (pages.length < target) pages.push(await openTab(context, baseUrl));
      await sleep(1_500); // a second socket, if any, would be open by now
      socketsByTabs.push({ tabs: target, sockets: await sockets() });
    }

    const tabs = pages.slice(0, 5);
    for (const page of pages.slice(5)) await page.close();
    const events = 20;
    const latencies: number[] = [];
    const httpTimes: number[] = [];
    for (let event = 1; event <= events; event += 1) {
      const shown = tabs.map((page) => badgeShown(page, String(event)));
      await sleep(50);
      const sentAt = Date.now();
      await api(baseUrl, probe, '/system/message/send', {
        method: 'POST',
        body: JSON.stringify({ userIds: [userId], messageTitle: `bench ${event}` }),
      });
      await api(baseUrl, probe, '/system/message/unreadCount');
      httpTimes.push(Date.now() - sentAt);
      const times = await Promise.all(shown);
      latencies.push(Math.max(...times) - sentAt);
    }
    await context.close();

    const offline = await browser.newContext({ locale: 'zh-CN' });
    await offline.addCookies([{ name: TOKEN_COOKIE, value: await signIn(baseUrl, dataDir, '10.9.0.3'), url: baseUrl }]);
    const page = await openTab(offline, baseUrl);
    await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
    await page.waitForFunction("navigator.serviceWorker.controller?.state === 'activated'");
    await menuVisibleMs(page); // a reload under the worker stores the menu and session
    const online: number[] = [];
    for (let run = 0; run < 5; run += 1) online.push(await menuVisibleMs(page));
    await offline.setOffline(true);
    const offlineRuns: number[] = [];
    for (let run = 0; run < 5; run += 1) offlineRuns.push(await menuVisibleMs(page));
    await offline.close();

    return {
      socketsByTabs,
      propagation: {
        p50: percentile(latencies, 50),
        p95: percentile(latencies, 95),
        httpP50: percentile(httpTimes, 50),
        httpP95: percentile(httpTimes, 95),
        events,
        tabs: tabs.length,
      },
      warmStart: { onlineMs: median(online), offlineMs: median(offlineRuns) },
    };
  } finally {
    await browser.close();
  }
}
