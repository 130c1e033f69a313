import type { WebSession } from '../../../shared/api/webAssets';
import { ResponseCode } from '../../../shared/codes';
import type { Lang } from '../../../shared/messages';
import { SessionActivity } from '../../bastion/gateway/sessionActivity';
import { formLogin } from '../../bastion/web/formLogin';
import { upstreamAgent } from '../../bastion/web/upstreamAgent';
import { watermarkScript } from '../../bastion/web/watermarkScript';
import { LAUNCH_PATH } from '../../bastion/web/webProxy';
import { LAUNCH_TTL_MS } from '../../bastion/web/webSessionRegistry';
import type { Deps } from '../../deps';
import { AppError } from '../../errors/appError';
import type { AuthSession } from '../../http/handler';
import { sessionLimitError, sessionOverLimit } from '../licence';
import { behaviorFor } from '../policies';
import { ProxyChainError, type ProxyHop, proxyNameOf, resolveProxyChain } from '../proxies';
import { loadWatermark } from '../settings';
import { authorizeLogin, credentialOf, insertAttempt, markLoginFailed } from '../terminal';
import { publishingOf } from './publishing';
import { markWebEnded, recordRequest, standingOf } from './webRuntime';

export interface WebOpenContext {
  deps: Deps;
  session: AuthSession;
  lang: Lang;
  ip: string;
  userAgent: string;
  /** The console's Host header and scheme as the browser reached it: the asset's origin sits beside it. */
  consoleHost: string;
  scheme: 'http' | 'https';
}

/**
 * POST /web/sessions: the web terminal's checks (authorizeLogin: grant and licence, department rights, login policies
 * and approvals), the publishing of the asset (publishing.ts), a session row with protocol HTTP or HTTPS, the form
 * login when the recipe has one, and a live session on this node with a one-time launch URL on the asset's origin.
 */
export async function openWebSession(
  ctx: WebOpenContext,
  body: { assetId: number; accountId: number },
): Promise<WebSession> {
  const { deps, session } = ctx;
  if (!deps.webSessions.accepting) throw new AppError(ResponseCode.serviceUnavailable, 'unknownError');
  const { asset, account } = await authorizeLogin(deps, {
    userId: session.userId,
    assetId: body.assetId,
    accountId: body.accountId,
    sourceIp: ctx.ip,
  });
  const protocols = await deps.db
    .selectFrom('asset_protocols')
    .select('protocol')
    .where('asset_id', '=', asset.id)
    .execute();
  const publishing = await publishingOf(deps.db, asset, protocols);
  const credential = credentialOf(deps, account);
  if (credential.kind !== 'password') throw new AppError(ResponseCode.webPasswordOnly, 'webPasswordOnly');
  const behavior = await behaviorFor(deps, { userId: session.userId, assetId: asset.id, accountId: account.id });
  const user = await deps.db
    .selectFrom('users')
    .select(['user_name', 'nick_name', 'phonenumber', 'email'])
    .where('id', '=', session.userId)
    .executeTakeFirstOrThrow();
  const port = Number(publishing.origin.port || (publishing.protocol === 'HTTPS' ? 443 : 80));
  const sessionId = await insertAttempt(
    deps.db,
    {
      userId: session.userId,
      userName: user.user_name,
      nickName: user.nick_name,
      assetId: asset.id,
      assetName: asset.name,
      address: asset.address,
      port,
      protocol: publishing.protocol,
      accountId: account.id,
      accountName: account.account_name,
      proxyName: await proxyNameOf(deps.db, publishing.networkProxyId),
      encoding: asset.encoding,
      clientIp: ctx.ip,
      userAgent: ctx.userAgent,
      nodeId: deps.webSessions.nodeId,
      cols: 0,
      rows: 0,
    },
    deps.now(),
  );
  const overLimit = await sessionOverLimit(deps, sessionId);
  if (overLimit !== null) {
    await markLoginFailed(deps.db, sessionId, 3, 'licenceLimit', deps.now());
    throw sessionLimitError(overLimit);
  }
  let jumpHosts: ProxyHop[] = [];
  if (publishing.networkProxyId !== null) {
    try {
      jumpHosts = await resolveProxyChain(deps, publishing.networkProxyId);
    } catch (error) {
      if (error instanceof ProxyChainError) await markLoginFailed(deps.db, sessionId, 3, 'proxyChain', deps.now());
      throw error;
    }
  }
  const agent = upstreamAgent(publishing.origin, jumpHosts, publishing.upstreamCa);
  const target = { origin: publishing.origin.origin, host: publishing.hostHeader || publishing.origin.host };
  let loginCookies: string[] = [];
  if (publishing.loginMode === 'form') {
    const result = await formLogin(target, agent, publishing, {
      username: account.account_name,
      password: credential.password,
    });
    if (result.kind !== 'ok') {
      agent.destroy();
      const refused = result.kind === 'refused';
      await markLoginFailed(deps.db, sessionId, refused ? 2 : 3, refused ? 'authRejected' : 'unreachable', deps.now());
      throw refused
        ? new AppError(
            ResponseCode.webCredentialRefused,
            'webCredentialRefused',
            { status: result.status },
            { data: { sessionId } },
          )
        : new AppError(
            ResponseCode.webUpstreamFailed,
            'webUpstreamFailed',
            { error: result.error },
            { data: { sessionId } },
          );
    }
    loginCookies = result.cookies;
  }
  await deps.db
    .updateTable('terminal_sessions')
    .set({ login_result: 1, behavior: JSON.stringify(behavior) })
    .where('id', '=', sessionId)
    .execute();

  const basic = Buffer.from(`${account.account_name}:${credential.password}`).toString('base64');
  const { launchToken } = deps.webSessions.add(
    {
      id: sessionId,
      userId: session.userId,
      tokenHash: session.tokenHash,
      assetId: asset.id,
      accountId: account.id,
      sourceIp: ctx.ip,
      target,
      agent,
      authorization: publishing.loginMode === 'basic' ? `Basic ${basic}` : null,
      startPath: publishing.startPath,
      loginCookies,
      watermark: watermarkScript(await loadWatermark(deps.db), {
        userName: user.user_name,
        nickName: user.nick_name,
        phonenumber: user.phonenumber,
        email: user.email,
      }),
      activity: new SessionActivity(() => deps.now().getTime()),
      standing: () => standingOf(deps, sessionId),
      record: (entry) => recordRequest(deps, sessionId, session.tokenHash, entry),
      ended: (reason) => markWebEnded(deps, sessionId, reason),
    },
    deps.now().getTime(),
  );
  const started = await deps.db
    .selectFrom('terminal_sessions')
    .select('started_at')
    .where('id', '=', sessionId)
    .executeTakeFirstOrThrow();
  const origin = deps.webSessions.hosts.originOf(asset.id, ctx.consoleHost, ctx.scheme);
  return {
    sessionId,
    protocol: publishing.protocol,
    assetId: asset.id,
    assetName: asset.name,
    accountId: account.id,
    accountName: account.account_name,
    origin,
    launchUrl: `${origin}${LAUNCH_PATH}?t=${launchToken}`,
    launchExpiresSeconds: LAUNCH_TTL_MS / 1000,
    startTime: started.started_at,
  };
}
