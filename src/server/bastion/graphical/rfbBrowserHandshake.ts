import type { ByteReader } from './byteReader';
import type { RfbUpstream } from './rfbUpstream';

const SECURITY_NONE = 1;

/**
 * The bastion as the RFB server the browser speaks to (src/shared/protocol/graphical.ts): version 3.8 (3.7
 * accepted), security type None only, then a ServerInit that repeats the desktop's size and pixel format under the
 * session's name. Returns every byte sent, in order, for the recording.
 */
export async function serveRfbHandshake(
  reader: ByteReader,
  send: (bytes: Buffer) => void,
  upstream: Pick<RfbUpstream, 'width' | 'height' | 'pixelFormat'>,
  name: string,
): Promise<void> {
  send(Buffer.from('RFB 003.008\n', 'latin1'));
  const version = (await reader.read(12)).toString('latin1');
  const minor = /^RFB 003\.00([78])\n$/.exec(version)?.[1];
  if (!minor) throw new Error(`unsupported RFB version ${JSON.stringify(version)}`);
  send(Buffer.of(1, SECURITY_NONE));
  if ((await reader.readU8()) !== SECURITY_NONE) throw new Error('the browser chose a security type not offered');
  if (minor === '8') send(Buffer.alloc(4));
  await reader.read(1);
  const nameBytes = Buffer.from(name, 'utf8');
  const init = Buffer.alloc(24);
  init.writeUInt16BE(upstream.width, 0);
  init.writeUInt16BE(upstream.height, 2);
  upstream.pixelFormat.copy(init, 4);
  init.writeUInt32BE(nameBytes.length, 20);
  send(Buffer.concat([init, nameBytes]));
}
