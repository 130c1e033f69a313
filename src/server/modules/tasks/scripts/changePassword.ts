import { randomInt } from 'node:crypto';
import type { MessageKey } from '../../../../shared/messages';
import { PasswordCheck } from '../../../../shared/rules/passwordCheck';
import { passwordStrength } from '../../../../shared/rules/validation';
import {
  checkSshAccount,
  connectSsh,
  HostKeyChangedError,
  SshConnectError,
  type SshConnection,
} from '../../../bastion/ssh';
import type { ChangeScriptRow } from '../../../db/taskSchema';
import type { Deps } from '../../../deps';
import { managedAccount, openAccountSecret, recordSecretChange, sealAccountSecret } from '../../accounts';
import type { AssetScope } from '../../assets';
import { loadVaultPasswordPolicy } from '../../coffer';
import { type ProxyHop, resolveProxyChain } from '../../proxies';
import { learnHostKey, notePendingHostKey, recordedHostKey } from '../../terminal';
import { runChangeScript, type ScriptValues } from './runScript';

/** Per hop, as the account check waits. */
const CONNECT_TIMEOUT_MS = 10_000;
const LOWER = 'abcdefghijkmnpqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
/** Symbols no shell, chpasswd line or device CLI treats specially. */
const SYMBOLS = '@#%*+-=_.';

export interface ChangeOutcome {
  changed: boolean;
  messageKey: MessageKey;
  params: Record<string, string | number>;
  transcript: string;
}

/** A new password of the vault policy's generated length (at least 16), with every kind of character: strength high. */
export function newPasswordOf(length: number): string {
  const size = Math.max(16, Math.min(length, 64));
  const all = LOWER + UPPER + DIGITS + SYMBOLS;
  const chars = [LOWER, UPPER, DIGITS, SYMBOLS].map((set) => set[randomInt(set.length)] as string);
  while (chars.length < size) chars.push(all[randomInt(all.length)] as string);
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j] as string, chars[i] as string];
  }
  return chars.join('');
}

interface Host {
  assetId: number;
  address: string;
  port: number;
  jumpHosts: ProxyHop[];
  knownHostKey: string | null;
}

async function hostOf(deps: Deps, assetId: number, address: string): Promise<Host | null> {
  const asset = await deps.db
    .selectFrom('assets')
    .leftJoin('asset_protocols', (join) =>
      join.onRef('asset_protocols.asset_id', '=', 'assets.id').on('asset_protocols.protocol', '=', 'SSH'),
    )
    .select(['assets.proxy_id', 'asset_protocols.port'])
    .where('assets.id', '=', assetId)
    .executeTakeFirst();
  if (!asset?.port) return null;
  const endpoint = { address, port: asset.port };
  return {
    assetId,
    address,
    port: asset.port,
    jumpHosts: asset.proxy_id === null ? [] : await resolveProxyChain(deps, asset.proxy_id),
    knownHostKey: await recordedHostKey(deps.db, assetId, endpoint),
  };
}

/** Whether the host takes this password for this user now (the account check's sign-in). */
async function signsIn(host: Host, username: string, password: string): Promise<boolean> {
  const outcome = await checkSshAccount({
    host: host.address,
    port: host.port,
    username,
    accountKind: 'password',
    credential: { kind: 'password', password },
    knownHostKey: host.knownHostKey,
    jumpHosts: host.jumpHosts,
    readyTimeoutMs: CONNECT_TIMEOUT_MS,
  });
  return outcome.result === PasswordCheck.correct;
}

async function connect(deps: Deps, host: Host, username: string, password: string): Promise<SshConnection> {
  const endpoint = { address: host.address, port: host.port };
  try {
    const connection = await connectSsh({
      host: host.address,
      port: host.port,
      username,
      credential: { kind: 'password', password },
      knownHostKey: host.knownHostKey,
      jumpHosts: host.jumpHosts,
      readyTimeoutMs: CONNECT_TIMEOUT_MS,
    });
    if (!host.knownHostKey) await learnHostKey(deps.db, host.assetId, endpoint, connection.hostKey, deps.now());
    return connection;
  } catch (error) {
    if (error instanceof HostKeyChangedError && error.hop === undefined && host.knownHostKey)
      await notePendingHostKey(deps.db, host.assetId, error, deps.now());
    throw error;
  }
}

/**
 * Changes an account's password on its host with a change script (docs/tasks.md "Password change"): a new password
 * of the vault's policy; the script signs in as the account (old password) or as the asset's privileged account;
 * then the new password is verified by signing in with it, and only then stored in the vault (the old one kept as a
 * password record). When the new one does not verify: if the old one still works the host kept it (nothing
 * changes); if neither works a privileged script puts the old one back; if that is impossible the new one is kept,
 * sealed, in the password records for a person to settle. The vault never holds a password the host refused.
 */
export async function changeAccountPassword(
  deps: Deps,
  scope: AssetScope,
  accountId: number,
  script: ChangeScriptRow,
  by: string,
): Promise<ChangeOutcome> {
  const account = await managedAccount(deps.db, scope, accountId);
  const outcome = (
    changed: boolean,
    messageKey: MessageKey,
    params: Record<string, string | number> = {},
    transcript = '',
  ): ChangeOutcome => ({ changed, messageKey, params, transcript });
  if (account.auth_kind !== 'password') return outcome(false, 'changeNotPassword');
  if (account.secret_sealed === null) return outcome(false, 'changeNoSecret');
  const host = await hostOf(deps, account.asset_id, account.address);
  if (!host) return outcome(false, 'accountNoSsh', { name: account.asset_name });

  const oldPassword = openAccountSecret(deps.vault, account.id, 'secret', account.secret_sealed);
  const policy = await loadVaultPasswordPolicy(deps.db);
  const values: ScriptValues = {
    username: account.account_name,
    oldPassword,
    newPassword: newPasswordOf(policy.generateLength),
  };
  let login: { username: string; password: string };
  if (script.mode === 'privileged') {
    const privileged = await privilegedLogin(deps, account.asset_id, script.privileged_account);
    if (!privileged) return outcome(false, 'changeNoPrivileged', { name: script.privileged_account });
    login = privileged;
  } else login = { username: account.account_name, password: oldPassword };

  const run = async (scriptValues: ScriptValues) => {
    let connection: SshConnection;
    try {
      connection = await connect(deps, host, login.username, login.password);
    } catch (error) {
      if (!(error instanceof SshConnectError)) throw error;
      return { connected: false as const, reason: error.describe('en') };
    }
    try {
      return { connected: true as const, result: await runChangeScript(connection.client, script, scriptValues) };
    } finally {
      connection.close();
    }
  };
  const first = await run(values);
  if (!first.connected) return outcome(false, 'changeConnectFailed', { reason: first.reason });
  const transcript = first.result.transcript;

  const at = () => deps.now().toISOString();
  if (await signsIn(host, account.account_name, values.newPassword)) {
    await deps.db.transaction().execute(async (trx) => {
      await recordSecretChange(trx, deps.vault, { account, how: 'rotate', by, at: at() });
      await trx
        .updateTable('accounts')
        .set({
          secret_sealed: sealAccountSecret(deps.vault, account.id, 'secret', values.newPassword),
          secret_strength: passwordStrength(values.newPassword),
          check_result: PasswordCheck.correct,
          check_key: 'ok',
          check_params: JSON.stringify({ messageKey: 'changeDone', params: {} }),
          checked_at: at(),
          updated_at: at(),
        })
        .where('id', '=', account.id)
        .execute();
    });
    return outcome(true, 'changeDone', {}, transcript);
  }
  if (await signsIn(host, account.account_name, oldPassword)) {
    const { key, params } = first.result.ok ? { key: 'changeNotApplied' as const, params: {} } : first.result.failure;
    return outcome(false, key, params, transcript);
  }
  if (script.mode === 'privileged') {
    const back = await run({ ...values, newPassword: oldPassword });
    if (back.connected && (await signsIn(host, account.account_name, oldPassword)))
      return outcome(false, 'changeVerifyFailedRolledBack', {}, transcript);
  }
  await deps.db.transaction().execute(async (trx) => {
    const unverified = sealAccountSecret(deps.vault, account.id, 'secret', values.newPassword);
    await recordSecretChange(trx, deps.vault, {
      account: { ...account, secret_sealed: unverified, passphrase_sealed: null },
      how: 'rotateUnverified',
      by,
      at: at(),
    });
  });
  return outcome(false, 'changeVerifyFailedKept', {}, transcript);
}

async function privilegedLogin(deps: Deps, assetId: number, name: string) {
  const row = await deps.db
    .selectFrom('accounts')
    .select(['id', 'account_name', 'auth_kind', 'secret_sealed'])
    .where('asset_id', '=', assetId)
    .where('account_name', '=', name)
    .executeTakeFirst();
  if (row?.auth_kind !== 'password' || row.secret_sealed === null) return null;
  return { username: row.account_name, password: openAccountSecret(deps.vault, row.id, 'secret', row.secret_sealed) };
}
