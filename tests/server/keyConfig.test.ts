import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { usbKeyServiceOrigins } from '../../src/server/plugins/securityHeaders';
import { usbKeyAlgorithm } from '../../src/server/security/usbKeyAlgorithm';
import { relyingPartyOf } from '../../src/server/security/webauthnRelyingParty';
import { call } from './client';
import { describeOnSqlite } from './harness';

const request = (hostname: string, host: string, protocol: 'http' | 'https') =>
  ({ hostname, host, protocol }) as unknown as FastifyRequest;

describe('security-key relying party', () => {
  it('follows the request host without configuration', () => {
    expect(relyingPartyOf(request('bastion.lan', 'bastion.lan:8443', 'https'), {})).toEqual({
      rpId: 'bastion.lan',
      origins: ['https://bastion.lan:8443'],
    });
  });

  it('takes GATEHOUSE_ORIGIN and GATEHOUSE_RP_ID behind a proxy', () => {
    const behindProxy = request('10.0.0.5', '10.0.0.5:8080', 'http');
    expect(
      relyingPartyOf(behindProxy, { GATEHOUSE_ORIGIN: 'https://pam.example.com, https://pam2.example.com' }),
    ).toEqual({
      rpId: 'pam.example.com',
      origins: ['https://pam.example.com', 'https://pam2.example.com'],
    });
    expect(
      relyingPartyOf(behindProxy, { GATEHOUSE_ORIGIN: 'https://pam.example.com', GATEHOUSE_RP_ID: 'example.com' }).rpId,
    ).toBe('example.com');
  });
});

describe('USB-key service origins in the CSP', () => {
  it('defaults to the vendor port 8090 on this machine and can be configured', () => {
    expect(usbKeyServiceOrigins({})).toEqual(['http://127.0.0.1:8090', 'http://localhost:8090']);
    expect(usbKeyServiceOrigins({ GATEHOUSE_USB_KEY_SERVICE: 'https://127.0.0.1:433/, not a url' })).toEqual([
      'https://127.0.0.1:433',
    ]);
  });
});

describe('USB-key algorithm of the installation', () => {
  it('is RSA by default, SM2 when GATEHOUSE_USB_KEY_ALGORITHM says so, and refuses anything else', () => {
    expect(usbKeyAlgorithm({})).toBe('RSA');
    expect(usbKeyAlgorithm({ GATEHOUSE_USB_KEY_ALGORITHM: 'rsa' })).toBe('RSA');
    expect(usbKeyAlgorithm({ GATEHOUSE_USB_KEY_ALGORITHM: ' sm2 ' })).toBe('SM2');
    expect(() => usbKeyAlgorithm({ GATEHOUSE_USB_KEY_ALGORITHM: 'ECDSA' })).toThrow(/RSA or SM2/);
  });
});

describeOnSqlite('console CSP', (server) => {
  it('lets the console reach the local key-device service', async () => {
    const result = await call(server().app, 'GET', '/ucenter/login/getLoginWay');
    expect(String(result.headers['content-security-policy'])).toContain(
      "connect-src 'self' ws: wss: http://127.0.0.1:8090 http://localhost:8090",
    );
  });
});
