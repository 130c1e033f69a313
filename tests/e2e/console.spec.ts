import { rm } from 'node:fs/promises';
import { E2E_ADMIN, E2E_DATA_DIR, E2E_PORT } from './env';
import { LoginPage } from './pages/LoginPage';
import { SetupPage } from './pages/SetupPage';
import { Shell } from './pages/Shell';
import { expectToast } from './pages/toast';
import { AccessFixtures } from './support/accessFixtures';
import { OwnServer } from './support/ownServer';
import { expect, test } from './support/test';

test.describe.configure({ mode: 'serial' });

/** A server of its own: the shared one may already be set up by a spec that ran before this one. */
const freshServer = new OwnServer(E2E_PORT + 8, `${E2E_DATA_DIR}-fresh`);
const fixtures = new AccessFixtures(`http://127.0.0.1:${E2E_PORT}`, E2E_DATA_DIR);

test.beforeAll(async () => {
  await rm(freshServer.dataDir, { recursive: true, force: true });
  await freshServer.start();
});

test.afterAll(async () => {
  await freshServer.stop();
  await rm(freshServer.dataDir, { recursive: true, force: true });
});

test('a fresh install leads every route to /init and creates the first super administrator', async ({ page }) => {
  await page.goto(`${freshServer.baseUrl}/assets-my`);
  await expect(page).toHaveURL(/\/init$/);
  await new SetupPage(page).createSuperAdministrator(E2E_ADMIN);
  await expect(page).toHaveURL(/\/login/);
  await expectToast(page, '初始化成功，请登录');

  await page.goto(`${freshServer.baseUrl}/init`);
  await expect(page).toHaveURL(/\/login/);

  // The first sign-in asks for the contact details that password recovery needs.
  const login = new LoginPage(page, freshServer.dataDir);
  await page.goto(`${freshServer.baseUrl}/login`);
  await login.signIn(E2E_ADMIN.userName, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/assets-my$/);
  await new Shell(page).completePersonalInfo('13800138000', 'gatekeeper@example.com');

  // The shared server the other tests use gets the same administrator (unless a spec before this one did it).
  await fixtures.ensureAdmin(E2E_ADMIN);
});

test('a wrong password is refused with the server message and a new captcha', async ({ page }) => {
  const login = new LoginPage(page);
  await login.open();
  await login.signIn(E2E_ADMIN.userName, 'not-the-password-1');
  await expectToast(page, '用户名或密码错误');
  await expect(page).toHaveURL(/\/login/);
});

test('sign in, see the menu, open pages in tabs, close them and log out', async ({ page }) => {
  const login = new LoginPage(page);
  await login.open();
  await login.signIn(E2E_ADMIN.userName, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/assets-my$/);

  const shell = new Shell(page);
  for (const entry of ['首页', '我的资产', '资产管理', '用户管理', '审计中心', '系统设置']) {
    await expect(shell.sidebar.getByRole('button', { name: entry, exact: true })).toBeVisible();
  }

  await shell.openMenu('用户管理', '用户列表');
  await expect(page).toHaveURL(/\/user-manage-list$/);
  await shell.openMenu('系统设置', '系统配置');
  await expect(page).toHaveURL(/\/setup$/);
  await expect(shell.tag('用户列表')).toBeVisible();
  await expect(shell.tag('系统配置')).toBeVisible();

  await shell.closeTag('系统配置');
  await expect(shell.tag('系统配置')).toBeHidden();
  await expect(page).toHaveURL(/\/user-manage-list$/);
  await shell.closeTag('用户列表');
  await expect(shell.tag('用户列表')).toBeHidden();
  await expect(page).not.toHaveURL(/\/user-manage-list$/);

  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/404$/);
  // The address changes before the console has shown the page; leaving earlier once aborted the next load (CI).
  await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
  await page.waitForLoadState('load');

  await page.goto('/assets-my');
  await shell.logOut();
  await expect(page).toHaveURL(/\/login/);
  // As after the 404: a route change the signed-out page still makes aborts a load started before it.
  await expect(page.getByRole('img', { name: '验证码图片，点击刷新' })).toBeVisible();
  await page.goto('/assets-my');
  await expect(page).toHaveURL(/\/login/);
});

test('without a token every console path leads to /login', async ({ page }) => {
  for (const path of ['/assets-my', '/user-manage-list', '/some/unknown/path']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login/);
  }
});

test('/login is its own page, painted from its HTML; what is typed before its script starts is kept', async ({
  browser,
  baseURL,
  page,
}) => {
  // Without any script the form is already there: the build rendered it into login.html.
  const noScript = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const bare = await noScript.newPage();
  await bare.goto('/login');
  await expect(bare.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(bare.getByRole('textbox', { name: '用户名', exact: true })).toBeVisible();
  await expect(bare.getByRole('button', { name: '登 录' })).toBeVisible();
  await noScript.close();

  // A slow phone: the user types while the page's script is still on its way.
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/login-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/login', { waitUntil: 'domcontentloaded' });
  await page.getByRole('textbox', { name: '用户名', exact: true }).fill('typed-early');
  await page.getByRole('textbox', { name: '密码', exact: true }).fill('not-sent-yet');
  await page.keyboard.press('Enter');
  release();
  await page.getByRole('img', { name: '验证码图片，点击刷新' }).waitFor();
  await expect(page.getByRole('textbox', { name: '用户名', exact: true })).toHaveValue('typed-early');
  await expect(page.getByRole('textbox', { name: '密码', exact: true })).toHaveValue('not-sent-yet');
  // Enter before the script started sent nothing: no password in the address.
  expect(page.url()).not.toContain('not-sent-yet');
  // None of the console's own entry came with it (index.html's script).
  const consoleHtml = await (await page.request.get('/assets-my', { headers: { accept: 'text/html' } })).text();
  const consoleEntry = /<script type="module" crossorigin src="([^"]+)"/.exec(consoleHtml)?.[1];
  expect(consoleEntry).toBeTruthy();
  expect(scripts).not.toContain(consoleEntry);
});

test('a user who chose English gets the English sign-in page from the HTML, before its script', async ({ page }) => {
  await page.goto('/login');
  await page.evaluate(() => localStorage.setItem('language', 'en'));
  await page.route('**/assets/login-*.js', () => {
    // Held: the page must read English without its script.
  });
  await page.goto('/login', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('textbox', { name: 'User name', exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.unroute('**/assets/login-*.js');
  await page.evaluate(() => localStorage.removeItem('language'));
});

test('the language switch turns the console to English and is kept across reloads', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('textbox', { name: 'User name', exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'User name', exact: true })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');
  await page.getByRole('button', { name: '简体中文' }).click();
  await expect(page.getByRole('textbox', { name: '用户名', exact: true })).toBeVisible();
});
