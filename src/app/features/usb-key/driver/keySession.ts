import type { KeyAlgorithm } from './protocol';
import type { KeyCertificate, UsbKeyDriver } from './UsbKeyDriver';
import { UsbKeyError } from './UsbKeyError';

export interface OpenKey {
  driver: UsbKeyDriver;
  deviceName: string;
  hDev: string;
}

/**
 * Connects the first key plugged in (or the named one), authenticates the device, runs `work`, and
 * always disconnects (spec §4: any failure disconnects the device). A failed disconnect after a
 * successful `work` is reported as such: the user is asked to unplug the key by hand.
 */
export async function withKey<T>(
  driver: UsbKeyDriver,
  work: (key: OpenKey) => Promise<T>,
  deviceName?: string,
): Promise<T> {
  const devices = await driver.listDevices();
  const name = deviceName ?? devices[0];
  if (!name || !devices.includes(name)) throw new UsbKeyError('noDevice', '未检测到USB-KEY设备');
  const hDev = await driver.connect(name);
  let result: T;
  try {
    await driver.authenticateDevice(hDev);
    result = await work({ driver, deviceName: name, hDev });
  } catch (error) {
    // The first failure is the one to report; a failing disconnect after it adds nothing.
    await driver.disconnect(hDev).catch(() => undefined);
    throw error;
  }
  await driver.disconnect(hDev);
  return result;
}

/**
 * Spec §4 USB key init: application fisec, PIN, container fisec, certificate. A new pair is of the
 * installation's algorithm; a key that already holds a certificate keeps it (the server says whether
 * its algorithm is accepted).
 */
export function initialiseKey(driver: UsbKeyDriver, pin: string, commonName: string, algorithm: KeyAlgorithm = 'RSA') {
  return withKey(driver, async ({ deviceName, hDev }) => {
    const hApp = await driver.openOrCreateApplication(hDev, pin);
    await driver.verifyPin(hApp, pin);
    const hCon = await driver.openOrCreateContainer(hApp);
    const certificate: KeyCertificate = await driver.exportOrGenerateCertificate({ hDev, hCon }, commonName, algorithm);
    return { deviceName, hDev, hCon, certificate };
  });
}

/** Signs a server code with an initialised key (sign-in, binding), with the algorithm of its certificate. */
export function signWithKey(driver: UsbKeyDriver, pin: string, code: string, deviceName?: string) {
  return withKey(
    driver,
    async (key) => {
      const hApp = await driver.openApplication(key.hDev);
      await driver.verifyPin(hApp, pin);
      const hCon = await driver.openContainer(hApp);
      const certificate = await driver.exportCertificate(hCon);
      if (!certificate) throw new UsbKeyError('certificateParse', '证书解析失败', { code: 500 });
      const algorithm = certificate.summary.keyAlgorithm;
      if (algorithm === 'other') throw new UsbKeyError('certificateParse', '证书解析失败', { code: 500 });
      const signature = await driver.signData({ hDev: key.hDev, hCon }, algorithm, new TextEncoder().encode(code));
      return { deviceName: key.deviceName, signature, certificate };
    },
    deviceName,
  );
}

export function changeKeyPin(driver: UsbKeyDriver, oldPin: string, newPin: string) {
  return withKey(driver, async ({ hDev }) => {
    const hApp = await driver.openApplication(hDev);
    await driver.changePin(hApp, oldPin, newPin);
  });
}
