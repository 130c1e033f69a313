import { beforeAll, expect, it } from 'vitest';
import type { ScanGuid, UsbKeyCode, WebauthnOptions } from '../../src/shared/api/keys';
import type { SignInSettingsEdit } from '../../src/shared/api/signInMethods';
import { ResponseCode } from '../../src/shared/codes';
import { createCredential, getAssertion } from '../support/softAuthenticator';
import { call, nextIp } from './client';
import { createUser, ensureAdmin, signIn, signInAdmin } from './fixtures';
import { describeOnSqlite, type TestServer } from './harness';
import { settingsFor } from './support/signInSettings';

/** The QR-scan and key sign-in switches of 登录方式: off, their sign-in endpoints refuse; on, they work. */
const PATH = '/setting-center/signInMethods';
const HOST = 'bastion.example.test';
const ORIGIN = `http://${HOST}`;
const onHost = { host: HOST };
const DISABLED = { code: ResponseCode.signInMethodDisabled, msg: '该登录方式未开启' };

/** No SMS sign-in, so no gateway needs to answer; only the two switches under test change. */
const switches = (change: Partial<SignInSettingsEdit>) =>
  settingsFor('http://127.0.0.1:9/sms', 25, { smsLogin: false, ...change });

async function save(server: TestServer, change: Partial<SignInSettingsEdit>) {
  const token = await signInAdmin(server);
  const result = await call(server.app, 'PUT', PATH, { token, body: switches(change) });
  expect(result.body.code).toBe(200);
  return result;
}

const loginWay = async (server: TestServer) => (await call(server.app, 'GET', '/ucenter/login/getLoginWay')).body.data;
const drawQr = (server: TestServer) => call(server.app, 'GET', '/ucenter/scan/guid', { ip: nextIp() });
const pollQr = (server: TestServer, qr: ScanGuid) =>
  call(server.app, 'GET', '/ucenter/scan/status', { query: { guid: qr.guid, pollKey: qr.pollKey }, ip: nextIp() });
const webauthnOptions = (server: TestServer, username: string) =>
  call(server.app, 'POST', '/ucenter/login/webauthnOptions', { headers: onHost, body: { username }, ip: nextIp() });

describeOnSqlite('QR-scan and key sign-in switches', (server) => {
  beforeAll(async () => {
    await ensureAdmin(server());
  });

  it('starts with both on, and an edit without them keeps what is stored', async () => {
    const token = await signInAdmin(server());
    const read = await call(server().app, 'GET', PATH, { token });
    expect(read.body.data).toMatchObject({ qrLogin: true, keyLogin: true });
    expect(await loginWay(server())).toMatchObject({ qr: true, usbKey: true });

    await save(server(), { qrLogin: false, keyLogin: false });
    const { qrLogin: _qr, keyLogin: _key, ...older } = switches({});
    const kept = await call(server().app, 'PUT', PATH, { token, body: older });
    expect(kept.body.data).toMatchObject({ qrLogin: false, keyLogin: false });
    await save(server(), { qrLogin: true, keyLogin: true });
  });

  it('QR scan off: getLoginWay says so, drawing and polling a QR refuse; on again they work', async () => {
    const drawnBefore = (await drawQr(server())).body.data as ScanGuid;
    const saved = await save(server(), { qrLogin: false });
    expect(saved.body.data).toMatchObject({ qrLogin: false, keyLogin: true });
    expect(await loginWay(server())).toMatchObject({ qr: false, usbKey: true });
    expect((await drawQr(server())).body).toMatchObject(DISABLED);
    // A QR drawn while it was on hands over nothing once it is off.
    expect((await pollQr(server(), drawnBefore)).body).toMatchObject(DISABLED);

    await save(server(), { qrLogin: true });
    expect(await loginWay(server())).toMatchObject({ qr: true });
    const drawn = await drawQr(server());
    expect(drawn.body.code).toBe(200);
    expect((await pollQr(server(), drawn.body.data as ScanGuid)).body.data).toEqual({ status: 'waiting', token: null });
  });

  it('keys off: security-key and USB-key sign-in refuse, binding stays allowed; on again the key signs in', async () => {
    await createUser(server(), { userName: 'switch_key', permissions: [] });
    const token = await signIn(server(), 'switch_key', 'Passw0rd!x');
    const drawnBefore = (await webauthnOptions(server(), 'switch_key')).body.data as WebauthnOptions;
    await save(server(), { keyLogin: false });
    expect(await loginWay(server())).toMatchObject({ qr: true, usbKey: false });

    // Binding in the personal centre is not sign-in: it stays allowed.
    const register = await call(server().app, 'GET', '/ucenter/user/webauthn/registerOptions', {
      token,
      headers: onHost,
    });
    expect(register.body.code).toBe(200);
    const { challengeId, options } = register.body.data as WebauthnOptions;
    const { credential, response } = createCredential(options, ORIGIN);
    const bound = await call(server().app, 'POST', '/ucenter/user/webauthn/register', {
      token,
      headers: onHost,
      body: { challengeId, name: 'YubiKey', response },
    });
    expect(bound.body.code).toBe(200);
    expect((await call(server().app, 'GET', '/ucenter/user/usbKeyBindCode', { token })).body.code).toBe(200);

    expect((await webauthnOptions(server(), 'switch_key')).body).toMatchObject(DISABLED);
    const assertion = getAssertion(credential, drawnBefore.options, ORIGIN);
    const refused = await call(server().app, 'POST', '/ucenter/login/webauthn', {
      headers: onHost,
      body: { challengeId: drawnBefore.challengeId, response: assertion },
      ip: nextIp(),
    });
    expect(refused.body).toMatchObject(DISABLED);
    expect((await call(server().app, 'GET', '/ucenter/login/usb_key_code', { ip: nextIp() })).body).toMatchObject(
      DISABLED,
    );
    const usbRefused = await call(server().app, 'POST', '/ucenter/login/usb_key', {
      body: { username: 'switch_key', challengeId: 'c'.repeat(16), signature: 'AAAA' },
      ip: nextIp(),
    });
    expect(usbRefused.body).toMatchObject(DISABLED);

    await save(server(), { keyLogin: true });
    expect(await loginWay(server())).toMatchObject({ usbKey: true });
    expect((await call(server().app, 'GET', '/ucenter/login/usb_key_code', { ip: nextIp() })).body.data).toMatchObject({
      challengeId: expect.any(String),
    } satisfies Partial<UsbKeyCode>);
    const fresh = await webauthnOptions(server(), 'switch_key');
    expect(fresh.body.code).toBe(200);
    const { challengeId: loginChallenge, options: loginOptions } = fresh.body.data as WebauthnOptions;
    const signedIn = await call(server().app, 'POST', '/ucenter/login/webauthn', {
      headers: onHost,
      body: { challengeId: loginChallenge, response: getAssertion(credential, loginOptions, ORIGIN) },
      ip: nextIp(),
    });
    expect(signedIn.body).toMatchObject({ code: 200, data: { token: expect.any(String) } });
  });

  it('refuses a switch of the wrong type naming the field, and a caller without system:setting:edit', async () => {
    const token = await signInAdmin(server());
    const put = (body: unknown) => call(server().app, 'PUT', PATH, { token, body });
    expect((await put({ ...switches({}), qrLogin: 'no' })).body).toMatchObject({
      code: 400,
      data: { field: 'qrLogin' },
    });
    expect((await put({ ...switches({}), keyLogin: 0 })).body).toMatchObject({
      code: 400,
      data: { field: 'keyLogin' },
    });
    expect(await loginWay(server())).toMatchObject({ qr: true, usbKey: true });

    await createUser(server(), { userName: 'switch_viewer', permissions: [] });
    const viewer = await signIn(server(), 'switch_viewer', 'Passw0rd!x');
    const refused = await call(server().app, 'PUT', PATH, { token: viewer, body: switches({ qrLogin: false }) });
    expect(refused.body.code).toBe(ResponseCode.forbidden);
    expect(await loginWay(server())).toMatchObject({ qr: true });
  });
});
