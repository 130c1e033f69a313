export { changeKeyPin, initialiseKey, signWithKey, withKey } from './keySession';
export { DeviceCode, type KeyAlgorithm, Order, USB_KEY } from './protocol';
export { httpTransport, type Transport } from './transport';
export { parseCertificate, UsbKeyDriver } from './UsbKeyDriver';
export { UsbKeyError, type UsbKeyFailure } from './UsbKeyError';
