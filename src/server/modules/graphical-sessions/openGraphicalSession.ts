import type { GraphicalSession as GraphicalSessionView } from '../../../shared/api/graphicalSessions';
import { ResponseCode } from '../../../shared/codes';
import { SessionEndReason } from '../../../shared/protocol/terminal';
import { SessionActivity } from '../../bastion/gateway/sessionActivity';
import { DesktopLoginError, DesktopProcesses } from '../../bastion/graphical/desktopProcesses';
import { GraphicalSession } from '../../bastion/graphical/graphicalSession';
import { RfbRecordingWriter } from '../../bastion/graphical/recording';
import type { Deps } from '../../deps';
import { AppError } from '../../errors/appError';
import type { AuthSession } from '../../http/handler';
import { sessionLimitError, sessionOverLimit } from '../licence';
import { behaviorFor } from '../policies';
import { proxyNameOf } from '../proxies';
import { authorizeLogin, credentialOf, insertAttempt, markLoginFailed } from '../terminal';
import { clipboardRules, sessionClipboardPolicy } from './clipboardPolicy';
import { DesktopCertificateRefusal, pinnedDesktopCertificate } from './desktopCertificate';
import { markGraphicalEnded, markGraphicalLoggedIn } from './graphicalRows';
import { ownerActivity } from './standing';

export interface GraphicalOpenContext {
  deps: Deps;
  session: AuthSession;
  ip: string;
  userAgent: string;
}

export interface GraphicalOpenBody {
  assetId: number;
  accountId: number;
  width: number;
  height: number;
  keyboardLayout: string;
}

/**
 * POST /graphical/sessions (docs/rdp.md): the web terminal's login checks (authorizeLogin: authorisation, account,
 * login policies and approvals), the behaviour policies, the node's cap and the licence, then the desktop's
 * processes log in with the vault's password. The attempt is a session row with protocol RDP or VNC; a refused credential
 * finishes it with login result 2 and answers graphicalCredentialRefused.
 */
export async function openGraphicalSession(
  ctx: GraphicalOpenContext,
  body: GraphicalOpenBody,
): Promise<GraphicalSessionView> {
  const { deps, session } = ctx;
  const gateway = deps.graphical;
  if (!gateway.accepting) throw new AppError(ResponseCode.serviceUnavailable, 'unknownError');
  const { asset, account } = await authorizeLogin(deps, {
    userId: session.userId,
    assetId: body.assetId,
    accountId: body.accountId,
    sourceIp: ctx.ip,
  });
  const behavior = await behaviorFor(deps, { userId: session.userId, assetId: asset.id, accountId: account.id });
  const chosen = await deps.db
    .selectFrom('asset_protocols')
    .select(['protocol', 'port'])
    .where('asset_id', '=', asset.id)
    .where('protocol', 'in', ['RDP', 'VNC'])
    .orderBy('protocol')
    .executeTakeFirst();
  if (!chosen) throw new AppError(ResponseCode.graphicalNoProtocol, 'graphicalNoProtocol');
  // An asset with both opens over RDP (first in order); a VNC asset runs TigerVNC's viewer (docs/rdp.md, "VNC assets").
  const protocol = chosen.protocol === 'VNC' ? 'VNC' : 'RDP';
  // The transfer drive exists when a direction may be used at all (outright or held for approval); each transfer is
  // checked again when made.
  const redirectsDrive =
    behavior.upload || behavior.download || behavior.held.includes('upload') || behavior.held.includes('download');
  const credential = credentialOf(deps, account);
  if (credential.kind !== 'password') throw new AppError(ResponseCode.graphicalPasswordOnly, 'graphicalPasswordOnly');
  if (!gateway.reserve())
    throw new AppError(ResponseCode.graphicalSessionCap, 'graphicalSessionCap', { limit: gateway.options.maxSessions });
  let reserved = true;
  const giveBack = () => {
    if (reserved) gateway.release();
    reserved = false;
  };
  try {
    const user = await deps.db
      .selectFrom('users')
      .select(['user_name', 'nick_name'])
      .where('id', '=', session.userId)
      .executeTakeFirstOrThrow();
    const now = deps.now();
    const sessionId = await insertAttempt(
      deps.db,
      {
        userId: session.userId,
        userName: user.user_name,
        nickName: user.nick_name,
        assetId: asset.id,
        assetName: asset.name,
        address: asset.address,
        port: chosen.port,
        protocol,
        accountId: account.id,
        accountName: account.account_name,
        proxyName: await proxyNameOf(deps.db, asset.proxy_id),
        encoding: asset.encoding,
        clientIp: ctx.ip,
        userAgent: ctx.userAgent,
        nodeId: gateway.nodeId,
        cols: body.width,
        rows: body.height,
      },
      now,
    );
    const failed = (result: 2 | 3, reason: string) => markLoginFailed(deps.db, sessionId, result, reason, deps.now());
    const overLimit = await sessionOverLimit(deps, sessionId);
    if (overLimit !== null) {
      await failed(3, 'licenceLimit');
      throw sessionLimitError(overLimit);
    }
    if (asset.proxy_id !== null) {
      // The desktop's client connects from this node directly; proxy chains carry SSH and databases only so far.
      await failed(3, 'proxyChain');
      throw new AppError(ResponseCode.graphicalConnectFailed, 'graphicalConnectFailed', {
        detail: 'network proxy chains are not supported for RDP',
      });
    }

    let certificateFingerprint: string | null = null;
    if (protocol === 'RDP') {
      try {
        certificateFingerprint = await pinnedDesktopCertificate(
          deps,
          { userId: session.userId, userName: user.user_name, ip: ctx.ip, userAgent: ctx.userAgent },
          asset,
          { address: asset.address, port: chosen.port },
        );
      } catch (error) {
        if (!(error instanceof DesktopCertificateRefusal)) throw error;
        await failed(3, error.reason);
        const { code, messageKey, params } = error.error;
        throw new AppError(code, messageKey, params, {
          data: { sessionId, loginResult: 3, failureReason: error.reason },
        });
      }
    }

    let desktop: DesktopProcesses;
    try {
      desktop = await DesktopProcesses.start({
        certificateFingerprint,
        runDir: gateway.runDir,
        protocol,
        host: asset.address,
        port: chosen.port,
        username: account.account_name,
        password: credential.password,
        width: body.width,
        height: body.height,
        keyboardLayout: body.keyboardLayout,
        // Held directions need the channel too: the text waits at the bastion, not at its source.
        clipboardCopy: clipboardRules(behavior).copy !== 'deny',
        clipboardPaste: clipboardRules(behavior).paste !== 'deny',
        redirectDrive: redirectsDrive,
        loginSettleMs: gateway.options.loginSettleMs,
      });
    } catch (error) {
      if (!(error instanceof DesktopLoginError)) {
        deps.log.error({ err: error, sessionId }, 'graphical session processes could not be started');
        await failed(3, 'error');
        throw new AppError(ResponseCode.graphicalUnavailable, 'graphicalUnavailable', {}, { data: { sessionId } });
      }
      deps.log.info({ sessionId, kind: error.kind, exitCode: error.exitCode }, 'remote desktop login failed');
      await failed(error.loginResult, error.kind);
      throw error.kind === 'authRejected'
        ? new AppError(
            ResponseCode.graphicalCredentialRefused,
            'graphicalCredentialRefused',
            {},
            { data: { sessionId, loginResult: 2, failureReason: error.kind } },
          )
        : new AppError(
            ResponseCode.graphicalConnectFailed,
            'graphicalConnectFailed',
            { detail: `${asset.address}:${chosen.port}` },
            { data: { sessionId, loginResult: 3, failureReason: error.kind, exitCode: error.exitCode } },
          );
    }

    const fileName = `${sessionId}.rfb`;
    let live: GraphicalSession | undefined;
    let recorder: RfbRecordingWriter;
    try {
      recorder = await RfbRecordingWriter.open({
        directory: gateway.recordingsDir,
        fileName,
        sessionId,
        protocol,
        width: desktop.width,
        height: desktop.height,
        onError: (error) => {
          deps.log.error({ err: error, sessionId }, 'graphical recording write failed');
          if (behavior.recordingStrict) void live?.end(SessionEndReason.recordingFailed);
        },
      });
      if (recorder.failed && behavior.recordingStrict) {
        await recorder.close();
        throw new Error('the recording header could not be written');
      }
    } catch (error) {
      await desktop.stop();
      deps.log.error({ err: error, sessionId }, 'graphical recording could not be created');
      await failed(3, 'recordingFailed');
      throw new AppError(ResponseCode.terminalRecordingFailed, 'terminalRecordingFailed');
    }
    await markGraphicalLoggedIn(deps.db, sessionId, fileName, behavior);
    live = new GraphicalSession({
      id: sessionId,
      userId: session.userId,
      tokenHash: session.tokenHash,
      name: `${account.account_name}@${asset.name}`,
      width: desktop.width,
      height: desktop.height,
      desktop,
      recorder,
      clipboardPaste: behavior.clipboardPaste,
      clipboard: sessionClipboardPolicy(
        deps,
        behavior,
        {
          sessionId,
          userId: session.userId,
          userName: user.user_name,
          assetId: asset.id,
          assetName: asset.name,
          accountName: account.account_name,
        },
        now,
      ),
      graceMs: gateway.graceMs,
      activity: new SessionActivity(() => deps.now().getTime()),
      log: deps.log,
      hooks: {
        ownerActive: ownerActivity(deps, session.tokenHash),
        ended: (end) => markGraphicalEnded(deps.db, sessionId, end),
      },
    });
    reserved = false;
    gateway.add(live);
    return {
      sessionId,
      protocol,
      assetId: asset.id,
      assetName: asset.name,
      accountId: account.id,
      accountName: account.account_name,
      width: desktop.width,
      height: desktop.height,
      keyboardLayout: body.keyboardLayout,
      startTime: now.toISOString(),
      clipboardCopy: behavior.clipboardCopy,
      clipboardPaste: behavior.clipboardPaste,
      upload: behavior.upload,
      download: behavior.download,
      held: behavior.held,
    };
  } finally {
    giveBack();
  }
}
