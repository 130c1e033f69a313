import { randomBytes } from 'node:crypto';
import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import type { AssetHosts } from './assetHost';
import { allowNonce } from './contentSecurity';
import { endReasonText } from './endReasonText';
import {
  browserResponseHeaders,
  cookieValue,
  rewriteSetCookie,
  upstreamLocation,
  upstreamRequestHeaders,
} from './headerRewrite';
import { langOfHeader, sendRefusal } from './refusalPage';
import { injectScript } from './watermarkScript';
import type { LiveWebSession } from './webSession';
import type { WebSessionRegistry } from './webSessionRegistry';

/** The launch path on every asset origin; everything else goes to the web application. */
export const LAUNCH_PATH = '/__gatehouse/launch';
/** HTML larger than this is passed on as it comes, without the watermark (the bastion does not hold big bodies). */
const HTML_MAX_BYTES = 8 * 1024 * 1024;
const URL_LOG_MAX = 2048;

export interface WebProxyContext {
  registry: WebSessionRegistry;
  hosts: AssetHosts;
  cookieName: string;
  /** The standing is asked again when older than this (docs/web-assets.md; tests use 0). */
  standingCheckMs: number;
  nowMs: () => number;
  /** The client's address as the console sees it (X-Forwarded-For only behind a trusted proxy). */
  clientIp: (req: IncomingMessage) => string;
  /** Whether the browser reached the bastion over TLS (directly or, behind a trusted proxy, X-Forwarded-Proto). */
  isSecure: (req: IncomingMessage) => boolean;
  onError: (error: unknown, sessionId: number | null) => void;
}

/** One browser request on an asset's origin: the launch exchange, or a request relayed to the web application. */
export async function handleAssetRequest(
  ctx: WebProxyContext,
  assetId: number,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const lang = langOfHeader(req.headers['accept-language']);
  const url = req.url ?? '/';
  if (url.startsWith(`${LAUNCH_PATH}?`) || url === LAUNCH_PATH) {
    launch(ctx, assetId, req, res);
    return;
  }
  const session = await sessionFor(ctx, assetId, req, res, lang);
  if (!session) return;
  session.init.activity.touch();
  relay(ctx, session, req, res);
}

/** The session the request's cookie holds, standing and of this asset; otherwise the refusal is sent and null. */
export async function sessionFor(
  ctx: WebProxyContext,
  assetId: number,
  req: IncomingMessage,
  res: ServerResponse | null,
  lang: ReturnType<typeof langOfHeader>,
): Promise<LiveWebSession | null> {
  const cookie = cookieValue(req.headers.cookie, ctx.cookieName);
  const session = cookie ? ctx.registry.byCookie(cookie) : undefined;
  if (!session || session.init.assetId !== assetId) {
    if (res) sendRefusal(res, 401, lang, 'webPageNoSession');
    return null;
  }
  if (await session.stillStanding(ctx.nowMs(), ctx.standingCheckMs)) return session;
  if (res) sendRefusal(res, 403, lang, 'webPageEnded', { reason: endReasonText(session.endReason, lang) });
  return null;
}

function launch(ctx: WebProxyContext, assetId: number, req: IncomingMessage, res: ServerResponse): void {
  const lang = langOfHeader(req.headers['accept-language']);
  const token = new URL(req.url ?? '/', 'http://launch').searchParams.get('t') ?? '';
  const exchanged = token ? ctx.registry.exchange(token, assetId, ctx.nowMs()) : null;
  if (!exchanged) {
    sendRefusal(res, 403, lang, 'webPageLaunchInvalid');
    return;
  }
  const { session, cookie } = exchanged;
  const secure = ctx.isSecure(req);
  const own = `${ctx.cookieName}=${cookie}; Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
  res.writeHead(302, {
    location: session.init.startPath,
    'set-cookie': [own, ...session.init.loginCookies.map((line) => rewriteSetCookie(line, secure))],
    'cache-control': 'no-store',
    'referrer-policy': 'no-referrer',
    'content-length': 0,
  });
  res.end();
}

/** The request to the web application and its answer back, streamed; HTML gets the watermark. */
function relay(ctx: WebProxyContext, session: LiveWebSession, req: IncomingMessage, res: ServerResponse): void {
  const started = ctx.nowMs();
  const at = new Date(started);
  const { init } = session;
  const assetOrigin = `${ctx.isSecure(req) ? 'https' : 'http'}://${req.headers.host ?? ''}`;
  const method = req.method ?? 'GET';
  const path = req.url ?? '/';
  let bytes = 0;
  let status = 0;
  let recorded = false;
  const record = () => {
    if (recorded) return;
    recorded = true;
    init.record({ at, method, url: path.slice(0, URL_LOG_MAX), status, bytes, durationMs: ctx.nowMs() - started });
  };
  res.once('close', record);

  const isHttps = init.target.origin.startsWith('https:');
  const upstream = upstreamLocation(init.target.origin, path);
  if (!upstream) {
    status = 400;
    sendRefusal(res, 400, langOfHeader(req.headers['accept-language']), 'webPageBadRequest');
    return;
  }
  const outgoing = (isHttps ? httpsRequest : httpRequest)({
    ...upstream,
    method,
    agent: init.agent,
    headers: upstreamRequestHeaders(req.headers, {
      target: init.target,
      assetOrigin,
      cookieName: ctx.cookieName,
      authorization: init.authorization,
      clientIp: ctx.clientIp(req),
      upgrade: false,
    }),
  });
  outgoing.on('response', (answer) => {
    status = answer.statusCode ?? 502;
    answer.on('error', () => res.destroy());
    const headers = browserResponseHeaders(answer.headers, {
      target: init.target,
      assetOrigin,
      hideAuthenticate: init.authorization !== null,
    });
    const type = String(answer.headers['content-type'] ?? '');
    const hasBody = method !== 'HEAD' && status !== 204 && status !== 304;
    if (init.watermark !== null && hasBody && /^text\/html/i.test(type)) {
      sendHtml(init.watermark, answer, headers, res, (sent) => {
        bytes = sent;
      }).catch((error: unknown) => {
        ctx.onError(error, init.id);
        res.destroy();
      });
      return;
    }
    res.writeHead(status, headers);
    answer.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
    });
    answer.pipe(res);
  });
  // A peer that drops mid-body ends this exchange only: a stream's unheard 'error' would stop the whole server.
  req.on('error', () => outgoing.destroy());
  res.on('error', () => outgoing.destroy());
  outgoing.on('error', (error) => {
    status = 502;
    ctx.onError(error, init.id);
    sendRefusal(res, 502, langOfHeader(req.headers['accept-language']), 'webPageUpstreamFailed', {
      error: error.message,
    });
  });
  res.once('close', () => {
    if (!res.writableFinished) outgoing.destroy();
  });
  req.pipe(outgoing);
}

/** Reads the page (decompressed), adds the watermark script with a fresh nonce, adjusts the CSP, sends it whole. */
async function sendHtml(
  script: string,
  answer: IncomingMessage,
  headers: ReturnType<typeof browserResponseHeaders>,
  res: ServerResponse,
  sent: (bytes: number) => void,
): Promise<void> {
  const encoding = String(answer.headers['content-encoding'] ?? 'identity').toLowerCase();
  const decoder = decoderFor(encoding);
  if (decoder === undefined) {
    res.writeHead(answer.statusCode ?? 200, headers);
    answer.pipe(res);
    return;
  }
  if (decoder) answer.on('error', (error) => decoder.destroy(error));
  const source: Readable = decoder ? answer.pipe(decoder) : answer;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of source) {
    size += (chunk as Buffer).length;
    if (size > HTML_MAX_BYTES) throw new Error('HTML page too large to watermark');
    chunks.push(chunk as Buffer);
  }
  const nonce = randomBytes(16).toString('base64');
  const html = injectScript(Buffer.concat(chunks).toString('utf8'), script, nonce);
  const body = Buffer.from(html, 'utf8');
  const out = { ...headers };
  delete out['content-encoding'];
  delete out['content-length'];
  delete out.etag;
  for (const name of ['content-security-policy', 'content-security-policy-report-only'] as const) {
    const policy = out[name];
    if (policy !== undefined)
      out[name] = (Array.isArray(policy) ? policy : [String(policy)]).map((item) => allowNonce(item, nonce)).join(', ');
  }
  out['content-length'] = body.length;
  res.writeHead(answer.statusCode ?? 200, out);
  res.end(body);
  sent(body.length);
}

/** null: not compressed; undefined: an encoding the bastion cannot read (passed on untouched). */
function decoderFor(encoding: string) {
  if (encoding === 'identity' || encoding === '') return null;
  if (encoding === 'gzip' || encoding === 'x-gzip') return createGunzip();
  if (encoding === 'deflate') return createInflate();
  if (encoding === 'br') return createBrotliDecompress();
  return undefined;
}
