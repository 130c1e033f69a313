import { beforeAll, describe, expect, it } from 'vitest';
import { DeviceCode, Order, UsbKeyError } from '../../src/app/features/usb-key/driver';
import { usbKeyErrorText } from '../../src/app/features/usb-key/errorText';
import { addUsbKeyTexts } from '../../src/app/features/usb-key/i18n';
import { i18nReady, setLanguage } from '../../src/app/i18n';

/** What the user reads for each driver failure (spec §8), in both languages. */
describe('USB-key failure messages', () => {
  beforeAll(async () => {
    await i18nReady;
    addUsbKeyTexts();
  });

  it('uses the spec texts in Chinese, with retries and codes filled in', async () => {
    await setLanguage('zh-CN');
    const wrong = new UsbKeyError('pinWrong', 'x', { code: DeviceCode.pinIncorrect, retryCount: 3 });
    expect(usbKeyErrorText(wrong)).toBe('PIN码错误，剩余3次重试机会');
    expect(usbKeyErrorText(new UsbKeyError('oldPinWrong', 'x', { retryCount: 2 }))).toBe(
      '旧PIN码错误，剩余2次重试机会',
    );
    expect(usbKeyErrorText(new UsbKeyError('pinLocked', 'x'))).toBe('PIN码已锁定，请联系管理员重置PIN码');
    expect(usbKeyErrorText(new UsbKeyError('noDevice', 'x'))).toBe('未检测到USB-KEY设备');
    expect(usbKeyErrorText(new UsbKeyError('disconnect', 'x'))).toBe('断开USB-KEY失败，请手动拔出USB-KEY');
    expect(usbKeyErrorText(new UsbKeyError('http', 'http 失败'))).toContain('http 失败');
    expect(usbKeyErrorText(new UsbKeyError('action', 'x', { action: Order.openContainer, code: 167772165 }))).toBe(
      'SKF_OpenContainer失败，错误码：167772165',
    );
  });

  it('speaks English on request and leaves other errors to the caller', async () => {
    await setLanguage('en');
    expect(usbKeyErrorText(new UsbKeyError('pinWrong', 'x', { retryCount: 1 }))).toBe('Wrong PIN, retries left: 1');
    expect(usbKeyErrorText(new UsbKeyError('serviceUnreachable', 'x'))).toBe(
      'The USB-key driver is not installed or its service is not running',
    );
    expect(usbKeyErrorText(new Error('other'))).toBeNull();
    await setLanguage('zh-CN');
  });
});
