import type { VaultPasswordPolicy } from '../../../../shared/api/vaultAccounts';
import { type PasswordStrength, passwordStrength } from '../../../../shared/rules/validation';
import type { Db } from '../../../db/database';
import { loadSettings } from '../../settings';

/**
 * The vault's password policy (GET /setting-center/passwdManager), changed on the base-config tab; read per call
 * (settings/service.ts keeps it within its bounds, unset keys take their defaults).
 */
export async function loadVaultPasswordPolicy(db: Db): Promise<VaultPasswordPolicy> {
  const settings = await loadSettings(db);
  return {
    minLength: settings.vaultPasswordMinLength,
    minStrength: settings.vaultPasswordMinStrength,
    generateLength: settings.vaultPasswordGenerateLength,
  };
}

/** The strengths that fall below the policy (a stored password of one of them is weak). */
export function weakStrengths(policy: VaultPasswordPolicy): PasswordStrength[] {
  return policy.minStrength === 'high' ? ['low', 'middle'] : ['low'];
}

/** Why a new password fails the policy (a message key with its parameters), or null. */
export function policyRefusal(
  policy: VaultPasswordPolicy,
  password: string,
): { key: 'vaultPasswordTooShort' | 'vaultPasswordTooWeak'; params: Record<string, string | number> } | null {
  if (password.length < policy.minLength) return { key: 'vaultPasswordTooShort', params: { min: policy.minLength } };
  const strength = passwordStrength(password);
  if (strength === null || weakStrengths(policy).includes(strength)) return { key: 'vaultPasswordTooWeak', params: {} };
  return null;
}
