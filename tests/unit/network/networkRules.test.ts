import { describe, expect, it } from 'vitest';
import {
  canonicalDestination,
  canonicalInterfaceAddress,
  formatAddress,
  formatPrefix,
  hasHostBits,
  INTERFACE_NAME_PATTERN,
  maskPrefix,
  parseIpv6,
  parsePrefix,
  routeFamily,
} from '../../../src/shared/rules/networkRules';

describe('network addresses and names (docs/network.md)', () => {
  it('parses IPv6 in every RFC 4291 form and prints it as RFC 5952 does', () => {
    const cases: [string, string][] = [
      ['2001:DB8:0:0:0:0:0:1', '2001:db8::1'],
      ['2001:db8::0001', '2001:db8::1'],
      ['::', '::'],
      ['::1', '::1'],
      ['fe80::', 'fe80::'],
      ['2001:db8:0:1:0:0:0:1', '2001:db8:0:1::1'],
      ['2001:0:0:1:0:0:0:1', '2001:0:0:1::1'],
      ['2001:db8:1:2:3:4:5:0', '2001:db8:1:2:3:4:5:0'],
      ['::ffff:192.0.2.1', '::ffff:c000:201'],
    ];
    for (const [input, printed] of cases) {
      const bytes = parseIpv6(input);
      expect(bytes, input).not.toBeNull();
      expect(formatAddress({ family: 6, bytes: bytes ?? [] }), input).toBe(printed);
    }
    for (const bad of [
      '1::2::3',
      ':1:2:3:4:5:6:7',
      '1:2:3:4:5:6:7:8:9',
      '12345::',
      'g::1',
      '1:2:3:4:5:6:7',
      '::1%eth0',
    ]) {
      expect(parseIpv6(bad), bad).toBeNull();
    }
  });

  it('reads prefixes, refuses lengths out of range and leading zeros, and finds host bits', () => {
    expect(parsePrefix('10.0.0.0/8')).toEqual({ family: 4, bytes: [10, 0, 0, 0], prefixLength: 8 });
    expect(parsePrefix('10.0.0.1')).toBeNull();
    expect(parsePrefix('10.0.0.1', true)).toMatchObject({ prefixLength: 32 });
    for (const bad of ['10.0.0.0/33', '10.0.0.0/08', '10.0.0.0/', '10.0.0.0/8/8', '010.0.0.0/8', 'fd00::/129']) {
      expect(parsePrefix(bad), bad).toBeNull();
    }
    const prefix = parsePrefix('10.99.0.1/16');
    expect(prefix && hasHostBits(prefix)).toBe(true);
    expect(prefix && formatPrefix(maskPrefix(prefix))).toBe('10.99.0.0/16');
    const v6 = parsePrefix('2001:db8:ab:cd::1/50');
    expect(v6 && formatPrefix(maskPrefix(v6))).toBe('2001:db8:ab::/50');
    expect(hasHostBits(parsePrefix('0.0.0.0/0') ?? { family: 4, bytes: [1], prefixLength: 0 })).toBe(false);
  });

  it('spells destinations and interface addresses one way, as the kernel lists them and forms send them', () => {
    expect(canonicalDestination('default')).toBe('default');
    expect(canonicalDestination('198.51.100.7')).toBe('198.51.100.7/32');
    expect(canonicalDestination('2001:DB8:0::/32')).toBe('2001:db8::/32');
    expect(canonicalDestination('2001:db8::5')).toBe('2001:db8::5/128');
    expect(canonicalInterfaceAddress('FD00::0002/64')).toBe('fd00::2/64');
    expect(canonicalInterfaceAddress('10.0.0.2/24')).toBe('10.0.0.2/24');
  });

  it('tells a route’s family by its destination, or for default by its gateway', () => {
    expect(routeFamily('10.0.0.0/8')).toBe(4);
    expect(routeFamily('fd00::/8')).toBe(6);
    expect(routeFamily('default', 'fe80::1')).toBe(6);
    expect(routeFamily('default', null)).toBe(4);
  });

  it('takes Linux interface names and nothing `ip` could read as an option or a path', () => {
    for (const name of ['eth0', 'ens192', 'bond0', 'br-lan', 'eth0.100', 'wg_0', 'a', 'abcdefghijklmno']) {
      expect(INTERFACE_NAME_PATTERN.test(name), name).toBe(true);
    }
    for (const name of ['', '-eth0', '.', '..', 'eth0:1', 'a/b', 'eth 0', 'abcdefghijklmnop', 'eth0;reboot', 'ethé']) {
      expect(INTERFACE_NAME_PATTERN.test(name), name).toBe(false);
    }
  });
});
