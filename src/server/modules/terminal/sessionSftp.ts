import type { SFTPWrapper } from 'ssh2';
import { connectSsh, type SshConnection } from '../../bastion/ssh';
import type { Deps } from '../../deps';
import { resolveProxyChain } from '../proxies';
import { recordedHostKey } from './hostKeys';
import { credentialOf } from './openSession';

export interface SessionSftp {
  sftp: SFTPWrapper;
  close(): void;
}

/**
 * A second SSH connection made like the session's own login — the session's account with the vault's
 * credential, the asset's proxy chain, the asset's recorded host key — carrying one SFTP channel. The
 * session row names the endpoint it logged into, so a later edit of the asset cannot redirect a transfer.
 * Rejects with SshConnectError (or AppError for an unreadable credential).
 */
export async function openSessionSftp(deps: Deps, sessionId: number): Promise<SessionSftp> {
  const row = await deps.db
    .selectFrom('terminal_sessions')
    .select(['asset_id', 'account_id', 'address', 'port'])
    .where('id', '=', sessionId)
    .executeTakeFirstOrThrow();
  const account = await deps.db
    .selectFrom('accounts')
    .selectAll()
    .where('id', '=', row.account_id)
    .executeTakeFirstOrThrow();
  const asset = await deps.db
    .selectFrom('assets')
    .select('proxy_id')
    .where('id', '=', row.asset_id)
    .executeTakeFirstOrThrow();
  const jumpHosts = asset.proxy_id === null ? [] : await resolveProxyChain(deps, asset.proxy_id);
  const knownHostKey = await recordedHostKey(deps.db, row.asset_id, { address: row.address, port: row.port });
  const connection: SshConnection = await connectSsh({
    host: row.address,
    port: row.port,
    username: account.account_name,
    credential: credentialOf(deps, account),
    knownHostKey,
    jumpHosts,
  });
  try {
    const sftp = await new Promise<SFTPWrapper>((resolve, reject) =>
      connection.client.sftp((error, wrapper) => (error ? reject(error) : resolve(wrapper))),
    );
    return {
      sftp,
      close: () => {
        sftp.end();
        connection.close();
      },
    };
  } catch (error) {
    connection.close();
    throw error;
  }
}
