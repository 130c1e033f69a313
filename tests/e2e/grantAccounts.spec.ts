import { RoleKey } from '../../src/shared/access/permissions';
import { E2E_ADMIN, E2E_DATA_DIR, E2E_PORT } from './env';
import { expectToast } from './pages/toast';
import { AccessFixtures } from './support/accessFixtures';
import { ensureAdminReady, grantRole } from './support/adminApi';
import { closeContext, expect, type Page, test } from './support/test';
import { signInByToken } from './support/tokenSignIn';

/**
 * A grant limited to accounts (docs/authorisations.md): the administrator ticks one of the asset's two
 * accounts in /assets-impower; the grant list names it; the user's /assets-my-detail offers only it.
 */
const USER = { userName: 'grant_acc_e2e_user', password: 'GrantAcc#E2e2026' };
const ASSET = `grant-acc-e2e-${Date.now().toString(36)}`;
const ADDRESS = '10.77.1.9';
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
  const asset = await fixtures.api<{ assetId: number }>(
    '/privilege/assets/add',
    {
      method: 'POST',
      body: JSON.stringify({
        assetName: ASSET,
        assetType: 0,
        address: ADDRESS,
        platformId: linux.platformId,
        protocols: [{ protocol: 'SSH', port: 22 }],
      }),
    },
    token,
  );
  for (const accountName of ['root', 'deploy'])
    await fixtures.api(
      '/privilege/account/add',
      {
        method: 'POST',
        body: JSON.stringify({ assetId: asset.assetId, accountName, authKind: 'password', password: 'Acc#E2e-1' }),
      },
      token,
    );
});

/** Signed in with a token (the sign-in pages have their own specs), on `path`: by default where a user with a role lands. */
async function signIn(page: Page, userName: string, password: string, path = '/assets-my') {
  await signInByToken(page, { userName, password }, path);
}

test('a grant limited to one of two accounts gives the user only that account', async ({ page, browser }) => {
  await signIn(page, E2E_ADMIN.userName, E2E_ADMIN.password, '/assets-impower');
  await expect(page.getByRole('heading', { name: '资产授权' })).toBeVisible();
  await expect(page.getByText('只选择一个资产时可以限定账号')).toBeVisible();
  await page.getByRole('textbox', { name: '搜索用户、用户组或部门' }).fill(USER.userName);
  await page.getByRole('checkbox', { name: `用户 ${USER.userName}` }).check();
  await page.getByRole('textbox', { name: '搜索资产名称或地址' }).fill(ASSET);
  await page.getByRole('checkbox', { name: `${ASSET} (${ADDRESS})` }).check();
  await expect(page.getByText('不勾选即授权该资产的全部账号')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'root', exact: true })).not.toBeChecked();
  await page.getByRole('checkbox', { name: 'deploy', exact: true }).check();
  await page.getByRole('button', { name: '授权', exact: true }).click();
  await expectToast(page, '授权成功，共 1 条');

  await expect(page).toHaveURL(/\/assets-remove-impower$/);
  const grantRow = page.getByRole('row').filter({ hasText: ASSET }).filter({ hasText: USER.userName });
  await expect(grantRow).toContainText('deploy');
  await expect(grantRow).not.toContainText('root');

  const userContext = await browser.newContext();
  const userPage = await userContext.newPage();
  await signIn(userPage, USER.userName, USER.password);
  await userPage
    .getByRole('row')
    .filter({ hasText: ASSET })
    .getByRole('button', { name: `详情 ${ASSET}` })
    .click();
  await expect(userPage).toHaveURL(/\/assets-my-detail\?assetId=\d+$/);
  const usable = userPage.getByRole('row').filter({ hasText: '授权 #' });
  await expect(usable).toContainText('deploy');
  await expect(userPage.getByText('可用账号')).toBeVisible();
  await expect(userPage.getByText('deploy').first()).toBeVisible();
  await expect(userPage.getByText('root', { exact: true })).toHaveCount(0);
  await closeContext(userContext);
});
