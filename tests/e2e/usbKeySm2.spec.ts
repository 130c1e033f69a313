import { X509Certificate } from 'node:crypto';
import { KeyDeviceSimulator } from '../support/keyDeviceSimulator';
import { E2E_ADMIN, E2E_DATA_DIR, E2E_PORT } from './env';
import { Shell } from './pages/Shell';
import { UsbKeyBindingForm, UsbKeySignIn } from './pages/UsbKeyPages';
import { OwnServerWithAdmin } from './support/ownServerWithAdmin';
import { expect, test } from './support/test';

/**
 * An installation set to SM2 keys (GATEHOUSE_USB_KEY_ALGORITHM=SM2): the console initialises an SM2
 * pair on the (simulated) key, binds it, and signs in with an SM2/SM3 signature, in the real browser.
 */
const simulator = new KeyDeviceSimulator();
const server = new OwnServerWithAdmin(E2E_PORT + 7, `${E2E_DATA_DIR}-usbkey-sm2`);
const DEVICE = 'KEY-SM2-E2E';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  const serviceUrl = await simulator.start();
  simulator.addDevice(DEVICE);
  process.env.GATEHOUSE_USB_KEY_SERVICE = serviceUrl;
  process.env.GATEHOUSE_USB_KEY_ALGORITHM = 'SM2';
  await server.start();
});

test.afterAll(async () => {
  await server.stop();
  await simulator.stop();
  delete process.env.GATEHOUSE_USB_KEY_SERVICE;
  delete process.env.GATEHOUSE_USB_KEY_ALGORITHM;
});

test('SM2 USB key: initialise an SM2 pair and bind it, then sign in with its SM2/SM3 signature', async ({
  page,
  context,
}) => {
  await context.addInitScript((url) => localStorage.setItem('usbKeyServiceUrl', url), simulator.url);
  await context.addCookies([{ name: 'Admin-Token', value: await server.signIn(), url: server.baseUrl }]);
  const bindingForm = new UsbKeyBindingForm(page);
  await bindingForm.open(server.baseUrl, DEVICE);
  await bindingForm.initialiseAndBind('246810', E2E_ADMIN.userName);

  // The key now holds an SM2 pair and the SM2 certificate the console made for it.
  const container = simulator.devices.get(DEVICE)?.applications.get('fisec')?.containers.get('fisec');
  expect(container?.sm2).toBeDefined();
  const certificate = new X509Certificate(Buffer.from(container?.certificate ?? '', 'base64'));
  expect(certificate.subject).toBe(`CN=${E2E_ADMIN.userName}`);

  await new Shell(page).logOut();
  const keySignIn = new UsbKeySignIn(page);
  await keySignIn.open();
  await keySignIn.signIn(E2E_ADMIN.userName, '246810');
  await expect(page).toHaveURL(/\/assets-my$/);
});
