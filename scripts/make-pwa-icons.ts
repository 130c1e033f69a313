/**
 * Writes the web app icons into public/icons (run once, the PNGs are committed): a white gate on the
 * brand blue #409EFF. The maskable one keeps the gate inside the 80 % safe zone. No image library: a
 * PNG is a signature, IHDR, zlib-deflated rows and IEND, each chunk with its CRC-32.
 */
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { deflateSync } from 'node:zlib';

const BLUE = [0x40, 0x9e, 0xff] as const;
const WHITE = [0xff, 0xff, 0xff] as const;

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A gate: two posts and a lintel, in a square whose side is `inner` of the icon. */
function isGate(x: number, y: number, size: number, inner: number): boolean {
  const margin = (size * (1 - inner)) / 2;
  const u = (x - margin) / (size - 2 * margin);
  const v = (y - margin) / (size - 2 * margin);
  if (u < 0.15 || u > 0.85 || v < 0.15 || v > 0.85) return false;
  const post = u < 0.32 || u > 0.68;
  const lintel = v < 0.32;
  return post || lintel;
}

function png(size: number, inner: number): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x++) {
      const [r, g, b] = isGate(x, y, size, inner) ? WHITE : BLUE;
      row.set([r, g, b], 1 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const out = resolve(import.meta.dirname, '..', 'public', 'icons');
writeFileSync(join(out, 'icon-192.png'), png(192, 0.9));
writeFileSync(join(out, 'icon-512.png'), png(512, 0.9));
writeFileSync(join(out, 'icon-maskable-512.png'), png(512, 0.6));
writeFileSync(join(out, 'apple-touch-icon-180.png'), png(180, 0.9));
