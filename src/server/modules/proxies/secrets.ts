import { contextOf, SEALED } from '../../security/sealedColumns';
import type { VaultRuntime } from '../../security/vaultRuntime';

/**
 * The proxies module's only door to the vault. A proxy's password or private key and its passphrase are
 * sealed bound to the proxy's row (docs/vault.md): a value copied to another proxy does not open. Opened
 * text lives only in memory for one connection.
 */
export type ProxySecretColumn = 'secret' | 'passphrase';

const columnOf = (column: ProxySecretColumn) => (column === 'secret' ? SEALED.proxySecrets : SEALED.proxyPassphrases);

export function sealProxySecret(vault: VaultRuntime, proxyId: number, column: ProxySecretColumn, plaintext: string) {
  return vault.sealSecret(plaintext, contextOf(columnOf(column), proxyId));
}

export function openProxySecret(vault: VaultRuntime, proxyId: number, column: ProxySecretColumn, sealed: string) {
  return vault.openSecret(sealed, contextOf(columnOf(column), proxyId));
}
