import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { Duplex } from 'node:stream';
import { upstreamLocation, upstreamRequestHeaders } from './headerRewrite';
import { langOfHeader } from './refusalPage';
import { sessionFor, type WebProxyContext } from './webProxy';

/**
 * A WebSocket (or any Upgrade) on an asset's origin: the same cookie and standing checks as a request, then the
 * handshake goes to the web application with the account's credential and both streams are joined byte for byte.
 * The socket closes with the session. Recorded as one request (status 101, the bytes are not counted).
 */
export async function handleAssetUpgrade(
  ctx: WebProxyContext,
  assetId: number,
  req: IncomingMessage,
  socket: Duplex,
  head: Buffer,
): Promise<void> {
  socket.on('error', () => socket.destroy());
  const session = await sessionFor(ctx, assetId, req, null, langOfHeader(req.headers['accept-language']));
  if (!session) {
    socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
    return;
  }
  const { init } = session;
  session.init.activity.touch();
  const started = ctx.nowMs();
  const path = req.url ?? '/';
  const record = (status: number) =>
    init.record({
      at: new Date(started),
      method: req.method ?? 'GET',
      url: path.slice(0, 2048),
      status,
      bytes: 0,
      durationMs: ctx.nowMs() - started,
    });
  const assetOrigin = `${ctx.isSecure(req) ? 'https' : 'http'}://${req.headers.host ?? ''}`;
  const isHttps = init.target.origin.startsWith('https:');
  const upstream = upstreamLocation(init.target.origin, path);
  if (!upstream) {
    record(400);
    socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
    return;
  }
  const outgoing = (isHttps ? httpsRequest : httpRequest)({
    ...upstream,
    method: req.method ?? 'GET',
    agent: init.agent,
    headers: upstreamRequestHeaders(req.headers, {
      target: init.target,
      assetOrigin,
      cookieName: ctx.cookieName,
      authorization: init.authorization,
      clientIp: ctx.clientIp(req),
      upgrade: true,
    }),
  });
  outgoing.on('upgrade', (answer, upstream, upstreamHead) => {
    const lines = [`HTTP/1.1 ${answer.statusCode ?? 101} ${answer.statusMessage ?? 'Switching Protocols'}`];
    for (let i = 0; i < answer.rawHeaders.length; i += 2)
      lines.push(`${answer.rawHeaders[i]}: ${answer.rawHeaders[i + 1]}`);
    socket.write(`${lines.join('\r\n')}\r\n\r\n`);
    if (upstreamHead.length > 0) socket.write(upstreamHead);
    if (head.length > 0) upstream.write(head);
    upstream.on('error', () => socket.destroy());
    socket.on('close', () => upstream.destroy());
    upstream.on('close', () => socket.destroy());
    upstream.pipe(socket);
    socket.pipe(upstream);
    session.track(socket);
    record(answer.statusCode ?? 101);
  });
  outgoing.on('response', (answer) => {
    record(answer.statusCode ?? 502);
    socket.end(
      `HTTP/1.1 ${answer.statusCode ?? 502} ${answer.statusMessage ?? ''}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`,
    );
    answer.resume();
  });
  outgoing.on('error', (error) => {
    ctx.onError(error, init.id);
    record(502);
    socket.end('HTTP/1.1 502 Bad Gateway\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
  });
  outgoing.end();
}
