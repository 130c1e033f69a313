import { verify, X509Certificate } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  changeKeyPin,
  DeviceCode,
  httpTransport,
  initialiseKey,
  Order,
  signWithKey,
  UsbKeyDriver,
  UsbKeyError,
} from '../../src/app/features/usb-key/driver';
import { KeyDeviceSimulator } from '../support/keyDeviceSimulator';

let simulator: KeyDeviceSimulator;
let driver: UsbKeyDriver;

async function failure(promise: Promise<unknown>): Promise<UsbKeyError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(UsbKeyError);
  return error as UsbKeyError;
}

beforeEach(async () => {
  simulator = new KeyDeviceSimulator();
  driver = new UsbKeyDriver(httpTransport(await simulator.start()));
});

afterEach(async () => {
  await simulator.stop();
});

describe('USB-key driver against the key-device service protocol', () => {
  it('initialises a fresh key: application fisec, PIN, container fisec, RSA pair and a certificate', async () => {
    simulator.addDevice('KEY-A');
    const { certificate, deviceName } = await initialiseKey(driver, '123456', 'alice');
    expect(deviceName).toBe('KEY-A');
    expect(certificate.summary.subjectCommonName).toBe('alice');
    const x509 = new X509Certificate(Buffer.from(certificate.base64, 'base64'));
    expect(x509.subject).toBe('CN=alice');
    expect(x509.publicKey.asymmetricKeyType).toBe('rsa');
    expect(x509.verify(x509.publicKey)).toBe(true);
    expect(simulator.orders).toEqual(
      expect.arrayContaining([
        Order.deviceAuth,
        Order.createApplication,
        Order.createContainer,
        Order.importCertificate,
      ]),
    );
    expect(simulator.orders.at(-1)).toBe(Order.disconnect);

    // Signing later uses the same pair, checkable with the certificate.
    const signed = await signWithKey(driver, '123456', 'code-1');
    expect(verify('sha256', Buffer.from('code-1'), x509.publicKey, Buffer.from(signed.signature, 'base64'))).toBe(true);
    // A second init keeps the certificate.
    expect((await initialiseKey(driver, '123456', 'alice')).certificate.base64).toBe(certificate.base64);
  });

  it('refuses an empty PIN before touching the application', async () => {
    simulator.addDevice('KEY-A');
    const error = await failure(initialiseKey(driver, '', 'alice'));
    expect(error.reason).toBe('pinEmpty');
    expect(simulator.orders).not.toContain(Order.createApplication);
    expect(simulator.orders.at(-1)).toBe(Order.disconnect);
  });

  it('deletes more than one application and repeats the step', async () => {
    simulator.addDevice('KEY-A');
    simulator.addApplication('KEY-A', 'other', '000000');
    simulator.addApplication('KEY-A', 'fisec', '123456');
    await initialiseKey(driver, '654321', 'bob');
    expect(simulator.orders.filter((order) => order === Order.deleteApplication)).toHaveLength(2);
    expect([...(simulator.devices.get('KEY-A')?.applications.keys() ?? [])]).toEqual(['fisec']);
  });

  it('reports a wrong PIN with the retries left, then the lock (167772196, 167772197)', async () => {
    simulator.addDevice('KEY-A');
    await initialiseKey(driver, '123456', 'alice');
    const wrong = await failure(signWithKey(driver, '000000', 'x'));
    expect(wrong).toMatchObject({ reason: 'pinWrong', code: DeviceCode.pinIncorrect, details: { retryCount: 4 } });
    expect(wrong.message).toBe(`${Order.verifyPin} 失败, 错误码: 167772196, 剩余重试次数: 4`);
    for (let attempt = 0; attempt < 3; attempt += 1) await failure(signWithKey(driver, '000000', 'x'));
    const locked = await failure(signWithKey(driver, '000000', 'x'));
    expect(locked).toMatchObject({ reason: 'pinLocked', code: DeviceCode.pinLocked });
    // Locked: even the right PIN is refused now.
    expect((await failure(signWithKey(driver, '123456', 'x'))).reason).toBe('pinLocked');
  });

  it('changes the PIN, and names a wrong old PIN with its retries', async () => {
    simulator.addDevice('KEY-A');
    await initialiseKey(driver, '123456', 'alice');
    const wrong = await failure(changeKeyPin(driver, '999999', '222222'));
    expect(wrong).toMatchObject({ reason: 'oldPinWrong', details: { retryCount: 4 } });
    await changeKeyPin(driver, '123456', '222222');
    await signWithKey(driver, '222222', 'x');
  });

  it('disconnects the device when a step fails, and reports the action with its code', async () => {
    simulator.addDevice('KEY-A');
    await initialiseKey(driver, '123456', 'alice');
    simulator.orders.length = 0;
    simulator.failOnce(Order.openContainer, 0x0a000005);
    const error = await failure(signWithKey(driver, '123456', 'x'));
    expect(error).toMatchObject({ reason: 'action', code: 0x0a000005 });
    expect(error.message).toBe(`${Order.openContainer} 失败, 错误码: ${0x0a000005}`);
    expect(simulator.orders.at(-1)).toBe(Order.disconnect);
  });

  it('names a failed device authentication and a failed disconnect', async () => {
    simulator.addDevice('KEY-A');
    simulator.failOnce(Order.deviceAuth, 0x0a000013);
    expect((await failure(initialiseKey(driver, '123456', 'alice'))).reason).toBe('deviceAuth');
    simulator.failOnce(Order.disconnect, 0x0a000001);
    expect((await failure(initialiseKey(driver, '123456', 'alice'))).reason).toBe('disconnect');
  });

  it('sees no device, an unplugged key, a failing service (http 失败) and an absent one', async () => {
    expect((await failure(signWithKey(driver, '1', 'x'))).reason).toBe('noDevice');
    simulator.addDevice('KEY-A');
    expect(await driver.listDevices()).toEqual(['KEY-A']);
    simulator.unplug('KEY-A');
    expect(await driver.listDevices()).toEqual([]);
    simulator.httpStatus = 500;
    const http = await failure(driver.listDevices());
    expect(http).toMatchObject({ reason: 'http', message: 'http 失败', details: { status: 500 } });
    await simulator.stop();
    expect((await failure(driver.listDevices())).reason).toBe('serviceUnreachable');
  });

  it('fails with code 500 when the certificate does not parse', async () => {
    simulator.addDevice('KEY-A');
    await initialiseKey(driver, '123456', 'alice');
    const container = simulator.devices.get('KEY-A')?.applications.get('fisec')?.containers.get('fisec');
    if (container) container.certificate = Buffer.from('not a certificate').toString('base64');
    const error = await failure(signWithKey(driver, '123456', 'x'));
    expect(error).toMatchObject({ reason: 'certificateParse', code: 500 });
  });

  it('reports an enumeration it cannot parse', async () => {
    const broken = new UsbKeyDriver({ send: async () => ({ rev: 0, devNameList: 42 }) });
    expect((await failure(broken.listDevices())).reason).toBe('enumParse');
  });
});
