import { rm } from 'node:fs/promises';
import { readCaptchaAnswer } from '../support/captcha';
import { KeyDeviceSimulator } from '../support/keyDeviceSimulator';
import { E2E_ADMIN, E2E_DATA_DIR, E2E_PORT } from './env';
import { Shell } from './pages/Shell';
import { expectToast } from './pages/toast';
import { OwnServer } from './support/ownServer';
import { expect, test } from './support/test';

/**
 * USB-key binding, sign-in and the key watch in the real browser, with the protocol simulator standing
 * in for the vendor's local key-device service (which cannot be installed here).
 */
const simulator = new KeyDeviceSimulator();
const server = new OwnServer(E2E_PORT + 4, `${E2E_DATA_DIR}-usbkey`);
const DEVICE = 'KEY-E2E';

async function api(
  path: string,
  init: { method?: string; body?: unknown; token?: string; headers?: Record<string, string> } = {},
) {
  const response = await fetch(`${server.baseUrl}/prod-api${path}`, {
    method: init.method ?? 'GET',
    headers: {
      'content-type': 'application/json',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...init.headers,
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const body = (await response.json()) as { code: number; data: unknown };
  expect(body.code).toBe(200);
  return body.data;
}

async function apiSignIn(): Promise<string> {
  const { uuid } = (await api('/ucenter/captcha')) as { uuid: string };
  const code = readCaptchaAnswer(server.dataDir, uuid);
  const { token } = (await api('/ucenter/login/passwdLogin', {
    method: 'POST',
    headers: { platform: 'WEB' },
    body: { username: E2E_ADMIN.userName, password: E2E_ADMIN.password, code, uuid },
  })) as { token: string };
  return token;
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  const serviceUrl = await simulator.start();
  simulator.addDevice(DEVICE);
  // The console's CSP must let the page reach the (simulated) service.
  process.env.GATEHOUSE_USB_KEY_SERVICE = serviceUrl;
  await rm(server.dataDir, { recursive: true, force: true });
  await server.start();
  await api('/init', { method: 'POST', body: { ...E2E_ADMIN, passwordConfirm: E2E_ADMIN.password } });
  const token = await apiSignIn();
  const info = (await api('/ucenter/user/getLoginInfo', { token })) as { userId: number };
  await api('/ucenter/user/updateOwnInfo', {
    method: 'POST',
    token,
    body: {
      userId: info.userId,
      userName: E2E_ADMIN.userName,
      nickName: E2E_ADMIN.nickName,
      phonenumber: '13800138000',
      email: 'gate@example.com',
    },
  });
});

test.afterAll(async () => {
  await server.stop();
  await simulator.stop();
  delete process.env.GATEHOUSE_USB_KEY_SERVICE;
});

test('USB key: initialise and bind, sign in with it, and be signed out when it is pulled out', async ({
  page,
  context,
}) => {
  await context.addInitScript((url) => localStorage.setItem('usbKeyServiceUrl', url), simulator.url);
  await context.addCookies([{ name: 'Admin-Token', value: await apiSignIn(), url: server.baseUrl }]);
  await page.goto(`${server.baseUrl}/user-bind-usb-key-form`);
  await expect(page.getByText(`已连接 USB-KEY：${DEVICE}`)).toBeVisible();
  await page.getByRole('textbox', { name: 'PIN 码' }).fill('123456');
  await page.getByRole('button', { name: '初始化并绑定 USB-KEY' }).click();
  await expectToast(page, 'USB-KEY绑定成功');
  await expect(
    page.getByRole('table', { name: '已绑定的密钥' }).getByRole('row', { name: /USB-KEY 证书/ }),
  ).toContainText(E2E_ADMIN.userName);

  await new Shell(page).logOut();
  await page.getByRole('button', { name: 'USB-KEY', exact: true }).click();
  const panel = page.getByTestId('usb-key-login');
  await panel.getByRole('textbox', { name: '用户名' }).fill(E2E_ADMIN.userName);
  await panel.getByRole('textbox', { name: 'PIN 码' }).fill('000000');
  await panel.getByRole('button', { name: 'USB-KEY 登录' }).click();
  await expectToast(page, 'PIN码错误，剩余4次重试机会');

  await panel.getByRole('textbox', { name: 'PIN 码' }).fill('123456');
  await panel.getByRole('button', { name: 'USB-KEY 登录' }).click();
  await expect(page).toHaveURL(/\/assets-my$/);

  simulator.unplug(DEVICE);
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText('检测到USB-KEY拔出，已退出登录');
  await alert.getByRole('button').click();
  await expect(page).toHaveURL(/\/login/);
  expect((await context.cookies(server.baseUrl)).find((cookie) => cookie.name === 'Admin-Token')).toBeUndefined();
});
