import {
  assembleCertificate,
  type CertificateSummary,
  fromBase64,
  selfSignedTbs,
  summariseCertificate,
  toBase64,
} from './der';
import { DeviceCode, Order, PIN_TYPE_USER, USB_KEY } from './protocol';
import type { Transport } from './transport';
import { UsbKeyError } from './UsbKeyError';

const textField = (answer: Record<string, unknown>, field: string, order: string): string => {
  const value = answer[field];
  if (typeof value !== 'string') throw new UsbKeyError('action', `${order} 失败: 缺少 ${field}`, { action: order });
  return value;
};

const list = (text: string): string[] =>
  text
    .split(';')
    .map((item) => item.trim())
    .filter((item) => item !== '');

export interface KeyCertificate {
  base64: string;
  summary: CertificateSummary;
}

/**
 * The operations of spec §4 over the local key-device service, one method per step. Handles are the
 * service's opaque strings. Callers that open a device use `session()` so that any failure
 * disconnects it (spec §4).
 */
export class UsbKeyDriver {
  constructor(private readonly transport: Transport) {}

  /** Names of the keys plugged in; none is an empty list (spec §4 checks it every 5 s). */
  async listDevices(): Promise<string[]> {
    const answer = await this.transport.send(Order.enumDevices, { present: 1 });
    const names = answer.devNameList;
    if (typeof names !== 'string') throw new UsbKeyError('enumParse', '设备列表解析失败');
    return list(names);
  }

  async connect(deviceName: string): Promise<string> {
    return textField(await this.transport.send(Order.connect, { devName: deviceName }), 'hDev', Order.connect);
  }

  async disconnect(hDev: string): Promise<void> {
    try {
      await this.transport.send(Order.disconnect, { hDev });
    } catch (error) {
      throw new UsbKeyError('disconnect', `${Order.disconnect} 失败`, {
        action: Order.disconnect,
        ...(error instanceof UsbKeyError && error.code !== undefined ? { code: error.code } : {}),
      });
    }
  }

  async authenticateDevice(hDev: string): Promise<void> {
    try {
      await this.transport.send(Order.deviceAuth, { hDev, authKey: USB_KEY.deviceAuthKey });
    } catch (error) {
      if (error instanceof UsbKeyError && error.reason === 'action') {
        throw new UsbKeyError('deviceAuth', '设备认证失败', error.details);
      }
      throw error;
    }
  }

  async listApplications(hDev: string): Promise<string[]> {
    const answer = await this.transport.send(Order.enumApplications, { hDev });
    return list(typeof answer.appNameList === 'string' ? answer.appNameList : '');
  }

  async openApplication(hDev: string): Promise<string> {
    const answer = await this.transport.send(Order.openApplication, { hDev, appName: USB_KEY.applicationName });
    return textField(answer, 'hApp', Order.openApplication);
  }

  /**
   * Spec §4 init: open the application named fisec, or create it with the user's PIN. More than one
   * application (or a foreign one) is deleted and the step repeated, so the key holds exactly ours.
   */
  async openOrCreateApplication(hDev: string, userPin: string): Promise<string> {
    if (userPin === '') throw new UsbKeyError('pinEmpty', '用户PIN码不能为空');
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const names = await this.listApplications(hDev);
      if (names.length === 1 && names[0] === USB_KEY.applicationName) return this.openApplication(hDev);
      if (names.length === 0) {
        const answer = await this.transport.send(Order.createApplication, {
          hDev,
          appName: USB_KEY.applicationName,
          adminPin: USB_KEY.adminPin,
          adminPinRetryCount: USB_KEY.retryCount,
          userPin,
          userPinRetryCount: USB_KEY.retryCount,
          createFileRights: USB_KEY.rights,
        });
        return textField(answer, 'hApp', Order.createApplication);
      }
      for (const name of names) await this.transport.send(Order.deleteApplication, { hDev, appName: name });
    }
    throw new UsbKeyError('action', `${Order.createApplication} 失败`, { action: Order.createApplication });
  }

  async verifyPin(hApp: string, pin: string): Promise<void> {
    if (pin === '') throw new UsbKeyError('pinEmpty', '用户PIN码不能为空');
    try {
      await this.transport.send(Order.verifyPin, { hApp, pinType: PIN_TYPE_USER, pin });
    } catch (error) {
      throw pinError(error, 'pinWrong');
    }
  }

  async changePin(hApp: string, oldPin: string, newPin: string): Promise<void> {
    if (oldPin === '' || newPin === '') throw new UsbKeyError('pinEmpty', '用户PIN码不能为空');
    try {
      await this.transport.send(Order.changePin, { hApp, pinType: PIN_TYPE_USER, oldPin, newPin });
    } catch (error) {
      throw pinError(error, 'oldPinWrong');
    }
  }

  async openOrCreateContainer(hApp: string): Promise<string> {
    const answer = await this.transport.send(Order.enumContainers, { hApp });
    const names = list(typeof answer.containerNameList === 'string' ? answer.containerNameList : '');
    const order = names.includes(USB_KEY.containerName) ? Order.openContainer : Order.createContainer;
    const opened = await this.transport.send(order, { hApp, containerName: USB_KEY.containerName });
    return textField(opened, 'hCon', order);
  }

  async openContainer(hApp: string): Promise<string> {
    const answer = await this.transport.send(Order.openContainer, { hApp, containerName: USB_KEY.containerName });
    return textField(answer, 'hCon', Order.openContainer);
  }

  /** The signing certificate, or null when the container has none yet. */
  async exportCertificate(hCon: string): Promise<KeyCertificate | null> {
    try {
      const answer = await this.transport.send(Order.exportCertificate, { hCon, signFlag: 1 });
      const base64 = textField(answer, 'certificate', Order.exportCertificate);
      return { base64, summary: parseCertificate(base64) };
    } catch (error) {
      if (error instanceof UsbKeyError && error.code === DeviceCode.notFound) return null;
      throw error;
    }
  }

  /** Spec §4 init's last step: the existing certificate, or a new RSA pair with a self-signed one. */
  async exportOrGenerateCertificate(hCon: string, commonName: string, now = new Date()): Promise<KeyCertificate> {
    const existing = await this.exportCertificate(hCon);
    if (existing) return existing;
    const generated = await this.transport.send(Order.genRsaKeyPair, { hCon, bits: USB_KEY.rsaBits });
    const spki = fromBase64(textField(generated, 'publicKey', Order.genRsaKeyPair));
    const serial = fromBase64(await this.random(hCon));
    const tbs = selfSignedTbs({
      serial,
      commonName,
      notBefore: new Date(now.getTime() - 60_000),
      notAfter: new Date(now.getTime() + 10 * 365 * 86_400_000),
      subjectPublicKeyInfo: spki,
    });
    const signature = fromBase64(await this.sign(hCon, tbs));
    const base64 = toBase64(assembleCertificate(tbs, signature));
    await this.transport.send(Order.importCertificate, { hCon, signFlag: 1, certificate: base64 });
    return { base64, summary: parseCertificate(base64) };
  }

  /** RSA PKCS#1 v1.5 signature over SHA-256 of the data (the service hashes), base64. */
  async sign(hCon: string, data: Uint8Array): Promise<string> {
    const answer = await this.transport.send(Order.rsaSign, { hCon, data: toBase64(data) });
    return textField(answer, 'signature', Order.rsaSign);
  }

  /** Spec §9: random number length 16. */
  async random(hCon: string): Promise<string> {
    const answer = await this.transport.send(Order.genRandom, { hCon, len: USB_KEY.randomLength });
    return textField(answer, 'random', Order.genRandom);
  }
}

function pinError(error: unknown, wrong: 'pinWrong' | 'oldPinWrong'): unknown {
  if (!(error instanceof UsbKeyError) || error.reason !== 'action') return error;
  if (error.code === DeviceCode.pinLocked) return new UsbKeyError('pinLocked', error.message, error.details);
  if (error.code === DeviceCode.pinIncorrect) return new UsbKeyError(wrong, error.message, error.details);
  return error;
}

/** Spec §8: a certificate that does not parse is code 500. */
export function parseCertificate(base64: string): CertificateSummary {
  try {
    return summariseCertificate(fromBase64(base64));
  } catch (error) {
    throw new UsbKeyError('certificateParse', `证书解析失败: ${String(error)}`, { code: 500 });
  }
}
