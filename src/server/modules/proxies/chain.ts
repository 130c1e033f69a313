import type { Kysely } from 'kysely';
import { ResponseCode } from '../../../shared/codes';
import { ProxyKind } from '../../../shared/rules/proxyStates';
import type { SshCredential, SshEndpoint } from '../../bastion/ssh';
import type { Database } from '../../db/schema';
import type { VaultRuntime } from '../../security/vaultRuntime';
import { ProxyChainError, proxyNotFound } from './proxyErrors';
import type { ProxyRow } from './proxyRows';
import { openProxySecret } from './secrets';

/** Longer chains are refused as loops; nobody routes through more than a handful of jump hosts. */
export const MAX_CHAIN_LENGTH = 16;

/** One hop of a chain: what connectSsh takes as a jump host, plus which proxy it is. */
export interface ProxyHop extends SshEndpoint {
  proxyId: number;
  name: string;
}

export interface ChainDeps {
  db: Kysely<Database>;
  vault: VaultRuntime;
}

/**
 * The proxy and its ancestors, root first: the order in which a connection passes them. Refuses a
 * missing proxy and a loop; does not look at enabled/kind (see resolveProxyChain).
 */
export async function proxyLineage(db: Kysely<Database>, proxyId: number): Promise<ProxyRow[]> {
  const lineage: ProxyRow[] = [];
  const seen = new Set<number>();
  let nextId: number | null = proxyId;
  while (nextId !== null) {
    if (seen.has(nextId) || lineage.length >= MAX_CHAIN_LENGTH)
      throw new ProxyChainError(ResponseCode.proxyCycle, 'proxyCycle', proxyId);
    seen.add(nextId);
    const row: ProxyRow | undefined = await db
      .selectFrom('network_proxies')
      .selectAll()
      .where('id', '=', nextId)
      .executeTakeFirst();
    if (!row) throw proxyNotFound(nextId);
    lineage.unshift(row);
    nextId = row.parent_id;
  }
  return lineage;
}

/** The SSH endpoint of one proxy, its credential opened from the vault. */
export function hopOf(row: ProxyRow, vault: VaultRuntime): ProxyHop {
  if (row.kind !== ProxyKind.sshJumpHost)
    throw new ProxyChainError(ResponseCode.proxyAgentUnsupported, 'proxyAgentUnsupported', row.id, { name: row.name });
  if (row.enabled !== 1)
    throw new ProxyChainError(ResponseCode.proxyDisabled, 'proxyDisabled', row.id, { name: row.name });
  if (row.secret_sealed === null)
    throw new ProxyChainError(ResponseCode.proxyNoCredential, 'proxyNoCredential', row.id, { name: row.name });
  return {
    proxyId: row.id,
    name: row.name,
    host: row.address,
    port: row.port,
    username: row.login_user,
    credential: credentialOf(row, vault),
    knownHostKey: row.host_key_fingerprint,
  };
}

function credentialOf(row: ProxyRow, vault: VaultRuntime): SshCredential {
  try {
    const secret = openProxySecret(vault, row.id, 'secret', row.secret_sealed ?? '');
    if (row.auth_kind !== 'key') return { kind: 'password', password: secret };
    const passphrase = row.passphrase_sealed
      ? openProxySecret(vault, row.id, 'passphrase', row.passphrase_sealed)
      : undefined;
    return { kind: 'key', privateKey: secret, ...(passphrase ? { passphrase } : {}) };
  } catch {
    // Another master key, or a damaged record: say which proxy, never what was stored.
    throw new ProxyChainError(ResponseCode.proxyNoCredential, 'proxySecretUnreadable', row.id, { name: row.name });
  }
}

/**
 * The jump hosts an asset behind `proxyId` is reached through, in connection order (the root-most
 * ancestor first, `proxyId` last), ready for `connectSsh({ …, jumpHosts })`. Each hop carries its opened
 * credential and its recorded host key (null on first contact). Throws a ProxyChainError (an AppError
 * with a code and message key naming the proxy) when a proxy of the chain is missing, disabled, a
 * Gatehouse agent, has no credential, or the chain loops.
 */
export async function resolveProxyChain(deps: ChainDeps, proxyId: number): Promise<ProxyHop[]> {
  const lineage = await proxyLineage(deps.db, proxyId);
  return lineage.map((row) => hopOf(row, deps.vault));
}

/** The name of an asset's network proxy, as the session audit records it (null: no proxy, or it is gone). */
export async function proxyNameOf(db: Kysely<Database>, proxyId: number | null): Promise<string | null> {
  if (proxyId === null) return null;
  const row = await db.selectFrom('network_proxies').select('name').where('id', '=', proxyId).executeTakeFirst();
  return row?.name ?? null;
}
