import { RoleKey } from '../../src/shared/access/permissions';
import { E2E_ADMIN, E2E_DATA_DIR, E2E_PORT } from './env';
import { expectToast } from './pages/toast';
import { confirmDialog } from './pages/UsersPages';
import { AccessFixtures } from './support/accessFixtures';
import { ensureAdminReady, grantRole } from './support/adminApi';
import { closeContext, expect, type Page, test } from './support/test';
import { signInByToken } from './support/tokenSignIn';

/**
 * End to end: an administrator grants a user login on an asset in /assets-impower;
 * the grant shows as valid in /assets-remove-impower; the user finds the asset in /assets-my with its
 * Connect button, and stars it; revoked, it is gone. (Accounts arrive with another release, so the grant is on the asset.)
 */
const USER = { userName: 'grants_e2e_user', password: 'Grants#E2e2026' };
const ASSET = 'grants-e2e-host';
const fixtures = new AccessFixtures(`http://127.0.0.1:${E2E_PORT}`, E2E_DATA_DIR);

test.beforeAll(async () => {
  await ensureAdminReady();
  await fixtures.createUser(USER.userName, USER.password);
  // ops_operators holds system:home:query (my assets) and no department: nothing of its own to use.
  grantRole(USER.userName, RoleKey.opsOperators);
  const token = await fixtures.signIn(E2E_ADMIN.userName, E2E_ADMIN.password);
  const listed = await fetch(`http://127.0.0.1:${E2E_PORT}/prod-api/privilege/platform/list?pageSize=500`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const platforms = ((await listed.json()) as { rows: { platformId: number; platformName: string }[] }).rows;
  const linux = platforms.find((row) => row.platformName === 'Linux');
  if (!linux) throw new Error('no Linux asset type');
  await fixtures.api(
    '/privilege/assets/add',
    {
      method: 'POST',
      body: JSON.stringify({
        assetName: ASSET,
        assetType: 0,
        address: '10.77.0.5',
        platformId: linux.platformId,
        protocols: [{ protocol: 'SSH', port: 22 }],
      }),
    },
    token,
  );
});

/** Signed in with a token (the sign-in pages have their own specs), on `path`: by default where a user with a role lands. */
async function signIn(page: Page, userName: string, password: string, path = '/assets-my') {
  await signInByToken(page, { userName, password }, path);
}

test('an administrator grants a user login on an asset; the user sees it in /assets-my', async ({ page, browser }) => {
  await signIn(page, E2E_ADMIN.userName, E2E_ADMIN.password);
  await expect(page.getByRole('row').filter({ hasText: ASSET })).toHaveCount(0);

  await page.goto('/assets-impower');
  await expect(page.getByRole('heading', { name: '资产授权' })).toBeVisible();
  await page.getByRole('textbox', { name: '搜索用户、用户组或部门' }).fill(USER.userName);
  await page.getByRole('checkbox', { name: `用户 ${USER.userName}` }).check();
  await page.getByRole('textbox', { name: '搜索资产名称或地址' }).fill(ASSET);
  await page.getByRole('checkbox', { name: `${ASSET} (10.77.0.5)` }).check();
  await expect(page.getByRole('radio', { name: '登录' })).toBeChecked();

  // Spec §5: an emptied end time is refused before anything is sent.
  const end = page.getByLabel('结束授权时间');
  const defaultEnd = await end.inputValue();
  expect(Number(defaultEnd.slice(0, 4))).toBeGreaterThanOrEqual(new Date().getFullYear() + 99);
  await end.fill('');
  await page.getByRole('button', { name: '授权', exact: true }).click();
  await expect(page.getByText('所选授权时间不能为空')).toBeVisible();
  await end.fill(defaultEnd);
  await page.getByRole('button', { name: '授权', exact: true }).click();
  await expectToast(page, '授权成功，共 1 条');

  await expect(page).toHaveURL(/\/assets-remove-impower$/);
  const grantRow = page.getByRole('row').filter({ hasText: ASSET }).filter({ hasText: USER.userName });
  await expect(grantRow).toContainText('有效');
  await expect(grantRow).toContainText('登录');

  const userContext = await browser.newContext();
  const userPage = await userContext.newPage();
  await signIn(userPage, USER.userName, USER.password);
  const mine = userPage.getByRole('row').filter({ hasText: ASSET });
  await expect(mine).toContainText('10.77.0.5');
  await expect(mine.getByRole('button', { name: `连接 ${ASSET}` })).toBeVisible();
  await mine.getByRole('button', { name: `收藏 ${ASSET}` }).click();
  await expect(mine.getByRole('button', { name: `取消收藏 ${ASSET}` })).toBeVisible();
  await mine.getByRole('button', { name: `详情 ${ASSET}` }).click();
  await expect(userPage).toHaveURL(/\/assets-my-detail\?assetId=\d+$/);
  await expect(userPage.getByText('授权 #', { exact: false })).toBeVisible();

  // Revoked in /assets-remove-impower: invalid with reason revoked, and gone from the user's list.
  await grantRow.getByRole('button', { name: `撤销 用户 ${USER.userName} ${ASSET}` }).click();
  await confirmDialog(page, `确定撤销「${USER.userName}」对资产「${ASSET}」的授权吗？`);
  await expectToast(page, '撤销成功');
  await expect(grantRow).toContainText('无效');
  await expect(grantRow).toContainText('已撤销');
  await userPage.goto('/assets-my');
  await expect(userPage.getByRole('heading', { name: '我的资产' })).toBeVisible();
  await expect(userPage.getByRole('row').filter({ hasText: ASSET })).toHaveCount(0);
  await closeContext(userContext);
});
