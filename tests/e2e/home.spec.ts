import { RoleKey } from '../../src/shared/access/permissions';
import { E2E_ADMIN, E2E_DATA_DIR, E2E_PORT } from './env';
import { AccessFixtures } from './support/accessFixtures';
import { ensureAdminReady, grantRole } from './support/adminApi';
import { expect, test } from './support/test';
import { signInByToken } from './support/tokenSignIn';

/**
 * The home page (docs/home.md): an operator reads their favourite asset with its connect button and their cards'
 * empty states, and no system health; the administrator reads the health cards with the licence usage as bars.
 */
const OPERATOR = { userName: 'home_e2e_operator', password: 'Home#E2e2026' };
const ASSET = 'home-e2e-web01';
const BASE = `http://127.0.0.1:${E2E_PORT}`;
const fixtures = new AccessFixtures(BASE, E2E_DATA_DIR);

test.beforeAll(async () => {
  await ensureAdminReady();
  await fixtures.createUser(OPERATOR.userName, OPERATOR.password);
  grantRole(OPERATOR.userName, RoleKey.opsOperators);
  const admin = await fixtures.signIn(E2E_ADMIN.userName, E2E_ADMIN.password);
  const listed = await fetch(`${BASE}/prod-api/privilege/platform/list?pageSize=500`, {
    headers: { Authorization: `Bearer ${admin}` },
  });
  const rows = ((await listed.json()) as { rows: { platformId: number; platformName: string }[] }).rows;
  const linux = rows.find((row) => row.platformName === 'Linux');
  if (!linux) throw new Error('no Linux asset type');
  // A retried worker runs this again: the asset may be there already.
  const found = await fetch(`${BASE}/prod-api/privilege/assets/list?keyword=${ASSET}`, {
    headers: { Authorization: `Bearer ${admin}` },
  });
  const known = ((await found.json()) as { rows: { assetId: number; assetName: string }[] }).rows.find(
    (row) => row.assetName === ASSET,
  );
  const asset =
    known ??
    (await fixtures.api<{ assetId: number }>(
      '/privilege/assets/add',
      {
        method: 'POST',
        body: JSON.stringify({
          assetName: ASSET,
          assetType: 0,
          address: '10.81.0.7',
          platformId: linux.platformId,
          protocols: [{ protocol: 'SSH', port: 22 }],
        }),
      },
      admin,
    ));
  const window = await fixtures.api<{ startTime: string; endTime: string }>(
    '/privilege/impower/default-window',
    {},
    admin,
  );
  await fixtures.api(
    '/privilege/impower/add',
    {
      method: 'POST',
      body: JSON.stringify({
        userIds: [fixtures.userId(OPERATOR.userName)],
        assetIds: [asset.assetId],
        permissionType: 1,
        ...window,
      }),
    },
    admin,
  );
  const operator = await fixtures.signIn(OPERATOR.userName, OPERATOR.password);
  await fixtures.api(`/privilege/my-assets/favourite/${asset.assetId}`, { method: 'POST' }, operator);
});

test('an operator reads their cards in Chinese, without system health', async ({ page }) => {
  await signInByToken(page, OPERATOR, '/home');
  await expect(page.getByRole('heading', { name: '首页', level: 1 })).toBeVisible();
  const favourites = page.getByRole('region', { name: '收藏的资产' });
  await expect(favourites.getByRole('listitem').filter({ hasText: ASSET })).toContainText('10.81.0.7');
  await expect(favourites.getByRole('button', { name: `连接 ${ASSET}` })).toBeVisible();
  await expect(page.getByRole('region', { name: '在线会话' })).toContainText('当前没有在线会话');
  await expect(page.getByRole('region', { name: '我的申请' })).toContainText('没有待审批的申请');
  await expect(page.getByRole('region', { name: '未读消息' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '系统状态' })).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('heading', { name: '首页', level: 1 })).toBeVisible();

  // English, chosen and kept across a reload (the menu of the new language is loaded before the routes).
  await page.evaluate(() => localStorage.setItem('language', 'en'));
  await page.reload();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Favourite assets' }).getByRole('listitem')).toContainText(ASSET);
  await expect(page.getByRole('region', { name: 'Live sessions' })).toContainText('No session is online now');
});

test('the administrator reads system health, the licence usage as bars', async ({ page }) => {
  await signInByToken(page, E2E_ADMIN, '/home');
  await expect(page.getByRole('heading', { name: '系统状态', level: 2 })).toBeVisible();
  const licence = page.getByRole('region', { name: '许可' });
  await expect(licence.getByRole('list', { name: '许可额度使用情况' }).getByRole('listitem')).toHaveCount(3);
  await expect(licence.getByRole('progressbar', { name: /资产：已用 \d+，上限 \d+/ })).toBeVisible();
  await expect(page.getByRole('region', { name: '运行节点' }).getByRole('listitem')).not.toHaveCount(0);
  await expect(page.getByRole('region', { name: '网络代理' })).toBeVisible();
  await expect(page.getByRole('region', { name: /失败任务/ })).toBeVisible();
});
