import { X509Certificate } from 'node:crypto';
import { sm2 } from 'sm-crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  DeviceCode,
  httpTransport,
  initialiseKey,
  Order,
  signWithKey,
  USB_KEY,
  UsbKeyDriver,
  UsbKeyError,
} from '../../src/app/features/usb-key/driver';
import { fromBase64 } from '../../src/app/features/usb-key/driver/der';
import { KeyDeviceSimulator } from '../support/keyDeviceSimulator';

let simulator: KeyDeviceSimulator;
let driver: UsbKeyDriver;

beforeEach(async () => {
  simulator = new KeyDeviceSimulator();
  driver = new UsbKeyDriver(httpTransport(await simulator.start()));
  simulator.addDevice('KEY-SM2');
});

afterEach(async () => {
  await simulator.stop();
});

const pointHex = (certificate: X509Certificate) =>
  certificate.publicKey.export({ format: 'der', type: 'spki' }).subarray(-65).toString('hex');

/** Checked by an implementation independent of the simulator's Z: sm-crypto's own. */
const sm2Verifies = (
  certificate: X509Certificate,
  message: string | number[],
  signatureBase64: string,
  userId: string,
) =>
  sm2.doVerifySignature(message, Buffer.from(signatureBase64, 'base64').toString('hex'), pointHex(certificate), {
    der: true,
    hash: true,
    userId,
  });

describe('USB-key driver with SM2 keys (GM/T 0016 ECC operations)', () => {
  it('initialises an SM2 pair in the container with a self-signed SM2-with-SM3 certificate', async () => {
    const { certificate } = await initialiseKey(driver, '123456', 'sm2-alice', 'SM2');
    expect(certificate.summary).toMatchObject({ subjectCommonName: 'sm2-alice', keyAlgorithm: 'SM2' });
    const x509 = new X509Certificate(Buffer.from(certificate.base64, 'base64'));
    expect(x509.subject).toBe('CN=sm2-alice');
    // id-ecPublicKey on the SM2 curve 1.2.156.10197.1.301 (Node reads it but names no key type).
    expect(x509.publicKey.export({ format: 'der', type: 'spki' }).toString('hex')).toMatch(
      /^3059301306072a8648ce3d020106082a811ccf5501822d03420004/,
    );
    expect(simulator.orders).toEqual(
      expect.arrayContaining([
        Order.genEccKeyPair,
        Order.digestInit,
        Order.digest,
        Order.eccSign,
        Order.importCertificate,
      ]),
    );
    expect(simulator.orders).not.toContain(Order.genRsaKeyPair);
    expect(simulator.orders.at(-1)).toBe(Order.disconnect);

    // The certificate's own signature: SM2 over SM3(Z || TBS) with the fixed user id.
    const der = fromBase64(certificate.base64);
    const tbsLength = tbsOf(der);
    const signatureDer = x509.raw.subarray(x509.raw.length - signatureLengthOf(der));
    expect(
      sm2.doVerifySignature([...tbsLength], signatureDer.toString('hex'), pointHex(x509), {
        der: true,
        hash: true,
        userId: USB_KEY.sm3UserId,
      }),
    ).toBe(true);
  });

  it('signs a code with SM2 over SM3 and Z of the user id 1234567812345678', async () => {
    const { certificate } = await initialiseKey(driver, '123456', 'sm2-alice', 'SM2');
    const x509 = new X509Certificate(Buffer.from(certificate.base64, 'base64'));
    const signed = await signWithKey(driver, '123456', 'c0ffee-code');
    expect(signed.deviceName).toBe('KEY-SM2');
    expect(sm2Verifies(x509, 'c0ffee-code', signed.signature, '1234567812345678')).toBe(true);
    // Another user id gives another Z: the signature must not verify under it, nor over other data.
    expect(sm2Verifies(x509, 'c0ffee-code', signed.signature, 'ALICE123@YAHOO.COM')).toBe(false);
    expect(sm2Verifies(x509, 'c0ffee-codf', signed.signature, '1234567812345678')).toBe(false);
    // Two signatures of the same code differ (random k) and both verify.
    const again = await signWithKey(driver, '123456', 'c0ffee-code');
    expect(again.signature).not.toBe(signed.signature);
    expect(sm2Verifies(x509, 'c0ffee-code', again.signature, '1234567812345678')).toBe(true);
  });

  it('keeps an SM2 key when the installation asks for RSA later, and signs with what the key holds', async () => {
    await initialiseKey(driver, '123456', 'sm2-alice', 'SM2');
    const { certificate } = await initialiseKey(driver, '123456', 'sm2-alice', 'RSA');
    expect(certificate.summary.keyAlgorithm).toBe('SM2');
    simulator.orders.length = 0;
    await signWithKey(driver, '123456', 'code');
    expect(simulator.orders).toContain(Order.eccSign);
    expect(simulator.orders).not.toContain(Order.rsaSign);
  });

  it('keeps the §8 error paths: wrong PIN with retries, lock, failure with code, disconnect', async () => {
    await initialiseKey(driver, '123456', 'sm2-alice', 'SM2');
    const wrong = await failure(signWithKey(driver, '000000', 'code'));
    expect(wrong).toMatchObject({ reason: 'pinWrong', details: { code: DeviceCode.pinIncorrect, retryCount: 4 } });
    for (let attempt = 0; attempt < 3; attempt += 1) await failure(signWithKey(driver, '000000', 'code'));
    expect(await failure(signWithKey(driver, '000000', 'code'))).toMatchObject({ reason: 'pinLocked' });

    simulator.devices.get('KEY-SM2')?.applications.clear();
    await initialiseKey(driver, '123456', 'sm2-alice', 'SM2');
    simulator.orders.length = 0;
    simulator.failOnce(Order.eccSign, 0x0a000001);
    const failed = await failure(signWithKey(driver, '123456', 'code'));
    expect(failed).toMatchObject({ reason: 'action', details: { action: Order.eccSign, code: 0x0a000001 } });
    expect(failed.message).toBe(`${Order.eccSign} 失败, 错误码: ${0x0a000001}`);
    expect(simulator.orders.at(-1)).toBe(Order.disconnect);

    simulator.failOnce(Order.digestInit, 0x0a000006);
    expect(await failure(signWithKey(driver, '123456', 'code'))).toMatchObject({
      reason: 'action',
      details: { action: Order.digestInit },
    });
    simulator.unplug('KEY-SM2');
    expect(await failure(signWithKey(driver, '123456', 'code'))).toMatchObject({ reason: 'noDevice' });
  });

  it('refuses a public key blob that is not a 256-bit SM2 key', async () => {
    simulator.failOnce(Order.genEccKeyPair, 0);
    const error = await failure(initialiseKey(driver, '123456', 'sm2-alice', 'SM2'));
    expect(error).toMatchObject({ reason: 'action', details: { action: Order.genEccKeyPair } });
    expect(simulator.orders.at(-1)).toBe(Order.disconnect);
  });
});

async function failure(promise: Promise<unknown>): Promise<UsbKeyError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(UsbKeyError);
  return error as UsbKeyError;
}

/** The TBS element of a certificate (its first child). */
function tbsOf(der: Uint8Array): Uint8Array {
  const outerHeader = headerLength(der, 0);
  const tbsHeader = headerLength(der, outerHeader);
  return der.subarray(outerHeader, outerHeader + tbsHeader + contentLength(der, outerHeader));
}

/** Length of the signature SEQUENCE inside the trailing BIT STRING. */
function signatureLengthOf(der: Uint8Array): number {
  const tbs = tbsOf(der);
  let offset = headerLength(der, 0) + tbs.length;
  offset += headerLength(der, offset) + contentLength(der, offset); // signature algorithm
  return contentLength(der, offset) - 1; // BIT STRING minus its unused-bits octet
}

function headerLength(der: Uint8Array, offset: number): number {
  const first = der[offset + 1] ?? 0;
  return first & 0x80 ? 2 + (first & 0x7f) : 2;
}

function contentLength(der: Uint8Array, offset: number): number {
  const first = der[offset + 1] ?? 0;
  if (!(first & 0x80)) return first;
  let length = 0;
  for (let index = 0; index < (first & 0x7f); index += 1) length = length * 256 + (der[offset + 2 + index] ?? 0);
  return length;
}
