import { testLicence } from '../support/testLicence';
import { E2E_DATA_DIR, E2E_PORT } from './env';
import { expectToast } from './pages/toast';
import { OwnServerWithAdmin } from './support/ownServerWithAdmin';
import { type BrowserContext, closeContext, expect, test } from './support/test';

/**
 * The product licence in the browser (docs/licence.md), on a server of this spec's own that starts without one:
 * the §4 prompts after sign-in, the licence page with its use as bars, a refused key explained under the field, an
 * activation that the prompts and the About page follow at once.
 */
const server = new OwnServerWithAdmin(E2E_PORT + 9, `${E2E_DATA_DIR}-licence`, { GATEHOUSE_LICENCE_FILE: undefined });
const origin = `http://127.0.0.1:${server.port}`;
const DAY_MS = 86_400_000;

async function signedIn(context: BrowserContext): Promise<void> {
  await context.addCookies([{ name: 'Admin-Token', value: await server.signIn(), url: origin }]);
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  await server.start();
});

test.afterAll(async () => {
  await server.stop();
});

test('not activated: the alert leads the administrator to the licence page, where a licence is activated', async ({
  browser,
}) => {
  const context = await browser.newContext();
  await signedIn(context);
  const page = await context.newPage();
  await page.goto(`${origin}/assets-my`);
  const alert = page.getByRole('alertdialog', { name: '系统提示' });
  await expect(alert).toContainText('当前产品许可未激活');
  await alert.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/setup-manage-license$/);

  await expect(page.getByRole('heading', { name: '许可管理' })).toBeVisible();
  await expect(page.getByTestId('licence-status')).toHaveText('未激活');
  await expect(page.getByText('未激活或许可已过期时，系统按免许可额度运行')).toBeVisible();
  await expect(page.getByTestId('licence-usage-assets')).toContainText('0 / 10');
  await expect(page.getByRole('progressbar', { name: '资产：已用 0，上限 10' })).toBeVisible();
  const installationId = (await page.getByTestId('installation-id').textContent()) ?? '';
  expect(installationId).toMatch(/^[0-9a-f-]{36}$/);

  const key = page.getByRole('textbox', { name: '许可密钥' });
  await key.fill('GHL1.not-a-licence');
  await page.getByRole('button', { name: '激活', exact: true }).click();
  await expect(page.getByText('许可密钥格式不正确，应为 GHL1 开头的许可文本')).toBeVisible();
  await key.fill(testLicence({ installationId: 'another-installation' }));
  await page.getByRole('button', { name: '激活', exact: true }).click();
  await expect(page.getByText('该许可签发给其他安装（another-installation），不能在本系统激活')).toBeVisible();
  await expect(page.getByTestId('licence-status')).toHaveText('未激活');

  await key.fill(testLicence({ customer: '华东运维中心', installationId }));
  await page.getByRole('button', { name: '激活', exact: true }).click();
  await expectToast(page, '许可已激活');
  await expect(page.getByTestId('licence-status')).toHaveText('已激活');
  await expect(page.getByText('华东运维中心')).toBeVisible();
  await expect(page.getByTestId('licence-usage-assets')).toContainText('0 / 100000');

  // The About page tells the truth at once (the session was read again).
  await page.goto(`${origin}/user/about`);
  await expect(page.getByText('已激活')).toBeVisible();
  await closeContext(context);
});

test('expiring soon: the administrator is asked once, and ignoring it is remembered for that expiry', async ({
  browser,
}) => {
  const expireTime = new Date(Date.now() + 10 * DAY_MS);
  const setup = await browser.newContext();
  await signedIn(setup);
  const page = await setup.newPage();
  await page.goto(`${origin}/setup-manage-license`);
  await page.getByRole('textbox', { name: '许可密钥' }).fill(testLicence({ expireTime: expireTime.toISOString() }));
  await page.getByRole('button', { name: '激活', exact: true }).click();
  await expectToast(page, '许可已激活');
  await expect(page.getByTestId('licence-status')).toHaveText('即将过期');
  await closeContext(setup);

  const context = await browser.newContext();
  await signedIn(context);
  const console = await context.newPage();
  await console.goto(`${origin}/assets-my`);
  // A question with two answers is a dialog; the one-button notices above are alert dialogs.
  const ask = console.getByRole('dialog', { name: '系统提示' });
  await expect(ask).toContainText(/当前产品许可即将于 \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} 过期，是否更新许可？/);
  await ask.getByRole('button', { name: '忽略' }).click();
  await expect(ask).toBeHidden();
  expect(await console.evaluate(() => localStorage.getItem('license-expiring-ignored'))).toMatch(/^\d{4}-/);
  // A new sign-in in the same browser: the ignored warning is not asked again.
  await signedIn(context);
  await console.reload();
  await expect(console.getByRole('main')).toBeVisible();
  await expect(console.getByRole('dialog', { name: '系统提示' })).toBeHidden();
  await closeContext(context);
});
