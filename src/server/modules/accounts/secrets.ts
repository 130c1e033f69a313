import { contextOf, SEALED } from '../../security/sealedColumns';
import type { VaultRuntime } from '../../security/vaultRuntime';

/**
 * The accounts module's only door to the vault. An account's password or private key and its passphrase
 * are sealed bound to the account's row (docs/vault.md): a value copied to another account does not open.
 */
export type AccountSecretColumn = 'secret' | 'passphrase';

export const sealedColumnOf = (column: AccountSecretColumn) =>
  column === 'secret' ? SEALED.accountSecrets : SEALED.accountPassphrases;

export function sealAccountSecret(vault: VaultRuntime, accountId: number, column: AccountSecretColumn, text: string) {
  return vault.sealSecret(text, contextOf(sealedColumnOf(column), accountId));
}

export function openAccountSecret(vault: VaultRuntime, accountId: number, column: AccountSecretColumn, sealed: string) {
  return vault.openSecret(sealed, contextOf(sealedColumnOf(column), accountId));
}
