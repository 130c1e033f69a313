import { t } from '../../i18n';
import { UsbKeyError } from './driver';

/** The user's message for a failed key operation (spec §8); anything else is rethrown to the caller's handler. */
export function usbKeyErrorText(error: unknown): string | null {
  if (!(error instanceof UsbKeyError)) return null;
  const count = error.details.retryCount ?? 0;
  switch (error.reason) {
    case 'serviceUnreachable':
      return t('usbKey.errors.noDriver');
    case 'pinWrong':
    case 'oldPinWrong':
      return t(`usbKey.errors.${error.reason}`, { count });
    case 'action':
      return t('usbKey.errors.action', { action: error.details.action ?? '', code: error.details.code ?? '' });
    default:
      return t(`usbKey.errors.${error.reason}`);
  }
}
