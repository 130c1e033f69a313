import { describe, expect, it } from 'vitest';
import { isAddress as isNetworkAddress, isWebUrl } from '../../src/shared/api/assetFields';

describe('§5 address and URL rules (assets, proxies)', () => {
  it('accepts IPv4 addresses and host names', () => {
    for (const value of ['10.0.0.1', '255.255.255.255', '0.0.0.0', 'jump', 'jump-1.corp.example', 'A1.b2']) {
      expect(isNetworkAddress(value), value).toBe(true);
    }
  });

  it('refuses what is neither', () => {
    for (const value of [
      '',
      '256.1.1.1',
      '1.2.3',
      '01.2.3.4',
      'a..b',
      '-a.b',
      'a-.b',
      'bad host',
      'a_b',
      `${'a'.repeat(64)}.b`,
    ]) {
      expect(isNetworkAddress(value), value).toBe(false);
    }
  });

  it('accepts http(s) links only, with a valid host and port', () => {
    for (const value of ['http://a.example', 'https://10.0.0.8:8443/app?x=1#top', 'HTTPS://intranet/']) {
      expect(isWebUrl(value), value).toBe(true);
    }
    for (const value of [
      'ftp://a.example',
      'http://',
      'https://a b',
      'http://a:70000',
      'http://user@a',
      'a.example',
      'http://300.1.1.1',
    ]) {
      expect(isWebUrl(value), value).toBe(false);
    }
  });
});
