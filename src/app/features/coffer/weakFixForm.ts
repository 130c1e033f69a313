import type { VaultPasswordPolicy } from '../../../shared/api/vaultAccounts';
import { msgRef, passwordStrength } from '../../../shared/rules/validation';

/** What the weak-password form holds. */
export interface WeakFixValues {
  password: string;
  confirm: string;
}

export const EMPTY_WEAK_FIX: WeakFixValues = { password: '', confirm: '' };

/** Message references (msgRef) by field, rendered with tMsg; {} when the form may be sent. */
export type WeakFixProblems = Partial<Record<keyof WeakFixValues, string>>;

/**
 * The vault's password policy checked before sending, with the server's own messages. Keep in step with the
 * server's policyRefusal (modules/coffer/vault-accounts/passwordPolicy.ts): the length first, untrimmed, then the
 * §5 strength against minStrength. The server checks again; its refusal shows under the field too.
 */
export function weakFixProblems(values: WeakFixValues, policy: VaultPasswordPolicy): WeakFixProblems {
  const problems: WeakFixProblems = {};
  const strength = passwordStrength(values.password);
  if (values.password === '') problems.password = msgRef('passwordRequired');
  else if (values.password.length < policy.minLength)
    problems.password = msgRef('vaultPasswordTooShort', { min: policy.minLength });
  else if (strength === 'low' || (policy.minStrength === 'high' && strength !== 'high'))
    problems.password = msgRef('vaultPasswordTooWeak');
  if (values.confirm === '') problems.confirm = msgRef('confirmPasswordRequired');
  else if (values.confirm !== values.password) problems.confirm = msgRef('passwordMismatch');
  return problems;
}
