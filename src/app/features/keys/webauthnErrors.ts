import { ApiError } from '../../data/errors';
import { t } from '../../i18n';
import { notify } from '../../notify';

/**
 * A failed key prompt: the browser's refusal (cancelled, timed out, no matching key) gets our text;
 * a server refusal was already announced by the data layer (spec §8).
 */
export function reportKeyFailure(error: unknown): void {
  if (error instanceof ApiError) return;
  console.warn('security key prompt failed', error);
  notify.error(t('keys.securityKey.cancelled'));
}
