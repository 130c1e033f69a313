import type { VaultPasswordPolicy } from '../../../../shared/api/vaultAccounts';
import { type PasswordStrength, passwordStrength } from '../../../../shared/rules/validation';
import type { Db } from '../../../db/database';
import { ConfigKey, configDefaults } from '../../../db/settingKeys';

/** The vault's password policy (GET /setting-center/passwdManager); unset keys take their defaults. */
export async function loadVaultPasswordPolicy(db: Db): Promise<VaultPasswordPolicy> {
  const keys = [
    ConfigKey.vaultPasswordMinLength,
    ConfigKey.vaultPasswordMinStrength,
    ConfigKey.vaultPasswordGenerateLength,
  ];
  const rows = await db.selectFrom('config').select(['key', 'value']).where('key', 'in', keys).execute();
  const value = (key: string) => rows.find((row) => row.key === key)?.value ?? configDefaults[key] ?? '';
  const int = (key: string) => {
    const parsed = Number.parseInt(value(key), 10);
    return Number.isFinite(parsed) && parsed > 0 ? parsed : Number.parseInt(configDefaults[key] ?? '12', 10);
  };
  return {
    minLength: int(ConfigKey.vaultPasswordMinLength),
    minStrength: value(ConfigKey.vaultPasswordMinStrength) === 'middle' ? 'middle' : 'high',
    generateLength: int(ConfigKey.vaultPasswordGenerateLength),
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
