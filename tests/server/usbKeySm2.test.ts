import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { httpTransport, initialiseKey, signWithKey, UsbKeyDriver } from '../../src/app/features/usb-key/driver';
import type { BoundKey, UsbKeyCode } from '../../src/shared/api/keys';
import { ResponseCode } from '../../src/shared/codes';
import { KeyDeviceSimulator } from '../support/keyDeviceSimulator';
import { call, nextIp } from './client';
import { createUser, ensureAdmin, signIn } from './fixtures';
import { describeEachDatabase, type TestServer } from './harness';

/**
 * SM2 USB keys end to end but the vendor program: an installation set to SM2
 * (GATEHOUSE_USB_KEY_ALGORITHM), the console's driver initialising an SM2 pair through the device
 * simulator (which computes Z and SM3 itself), and the real endpoints verifying with sm-crypto.
 */
const simulator = new KeyDeviceSimulator();
let driver: UsbKeyDriver;
const savedAlgorithm = process.env.GATEHOUSE_USB_KEY_ALGORITHM;

beforeAll(async () => {
  driver = new UsbKeyDriver(httpTransport(await simulator.start()));
});
afterAll(async () => {
  await simulator.stop();
});
beforeEach(() => {
  process.env.GATEHOUSE_USB_KEY_ALGORITHM = 'SM2';
});
afterEach(() => {
  if (savedAlgorithm === undefined) delete process.env.GATEHOUSE_USB_KEY_ALGORITHM;
  else process.env.GATEHOUSE_USB_KEY_ALGORITHM = savedAlgorithm;
});

async function code(server: TestServer, path: string, token?: string): Promise<UsbKeyCode> {
  const result = await call(server.app, 'GET', path, token ? { token } : { ip: nextIp() });
  expect(result.body.code).toBe(200);
  return result.body.data as UsbKeyCode;
}

let deviceCount = 0;
const nextDevice = () => {
  deviceCount += 1;
  return `SM2-KEY-${deviceCount}`;
};

/** Plugs in a fresh key, initialises it with the installation's algorithm, binds it through the endpoint. */
async function bindNewKey(server: TestServer, token: string, userName: string) {
  const device = nextDevice();
  simulator.addDevice(device);
  const bind = await code(server, '/ucenter/user/usbKeyBindCode', token);
  const { certificate } = await initialiseKey(driver, '123456', userName, bind.algorithm);
  const { signature } = await signWithKey(driver, '123456', bind.code, device);
  const result = await call(server.app, 'POST', '/ucenter/user/usbKeyBind', {
    token,
    body: { challengeId: bind.challengeId, certificate: certificate.base64, signature },
  });
  simulator.unplug(device);
  return { result, certificate, device };
}

async function keyLogin(server: TestServer, username: string, device: string) {
  simulator.plug(device);
  const login = await code(server, '/ucenter/login/usb_key_code');
  const { signature } = await signWithKey(driver, '123456', login.code, device);
  simulator.unplug(device);
  const result = await call(server.app, 'POST', '/ucenter/login/usb_key', {
    body: { username, challengeId: login.challengeId, signature },
    ip: nextIp(),
  });
  return { result, login, signature };
}

describeEachDatabase('USB keys with SM2 / SM3', (server) => {
  beforeAll(async () => {
    await ensureAdmin(server());
  });

  it('announces SM2, binds an SM2 key with its certificate subject, and signs in with it', async () => {
    expect((await code(server(), '/ucenter/login/usb_key_code')).algorithm).toBe('SM2');
    const { id } = await createUser(server(), { userName: 'sm2_ok', permissions: [] });
    const token = await signIn(server(), 'sm2_ok', 'Passw0rd!x');
    const { result, certificate, device } = await bindNewKey(server(), token, 'sm2_ok');
    expect(certificate.summary.keyAlgorithm).toBe('SM2');
    expect(result.body).toMatchObject({
      code: 200,
      msg: 'USB-KEY绑定成功',
      data: { kind: 'certificate', identifier: 'sm2_ok' },
    });
    const list = await call(server().app, 'GET', '/ucenter/user/usbKeyList', { token });
    expect((list.body.data as BoundKey[]).map((key) => [key.kind, key.identifier])).toEqual([
      ['certificate', 'sm2_ok'],
    ]);

    const { result: login } = await keyLogin(server(), 'sm2_ok', device);
    expect(login.body.code).toBe(200);
    const info = await call(server().app, 'GET', '/ucenter/user/getLoginInfo', {
      token: (login.body.data as { token: string }).token,
    });
    expect(info.body.data).toMatchObject({ userId: id });
  });

  it('refuses a wrong signature, a replayed challenge and another SM2 key', async () => {
    await createUser(server(), { userName: 'sm2_a', permissions: [] });
    const token = await signIn(server(), 'sm2_a', 'Passw0rd!x');
    const { device } = await bindNewKey(server(), token, 'sm2_a');

    const { login, signature } = await keyLogin(server(), 'sm2_a', device);
    const replay = await call(server().app, 'POST', '/ucenter/login/usb_key', {
      body: { username: 'sm2_a', challengeId: login.challengeId, signature },
    });
    expect(replay.body).toMatchObject({ code: ResponseCode.challengeInvalid, msg: '验证请求已过期或已使用，请重试' });

    // A valid signature of this key, but over another code.
    const fresh = await code(server(), '/ucenter/login/usb_key_code');
    const wrong = await call(server().app, 'POST', '/ucenter/login/usb_key', {
      body: { username: 'sm2_a', challengeId: fresh.challengeId, signature },
      ip: nextIp(),
    });
    expect(wrong.body).toMatchObject({ code: ResponseCode.keyVerifyFailed, msg: 'USB-KEY签名验证失败' });

    // A tampered signature: one bit of s flipped.
    simulator.plug(device);
    const next = await code(server(), '/ucenter/login/usb_key_code');
    const { signature: good } = await signWithKey(driver, '123456', next.code, device);
    simulator.unplug(device);
    const bytes = Buffer.from(good, 'base64');
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 1;
    const tampered = await call(server().app, 'POST', '/ucenter/login/usb_key', {
      body: { username: 'sm2_a', challengeId: next.challengeId, signature: bytes.toString('base64') },
      ip: nextIp(),
    });
    expect(tampered.body.code).toBe(ResponseCode.keyVerifyFailed);

    // A key that is not bound to this user.
    const other = nextDevice();
    simulator.addDevice(other);
    await initialiseKey(driver, '123456', 'sm2_a', 'SM2');
    simulator.unplug(other);
    expect((await keyLogin(server(), 'sm2_a', other)).result.body.code).toBe(ResponseCode.keyVerifyFailed);
  });

  it('binds only keys of the installation algorithm; keys bound before a change still sign in', async () => {
    await createUser(server(), { userName: 'sm2_mixed', permissions: [] });
    const token = await signIn(server(), 'sm2_mixed', 'Passw0rd!x');

    // An RSA key offered to an SM2 installation.
    const rsaDevice = nextDevice();
    simulator.addDevice(rsaDevice);
    const { certificate: rsaCertificate } = await initialiseKey(driver, '123456', 'sm2_mixed', 'RSA');
    const bind = await code(server(), '/ucenter/user/usbKeyBindCode', token);
    const { signature } = await signWithKey(driver, '123456', bind.code, rsaDevice);
    const refused = await call(server().app, 'POST', '/ucenter/user/usbKeyBind', {
      token,
      body: { challengeId: bind.challengeId, certificate: rsaCertificate.base64, signature },
    });
    expect(refused.body).toMatchObject({ code: 400, msg: '证书密钥算法必须为 SM2', data: { field: 'certificate' } });

    // The same RSA key binds once the installation is RSA, and keeps working after a switch to SM2.
    process.env.GATEHOUSE_USB_KEY_ALGORITHM = 'RSA';
    const rsaBind = await code(server(), '/ucenter/user/usbKeyBindCode', token);
    expect(rsaBind.algorithm).toBe('RSA');
    const { signature: rsaSignature } = await signWithKey(driver, '123456', rsaBind.code, rsaDevice);
    simulator.unplug(rsaDevice);
    const bound = await call(server().app, 'POST', '/ucenter/user/usbKeyBind', {
      token,
      body: { challengeId: rsaBind.challengeId, certificate: rsaCertificate.base64, signature: rsaSignature },
    });
    expect(bound.body.code).toBe(200);
    process.env.GATEHOUSE_USB_KEY_ALGORITHM = 'SM2';
    const { device: sm2Device } = await bindNewKey(server(), token, 'sm2_mixed');
    expect((await keyLogin(server(), 'sm2_mixed', rsaDevice)).result.body.code).toBe(200);
    expect((await keyLogin(server(), 'sm2_mixed', sm2Device)).result.body.code).toBe(200);
  });
});
