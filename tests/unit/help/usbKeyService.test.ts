import { describe, expect, it } from 'vitest';
import { USB_KEY_SERVICE } from '../../../src/app/features/help/usbKeyService';
import { USB_KEY } from '../../../src/app/features/usb-key/driver/protocol';

describe('/download', () => {
  it('names the key-device service the driver calls', () => {
    expect(USB_KEY_SERVICE).toEqual({ origin: USB_KEY.serviceUrl, driverVersion: USB_KEY.driverVersion });
  });
});
