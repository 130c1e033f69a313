import {
  assembleCertificate,
  type CertificateSummary,
  fromBase64,
  selfSignedTbs,
  sm2SubjectPublicKeyInfo,
  summariseCertificate,
  toBase64,
} from './der';
import { derOfSignatureBlob, pointOfPublicKeyBlob } from './eccBlob';
import { AlgId, DeviceCode, type KeyAlgorithm, Order, PIN_TYPE_USER, USB_KEY } from './protocol';
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

/** An open container and the device it is on (SM2 hashing is a device call, signing a container one). */
export interface ContainerRef {
  hDev: string;
  hCon: string;
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

  /**
   * Spec §4 init's last step: the existing certificate, or a new pair of the installation's algorithm
   * generated in the container with a self-signed certificate (sha256WithRSA, or SM2-with-SM3).
   */
  async exportOrGenerateCertificate(
    key: ContainerRef,
    commonName: string,
    algorithm: KeyAlgorithm = 'RSA',
    now = new Date(),
  ): Promise<KeyCertificate> {
    const existing = await this.exportCertificate(key.hCon);
    if (existing) return existing;
    const spki = algorithm === 'SM2' ? await this.generateSm2Pair(key.hCon) : await this.generateRsaPair(key.hCon);
    const serial = fromBase64(await this.random(key.hCon));
    const tbs = selfSignedTbs({
      algorithm,
      serial,
      commonName,
      notBefore: new Date(now.getTime() - 60_000),
      notAfter: new Date(now.getTime() + 10 * 365 * 86_400_000),
      subjectPublicKeyInfo: spki,
    });
    const signature = fromBase64(await this.signData(key, algorithm, tbs));
    const base64 = toBase64(assembleCertificate(tbs, signature, algorithm));
    await this.transport.send(Order.importCertificate, { hCon: key.hCon, signFlag: 1, certificate: base64 });
    return { base64, summary: parseCertificate(base64) };
  }

  private async generateRsaPair(hCon: string): Promise<Uint8Array> {
    const generated = await this.transport.send(Order.genRsaKeyPair, { hCon, bits: USB_KEY.rsaBits });
    return fromBase64(textField(generated, 'publicKey', Order.genRsaKeyPair));
  }

  private async generateSm2Pair(hCon: string): Promise<Uint8Array> {
    const generated = await this.transport.send(Order.genEccKeyPair, { hCon, algId: AlgId.sm2Sign });
    return sm2SubjectPublicKeyInfo(
      eccPoint(textField(generated, 'publicKey', Order.genEccKeyPair), Order.genEccKeyPair),
    );
  }

  /**
   * The key's signature over the data, base64: RSA PKCS#1 v1.5 over SHA-256 (the service hashes), or
   * SM2 over SM3(Z || data) with Z from the public key and the fixed user id (GM/T 0009), as DER.
   */
  async signData(key: ContainerRef, algorithm: KeyAlgorithm, data: Uint8Array): Promise<string> {
    return algorithm === 'SM2' ? this.sm2Sign(key, data) : this.sign(key.hCon, data);
  }

  /** RSA PKCS#1 v1.5 signature over SHA-256 of the data (the service hashes), base64. */
  async sign(hCon: string, data: Uint8Array): Promise<string> {
    const answer = await this.transport.send(Order.rsaSign, { hCon, data: toBase64(data) });
    return textField(answer, 'signature', Order.rsaSign);
  }

  /** SKF_ExportPublicKey, SKF_DigestInit (SM3, public key, user id), SKF_Digest, SKF_ECCSignData. */
  async sm2Sign(key: ContainerRef, data: Uint8Array): Promise<string> {
    const exported = await this.transport.send(Order.exportPublicKey, { hCon: key.hCon, signFlag: 1 });
    const publicKey = textField(exported, 'publicKey', Order.exportPublicKey);
    eccPoint(publicKey, Order.exportPublicKey);
    const started = await this.transport.send(Order.digestInit, {
      hDev: key.hDev,
      algId: AlgId.sm3,
      publicKey,
      userId: USB_KEY.sm3UserId,
    });
    const hHash = textField(started, 'hHash', Order.digestInit);
    const hashed = await this.transport.send(Order.digest, { hHash, data: toBase64(data) });
    const digest = textField(hashed, 'digest', Order.digest);
    const signed = await this.transport.send(Order.eccSign, { hCon: key.hCon, data: digest });
    const blob = fromBase64(textField(signed, 'signature', Order.eccSign));
    try {
      return toBase64(derOfSignatureBlob(blob));
    } catch (error) {
      throw new UsbKeyError('action', `${Order.eccSign} 失败: ${String(error)}`, { action: Order.eccSign });
    }
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

function eccPoint(base64: string, order: string): Uint8Array {
  try {
    return pointOfPublicKeyBlob(fromBase64(base64));
  } catch (error) {
    throw new UsbKeyError('action', `${order} 失败: ${String(error)}`, { action: order });
  }
}

/** Spec §8: a certificate that does not parse is code 500. */
export function parseCertificate(base64: string): CertificateSummary {
  try {
    return summariseCertificate(fromBase64(base64));
  } catch (error) {
    throw new UsbKeyError('certificateParse', `证书解析失败: ${String(error)}`, { code: 500 });
  }
}
