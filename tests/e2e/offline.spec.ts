import { readdirSync, rmSync } from 'node:fs';
import { build } from 'esbuild';
import { readCaptchaAnswer } from '../support/captcha';
import { E2E_ADMIN, E2E_PORT } from './env';
import { SetupPage } from './pages/SetupPage';
import { Shell } from './pages/Shell';
import { expectToast } from './pages/toast';
import { OwnServer } from './support/ownServer';
import { expect, type Page, test } from './support/test';

/**
 * Offline behaviour against a server this spec owns (its own port and data directory), so it can stop
 * the server for real — the "server gone" case the service worker exists for — and start it again,
 * without disturbing the shared server of the other specs. The browser-offline case uses setOffline.
 */
const PORT = E2E_PORT + 1;
const DATA_DIR = '.e2e-offline-data';
const BASE_URL = `http://127.0.0.1:${PORT}`;
const REFUSAL = '当前处于离线状态，操作未提交，请恢复网络后重试';
const USER_CACHE = 'gatehouse-user-lookups-v1';
const TRANSPORT_TOAST = '网络出现波动，请手动刷新浏览器';

const server = new OwnServer(PORT, DATA_DIR);

/** Signs in on the sign-in page on screen, reading the captcha it shows from this server's database. */
async function signIn(page: Page): Promise<void> {
  let uuid: string | undefined;
  page.on('response', async (response) => {
    if (!response.url().includes('/prod-api/ucenter/captcha')) return;
    try {
      uuid = ((await response.json()) as { data: { uuid: string } }).data.uuid;
    } catch {
      // Navigated away before the body was read: that captcha is never shown, so never needed.
    }
  });
  await page.reload();
  await page.getByRole('img', { name: '验证码图片，点击刷新' }).waitFor();
  await expect.poll(() => uuid).toBeDefined();
  await page.getByRole('textbox', { name: '用户名', exact: true }).fill(E2E_ADMIN.userName);
  await page.getByRole('textbox', { name: '密码', exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('textbox', { name: '验证码', exact: true }).fill(readCaptchaAnswer(DATA_DIR, uuid ?? ''));
  await page.getByRole('button', { name: '登 录' }).click();
  await expect(page).toHaveURL(/\/assets-my$/);
}

/** `ready` may resolve while the worker is still activating: wait for `activated`, then for control. */
async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const worker = registration.active;
    if (!worker || worker.state === 'activated') return;
    await new Promise<void>((resolve) => {
      worker.addEventListener('statechange', () => {
        if (worker.state === 'activated') resolve();
      });
    });
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated');
}

async function cachedUserRequests(page: Page): Promise<{ url: string; token: unknown }[]> {
  return page.evaluate(async (name) => {
    const cache = await caches.open(name);
    const requests = await cache.keys();
    return Promise.all(
      requests.map(async (request) => {
        const body = (await (await cache.match(request))?.json()) as { data?: { token?: unknown } } | undefined;
        return { url: request.url, token: body?.data?.token };
      }),
    );
  }, USER_CACHE);
}

test.describe.configure({ mode: 'serial' });
// The service worker is what this spec tests (other specs block it: playwright.config.ts).
test.use({ baseURL: BASE_URL, serviceWorkers: 'allow' });

test.beforeAll(async () => {
  rmSync(DATA_DIR, { recursive: true, force: true });
  await server.start();
});

test.afterAll(async () => {
  await server.stop();
  rmSync(DATA_DIR, { recursive: true, force: true });
});

test('the console keeps its shell and menu offline, refuses writes, and notices the way back', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const shell = new Shell(page);
  const indicator = page.getByTestId('offline-indicator');

  await test.step('set up, sign in and let the service worker take control', async () => {
    await page.goto('/init');
    await new SetupPage(page).createSuperAdministrator(E2E_ADMIN);
    await expect(page).toHaveURL(/\/login/);
    await signIn(page);
    await shell.completePersonalInfo('13800138000', 'gatekeeper@example.com');
    await waitForServiceWorker(page);
  });

  await test.step('a reload under the worker stores the menu and session per user, without the token', async () => {
    await page.reload();
    await expect(shell.sidebar.getByRole('button', { name: '用户管理', exact: true })).toBeVisible();
    await expect
      .poll(async () => (await cachedUserRequests(page)).map(({ url }) => new URL(url).pathname).sort())
      .toEqual(expect.arrayContaining(['/prod-api/ucenter/user/getLoginInfo', '/prod-api/ucenter/user/getMenus']));
    const entries = await cachedUserRequests(page);
    expect(entries.every(({ url }) => new URL(url).searchParams.has('__gh_user'))).toBe(true);
    const info = entries.find(({ url }) => url.includes('getLoginInfo'));
    expect(info?.token).toBe('');
    await expect(indicator).toBeHidden();
  });

  await test.step('server stopped: a reload still shows the shell, the menu and the offline notice', async () => {
    await server.stop();
    await page.reload();
    for (const entry of ['首页', '用户管理', '系统设置']) {
      await expect(shell.sidebar.getByRole('button', { name: entry, exact: true })).toBeVisible();
    }
    await expect(indicator).toContainText('离线（无法连接服务器）');
    await expect(indicator).toContainText('数据更新于');
  });

  await test.step('server stopped: a write is refused, not queued', async () => {
    await page.goto('/user/edit');
    await expect(page.getByRole('textbox', { name: '邮箱', exact: true })).toHaveValue('gatekeeper@example.com');
    await page.getByRole('textbox', { name: '邮箱', exact: true }).fill('offline@example.com');
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await expectToast(page, REFUSAL);
  });

  await test.step('browser offline: the notice says so and a write never leaves the page', async () => {
    await context.setOffline(true);
    await expect(indicator).toContainText('离线 · 数据更新于');
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET') posts.push(request.url());
    });
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await expect(page.locator('.fui-ToastTitle').filter({ hasText: REFUSAL })).toHaveCount(2);
    expect(posts).toEqual([]);
  });

  await test.step('back online with the server up: the notice goes away and nothing was replayed', async () => {
    await server.start();
    await context.setOffline(false);
    await expect(indicator).toBeHidden({ timeout: 15_000 });
    await page.reload();
    await expect(page.getByRole('textbox', { name: '邮箱', exact: true })).toHaveValue('gatekeeper@example.com');
  });

  await test.step('sign-out drops the user caches of the worker and of IndexedDB', async () => {
    await shell.logOut();
    await expect(page).toHaveURL(/\/login/);
    await expect.poll(() => cachedUserRequests(page)).toEqual([]);
    const storedRows = () =>
      page.evaluate(
        () =>
          new Promise<number>((resolve, reject) => {
            const open = indexedDB.open('gatehouse-lookups');
            open.onerror = () => reject(open.error);
            open.onsuccess = () => {
              const db = open.result;
              const tx = db.transaction(['menus', 'queryCache'], 'readonly');
              const menus = tx.objectStore('menus').count();
              const queries = tx.objectStore('queryCache').count();
              tx.oncomplete = () => {
                db.close();
                resolve(menus.result + queries.result);
              };
            };
          }),
      );
    await expect.poll(storedRows).toBe(0);
  });
});

interface StoredLookups {
  dictTypes: string[];
  siteTitle: string | null;
  lookupKinds: string[];
  menus: number;
  listQueries: string[];
}

/** What the console's IndexedDB holds, read as the page sees it (no app code involved). */
async function storedLookups(page: Page): Promise<StoredLookups> {
  return page.evaluate(
    () =>
      new Promise<StoredLookups>((resolve, reject) => {
        const open = indexedDB.open('gatehouse-lookups');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tables = ['dicts', 'siteConfig', 'lookups', 'menus', 'queryCache'].filter((name) =>
            db.objectStoreNames.contains(name),
          );
          if (tables.length < 5) {
            db.close();
            resolve({ dictTypes: [], siteTitle: null, lookupKinds: [], menus: 0, listQueries: [] });
            return;
          }
          const tx = db.transaction(tables, 'readonly');
          const dicts = tx.objectStore('dicts').getAll();
          const site = tx.objectStore('siteConfig').get('site');
          const lookups = tx.objectStore('lookups').getAll();
          const menus = tx.objectStore('menus').count();
          const queries = tx.objectStore('queryCache').getAll();
          tx.oncomplete = () => {
            db.close();
            const listQueries = (queries.result as { client: string }[]).flatMap((row) =>
              (JSON.parse(row.client) as { clientState: { queries: { queryKey: unknown[] }[] } }).clientState.queries
                .filter((query) => query.queryKey[1] === 'list')
                .map((query) => String(query.queryKey[0])),
            );
            resolve({
              dictTypes: (dicts.result as { dictType: string; entries: unknown[] }[])
                .filter((row) => row.entries.length > 0)
                .map((row) => row.dictType),
              siteTitle: (site.result as { config: { title: string } } | undefined)?.config.title ?? null,
              lookupKinds: (lookups.result as { kind: string }[]).map((row) => row.kind).sort(),
              menus: menus.result,
              listQueries,
            });
          };
        };
      }),
  );
}

/** The built hub worker's URL: a SharedWorker is identified by URL and name, so the harness joins the console's. */
function hubWorkerUrl(): string {
  const file = readdirSync('dist/assets').find((name) => /^hub\.worker-.*\.js$/.test(name));
  if (!file) throw new Error('no built hub.worker in dist/assets: run npm run build');
  return `${BASE_URL}/assets/${file}`;
}

async function hubAnswers(page: Page): Promise<string> {
  const source = await build({
    entryPoints: ['tests/e2e/support/hubHarness.ts'],
    bundle: true,
    format: 'iife',
    target: 'chrome120',
    write: false,
    logLevel: 'silent',
  });
  await page.evaluate(source.outputFiles[0]?.text ?? '');
  return page.evaluate(
    (url) =>
      (window as unknown as { hubHarness: { connection(u: string): Promise<string> } }).hubHarness.connection(url),
    hubWorkerUrl(),
  );
}

test('offline, the console serves its stored lookups, runs its hub and says once what is not available', async ({
  page,
  context,
}) => {
  test.setTimeout(200_000);
  const shell = new Shell(page);
  const notice = page.getByTestId('offline-indicator');
  const toasts = page.locator('.fui-ToastTitle');

  await test.step('online: sign in, visit the user list; the lookups fill IndexedDB', async () => {
    await page.goto('/login');
    await signIn(page);
    await waitForServiceWorker(page);
    await page.goto('/user-manage-list');
    await expect(page.getByRole('cell', { name: E2E_ADMIN.userName, exact: true })).toBeVisible();
    await expect
      .poll(async () => storedLookups(page), { timeout: 20_000 })
      .toMatchObject({
        dictTypes: expect.arrayContaining(['asset_type', 'protocol', 'user_status', 'approval_status']),
        siteTitle: 'Gatehouse',
        lookupKinds: ['platforms', 'tags'],
        menus: 1,
        listQueries: expect.arrayContaining(['users']),
      });
  });

  await test.step('offline: a reload served by the service worker shows the shell, the menu and one notice', async () => {
    await context.setOffline(true);
    await page.reload();
    for (const entry of ['首页', '用户管理', '系统设置']) {
      await expect(shell.sidebar.getByRole('button', { name: entry, exact: true })).toBeVisible();
    }
    await expect(notice).toHaveCount(1);
    await expect(notice).toContainText('离线');
    await expect(notice).toContainText('已缓存');
    await expect(notice).toContainText('离线时不可用');
  });

  await test.step('offline: IndexedDB still holds the dictionaries, lookups and site config', async () => {
    const stored = await storedLookups(page);
    expect(stored.dictTypes.length).toBeGreaterThan(20);
    expect(stored.siteTitle).toBe('Gatehouse');
    expect(stored.lookupKinds).toEqual(['platforms', 'tags']);
  });

  await test.step('offline: the hub worker loaded from the precache and answers', async () => {
    await expect(page.getByTestId('data-layer-down')).toBeHidden();
    expect(['closed', 'connecting', 'open', 'gave-up']).toContain(await hubAnswers(page));
  });

  await test.step('offline: the visited list shows its stored rows and their date', async () => {
    await expect(page.getByRole('cell', { name: E2E_ADMIN.userName, exact: true })).toBeVisible();
    await expect(page.getByTestId('list-offline-copy')).toContainText(/离线副本，更新于 \d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
  });

  await test.step('offline: a never-visited list says it is not available offline, not that it is empty', async () => {
    await shell.openMenu('审计中心', '登录日志');
    await expect(page.getByTestId('list-offline-unavailable')).toContainText('离线时不可用');
    await expect(page.getByText('暂无数据')).toHaveCount(0);
    await expect(notice).toHaveCount(1);
    await expect(toasts.filter({ hasText: TRANSPORT_TOAST })).toHaveCount(0);
  });

  await test.step('back online: the notice goes and the lists load from the server', async () => {
    const fetched = page.waitForResponse((response) => response.url().includes('/prod-api/monitor/logininfor/list'));
    await context.setOffline(false);
    await expect(notice).toBeHidden({ timeout: 15_000 });
    await fetched;
    await expect(page.getByTestId('list-offline-unavailable')).toBeHidden();
    await expect(page.getByRole('cell', { name: E2E_ADMIN.userName }).first()).toBeVisible();
    await shell.tag('用户列表').click();
    await expect(page).toHaveURL(/\/user-manage-list$/);
    await expect(page.getByRole('cell', { name: E2E_ADMIN.userName, exact: true }).first()).toBeVisible();
    await expect(page.getByTestId('list-offline-copy')).toBeHidden();
    expect(await toasts.filter({ hasText: TRANSPORT_TOAST }).count()).toBe(0);
  });
});
