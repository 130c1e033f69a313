import { afterAll, beforeAll, expect, it } from 'vitest';
import { httpTransport, initialiseKey, signWithKey, UsbKeyDriver } from '../../src/app/features/usb-key/driver';
import type { BoundKey, UsbKeyCode } from '../../src/shared/api/keys';
import { ResponseCode } from '../../src/shared/codes';
import { KeyDeviceSimulator } from '../support/keyDeviceSimulator';
import { call, nextIp } from './client';
import { createUser, ensureAdmin, signIn } from './fixtures';
import { describeEachDatabase, type TestServer } from './harness';

/**
 * The whole USB-key chain but the vendor program: the console's driver talks to the protocol
 * simulator over HTTP, and the real endpoints check the simulator's RSA signatures.
 */
const simulator = new KeyDeviceSimulator();
let driver: UsbKeyDriver;

beforeAll(async () => {
  driver = new UsbKeyDriver(httpTransport(await simulator.start()));
});
afterAll(async () => {
  await simulator.stop();
});

async function bindCode(server: TestServer, token: string): Promise<UsbKeyCode> {
  const result = await call(server.app, 'GET', '/ucenter/user/usbKeyBindCode', { token });
  expect(result.body.code).toBe(200);
  return result.body.data as UsbKeyCode;
}

async function loginCode(server: TestServer): Promise<UsbKeyCode> {
  const result = await call(server.app, 'GET', '/ucenter/login/usb_key_code', { ip: nextIp() });
  expect(result.body.code).toBe(200);
  return result.body.data as UsbKeyCode;
}

/** Plugs in a fresh key, initialises it for `userName` and binds it through the real endpoint. */
async function bindNewKey(server: TestServer, token: string, device: string, userName: string) {
  simulator.addDevice(device);
  const { certificate } = await initialiseKey(driver, '123456', userName);
  const code = await bindCode(server, token);
  const { signature } = await signWithKey(driver, '123456', code.code, device);
  const result = await call(server.app, 'POST', '/ucenter/user/usbKeyBind', {
    token,
    body: { challengeId: code.challengeId, certificate: certificate.base64, signature },
  });
  simulator.unplug(device);
  return { result, certificate, code, signature };
}

async function keyLogin(server: TestServer, username: string, device: string, pin = '123456') {
  simulator.plug(device);
  const code = await loginCode(server);
  const { signature } = await signWithKey(driver, pin, code.code, device);
  simulator.unplug(device);
  const result = await call(server.app, 'POST', '/ucenter/login/usb_key', {
    body: { username, challengeId: code.challengeId, signature },
    ip: nextIp(),
  });
  return { result, code, signature };
}

let deviceCount = 0;
const nextDevice = () => {
  deviceCount += 1;
  return `KEY-${deviceCount}`;
};

describeEachDatabase('USB-key certificates', (server) => {
  beforeAll(async () => {
    await ensureAdmin(server());
  });

  it('binds a key by its signature and signs in with it; the list names the certificate subject', async () => {
    const { id } = await createUser(server(), { userName: 'usb_ok', permissions: [] });
    const token = await signIn(server(), 'usb_ok', 'Passw0rd!x');
    const device = nextDevice();
    const { result } = await bindNewKey(server(), token, device, 'usb_ok');
    expect(result.body).toMatchObject({
      code: 200,
      msg: 'USB-KEY绑定成功',
      data: { kind: 'certificate', identifier: 'usb_ok' },
    });
    const list = await call(server().app, 'GET', '/ucenter/user/usbKeyList', { token });
    expect((list.body.data as BoundKey[]).map((key) => [key.kind, key.name])).toEqual([['certificate', 'usb_ok']]);

    const { result: login } = await keyLogin(server(), 'usb_ok', device);
    expect(login.body.code).toBe(200);
    const info = await call(server().app, 'GET', '/ucenter/user/getLoginInfo', {
      token: (login.body.data as { token: string }).token,
    });
    expect(info.body.data).toMatchObject({ userId: id });
    const log = await server()
      .db.selectFrom('login_logs')
      .select('msg')
      .where('user_name', '=', 'usb_ok')
      .where('msg', '=', 'usbKeyLoginSuccess')
      .execute();
    expect(log).toHaveLength(1);
  });

  it('refuses a reused or expired code, another user, and another key', async () => {
    await createUser(server(), { userName: 'usb_a', permissions: [] });
    await createUser(server(), { userName: 'usb_b', permissions: [] });
    const tokenA = await signIn(server(), 'usb_a', 'Passw0rd!x');
    const deviceA = nextDevice();
    await bindNewKey(server(), tokenA, deviceA, 'usb_a');

    const { code, signature } = await keyLogin(server(), 'usb_a', deviceA);
    const replay = await call(server().app, 'POST', '/ucenter/login/usb_key', {
      body: { username: 'usb_a', challengeId: code.challengeId, signature },
    });
    expect(replay.body).toMatchObject({ code: ResponseCode.challengeInvalid, msg: '验证请求已过期或已使用，请重试' });

    const asB = await keyLogin(server(), 'usb_b', deviceA);
    expect(asB.result.body).toMatchObject({ code: ResponseCode.keyVerifyFailed, msg: 'USB-KEY签名验证失败' });

    const deviceOther = nextDevice();
    simulator.addDevice(deviceOther);
    await initialiseKey(driver, '123456', 'usb_a');
    simulator.unplug(deviceOther);
    const otherKey = await keyLogin(server(), 'usb_a', deviceOther);
    expect(otherKey.result.body.code).toBe(ResponseCode.keyVerifyFailed);

    const late = await loginCode(server());
    server().clock.advance(121_000);
    simulator.plug(deviceA);
    const { signature: lateSignature } = await signWithKey(driver, '123456', late.code, deviceA);
    simulator.unplug(deviceA);
    const expired = await call(server().app, 'POST', '/ucenter/login/usb_key', {
      body: { username: 'usb_a', challengeId: late.challengeId, signature: lateSignature },
    });
    expect(expired.body.code).toBe(ResponseCode.challengeInvalid);
  });

  it('binds only with a signature over its own code, and a certificate only once', async () => {
    await createUser(server(), { userName: 'usb_bind', permissions: [] });
    await createUser(server(), { userName: 'usb_thief', permissions: [] });
    const token = await signIn(server(), 'usb_bind', 'Passw0rd!x');
    const thief = await signIn(server(), 'usb_thief', 'Passw0rd!x');
    const device = nextDevice();
    const { certificate, signature } = await bindNewKey(server(), token, device, 'usb_bind');

    // The certificate is public: without the key's signature over a fresh code it binds nothing.
    const code = await bindCode(server(), thief);
    const forged = await call(server().app, 'POST', '/ucenter/user/usbKeyBind', {
      token: thief,
      body: { challengeId: code.challengeId, certificate: certificate.base64, signature },
    });
    expect(forged.body).toMatchObject({ code: ResponseCode.keyVerifyFailed, data: { field: 'signature' } });

    simulator.plug(device);
    const again = await bindCode(server(), thief);
    const { signature: real } = await signWithKey(driver, '123456', again.code, device);
    simulator.unplug(device);
    const taken = await call(server().app, 'POST', '/ucenter/user/usbKeyBind', {
      token: thief,
      body: { challengeId: again.challengeId, certificate: certificate.base64, signature: real },
    });
    expect(taken.body).toMatchObject({ code: ResponseCode.conflict, msg: '该证书已被绑定' });

    // A bind code of one user is useless to another.
    const mine = await bindCode(server(), token);
    const crossed = await call(server().app, 'POST', '/ucenter/user/usbKeyBind', {
      token: thief,
      body: { challengeId: mine.challengeId, certificate: certificate.base64, signature: real },
    });
    expect(crossed.body.code).toBe(ResponseCode.challengeInvalid);
  });

  it('answers bad input naming the field, and refuses binding without a session', async () => {
    await createUser(server(), { userName: 'usb_bad', permissions: [] });
    const token = await signIn(server(), 'usb_bad', 'Passw0rd!x');
    const code = await bindCode(server(), token);
    const garbage = await call(server().app, 'POST', '/ucenter/user/usbKeyBind', {
      token,
      body: { challengeId: code.challengeId, certificate: 'AAAA', signature: 'AAAA' },
    });
    expect(garbage.body).toMatchObject({ code: 400, msg: '证书解析失败', data: { field: 'certificate' } });
    const notBase64 = await call(server().app, 'POST', '/ucenter/user/usbKeyBind', {
      token,
      body: { challengeId: 'c', certificate: 'not base64!', signature: 'AAAA' },
    });
    expect(notBase64.body).toMatchObject({ code: 400, data: { field: 'certificate' } });
    const missing = await call(server().app, 'POST', '/ucenter/login/usb_key', {
      body: { challengeId: 'c', signature: 'AAAA' },
    });
    expect(missing.body).toMatchObject({ code: 400, msg: 'username不能为空', data: { field: 'username' } });
    const wrongType = await call(server().app, 'POST', '/ucenter/login/usb_key', {
      body: { username: 'x', challengeId: 1, signature: 'AAAA' },
    });
    expect(wrongType.body).toMatchObject({ code: 400, data: { field: 'challengeId' } });
    const anonymous = await call(server().app, 'GET', '/ucenter/user/usbKeyBindCode');
    expect(anonymous.body.code).toBe(401);
    const anonymousBind = await call(server().app, 'POST', '/ucenter/user/usbKeyBind', {
      body: { challengeId: 'c', certificate: 'AAAA', signature: 'AAAA' },
    });
    expect(anonymousBind.body.code).toBe(401);
  });
});
