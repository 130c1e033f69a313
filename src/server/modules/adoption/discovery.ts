import type { Discovery } from '../../../shared/api/accountAdoption';
import { ResponseCode } from '../../../shared/codes';
import type { Lang } from '../../../shared/messages';
import {
  connectSsh,
  HostKeyChangedError,
  SshConnectError,
  type SshConnection,
  type SshCredential,
} from '../../bastion/ssh';
import type { Deps } from '../../deps';
import { AppError } from '../../errors/appError';
import { VaultError } from '../../security/vaultError';
import { openAccountSecret } from '../accounts';
import type { AssetScope } from '../assets';
import { resolveProxyChain } from '../proxies';
import { learnHostKey, notePendingHostKey, recordedHostKey } from '../terminal';
import { linuxSshPort, loginAccountOf, managedAssetOf } from './adoptionAsset';
import { canLogInWith, defaultAccountType, isSystemAccount, parsePasswd } from './localUsers';
import { runCommand } from './remoteCommand';

/** Per hop, as the account check waits. */
const CONNECT_TIMEOUT_MS = 10_000;
const COMMAND_TIMEOUT_MS = 15_000;
/** A passwd database larger than this is a directory, not a host's local users. */
const MAX_OUTPUT_BYTES = 4 * 1024 * 1024;

/**
 * POST /privilege/account/discover/:assetId: logs in to a Linux asset the way the account check does — a stored
 * account's credential from the vault, the asset's proxy chain, the asset's recorded host key (learnt on first
 * contact; a changed one is refused and waits as pending until a manager accepts it) — runs `getent passwd` and
 * answers the host's local users, each marked when Gatehouse already manages an account of that name there.
 */
export async function discoverLocalUsers(
  deps: Deps,
  scope: AssetScope,
  assetId: number,
  accountId: number | undefined,
  lang: Lang,
): Promise<Discovery> {
  const asset = await managedAssetOf(deps.db, scope, assetId);
  const port = linuxSshPort(asset);
  const account = await loginAccountOf(deps.db, asset, accountId);
  const jumpHosts = asset.proxy_id === null ? [] : await resolveProxyChain(deps, asset.proxy_id);
  const endpoint = { address: asset.address, port };
  const knownHostKey = await recordedHostKey(deps.db, asset.id, endpoint);
  const refused = (reason: string, code: number = ResponseCode.sshConnectFailed) =>
    new AppError(code, 'adoptionConnectFailed', { name: asset.name, account: account.account_name, reason });

  let connection: SshConnection;
  try {
    connection = await connectSsh({
      host: asset.address,
      port,
      username: account.account_name,
      credential: credentialOf(deps, account),
      knownHostKey,
      jumpHosts,
      readyTimeoutMs: CONNECT_TIMEOUT_MS,
    });
  } catch (error) {
    if (!(error instanceof SshConnectError)) throw error;
    const atTarget = error.hop === undefined;
    if (atTarget && error instanceof HostKeyChangedError && knownHostKey)
      await notePendingHostKey(deps.db, asset.id, error, deps.now());
    else if (atTarget && error.hostKey && !knownHostKey)
      await learnHostKey(deps.db, asset.id, endpoint, error.hostKey, deps.now());
    const code = error.kind === 'hostKeyChanged' ? ResponseCode.sshHostKeyChanged : ResponseCode.sshConnectFailed;
    throw refused(error.describe(lang), code);
  }
  let output: Awaited<ReturnType<typeof runCommand>>;
  try {
    if (!knownHostKey) await learnHostKey(deps.db, asset.id, endpoint, connection.hostKey, deps.now());
    output = await runCommand(connection.client, 'getent passwd', {
      timeoutMs: COMMAND_TIMEOUT_MS,
      maxBytes: MAX_OUTPUT_BYTES,
    }).catch((error: unknown) => {
      deps.log.info({ err: error, assetId: asset.id }, 'adoption: getent passwd did not run');
      throw new AppError(ResponseCode.adoptionListFailed, 'adoptionListFailed', {
        name: asset.name,
        problem: 'no answer',
      });
    });
  } finally {
    connection.close();
  }
  const entries = output.exitCode === 0 && !output.truncated ? parsePasswd(output.stdout) : [];
  if (entries.length === 0) {
    const problem = output.truncated
      ? 'output too large'
      : output.exitCode === 0
        ? 'no entries'
        : `exit ${output.exitCode ?? '?'}`;
    throw new AppError(ResponseCode.adoptionListFailed, 'adoptionListFailed', { name: asset.name, problem });
  }

  const managed = await deps.db
    .selectFrom('accounts')
    .select(['id', 'account_name'])
    .where('asset_id', '=', asset.id)
    .execute();
  const managedIds = new Map(managed.map((row) => [row.account_name, row.id]));
  return {
    assetId: asset.id,
    assetName: asset.name,
    viaAccountId: account.id,
    viaAccountName: account.account_name,
    users: entries.map((entry) => ({
      accountName: entry.name,
      uid: entry.uid,
      gid: entry.gid,
      comment: entry.gecos,
      home: entry.home,
      shell: entry.shell,
      canLogin: canLogInWith(entry.shell),
      isSystem: isSystemAccount(entry.uid),
      managedAccountId: managedIds.get(entry.name) ?? null,
      accountType: defaultAccountType(entry),
    })),
  };
}

/** The stored credential opened for this login only; one that does not open is named, never shown. */
function credentialOf(
  deps: Pick<Deps, 'vault'>,
  account: { id: number; auth_kind: string; secret_sealed: string; passphrase_sealed: string | null },
): SshCredential {
  try {
    const secret = openAccountSecret(deps.vault, account.id, 'secret', account.secret_sealed);
    if (account.auth_kind !== 'key') return { kind: 'password', password: secret };
    const passphrase = account.passphrase_sealed
      ? openAccountSecret(deps.vault, account.id, 'passphrase', account.passphrase_sealed)
      : undefined;
    return { kind: 'key', privateKey: secret, ...(passphrase ? { passphrase } : {}) };
  } catch (error) {
    if (error instanceof VaultError)
      throw new AppError(
        ResponseCode.adoptionNoCredential,
        'accountSecretUnreadable',
        {},
        { data: { field: 'accountId' } },
      );
    throw error;
  }
}
