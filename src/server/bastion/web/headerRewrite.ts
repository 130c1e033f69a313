import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';

/** Headers of one connection, never forwarded (RFC 9110 §7.6.1), plus the proxy's own. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

export interface UpstreamTarget {
  /** `http://10.0.0.5:8080`: scheme, host and port of the web application. */
  origin: string;
  /** The Host header sent upstream. */
  host: string;
}

export interface RequestRewrite {
  target: UpstreamTarget;
  /** The asset's origin on the bastion, e.g. `http://asset-12.localhost:8080`. */
  assetOrigin: string;
  /** The bastion's own cookie, never forwarded. */
  cookieName: string;
  /** `Basic …` when the account's credential is injected as HTTP basic; the browser's own is then dropped. */
  authorization: string | null;
  clientIp: string;
  /** Keep Connection/Upgrade (a WebSocket handshake). */
  upgrade: boolean;
}

/** The browser's request headers as the web application should see them. */
export function upstreamRequestHeaders(headers: IncomingHttpHeaders, rewrite: RequestRewrite): OutgoingHttpHeaders {
  const out: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || name === 'host' || name === 'cookie' || name.startsWith('x-forwarded-')) continue;
    if (HOP_BY_HOP.has(name) && !(rewrite.upgrade && (name === 'connection' || name === 'upgrade'))) continue;
    if (name === 'authorization' && rewrite.authorization !== null) continue;
    if (name === 'origin' || name === 'referer')
      out[name] = swapOrigin(String(value), rewrite.assetOrigin, rewrite.target.origin);
    else out[name] = value;
  }
  const cookie = withoutCookie(headers.cookie, rewrite.cookieName);
  if (cookie) out.cookie = cookie;
  if (rewrite.authorization !== null) out.authorization = rewrite.authorization;
  out.host = rewrite.target.host;
  out['x-forwarded-for'] = rewrite.clientIp;
  out['x-forwarded-proto'] = new URL(rewrite.assetOrigin).protocol.slice(0, -1);
  out['x-forwarded-host'] = new URL(rewrite.assetOrigin).host;
  return out;
}

export interface ResponseRewrite {
  target: UpstreamTarget;
  assetOrigin: string;
  /** Drop WWW-Authenticate: the bastion answers basic auth itself, the browser must not ask the user. */
  hideAuthenticate: boolean;
}

/** The web application's response headers as the browser should see them, on the asset's origin. */
export function browserResponseHeaders(headers: IncomingHttpHeaders, rewrite: ResponseRewrite): OutgoingHttpHeaders {
  const out: OutgoingHttpHeaders = {};
  const secure = rewrite.assetOrigin.startsWith('https:');
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || HOP_BY_HOP.has(name)) continue;
    if (name === 'www-authenticate' && rewrite.hideAuthenticate) continue;
    if (name === 'location' || name === 'content-location')
      out[name] = swapOrigin(
        swapOrigin(String(value), rewrite.target.origin, rewrite.assetOrigin),
        namedOrigin(rewrite.target),
        rewrite.assetOrigin,
      );
    else if (name === 'set-cookie')
      out[name] = (Array.isArray(value) ? value : [value]).map((cookie) => rewriteSetCookie(cookie, secure));
    else out[name] = value;
  }
  return out;
}

/** The origin the web application believes it has when the recipe sends another Host header (its own redirects use it). */
function namedOrigin(target: UpstreamTarget): string {
  return `${new URL(target.origin).protocol}//${target.host}`;
}

/** An absolute URL on `from`'s origin moved to `to`; anything else (relative, another site) unchanged. */
export function swapOrigin(value: string, from: string, to: string): string {
  if (value === from) return to;
  if (value.startsWith(`${from}/`) || value.startsWith(`${from}?`) || value.startsWith(`${from}#`))
    return to + value.slice(from.length);
  return value;
}

/**
 * A cookie of the web application, kept by the browser for the asset's origin: its Domain dropped (a host-only
 * cookie of the asset's origin); on a plain-http origin Secure is dropped and SameSite=None, which needs Secure,
 * becomes Lax.
 */
export function rewriteSetCookie(cookie: string, secureOrigin: boolean): string {
  const [pair = '', ...attributes] = cookie.split(';');
  const kept: string[] = [];
  for (const raw of attributes) {
    const attribute = raw.trim();
    const name = attribute.split('=')[0]?.toLowerCase() ?? '';
    if (name === 'domain') continue;
    if (!secureOrigin && name === 'secure') continue;
    if (!secureOrigin && name === 'samesite' && /none/i.test(attribute)) {
      kept.push('SameSite=Lax');
      continue;
    }
    if (attribute !== '') kept.push(attribute);
  }
  return [pair.trim(), ...kept].join('; ');
}

/** The Cookie header without the bastion's own cookie. */
export function withoutCookie(header: string | undefined, name: string): string {
  if (!header) return '';
  return header
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part !== '' && part.split('=')[0] !== name)
    .join('; ');
}

/** One cookie's value from a Cookie header. */
export function cookieValue(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return null;
}

/**
 * Where a browser's request goes upstream: always the web application's own scheme, host and port, with the path as
 * the browser sent it. Only an origin-form target (`/path?query`) is relayed, so no request line can send the
 * request, with the injected credential, to another host: `//other.host/x` stays a path on the web application,
 * and an absolute URL or `*` is refused (null).
 */
export function upstreamLocation(
  origin: string,
  path: string,
): { protocol: string; hostname: string; port: number; path: string } | null {
  if (!path.startsWith('/')) return null;
  const url = new URL(origin);
  const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  return { protocol: url.protocol, hostname: url.hostname.replace(/^\[(.*)\]$/, '$1'), port, path };
}
