import { RoleKey } from '../../src/shared/access/permissions';
import { WATERMARK_DEFAULTS } from '../../src/shared/rules/watermarkRules';
import { startFormApp, WEB_USER, type WebApp } from '../support/webApps';
import { E2E_ADMIN, E2E_DATA_DIR, E2E_PORT } from './env';
import { AccessFixtures } from './support/accessFixtures';
import { ensureAdminReady, grantRole } from './support/adminApi';
import { prepareGrantedAsset } from './support/grantedAsset';
import { expect, test } from './support/test';
import { signInByToken } from './support/tokenSignIn';

/**
 * Issue 19 item 6: an operator opens a web asset from /assets-my. The web application (a login form and a session
 * cookie, started here) opens in a new tab on the asset's own origin (asset-<id>.localhost), signed in by the bastion
 * with the vault's password, and its page carries the console's watermark. The administrator then reads the session's
 * requests on /vedio-replay and searches them.
 */
const OPERATOR = { userName: 'web_operator', password: 'Web#E2e-2026' };
const fixtures = new AccessFixtures(`http://127.0.0.1:${E2E_PORT}`, E2E_DATA_DIR);
let app: WebApp;
let adminToken = '';
let assetName = '';
let assetId = 0;

test.beforeAll(async () => {
  await ensureAdminReady();
  await fixtures.createUser(OPERATOR.userName, OPERATOR.password);
  grantRole(OPERATOR.userName, RoleKey.opsOperators);
  adminToken = await fixtures.signIn(E2E_ADMIN.userName, E2E_ADMIN.password);
  app = await startFormApp();
  await fixtures.api(
    '/privilege/application/add',
    {
      method: 'POST',
      body: JSON.stringify({
        name: `web_e2e_${Date.now()}`,
        url: app.origin,
        loginMode: 'form',
        loginPath: '/login',
        usernameField: 'user',
        passwordField: 'pass',
        extraFields: 'go=Sign+in',
      }),
    },
    adminToken,
  );
  assetName = `web_e2e_${Date.now()}`;
  ({ assetId } = await prepareGrantedAsset(
    fixtures,
    `http://127.0.0.1:${E2E_PORT}`,
    adminToken,
    {
      assetName,
      assetType: 2,
      platformName: 'Web',
      address: `${app.origin}/home`,
      protocol: 'HTTP(S)',
      port: app.port,
      accountName: WEB_USER.name,
      password: WEB_USER.password,
    },
    OPERATOR.userName,
  ));
  await fixtures.api(
    '/setting-center/watermarkSettings',
    {
      method: 'PUT',
      body: JSON.stringify({ ...WATERMARK_DEFAULTS, isOpen: true, content: 'Gatehouse web e2e', transparency: 0.6 }),
    },
    adminToken,
  );
});

test.afterAll(async () => {
  await fixtures
    .api('/setting-center/watermarkSettings', { method: 'PUT', body: JSON.stringify(WATERMARK_DEFAULTS) }, adminToken)
    .catch(() => undefined);
  await app?.close();
});

test('issue 19: an operator opens a web asset; the app shows signed in, on its own origin, with the watermark', async ({
  page,
  context,
}) => {
  await signInByToken(page, OPERATOR, '/assets-my');
  const row = page.getByRole('row').filter({ hasText: assetName });
  await row.getByRole('button', { name: `打开 Web 资产 ${assetName}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(`打开 Web 资产：${assetName}`)).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: '登录账号' })).toHaveText(WEB_USER.name);
  const opened = context.waitForEvent('page');
  await dialog.getByRole('button', { name: '在新标签页中打开' }).click();
  const tab = await opened;
  await tab.waitForURL(`http://asset-${assetId}.localhost:${E2E_PORT}/home`);
  await expect(tab.getByRole('heading', { name: `Signed in as ${WEB_USER.name}` })).toBeVisible();
  const watermark = tab.locator('canvas[data-gatehouse-watermark]');
  await expect(watermark).toBeAttached();
  await expect(watermark).toHaveCSS('pointer-events', 'none');
  await expect(watermark).toHaveCSS('opacity', '0.4');
  const html = await tab.content();
  expect(html).not.toContain(WEB_USER.password);
  expect(await context.cookies(`http://asset-${assetId}.localhost:${E2E_PORT}`)).toEqual(
    expect.arrayContaining([expect.objectContaining({ name: 'gatehouse_web', httpOnly: true, sameSite: 'Lax' })]),
  );
  await tab.reload();
  await expect(tab.getByRole('heading', { name: `Signed in as ${WEB_USER.name}` })).toBeVisible();
  await tab.close();

  await signInByToken(page, E2E_ADMIN, '/vedio-replay');
  const listed = page.getByRole('row').filter({ hasText: assetName }).first();
  await expect(listed).toContainText('HTTP');
  await listed.getByRole('button', { name: /^查看请求 \d+$/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Web 会话');
  const requests = page.getByRole('table', { name: '请求记录' });
  await expect(requests.getByRole('row').filter({ hasText: '/home' })).toHaveCount(2);
  await expect(requests.getByRole('row').filter({ hasText: '/home' }).first()).toContainText('GET');
  await page.getByRole('textbox', { name: '搜索请求' }).fill('nothing-like-this');
  await expect(requests.getByRole('row')).toHaveCount(2);
  await expect(requests).toContainText('没有请求');
  await page.getByRole('textbox', { name: '搜索请求' }).fill('HOME');
  await expect(requests.getByRole('row').filter({ hasText: '/home' })).toHaveCount(2);
});
