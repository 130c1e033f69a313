import { hasUnsafeNameChars } from '../../../shared/rules/validation';
import { fieldError } from '../../errors/appError';
import type { ValueRule } from './systemKeys';

/**
 * Checks a Gatehouse value changed on the parameter page against its rule (systemKeys.ts). Answers the value to
 * store. Bounds that tie keys together (a minimum and its maximum) belong to the page that owns those keys.
 */
export function checkValue(rule: ValueRule, value: string): string {
  const text = value.trim();
  if (text.length === 0 || text.length > rule.max || hasUnsafeNameChars(text))
    throw fieldError('configValue', 'configValueText', { max: rule.max });
  return text;
}
