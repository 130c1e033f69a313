import type { BaseConfig } from '../../src/shared/api/baseConfig';
import { SESSION_POLICY_DEFAULTS } from '../../src/shared/rules/policyRules';
import { SITE_CONFIG_DEFAULTS } from '../../src/shared/rules/siteConfigRules';
import { E2E_ADMIN, E2E_DATA_DIR, E2E_PORT } from './env';
import { expectToast } from './pages/toast';
import { AccessFixtures } from './support/accessFixtures';
import { ensureAdminReady } from './support/adminApi';
import { expectAccessiblePart } from './support/dialogAxe';
import { expect, test } from './support/test';
import { signInByToken } from './support/tokenSignIn';

/**
 * The site config in the browser (docs/site-config.md): the administrator names the console, picks its primary colour
 * and uploads a logo on the base-config tab; a bad colour is refused under its field; the tab title, the sidebar and
 * /data/data.json follow; the session idle timeout is changed on the same tab (issue 16 item 1). Put back to
 * Gatehouse's defaults at the end, so the other specs see the usual console.
 */
const fixtures = new AccessFixtures(`http://127.0.0.1:${E2E_PORT}`, E2E_DATA_DIR);
/** A 1 × 1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test.beforeAll(async () => {
  await ensureAdminReady();
});

test.afterAll(async () => {
  const token = await fixtures.signIn(E2E_ADMIN.userName, E2E_ADMIN.password);
  await fixtures.api(
    '/setting-center/baseConfig/edit',
    { method: 'PUT', body: JSON.stringify({ site: SITE_CONFIG_DEFAULTS, session: SESSION_POLICY_DEFAULTS }) },
    token,
  );
});

test('the administrator names the console, sets its colour and logo; every page shows them', async ({ page }) => {
  await signInByToken(page, E2E_ADMIN, '/setup?tab=base');
  const form = page.getByRole('region', { name: '基础配置' });
  await form.getByRole('textbox', { name: '浏览器标题' }).fill('华东运维堡垒机');
  await form.getByRole('textbox', { name: '系统名称' }).fill('运维堡垒');
  await form.getByRole('textbox', { name: '主题色', exact: true }).fill('蓝色');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form.getByText('请输入正确的颜色（#RRGGBB）')).toBeVisible();
  await form.getByRole('textbox', { name: '主题色', exact: true }).fill('#0F6CBD');
  await form
    .getByRole('group', { name: '系统标志' })
    .locator('input[type=file]')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await expect(form.getByRole('img', { name: 'logo.png' })).toBeVisible();
  await form.getByRole('button', { name: '保存' }).click();
  await expectToast(page, '保存成功');

  await expect(page).toHaveTitle(/华东运维堡垒机/);
  const logo = page.getByTestId('sidebar-logo');
  await expect(logo).toHaveAccessibleName('运维堡垒');
  await expect(logo.locator('img')).toHaveAttribute('src', /^blob:/);
  const site = await page.evaluate(() => fetch('/data/data.json').then((response) => response.json()));
  expect(site).toMatchObject({ webTitle: '华东运维堡垒机', title: '运维堡垒', primaryColor: '#0F6CBD' });
  expect(site.logo).toMatch(/^upload\/\d{4}\/\d{2}\/\d{2}\/[0-9a-f-]{36}\.png$/);

  // A fresh page reads it too.
  await page.goto('/assets-my');
  await expect(page).toHaveTitle(/华东运维堡垒机/);
  await expect(page.getByTestId('sidebar-logo').locator('img')).toBeVisible();
});

test('the administrator changes the session idle timeout on the base tab (issue 16 item 1)', async ({ page }) => {
  const token = await signInByToken(page, E2E_ADMIN, '/setup?tab=base');
  const idle = () =>
    page.getByRole('region', { name: '基础配置' }).getByRole('spinbutton', { name: '会话空闲超时（分钟）' });
  await idle().fill('240');
  // A typed number is taken when the box commits (Tab, Enter, blur).
  await idle().press('Tab');
  await page.getByRole('region', { name: '基础配置' }).getByRole('button', { name: '保存' }).click();
  await expectToast(page, '保存成功');

  const stored = await fixtures.api<BaseConfig>('/setting-center/baseConfig/query', {}, token);
  expect(stored.session).toEqual({ ...SESSION_POLICY_DEFAULTS, idleMinutes: 240 });
  await page.reload();
  await expect(idle()).toHaveValue('240');
});

test('the network tab shows the host’s interfaces and routes, read-only outside appliance mode (issue 16 item 6)', async ({
  page,
}) => {
  await signInByToken(page, E2E_ADMIN, '/setup?tab=network');
  const interfaces = page.getByRole('table', { name: '网络接口列表' });
  await expect(interfaces.getByRole('row').filter({ hasText: /^lo/ })).toContainText('127.0.0.1/8');
  await expect(page.getByText('网络配置为只读')).toBeVisible();
  await expect(page.getByRole('button', { name: '重新应用已保存的配置' })).toHaveCount(0);
  await expectAccessiblePart(page, page.getByRole('main'), 'main');
});
