import { E2E_ADMIN } from './env';
import { AssetPages, choose, PlatformPages, TagPages } from './pages/AssetsPages';
import { expectToast } from './pages/toast';
import { ensureAdminReady } from './support/adminApi';
import { expect, test } from './support/test';
import { signInByToken } from './support/tokenSignIn';

test.beforeAll(async () => {
  await ensureAdminReady();
});

test('an asset type, a tagged asset found by search and tag, edited and deleted', async ({ page }) => {
  const platformName = 'e2e-assets-AIX';
  const tagName = 'e2e-assets-prod';
  const assetName = 'e2e-assets-web01';
  await signInByToken(page, E2E_ADMIN, '/assets-my');

  await new PlatformPages(page).create(platformName, 'SSH', '2222');
  await new TagPages(page).create(tagName);

  const assets = new AssetPages(page);
  await assets.openList();
  await page.getByRole('button', { name: '新增', exact: true }).click();
  await expect(page).toHaveURL(/\/assets-manage-form-page$/);
  await assets.field('资产名称').fill('web 01');
  await assets.field('资产地址').fill('300.1.1.1');
  await choose(page, page, '资产类型', platformName);
  await expect(page.getByRole('textbox', { name: 'SSH 端口' })).toHaveValue('2222');
  await page.getByRole('textbox', { name: 'SSH 端口' }).fill('70000');
  await assets.save();
  // Spec §5 messages, shown by the form before anything is sent.
  await expect(page.getByText('只支持字母、数字、特殊字符包含 _ -')).toBeVisible();
  await expect(page.getByText('请输入正确的地址')).toBeVisible();
  await expect(page.getByText('请输入正确的端口')).toBeVisible();

  await assets.field('资产名称').fill(assetName);
  await assets.field('资产地址').fill('10.20.30.40');
  await page.getByRole('textbox', { name: 'SSH 端口' }).fill('2222');
  await choose(page, page, '标签', tagName);
  await page.keyboard.press('Escape');
  await assets.save();
  await expectToast(page, '新增成功');
  await expect(page).toHaveURL(/\/assets-manage-detail\?assetId=\d+$/);
  await expect(page.getByRole('heading', { name: '资产详情' })).toBeVisible();
  await expect(page.getByText('SSH:2222')).toBeVisible();
  await expect(page.getByText(tagName)).toBeVisible();

  await assets.openList();
  await assets
    .search()
    .getByRole('textbox', { name: /^资产名称/ })
    .fill('E2E-ASSETS-WEB');
  await assets.search().getByRole('button', { name: '搜索' }).click();
  await expect(assets.row(assetName)).toBeVisible();
  await assets
    .search()
    .getByRole('textbox', { name: /^资产名称/ })
    .fill('');
  await choose(assets.search(), page, '标签', tagName);
  await assets.search().getByRole('button', { name: '搜索' }).click();
  await expect(assets.table.getByRole('row')).toHaveCount(2);
  await expect(assets.row(assetName)).toContainText('10.20.30.40');

  await assets
    .row(assetName)
    .getByRole('button', { name: `修改 ${assetName}` })
    .click();
  await expect(page.getByRole('heading', { name: '编辑资产' })).toBeVisible();
  await assets.field('资产地址').fill('web01.example.com');
  await assets.save();
  await expectToast(page, '保存成功');
  await expect(page.getByText('web01.example.com')).toBeVisible();

  await assets.openList();
  await expect(assets.row(assetName)).toContainText('web01.example.com');
  await assets.delete(assetName);
  await expect(assets.row(assetName)).toHaveCount(0);
});

test('a new Linux asset ticks SSH only (Telnet is opt-in); before a type the protocols say why they are empty', async ({
  page,
}) => {
  await signInByToken(page, E2E_ADMIN, '/assets-my');
  const assets = new AssetPages(page);
  await assets.openList();
  await page.getByRole('button', { name: '新增', exact: true }).click();
  await expect(page).toHaveURL(/\/assets-manage-form-page$/);
  const protocols = page.getByRole('group', { name: '通讯协议' });
  await expect(protocols).toContainText('选择资产类型后，这里列出该类型提供的协议');
  await expect(protocols.getByRole('checkbox')).toHaveCount(0);

  await choose(page, page, '资产类型', 'Linux');
  await expect(protocols.getByRole('checkbox', { name: 'SSH' })).toBeChecked();
  await expect(protocols.getByRole('checkbox', { name: 'TELNET' })).not.toBeChecked();
  await expect(protocols.getByRole('textbox', { name: 'TELNET 端口' })).toBeDisabled();
  await expect(protocols).not.toContainText('选择资产类型后');
});
