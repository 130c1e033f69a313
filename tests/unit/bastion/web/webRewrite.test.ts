import { describe, expect, it } from 'vitest';
import { AssetHosts } from '../../../../src/server/bastion/web/assetHost';
import { allowNonce } from '../../../../src/server/bastion/web/contentSecurity';
import {
  browserResponseHeaders,
  cookieValue,
  rewriteSetCookie,
  swapOrigin,
  upstreamLocation,
  upstreamRequestHeaders,
} from '../../../../src/server/bastion/web/headerRewrite';
import { injectScript } from '../../../../src/server/bastion/web/watermarkScript';
import { parseExtraFields } from '../../../../src/shared/api/webPublishing';

/** The pure parts of web asset publishing (docs/web-assets.md): names, headers, cookies, CSP, script injection. */
describe('asset origins', () => {
  it('derives the origin from the console host, localhost for an address, and recognises only its own pattern', () => {
    const hosts = new AssetHosts({ prefix: 'asset-', baseDomain: null });
    expect(hosts.originOf(12, '127.0.0.1:8080', 'http')).toBe('http://asset-12.localhost:8080');
    expect(hosts.originOf(12, 'Gate.Example.com', 'https')).toBe('https://asset-12.gate.example.com');
    expect(hosts.assetIdOf('asset-12.localhost:8080')).toBe(12);
    expect(hosts.assetIdOf('ASSET-7.gate.example.com')).toBe(7);
    expect(hosts.assetIdOf('localhost:8080')).toBeNull();
    expect(hosts.assetIdOf('asset-x.localhost')).toBeNull();
    expect(hosts.assetIdOf(undefined)).toBeNull();
  });

  it('with a base domain, only that domain counts', () => {
    const hosts = new AssetHosts({ prefix: 'app', baseDomain: 'gate.example.com' });
    expect(hosts.originOf(3, '10.0.0.1:443', 'https')).toBe('https://app3.gate.example.com:443');
    expect(hosts.assetIdOf('app3.gate.example.com')).toBe(3);
    expect(hosts.assetIdOf('app3.evil.example.com')).toBeNull();
  });
});

describe('headers', () => {
  const target = { origin: 'http://10.0.0.5:8080', host: 'intranet.local' };
  const assetOrigin = 'http://asset-1.localhost:8080';

  it('drops the bastion cookie, hop-by-hop and forwarded headers, injects basic, moves Origin and Referer', () => {
    const out = upstreamRequestHeaders(
      {
        host: 'asset-1.localhost:8080',
        cookie: 'a=1; gatehouse_web=secret; b=2',
        connection: 'keep-alive',
        authorization: 'Basic browser',
        origin: assetOrigin,
        referer: `${assetOrigin}/page?x=1`,
        'x-forwarded-for': '6.6.6.6',
        accept: 'text/html',
      },
      {
        target,
        assetOrigin,
        cookieName: 'gatehouse_web',
        authorization: 'Basic vault',
        clientIp: '10.1.1.1',
        upgrade: false,
      },
    );
    expect(out).toEqual({
      cookie: 'a=1; b=2',
      authorization: 'Basic vault',
      origin: target.origin,
      referer: `${target.origin}/page?x=1`,
      accept: 'text/html',
      host: 'intranet.local',
      'x-forwarded-for': '10.1.1.1',
      'x-forwarded-proto': 'http',
      'x-forwarded-host': 'asset-1.localhost:8080',
    });
  });

  it('moves redirects to the asset origin, hides WWW-Authenticate under basic injection, rewrites cookies', () => {
    const out = browserResponseHeaders(
      {
        location: `${target.origin}/next`,
        'www-authenticate': 'Basic realm="x"',
        'set-cookie': ['sid=1; Domain=10.0.0.5; Path=/; Secure; SameSite=None; HttpOnly'],
        'transfer-encoding': 'chunked',
      },
      { target, assetOrigin, hideAuthenticate: true },
    );
    expect(out).toEqual({ location: `${assetOrigin}/next`, 'set-cookie': ['sid=1; Path=/; SameSite=Lax; HttpOnly'] });
    const named = browserResponseHeaders(
      { location: 'http://intranet.local/after-login' },
      { target, assetOrigin, hideAuthenticate: false },
    );
    expect(named).toEqual({ location: `${assetOrigin}/after-login` });
    expect(rewriteSetCookie('sid=1; Domain=x; Secure; SameSite=None', true)).toBe('sid=1; Secure; SameSite=None');
    expect(swapOrigin('https://elsewhere.example/next', target.origin, assetOrigin)).toBe(
      'https://elsewhere.example/next',
    );
    expect(swapOrigin('/relative', target.origin, assetOrigin)).toBe('/relative');
    expect(swapOrigin(`${target.origin}0/x`, target.origin, assetOrigin)).toBe(`${target.origin}0/x`);
    expect(cookieValue('a=1; gatehouse_web=abc=; b=2', 'gatehouse_web')).toBe('abc=');
  });
});

describe('upstream location', () => {
  it('keeps the web application’s host whatever the request line says', () => {
    expect(upstreamLocation('http://10.0.0.5:8080', '//evil.example/x')).toEqual({
      protocol: 'http:',
      hostname: '10.0.0.5',
      port: 8080,
      path: '//evil.example/x',
    });
    expect(upstreamLocation('https://[::1]', '/a?b')).toEqual({
      protocol: 'https:',
      hostname: '::1',
      port: 443,
      path: '/a?b',
    });
    expect(upstreamLocation('http://10.0.0.5', 'http://evil.example/')).toBeNull();
    expect(upstreamLocation('http://10.0.0.5', '*')).toBeNull();
  });
});

describe('content security policy', () => {
  it('adds the nonce to the directive that governs scripts, and nothing else', () => {
    expect(allowNonce("default-src 'self'; script-src 'self'", 'N')).toBe(
      "default-src 'self'; script-src 'self' 'nonce-N'",
    );
    expect(allowNonce("default-src 'self'; img-src *", 'N')).toBe("default-src 'self' 'nonce-N'; img-src *");
    expect(allowNonce("script-src 'none'", 'N')).toBe("script-src 'nonce-N'");
    expect(allowNonce("img-src 'self'", 'N')).toBe("img-src 'self'");
  });

  it("leaves 'unsafe-inline' alone unless a nonce or hash already switched it off", () => {
    expect(allowNonce("script-src 'self' 'unsafe-inline'", 'N')).toBe("script-src 'self' 'unsafe-inline'");
    expect(allowNonce("script-src 'unsafe-inline' 'nonce-old'", 'N')).toBe(
      "script-src 'unsafe-inline' 'nonce-old' 'nonce-N'",
    );
  });
});

describe('watermark script placement and the recipe’s extra fields', () => {
  it('goes right after <head>, else <html>, else first', () => {
    expect(injectScript('<html><head><title>t</title></head></html>', 'x()', 'N')).toBe(
      '<html><head><script nonce="N">x()</script><title>t</title></head></html>',
    );
    expect(injectScript('<HTML lang="en"><body>b</body></HTML>', 'x()', 'N')).toBe(
      '<HTML lang="en"><script nonce="N">x()</script><body>b</body></HTML>',
    );
    expect(injectScript('plain', 'x()', 'N')).toBe('<script nonce="N">x()</script>plain');
  });

  it('reads name=value pairs and refuses bad names and escapes', () => {
    expect(parseExtraFields('go=Sign+in&lang=zh%2DCN')).toEqual([
      ['go', 'Sign in'],
      ['lang', 'zh-CN'],
    ]);
    expect(parseExtraFields('')).toEqual([]);
    expect(parseExtraFields('bad name=1')).toBeNull();
    expect(parseExtraFields('x=%E0%A4%A')).toBeNull();
  });
});
