import type { DashboardOverview } from '../../src/shared/api/dashboard';
import { readCaptchaAnswer } from '../support/captcha';
import { E2E_ADMIN, E2E_DATA_DIR, E2E_PORT } from './env';
import { AccessFixtures } from './support/accessFixtures';
import { ensureAdminReady } from './support/adminApi';
import { expectAccessiblePart } from './support/dialogAxe';
import { expect, type Page, test } from './support/test';
import { signInByToken } from './support/tokenSignIn';

/**
 * The live operations dashboard (docs/dashboard.md): an administrator reads the figures the server counted, as
 * tiles, charts and their table views; chooses the period; and reads it in the dark appearance and in English.
 */
const BASE = `http://127.0.0.1:${E2E_PORT}`;
const fixtures = new AccessFixtures(BASE, E2E_DATA_DIR);
const INTRUDER = { userName: 'dash_e2e_user', password: 'Dash#E2e2026' };
const REFUSED_SIGN_INS = 3;

let adminToken = '';

async function overview(period: '24h' | '7d'): Promise<DashboardOverview> {
  return fixtures.api<DashboardOverview>(`/dashboard/overview?period=${period}`, {}, adminToken);
}

/** A sign-in with a wrong password, as a guessing visitor makes it: the server refuses it and counts it. */
async function refuseSignIn(): Promise<void> {
  const { uuid } = await fixtures.api<{ uuid: string }>('/ucenter/captcha');
  const response = await fetch(`${BASE}/prod-api/ucenter/login/passwdLogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', platform: 'WEB' },
    body: JSON.stringify({
      username: INTRUDER.userName,
      password: 'not-the-password',
      uuid,
      code: readCaptchaAnswer(E2E_DATA_DIR, uuid),
    }),
  });
  const { code } = (await response.json()) as { code: number };
  expect(code).not.toBe(200);
}

/** The administrator's notify sockets on the server: one per browser, whatever the number of tabs. */
async function notifySockets(): Promise<number> {
  const adminId = fixtures.userId(E2E_ADMIN.userName);
  const rows = await fixtures.api<{ userId: number; notifySockets: number }[]>(
    `/realtime/sockets?userId=${adminId}`,
    {},
    adminToken,
  );
  return rows.find((row) => row.userId === adminId)?.notifySockets ?? 0;
}

/**
 * Waits out the last `marginMs` of a UTC hour: the 24-hour view's last row is the current hour, and a test that
 * counted its sign-ins at 11:59:59 would otherwise compare them with the empty 12:00 row the page read a moment later.
 */
async function clearOfTheHourTurn(marginMs: number): Promise<void> {
  const untilNextHour = 3_600_000 - (Date.now() % 3_600_000);
  if (untilNextHour < marginMs) await new Promise((resolve) => setTimeout(resolve, untilNextHour + 1_000));
}

function figure(page: Page, name: string) {
  return page.getByTestId(`figure-${name}`);
}

test.beforeAll(async () => {
  await ensureAdminReady();
  await fixtures.createUser(INTRUDER.userName, INTRUDER.password);
  adminToken = await fixtures.signIn(E2E_ADMIN.userName, E2E_ADMIN.password);
});

test('the administrator reads the day’s figures as tiles, charts and tables, and picks the period', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await clearOfTheHourTurn(50_000);
  const before = await overview('24h');
  for (let attempt = 0; attempt < REFUSED_SIGN_INS; attempt++) await refuseSignIn();
  const after = await overview('24h');
  expect(after.totals.signInFailures).toBe(before.totals.signInFailures + REFUSED_SIGN_INS);

  await signInByToken(page, E2E_ADMIN, '/dashboard');
  await expect(page.getByRole('heading', { name: '仪表盘', level: 1 })).toBeVisible();
  await expect(figure(page, 'signInFailures')).toContainText(String(after.totals.signInFailures));
  await expect(figure(page, 'sessions')).toContainText(String(after.totals.sessions));
  await expect(figure(page, 'approvalsWaiting')).toContainText(String(after.approvals.total));

  // The chart is drawn (SVG, lazily loaded) and named for readers; its legend names both series.
  const activity = page.getByRole('region', { name: '会话与登录失败' });
  const chart = activity.getByRole('img', { name: '会话与登录失败' });
  await expect(chart.locator('svg')).toBeVisible();
  await expect(chart.locator('svg text', { hasText: '登录失败' }).first()).toBeVisible();

  // The same figures as a table: one row per hour, the current hour last.
  await activity.getByRole('button', { name: '表格' }).click();
  const table = activity.getByRole('table', { name: '会话与登录失败' });
  await expect(table.getByRole('columnheader')).toHaveText(['时间', '会话', '登录失败']);
  await expect(table.getByRole('row')).toHaveCount(after.series.length + 1);
  const lastBucket = after.series.at(-1);
  await expect(table.getByRole('row').last().getByRole('cell').nth(2)).toHaveText(String(lastBucket?.signInFailures));
  await expectAccessiblePart(page, table, '[data-testid="chart-activity"]');

  // Seven UTC days, kept in the address for a bookmark or a wall screen.
  await page.getByRole('tab', { name: '最近 7 天' }).click();
  await expect(page).toHaveURL(/period=7d/);
  await expect(table.getByRole('columnheader').first()).toHaveText('日期（UTC）');
  await expect(table.getByRole('row')).toHaveCount(7 + 1);
  const week = await overview('7d');
  await expect(figure(page, 'signInFailures')).toContainText(String(week.totals.signInFailures));
});

test('two dashboard tabs follow a new failed sign-in within seconds, without a reload, over one notify socket', async ({
  page,
}) => {
  await signInByToken(page, E2E_ADMIN, '/dashboard');
  const second = await page.context().newPage();
  await second.goto('/dashboard?period=7d');
  const start = await overview('24h');
  const week = await overview('7d');
  await expect(figure(page, 'signInFailures')).toContainText(String(start.totals.signInFailures));
  await expect(figure(second, 'signInFailures')).toContainText(String(week.totals.signInFailures));
  await expect.poll(() => notifySockets()).toBe(1);

  await refuseSignIn();
  // Pushed ("dashboard" topic) within about a second of the commit; the pages never read on a timer of their own.
  await expect(figure(page, 'signInFailures')).toContainText(String(start.totals.signInFailures + 1));
  await expect(figure(second, 'signInFailures')).toContainText(String(week.totals.signInFailures + 1));
  expect(await notifySockets()).toBe(1);
});

test('the dashboard in the dark appearance, kept across a reload, and in English', async ({ page }) => {
  await signInByToken(page, E2E_ADMIN, '/dashboard');
  const activity = page.getByRole('region', { name: '会话与登录失败' });
  await expect(activity.getByRole('img').locator('svg')).toBeVisible();
  const lightText = await legendFill(page);

  await page.getByRole('button', { name: '用户菜单' }).click();
  await page.getByRole('menuitem', { name: '布局设置' }).click();
  const drawer = page.getByRole('dialog', { name: '布局设置' });
  await drawer.getByRole('radio', { name: '深色' }).first().check();
  await drawer.getByRole('button', { name: '保存配置' }).click();
  await expect(drawer).toBeHidden();

  await page.reload();
  await expect(activity.getByRole('img').locator('svg')).toBeVisible();
  // Dark: the page's background is dark and the chart's text light, read from the theme, not a second palette.
  expect(await backgroundLightness(page)).toBeLessThan(0.25);
  const darkText = await legendFill(page);
  expect(darkText).not.toBe(lightText);
  await expectAccessiblePart(page, page.getByRole('main'), 'main');

  await page.evaluate(() => localStorage.setItem('language', 'en'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Sessions and failed sign-ins' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Last 24 hours' })).toHaveAttribute('aria-selected', 'true');
});

/** The fill of the activity chart's first legend label. */
function legendFill(page: Page): Promise<string | null> {
  return page
    .getByTestId('chart-activity')
    .locator('svg text')
    .first()
    .evaluate((element) => element.getAttribute('fill') ?? getComputedStyle(element).fill);
}

/** The lightness (0 black … 1 white) of the first opaque background behind the page's main area. */
function backgroundLightness(page: Page): Promise<number> {
  return page.getByRole('main').evaluate((main) => {
    for (let element: Element | null = main; element; element = element.parentElement) {
      const [red = 0, green = 0, blue = 0, alpha = 1] = (
        getComputedStyle(element).backgroundColor.match(/[\d.]+/g) ?? []
      ).map(Number);
      if (alpha > 0) return (0.2126 * red + 0.7152 * green + 0.0722 * blue) / 255;
    }
    return 1;
  });
}
