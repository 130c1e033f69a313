import type { PasswordRecord } from '../../../shared/api/vaultAccounts';

type How = PasswordRecord['how'];

/** How a secret changed (docs/coffer.md "Password records"): typed on add or edit, a generated key, the weak fix, adoption, a password-change task. */
export const RECORD_HOW_KEYS: Readonly<Record<How, string>> = {
  add: 'coffer.records.howAdd',
  edit: 'coffer.records.howEdit',
  generate: 'coffer.records.howGenerate',
  weakFix: 'coffer.records.howWeakFix',
  adopt: 'coffer.records.howAdopt',
  rotate: 'coffer.records.howRotate',
  rotateUnverified: 'coffer.records.howRotateUnverified',
};

export const RECORD_HOW_COLOURS: Readonly<Record<How, 'informative' | 'brand' | 'subtle' | 'warning' | 'success'>> = {
  add: 'informative',
  edit: 'brand',
  generate: 'subtle',
  weakFix: 'warning',
  adopt: 'success',
  rotate: 'brand',
  rotateUnverified: 'warning',
};
