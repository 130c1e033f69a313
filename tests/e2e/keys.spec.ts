import { E2E_ADMIN, E2E_DATA_DIR, E2E_PORT } from './env';
import { Shell } from './pages/Shell';
import { expectToast } from './pages/toast';
import { OwnServerWithAdmin } from './support/ownServerWithAdmin';
import { type BrowserContext, closeContext, expect, type Page, test } from './support/test';

/**
 * QR scan sign-in and security keys in the real browser, on a server of this spec's own. Pages use
 * http://localhost: browsers refuse an IP address as WebAuthn relying party, and localhost is a
 * secure context.
 */
const server = new OwnServerWithAdmin(E2E_PORT + 3, `${E2E_DATA_DIR}-keys`);
const origin = `http://localhost:${server.port}`;

async function signedInContext(context: BrowserContext, token: string): Promise<void> {
  await context.addCookies([{ name: 'Admin-Token', value: token, url: origin }]);
}

async function tokenOf(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies(origin)).find((cookie) => cookie.name === 'Admin-Token')?.value;
}

async function openKeyTab(page: Page, tab: string): Promise<void> {
  await page.goto(`${origin}/login`);
  await page.getByRole('button', { name: tab, exact: true }).click();
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  await server.start();
});

test.afterAll(async () => {
  await server.stop();
});

test('QR scan: a signed-in phone confirms, and the waiting console signs in with a token of its own', async ({
  browser,
}) => {
  const consoleContext = await browser.newContext();
  const phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  const phoneToken = await server.signIn();
  await signedInContext(phoneContext, phoneToken);

  const desk = await consoleContext.newPage();
  await openKeyTab(desk, '扫码登录');
  await expect(desk.getByRole('img', { name: '扫码登录二维码' })).toBeVisible();
  await expect(desk.getByRole('status')).toHaveText('请使用已登录的手机浏览器扫描二维码');
  const link = (await desk.getByTestId('scan-link').textContent()) ?? '';
  expect(link).toMatch(new RegExp(`^${origin}/scan-confirm\\?guid=[0-9a-f-]{36}$`));

  const phone = await phoneContext.newPage();
  await phone.goto(link);
  await expect(phone.getByRole('heading', { name: '扫码登录确认' })).toBeVisible();
  await expect(phone.getByTestId('scan-requester-ip')).not.toBeEmpty();
  await expect(desk.getByRole('status')).toHaveText('已扫码，请在手机上确认登录');
  await phone.getByRole('button', { name: '确认登录' }).click();
  await expect(phone.getByText('已确认，电脑端将自动登录。')).toBeVisible();

  await expect(desk).toHaveURL(/\/assets-my$/);
  const deskToken = await tokenOf(consoleContext);
  expect(deskToken).toBeTruthy();
  expect(deskToken).not.toBe(phoneToken);

  // The link is single-use: opening it again is refused.
  await phone.goto(link);
  await expectToast(phone, '该二维码已被处理');
  await closeContext(consoleContext);
  await closeContext(phoneContext);
});

test('QR scan: a refusal on the phone is shown on the console, which can draw a fresh code', async ({ browser }) => {
  const consoleContext = await browser.newContext();
  const phoneContext = await browser.newContext();
  await signedInContext(phoneContext, await server.signIn());
  const desk = await consoleContext.newPage();
  await openKeyTab(desk, '扫码登录');
  await expect(desk.getByTestId('scan-link')).toHaveText(/guid=/);
  const link = (await desk.getByTestId('scan-link').textContent()) ?? '';
  const phone = await phoneContext.newPage();
  await phone.goto(link);
  await phone.getByRole('button', { name: '拒绝' }).click();
  await expect(phone.getByText('已拒绝本次登录。')).toBeVisible();
  await expect(desk.getByRole('status')).toHaveText('手机端已拒绝本次登录');
  await desk.getByRole('button', { name: '刷新二维码' }).click();
  await expect(desk.getByTestId('scan-link')).not.toHaveText(link);
  await expect(desk).toHaveURL(/\/login/);
  await closeContext(consoleContext);
  await closeContext(phoneContext);
});

test('security key: bind one with a virtual authenticator, sign out, sign in with it', async ({ page, context }) => {
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  await signedInContext(context, await server.signIn());
  await page.goto(`${origin}/user-bind-usb-key-form`);
  await page.getByRole('textbox', { name: '密钥名称' }).fill('Virtual key');
  await page.getByRole('button', { name: '绑定安全密钥' }).click();
  await expectToast(page, '安全密钥绑定成功');
  const list = page.getByRole('table', { name: '已绑定的密钥' });
  await expect(list.getByRole('row', { name: /Virtual key/ })).toBeVisible();
  await expect(list.getByRole('row', { name: /从未使用/ })).toBeVisible();

  await new Shell(page).logOut();
  // Signing out lands on /login by itself: no second navigation to race with it.
  await expect(page).toHaveURL(/\/login/);
  await page.getByRole('button', { name: '硬件密钥', exact: true }).click();
  await page.getByRole('textbox', { name: '用户名（可选）' }).fill(E2E_ADMIN.userName);
  await page.getByRole('button', { name: '使用安全密钥登录' }).click();
  await expect(page).toHaveURL(/\/assets-my$/);

  // Discoverable: no user name, the key names the account.
  await new Shell(page).logOut();
  // Signing out lands on /login by itself: no second navigation to race with it.
  await expect(page).toHaveURL(/\/login/);
  await page.getByRole('button', { name: '硬件密钥', exact: true }).click();
  await page.getByRole('button', { name: '使用安全密钥登录' }).click();
  await expect(page).toHaveURL(/\/assets-my$/);

  await page.goto(`${origin}/user-bind-usb-key-form`);
  await expect(list.getByRole('row', { name: /Virtual key/ })).not.toContainText('从未使用');
});
