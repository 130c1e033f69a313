import { randomBytes } from 'node:crypto';

/** FamilyWild: the entry matches any address; with an empty display number it matches any display too. */
const FAMILY_WILD = 0xffff;

function counted(value: Buffer): Buffer {
  const length = Buffer.alloc(2);
  length.writeUInt16BE(value.length);
  return Buffer.concat([length, value]);
}

/**
 * An Xauthority file with one fresh MIT-MAGIC-COOKIE-1 for the session's headless display: the display accepts only
 * clients holding it (the session's own xfreerdp and x11vnc), not any local process.
 */
export function xauthorityFile(): Buffer {
  const family = Buffer.alloc(2);
  family.writeUInt16BE(FAMILY_WILD);
  return Buffer.concat([
    family,
    counted(Buffer.alloc(0)),
    counted(Buffer.alloc(0)),
    counted(Buffer.from('MIT-MAGIC-COOKIE-1')),
    counted(randomBytes(16)),
  ]);
}
