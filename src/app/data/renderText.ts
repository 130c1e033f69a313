import { t } from '../i18n';
import type { Text } from './decideResponse';

export function renderText(text: Text): string {
  return 'raw' in text ? text.raw : t(text.key, text.params);
}
