import { E2E_ADMIN, E2E_PORT } from './env';
import { expectToast } from './pages/toast';
import { ensureAdminReady } from './support/adminApi';
import { expect, test } from './support/test';
import { signInByToken } from './support/tokenSignIn';

/**
 * In the browser (issue 16 item 7): the public help pages read without signing in — /explain narrows its modules with
 * the filter and jumps to one from its table of contents, /download points at the USB-key service, installation and
 * an API document that the server really serves — and the administrator generates call snippets on
 * /tool/gen-edit/index from the server's OpenAPI document. Pages are checked with axe automatically.
 */
const ORIGIN = `http://127.0.0.1:${E2E_PORT}`;

test.beforeAll(async () => {
  await ensureAdminReady();
});

test('/explain is read without signing in; the filter finds a module and the contents jump to it', async ({ page }) => {
  await page.goto('/explain');
  await expect(page).toHaveURL(/\/explain$/);
  await expect(page.getByRole('heading', { level: 1, name: '产品说明' })).toBeVisible();
  const contents = page.getByRole('navigation', { name: '目录' });
  await expect(contents.getByRole('link')).toHaveCount(18);

  await test.step('the filter leaves the modules that mention what was typed', async () => {
    await page.getByRole('searchbox', { name: '筛选模块' }).fill('system:log:query');
    const audit = page.getByRole('region', { name: '会话审计与录像回放' });
    await expect(audit).toBeVisible();
    await expect(audit).toContainText('审计中心 › 会话记录');
    await expect(audit.getByRole('link', { name: '/vedio-replay' })).toHaveAttribute('href', '/vedio-replay');
    await expect(page.getByRole('region', { name: '资产', exact: true })).toHaveCount(0);
    await expect(contents.getByRole('link')).toHaveCount(1);

    await page.getByRole('searchbox', { name: '筛选模块' }).fill('没有这个模块');
    await expect(page.getByText('没有与“没有这个模块”匹配的模块。')).toBeVisible();
    await page.getByRole('searchbox', { name: '筛选模块' }).fill('');
    await expect(contents.getByRole('link')).toHaveCount(18);
  });

  await test.step('a link of the contents moves to its module and focuses its heading', async () => {
    await contents.getByRole('link', { name: '页面水印' }).click();
    await expect(page.getByRole('heading', { level: 2, name: '页面水印' })).toBeFocused();
    await expect(page).toHaveURL(/\/explain#explain-watermark$/);
    await expect(page.getByRole('region', { name: '页面水印' })).toContainText('system:setting:edit');
  });

  await test.step('in English the modules and the filter follow the language', async () => {
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'About the product' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Filter the modules' }).fill('LDAP');
    await expect(page.getByRole('region', { name: 'LDAP and single sign-on' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Contents' }).getByRole('link')).toHaveCount(1);
    await page.getByRole('button', { name: '简体中文' }).click();
  });
});

test('/download is read without signing in and links only to what the server serves', async ({ page }) => {
  await page.goto('/download');
  await expect(page).toHaveURL(/\/download$/);
  await expect(page.getByRole('heading', { level: 1, name: '下载与安装' })).toBeVisible();

  const usbKey = page.getByRole('region', { name: 'USB-KEY 设备服务' });
  await expect(usbKey).toContainText('http://127.0.0.1:8090');
  await expect(usbKey).toContainText('GATEHOUSE_USB_KEY_SERVICE');
  // The browser tests reach the console on 127.0.0.1: a secure context, where the console installs.
  await expect(page.getByRole('region', { name: '安装控制台（PWA）' })).toContainText('当前页面处于安全上下文');
  await expect(page.getByRole('region', { name: '原生 SSH 客户端' })).toContainText('已在规划中');

  const api = page.getByRole('region', { name: '接口文档', exact: true });
  for (const name of ['接口文档（可交互页面）', 'OpenAPI 文档（JSON）']) {
    const href = await api.getByRole('link', { name }).getAttribute('href');
    expect(href).toMatch(/^\/prod-api\/docs/);
    const response = await page.request.get(`${ORIGIN}${href}`);
    expect(response.status(), href ?? name).toBe(200);
  }
  await expect(api.getByRole('link', { name: '打开接口调用示例' })).toHaveAttribute('href', '/tool/gen-edit/index');
});

test('the administrator generates call snippets from the OpenAPI document and copies one', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInByToken(page, E2E_ADMIN, '/tool/gen-edit/index');
  await expect(page.getByRole('heading', { level: 1, name: '接口调用示例' })).toBeVisible();
  const search = page.getByRole('searchbox', { name: '搜索接口' });

  await test.step('a chosen endpoint gets a curl call with its path and the Bearer header', async () => {
    await search.fill('system/config/list');
    await page.getByRole('checkbox', { name: /^GET \/prod-api\/system\/config\/list/ }).check();
    const card = page.getByRole('region', { name: 'GET /prod-api/system/config/list', exact: true });
    const curl = card.getByRole('tabpanel', { name: 'curl' }).locator('code');
    await expect(curl).toContainText(`curl -X GET '${ORIGIN}/prod-api/system/config/list`);
    await expect(curl).toContainText("-H 'Authorization: Bearer <token>'");
    await expect(curl).not.toContainText('pageNum=');

    await page.getByRole('switch', { name: '示例包含可选参数和字段' }).check();
    await expect(curl).toContainText('pageNum=1');

    await card.getByRole('button', { name: '复制 curl 示例' }).click();
    await expectToast(page, '复制成功');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await curl.textContent());
  });

  await test.step('a call with a body gets it in Python, built from the fields of its schema', async () => {
    await search.fill('post system/dict/data');
    await page.getByRole('checkbox', { name: /^POST \/prod-api\/system\/dict\/data(?!\/)/ }).check();
    const card = page.getByRole('region', { name: 'POST /prod-api/system/dict/data', exact: true });
    await card.getByRole('tab', { name: 'Python' }).click();
    const python = card.getByRole('tabpanel', { name: 'Python' }).locator('code');
    await expect(python).toContainText('response = requests.post(');
    await expect(python).toContainText(`"${ORIGIN}/prod-api/system/dict/data",`);
    await expect(python).toContainText('"Authorization": "Bearer <token>"');
    await expect(python).toContainText('"dictType": "string"');
    // Optional fields too: the switch of the first step is still on.
    await expect(python).toContainText('"listClass": "default"');
  });

  await test.step('a public endpoint goes without a token; removing a card keeps the others', async () => {
    await search.fill('ucenter/captcha');
    await page.getByRole('checkbox', { name: /^GET \/prod-api\/ucenter\/captcha/ }).check();
    const card = page.getByRole('region', { name: 'GET /prod-api/ucenter/captcha', exact: true });
    await expect(card).toContainText('公开接口，调用时无需令牌。');
    await expect(card.getByRole('tabpanel', { name: 'curl' })).not.toContainText('Authorization');
    await card.getByRole('button', { name: '移除 GET /prod-api/ucenter/captcha' }).click();
    await expect(card).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'GET /prod-api/system/config/list', exact: true })).toBeVisible();
  });
});
