import { KeyDeviceSimulator } from '../support/keyDeviceSimulator';
import { E2E_ADMIN, E2E_DATA_DIR, E2E_PORT } from './env';
import { Shell } from './pages/Shell';
import { expectToast } from './pages/toast';
import { UsbKeyBindingForm, UsbKeySignIn } from './pages/UsbKeyPages';
import { OwnServerWithAdmin } from './support/ownServerWithAdmin';
import { expect, test } from './support/test';

/**
 * USB-key binding, sign-in and the key watch in the real browser, with the protocol simulator standing
 * in for the vendor's local key-device service (which cannot be installed here).
 */
const simulator = new KeyDeviceSimulator();
const server = new OwnServerWithAdmin(E2E_PORT + 4, `${E2E_DATA_DIR}-usbkey`);
const DEVICE = 'KEY-E2E';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  const serviceUrl = await simulator.start();
  simulator.addDevice(DEVICE);
  // The console's CSP must let the page reach the (simulated) service.
  process.env.GATEHOUSE_USB_KEY_SERVICE = serviceUrl;
  await server.start();
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
  await context.addCookies([{ name: 'Admin-Token', value: await server.signIn(), url: server.baseUrl }]);
  const bindingForm = new UsbKeyBindingForm(page);
  await bindingForm.open(server.baseUrl, DEVICE);
  await bindingForm.initialiseAndBind('123456', E2E_ADMIN.userName);

  await new Shell(page).logOut();
  const keySignIn = new UsbKeySignIn(page);
  await keySignIn.open();
  await keySignIn.signIn(E2E_ADMIN.userName, '000000');
  await expectToast(page, 'PIN码错误，剩余4次重试机会');

  await keySignIn.submitPin('123456');
  await expect(page).toHaveURL(/\/assets-my$/);

  simulator.unplug(DEVICE);
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText('检测到USB-KEY拔出，已退出登录');
  await alert.getByRole('button').click();
  await expect(page).toHaveURL(/\/login/);
  expect((await context.cookies(server.baseUrl)).find((cookie) => cookie.name === 'Admin-Token')).toBeUndefined();
});
