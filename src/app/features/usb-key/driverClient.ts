import { httpTransport, USB_KEY, UsbKeyDriver } from './driver';

/** Where the local key-device service listens; a deployment (or a test) may point elsewhere. */
export const SERVICE_URL_STORAGE_KEY = 'usbKeyServiceUrl';

export function serviceUrl(): string {
  try {
    return globalThis.localStorage?.getItem(SERVICE_URL_STORAGE_KEY) || USB_KEY.serviceUrl;
  } catch {
    // Storage blocked: the vendor's default port is the only sensible choice.
    return USB_KEY.serviceUrl;
  }
}

export function createDriver(): UsbKeyDriver {
  return new UsbKeyDriver(httpTransport(serviceUrl()));
}
