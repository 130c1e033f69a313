import { describe, expect, it } from 'vitest';
import { selfSignedTbs } from '../../src/app/features/usb-key/driver/der';

/** The bytes of the serial number INTEGER of a to-be-signed certificate (after the [0] version element). */
function serialOf(serial: number[]): number[] {
  const tbs = selfSignedTbs({
    serial: new Uint8Array(serial),
    commonName: 'serial',
    notBefore: new Date('2026-01-01T00:00:00Z'),
    notAfter: new Date('2027-01-01T00:00:00Z'),
    subjectPublicKeyInfo: new Uint8Array([0x30, 0x00]),
  });
  // SEQUENCE header (2 or more bytes), then a0 03 02 01 02, then the serial: 02 len bytes…
  const version = [0xa0, 0x03, 0x02, 0x01, 0x02];
  const at = [...tbs].findIndex((_, index) => version.every((byte, k) => tbs[index + k] === byte)) + version.length;
  const length = tbs[at + 1] as number;
  return [...tbs.subarray(at, at + 2 + length)];
}

describe('USB key certificate serial numbers', () => {
  it('are positive INTEGERs in their shortest DER form, whatever random bytes the key gave', () => {
    expect(serialOf([0x00, 0x12, 0x34])).toEqual([0x02, 0x02, 0x12, 0x34]);
    expect(serialOf([0x00, 0x00, 0x92])).toEqual([0x02, 0x02, 0x00, 0x92]);
    expect(serialOf([0x92, 0x01])).toEqual([0x02, 0x03, 0x00, 0x92, 0x01]);
    expect(serialOf([0x12, 0x01])).toEqual([0x02, 0x02, 0x12, 0x01]);
  });
});
