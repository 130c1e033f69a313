import { RoleKey } from '../../src/shared/access/permissions';
import { E2E_ADMIN, E2E_DATA_DIR, E2E_PORT } from './env';
import { AssetPages, choose, PlatformPages } from './pages/AssetsPages';
import { expectToast } from './pages/toast';
import { AccessFixtures } from './support/accessFixtures';
import { ensureAdminReady, grantRole } from './support/adminApi';
import { closeContext, expect, type Page, test } from './support/test';
import { signInByToken } from './support/tokenSignIn';

/**
 * End to end, all through the console: the administrator creates an asset type, an asset of that
 * type, an account on it, and grants a user login on the asset; that user then finds it in /assets-my.
 */
const USER = { userName: 'story_e2e_user', password: 'Story#E2e2026' };
const PLATFORM = 'e2e-story-Kylin';
const ASSET = 'e2e-story-host';
const fixtures = new AccessFixtures(`http://127.0.0.1:${E2E_PORT}`, E2E_DATA_DIR);

test.beforeAll(async () => {
  await ensureAdminReady();
  await fixtures.createUser(USER.userName, USER.password);
  // ops_operators may open my assets; the user is in no department, so only the grant gives them the asset.
  grantRole(USER.userName, RoleKey.opsOperators);
});

/** Signed in with a token (the sign-in pages have their own specs), on `path`: by default where a user with a role lands. */
async function signIn(page: Page, userName: string, password: string, path = '/assets-my') {
  await signInByToken(page, { userName, password }, path);
}

test('asset type, asset, account and grant through the console; the user sees the asset in /assets-my', async ({
  page,
  browser,
}) => {
  await signIn(page, E2E_ADMIN.userName, E2E_ADMIN.password);
  await new PlatformPages(page).create(PLATFORM, 'SSH', '22');

  const assets = new AssetPages(page);
  await assets.openList();
  await page.getByRole('button', { name: '新增', exact: true }).click();
  await assets.field('资产名称').fill(ASSET);
  await assets.field('资产地址').fill('10.88.0.7');
  await choose(page, page, '资产类型', PLATFORM);
  await expect(page.getByRole('textbox', { name: 'SSH 端口' })).toHaveValue('22');
  await assets.save();
  await expectToast(page, '新增成功');
  await expect(page).toHaveURL(/\/assets-manage-detail\?assetId=\d+$/);

  await page.getByRole('button', { name: '新增账号' }).click();
  const dialog = page.getByRole('dialog', { name: '新增账号' });
  await dialog.getByRole('textbox', { name: '账号名称' }).fill('root');
  await dialog.getByRole('textbox', { name: '密码', exact: true }).fill('Story#Root2026');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expectToast(page, '新增成功');
  await expect(page.getByRole('table', { name: '账号' }).getByRole('row').filter({ hasText: 'root' })).toBeVisible();

  await page.goto('/assets-impower');
  await expect(page.getByRole('heading', { name: '资产授权' })).toBeVisible();
  await page.getByRole('textbox', { name: '搜索用户、用户组或部门' }).fill(USER.userName);
  await page.getByRole('checkbox', { name: `用户 ${USER.userName}` }).check();
  await page.getByRole('textbox', { name: '搜索资产名称或地址' }).fill(ASSET);
  await page.getByRole('checkbox', { name: `${ASSET} (10.88.0.7)` }).check();
  await expect(page.getByRole('radio', { name: '登录' })).toBeChecked();
  await page.getByRole('button', { name: '授权', exact: true }).click();
  await expectToast(page, '授权成功，共 1 条');

  const userContext = await browser.newContext();
  const userPage = await userContext.newPage();
  await signIn(userPage, USER.userName, USER.password);
  const mine = userPage.getByRole('row').filter({ hasText: ASSET });
  await expect(mine).toContainText('10.88.0.7');
  await expect(mine.getByRole('button', { name: `连接 ${ASSET}` })).toBeVisible();
  await closeContext(userContext);
});
