import type { OpenSessionBody, TerminalSession as TerminalSessionView } from '../../../shared/api/terminal';
import { ResponseCode } from '../../../shared/codes';
import type { Lang } from '../../../shared/messages';
import { SessionEndReason } from '../../../shared/protocol/terminal';
import { type HostLogin, HostLoginError, hostConnectorFor } from '../../bastion/gateway/hostConnectors';
import { hostEncoding } from '../../bastion/gateway/hostEncoding';
import { SessionActivity } from '../../bastion/gateway/sessionActivity';
import { TerminalSession } from '../../bastion/gateway/terminalSession';
import { AsciicastWriter } from '../../bastion/recording/asciicastWriter';
import type { SshCredential } from '../../bastion/ssh';
import type { Deps } from '../../deps';
import { AppError } from '../../errors/appError';
import type { AuthSession } from '../../http/handler';
import { VaultError } from '../../security/vaultError';
import { openAccountSecret } from '../accounts';
import { sessionLimitError, sessionOverLimit } from '../licence';
import { behaviorFor } from '../policies';
import { ProxyChainError, type ProxyHop, proxyNameOf, resolveProxyChain } from '../proxies';
import { judgeCommand } from './commandJudge';
import { auditFirstContact, learnHostKey, notePendingHostKey, recordedHostKey } from './hostKeys';
import { authorizeLogin } from './loginAccess';
import {
  insertAttempt,
  insertCommand,
  markEnded,
  markLoggedIn,
  markLoginFailed,
  sessionRow,
  toTerminalSession,
} from './sessionRows';
import { ownerActivity } from './sessionStanding';

export interface OpenContext {
  deps: Deps;
  session: AuthSession;
  lang: Lang;
  ip: string;
  userAgent: string;
}

type Body = Required<Pick<OpenSessionBody, 'assetId' | 'accountId'>> & { cols: number; rows: number };

const TERM = 'xterm-256color';

/**
 * POST /terminal/sessions: checks the caller's right to the asset and account, logs into the host with the
 * vault's credential (through the asset's proxy chain), records the attempt, and on success starts the live
 * session with its recording. The browser attaches the terminal socket next.
 */
export async function openTerminalSession(ctx: OpenContext, body: Body): Promise<TerminalSessionView> {
  const { deps, session } = ctx;
  const gateway = deps.terminals;
  if (!gateway.accepting) throw new AppError(ResponseCode.serviceUnavailable, 'unknownError');
  const { asset, account } = await authorizeLogin(deps, {
    userId: session.userId,
    assetId: body.assetId,
    accountId: body.accountId,
    sourceIp: ctx.ip,
  });

  const behavior = await behaviorFor(deps, { userId: session.userId, assetId: asset.id, accountId: account.id });

  const protocols = await deps.db
    .selectFrom('asset_protocols')
    .select(['protocol', 'port'])
    .where('asset_id', '=', asset.id)
    .execute();
  const chosen = protocols.find((p) => p.protocol === 'SSH') ?? protocols.find((p) => p.protocol === 'TELNET');
  if (!chosen) throw new AppError(ResponseCode.terminalNoProtocol, 'terminalNoProtocol');
  const connector = hostConnectorFor(chosen.protocol);
  if (!connector)
    throw new AppError(ResponseCode.terminalProtocolUnavailable, 'terminalProtocolUnavailable', {
      protocol: chosen.protocol,
    });

  const credential = credentialOf(deps, account);
  const user = await deps.db
    .selectFrom('users')
    .select(['user_name', 'nick_name'])
    .where('id', '=', session.userId)
    .executeTakeFirstOrThrow();
  const proxyName = await proxyNameOf(deps.db, asset.proxy_id);
  const endpoint = { address: asset.address, port: chosen.port };
  const sessionId = await insertAttempt(
    deps.db,
    {
      userId: session.userId,
      userName: user.user_name,
      nickName: user.nick_name,
      assetId: asset.id,
      assetName: asset.name,
      ...endpoint,
      protocol: chosen.protocol,
      accountId: account.id,
      accountName: account.account_name,
      proxyName,
      encoding: asset.encoding,
      clientIp: ctx.ip,
      userAgent: ctx.userAgent,
      nodeId: gateway.nodeId,
      cols: body.cols,
      rows: body.rows,
    },
    deps.now(),
  );
  const overLimit = await sessionOverLimit(deps, sessionId);
  if (overLimit !== null) {
    await markLoginFailed(deps.db, sessionId, 3, 'licenceLimit', deps.now());
    throw sessionLimitError(overLimit);
  }

  let jumpHosts: ProxyHop[] = [];
  if (asset.proxy_id !== null) {
    try {
      jumpHosts = await resolveProxyChain(deps, asset.proxy_id);
    } catch (error) {
      if (error instanceof ProxyChainError) await markLoginFailed(deps.db, sessionId, 3, 'proxyChain', deps.now());
      throw error;
    }
  }

  const knownHostKey = chosen.protocol === 'SSH' ? await recordedHostKey(deps.db, asset.id, endpoint) : null;
  const trustFirstContact = async (key: { fingerprint: string; algorithm: string }) => {
    if (!(await learnHostKey(deps.db, asset.id, endpoint, key, deps.now()))) return;
    const who = { userId: session.userId, userName: user.user_name, ip: ctx.ip, userAgent: ctx.userAgent };
    await auditFirstContact(deps.db, who, asset, endpoint, key, deps.now());
  };
  let login: HostLogin;
  try {
    login = await connector({
      host: asset.address,
      port: chosen.port,
      username: account.account_name,
      credential,
      knownHostKey,
      jumpHosts,
      terminal: { cols: body.cols, rows: body.rows, term: TERM },
    });
  } catch (error) {
    if (!(error instanceof HostLoginError)) {
      await markLoginFailed(deps.db, sessionId, 3, 'error', deps.now());
      throw error;
    }
    await markLoginFailed(deps.db, sessionId, error.loginResult, error.kind, deps.now());
    if (error.hostKeyChange && knownHostKey)
      await notePendingHostKey(deps.db, asset.id, error.hostKeyChange, deps.now());
    else if (error.hostKey && !knownHostKey) await trustFirstContact(error.hostKey);
    throw loginRefusal(error, ctx.lang, sessionId);
  }
  if (login.hostKey && !knownHostKey) await trustFirstContact(login.hostKey);

  const fileName = `${sessionId}.cast`;
  let recorder: AsciicastWriter;
  // Set once the session exists: a strict recording policy ends it when the recording cannot be written.
  let live: TerminalSession | undefined;
  try {
    recorder = await AsciicastWriter.open({
      directory: gateway.recordingsDir,
      fileName,
      width: body.cols,
      height: body.rows,
      title: `${account.account_name}@${asset.name}`,
      env: { TERM },
      onError: (error) => {
        deps.log.error({ err: error, sessionId }, 'terminal recording write failed');
        if (behavior.recordingStrict) void live?.end(SessionEndReason.recordingFailed);
      },
      ...(gateway.options.openRecordingFile ? { openFile: gateway.options.openRecordingFile } : {}),
    });
    // Even its header could not be written: a strictly recorded session does not start.
    if (recorder.failed && behavior.recordingStrict) {
      await recorder.close();
      throw new Error('the recording header could not be written');
    }
  } catch (error) {
    login.connection.close();
    deps.log.error({ err: error, sessionId }, 'terminal recording could not be created');
    await markLoginFailed(deps.db, sessionId, 1, 'recordingFailed', deps.now());
    throw new AppError(ResponseCode.terminalRecordingFailed, 'terminalRecordingFailed');
  }
  await markLoggedIn(deps.db, sessionId, fileName, behavior);

  live = new TerminalSession({
    id: sessionId,
    userId: session.userId,
    tokenHash: session.tokenHash,
    connection: login.connection,
    recorder,
    encoding: hostEncoding(asset.encoding),
    cols: body.cols,
    rows: body.rows,
    graceMs: gateway.graceMs,
    activity: new SessionActivity(() => deps.now().getTime()),
    log: deps.log,
    hooks: {
      judgeCommand: (line, lang) =>
        judgeCommand(deps, { sessionId, userId: session.userId, assetId: asset.id, accountId: account.id }, line, lang),
      commandSubmitted: (at, line, action) => insertCommand(deps.db, sessionId, at, line, action, deps.now()),
      ended: (end) => markEnded(deps.db, sessionId, end),
      ownerActive: ownerActivity(deps, session.tokenHash),
    },
  });
  gateway.add(live, recorder);
  // A write that failed while the session was being set up had no session to end yet.
  if (recorder.failed && behavior.recordingStrict) void live.end(SessionEndReason.recordingFailed);
  const row = await sessionRow(deps.db, sessionId);
  if (!row) throw new AppError(ResponseCode.terminalSessionNotFound, 'terminalSessionNotFound');
  return toTerminalSession(row, deps.now(), live.attached);
}

/** The stored credential opened for this login only; refusals name the problem, never the secret. */
export function credentialOf(
  deps: Pick<Deps, 'vault'>,
  account: { id: number; auth_kind: string; secret_sealed: string | null; passphrase_sealed: string | null },
): SshCredential {
  if (account.secret_sealed === null) throw new AppError(ResponseCode.terminalNoCredential, 'terminalNoCredential');
  try {
    const secret = openAccountSecret(deps.vault, account.id, 'secret', account.secret_sealed);
    if (account.auth_kind !== 'key') return { kind: 'password', password: secret };
    const passphrase = account.passphrase_sealed
      ? openAccountSecret(deps.vault, account.id, 'passphrase', account.passphrase_sealed)
      : undefined;
    return { kind: 'key', privateKey: secret, ...(passphrase ? { passphrase } : {}) };
  } catch (error) {
    if (error instanceof VaultError)
      throw new AppError(ResponseCode.terminalSecretUnreadable, 'terminalSecretUnreadable');
    throw error;
  }
}

const CREDENTIAL_REFUSED = new Set(['authRejected', 'methodNotAllowed', 'keyUnreadable']);

/** The coded reply of a failed login: changed host key, refused credential, or the host not reached. */
function loginRefusal(error: HostLoginError, lang: Lang, sessionId: number): AppError {
  const code =
    error.kind === 'hostKeyChanged'
      ? ResponseCode.sshHostKeyChanged
      : CREDENTIAL_REFUSED.has(error.kind)
        ? ResponseCode.terminalCredentialRefused
        : ResponseCode.sshConnectFailed;
  return new AppError(
    code,
    'terminalLoginFailed',
    { reason: error.describe(lang) },
    { data: { sessionId, loginResult: error.loginResult, failureReason: error.kind } },
  );
}
