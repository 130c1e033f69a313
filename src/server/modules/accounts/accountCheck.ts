import { ResponseCode } from '../../../shared/codes';
import { PasswordCheck } from '../../../shared/rules/passwordCheck';
import { checkSshAccount, type PasswordCheckOutcome, type SshCredential } from '../../bastion/ssh';
import type { Deps } from '../../deps';
import { AppError } from '../../errors/appError';
import { VaultError } from '../../security/vaultError';
import type { AssetScope } from '../assets';
import { ProxyChainError, type ProxyHop, resolveProxyChain } from '../proxies';
import { managedAccount } from './accountQueries';
import type { AccountWithAsset, StoredReason } from './accountRows';
import { openAccountSecret } from './secrets';

type CheckDeps = Pick<Deps, 'db' | 'vault' | 'now'>;

/** How long a check waits for each hop's handshake and authentication. */
export const ACCOUNT_CHECK_TIMEOUT_MS = 10_000;

/**
 * Spec §4 password check of one account: logs in to the asset's SSH port with the sealed credential,
 * through the asset's network proxy chain when it has one, holding the host to the asset's recorded host
 * key. Records the result, the reason and the time; the host key on first contact; a changed host key as
 * pending (abnormal 3, both fingerprints in the reason) until a manager accepts it.
 */
export async function checkAccount(deps: CheckDeps, scope: AssetScope, accountId: number): Promise<void> {
  const account = await managedAccount(deps.db, scope, accountId);
  const asset = await deps.db
    .selectFrom('assets')
    .leftJoin('asset_protocols', (join) =>
      join.onRef('asset_protocols.asset_id', '=', 'assets.id').on('asset_protocols.protocol', '=', 'SSH'),
    )
    .select(['assets.id', 'assets.name', 'assets.proxy_id', 'asset_protocols.port'])
    .where('assets.id', '=', account.asset_id)
    .executeTakeFirstOrThrow();
  if (asset.port === null || asset.port === undefined)
    throw new AppError(ResponseCode.accountNoSsh, 'accountNoSsh', { name: asset.name });

  let jumpHosts: ProxyHop[] = [];
  if (asset.proxy_id !== null) {
    try {
      jumpHosts = await resolveProxyChain(deps, asset.proxy_id);
    } catch (error) {
      if (!(error instanceof ProxyChainError)) throw error;
      await record(deps, account, PasswordCheck.abnormal, 'proxyChain', {
        messageKey: error.messageKey,
        params: error.params,
      });
      return;
    }
  }
  const endpoint = { address: account.address, port: asset.port };
  const known = await knownHostKey(deps, asset.id, endpoint);
  let credential: SshCredential | null;
  try {
    credential = credentialOf(deps, account);
  } catch (error) {
    if (!(error instanceof VaultError)) throw error;
    // Another master key, or a damaged record: say so, never what was stored.
    await record(deps, account, PasswordCheck.abnormal, 'secretUnreadable', {
      messageKey: 'accountSecretUnreadable',
      params: {},
    });
    return;
  }
  const outcome = await checkSshAccount({
    host: account.address,
    port: asset.port,
    username: account.account_name,
    accountKind: account.auth_kind === 'key' ? 'key' : 'password',
    credential,
    knownHostKey: known?.fingerprint ?? null,
    jumpHosts,
    readyTimeoutMs: ACCOUNT_CHECK_TIMEOUT_MS,
  });
  await recordHostKey(deps, asset.id, endpoint, known !== undefined, outcome);
  const via = outcome.hop === undefined ? undefined : jumpHosts[outcome.hop - 1]?.name;
  await record(deps, account, outcome.result, outcome.reason, {
    messageKey: outcome.messageKey,
    params: outcome.params,
    ...(via ? { via } : {}),
  });
}

/** The stored credential opened for this connection only; null when nothing is stored. */
function credentialOf(deps: Pick<Deps, 'vault'>, account: AccountWithAsset): SshCredential | null {
  if (account.secret_sealed === null) return null;
  const secret = openAccountSecret(deps.vault, account.id, 'secret', account.secret_sealed);
  if (account.auth_kind !== 'key') return { kind: 'password', password: secret };
  const passphrase = account.passphrase_sealed
    ? openAccountSecret(deps.vault, account.id, 'passphrase', account.passphrase_sealed)
    : undefined;
  return { kind: 'key', privateKey: secret, ...(passphrase ? { passphrase } : {}) };
}

/**
 * The key recorded for the asset's current endpoint. One recorded for another address or port (the asset
 * was moved by a manager) is dropped: the new endpoint's key is learnt at this check, as for a new asset.
 */
async function knownHostKey(deps: CheckDeps, assetId: number, endpoint: Endpoint) {
  const row = await deps.db
    .selectFrom('asset_host_keys')
    .selectAll()
    .where('asset_id', '=', assetId)
    .executeTakeFirst();
  if (!row || (row.address === endpoint.address && row.port === endpoint.port)) return row;
  await deps.db.deleteFrom('asset_host_keys').where('asset_id', '=', assetId).execute();
  return undefined;
}

interface Endpoint {
  address: string;
  port: number;
}

async function recordHostKey(
  deps: CheckDeps,
  assetId: number,
  endpoint: Endpoint,
  recorded: boolean,
  outcome: PasswordCheckOutcome,
): Promise<void> {
  const now = deps.now().toISOString();
  if (!recorded) {
    if (!outcome.hostKey) return;
    // Two checks of the same new asset at once: the first to record wins, the other changes nothing.
    await deps.db
      .insertInto('asset_host_keys')
      .values({
        asset_id: assetId,
        fingerprint: outcome.hostKey.fingerprint,
        algorithm: outcome.hostKey.algorithm,
        ...endpoint,
        updated_at: now,
      })
      .onConflict((oc) => oc.column('asset_id').doNothing())
      .execute();
    return;
  }
  const change = outcome.hop === undefined ? outcome.hostKeyChange : undefined;
  if (change) {
    await deps.db
      .updateTable('asset_host_keys')
      .set({ pending_fingerprint: change.presented, pending_algorithm: change.algorithm, updated_at: now })
      .where('asset_id', '=', assetId)
      .execute();
  } else if (outcome.hostKey) {
    // The recorded key was presented again: a pending one is stale.
    await deps.db
      .updateTable('asset_host_keys')
      .set({ pending_fingerprint: null, pending_algorithm: null })
      .where('asset_id', '=', assetId)
      .where('pending_fingerprint', 'is not', null)
      .execute();
  }
}

async function record(
  deps: CheckDeps,
  account: AccountWithAsset,
  result: number,
  reason: string,
  stored: StoredReason,
): Promise<void> {
  await deps.db
    .updateTable('accounts')
    .set({
      check_result: result,
      check_key: reason,
      check_params: JSON.stringify(stored),
      checked_at: deps.now().toISOString(),
    })
    .where('id', '=', account.id)
    .execute();
}

/** Makes the changed host key the last check saw the asset's recorded key, if it is still the one shown. */
export async function acceptHostKey(deps: CheckDeps, assetId: number, fingerprint: string): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('asset_host_keys').selectAll().where('asset_id', '=', assetId).executeTakeFirst();
    if (!row || row.pending_fingerprint === null || row.pending_fingerprint !== fingerprint)
      throw new AppError(
        ResponseCode.accountNoKeyPending,
        'accountNoKeyPending',
        {},
        { data: { field: 'fingerprint' } },
      );
    await trx
      .updateTable('asset_host_keys')
      .set({
        fingerprint: row.pending_fingerprint,
        algorithm: row.pending_algorithm ?? row.algorithm,
        pending_fingerprint: null,
        pending_algorithm: null,
        updated_at: deps.now().toISOString(),
      })
      .where('asset_id', '=', assetId)
      .execute();
  });
}
