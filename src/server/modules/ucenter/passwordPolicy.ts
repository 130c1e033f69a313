import { passwordStrength, passwordStrengthError } from '../../../shared/rules/validation';
import { fieldError } from '../../errors/appError';
import type { Settings } from '../settings';

/**
 * A new password must fit the configured length bounds and reach the minimum strength (spec §5: one
 * kind of character is low and fails; two kinds is middle; letters, digits and symbols is high).
 */
export function checkNewPassword(password: string, settings: Settings, field: string): void {
  const { passwordMinLength: min, passwordMaxLength: max } = settings;
  if (password.length < min || password.length > max) throw fieldError(field, 'lengthBetween', { min, max });
  const weak = passwordStrengthError(password);
  if (weak) throw fieldError(field, weak);
  if (settings.passwordMinStrength === 'high' && passwordStrength(password) !== 'high') {
    throw fieldError(field, 'passwordWeak');
  }
}
