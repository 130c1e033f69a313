import { connect, type NetConnectOpts, type Socket } from 'node:net';
import { ByteReader } from './byteReader';
import { vncChallengeResponse } from './vncDes';

const SECURITY_INVALID = 0;
const SECURITY_NONE = 1;
const SECURITY_VNC_AUTH = 2;

export interface RfbUpstream {
  socket: Socket;
  /** The desktop's ServerInit: width, height, pixel format, name. */
  width: number;
  height: number;
  /** The 16-byte pixel format of the ServerInit. */
  pixelFormat: Buffer;
  /** What the desktop sent after the ServerInit before the relay took over (normally nothing). */
  rest: Buffer;
}

/** The VNC server answered the password with a failed SecurityResult: the credential was refused, not the network. */
export class RfbPasswordRefused extends Error {
  constructor(readonly reason: string) {
    super(`the VNC server refused the password${reason ? `: ${reason}` : ''}`);
    this.name = 'RfbPasswordRefused';
  }
}

/**
 * The bastion as an RFB client: of the session's x11vnc (a Unix socket path, the session's password) or of a VNC
 * asset (host and port, the vault's password; docs/rdp.md "VNC assets"). Versions 3.3, 3.7 and 3.8 (later ones are
 * answered with 3.8); VNC authentication (DES challenge) when offered, else None; a shared ClientInit; the ServerInit
 * read. The socket is then the caller's, paused.
 */
export async function connectRfbUpstream(
  target: string | NetConnectOpts,
  password: string,
  timeoutMs = 10_000,
): Promise<RfbUpstream> {
  const socket = typeof target === 'string' ? connect(target) : connect(target);
  const reader = new ByteReader();
  const onData = (chunk: Buffer) => reader.push(chunk);
  const onEnd = () => reader.fail(new Error('the desktop closed the RFB connection during the handshake'));
  socket.on('data', onData);
  socket.on('error', (error) => reader.fail(error));
  socket.on('close', onEnd);
  const timer = setTimeout(() => reader.fail(new Error('the desktop RFB handshake timed out')), timeoutMs);
  try {
    const version = (await reader.read(12)).toString('latin1');
    const match = /^RFB (\d{3})\.(\d{3})\n$/.exec(version);
    if (!match) throw new Error(`unexpected RFB version ${JSON.stringify(version)}`);
    // RFB 6.1.1: a server's unknown 3.x minor versions are spoken to as 3.3; newer ones accept 3.8.
    const offered = Number(match[1]) > 3 ? 8 : Number(match[2]);
    const minor = offered >= 8 ? 8 : offered === 7 ? 7 : 3;
    socket.write(`RFB 003.00${minor}\n`);
    const chosen = minor === 3 ? await serverChosenType(reader) : await clientChosenType(reader, socket);
    if (chosen === SECURITY_VNC_AUTH) {
      const challenge = await reader.read(16);
      socket.write(vncChallengeResponse(password, challenge));
    }
    if (chosen === SECURITY_VNC_AUTH || minor === 8) {
      if ((await reader.readU32()) !== 0) throw new RfbPasswordRefused(minor === 8 ? await readReason(reader) : '');
    }
    socket.write(Buffer.of(1));
    const init = await reader.read(24);
    await reader.read(init.readUInt32BE(20));
    // Held until the relay listens: bytes that arrive before that must not be dropped.
    socket.pause();
    socket.off('data', onData);
    socket.off('close', onEnd);
    return {
      socket,
      width: init.readUInt16BE(0),
      height: init.readUInt16BE(2),
      pixelFormat: Buffer.from(init.subarray(4, 20)),
      rest: reader.rest(),
    };
  } catch (error) {
    socket.destroy();
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/** RFB 3.7/3.8: the server lists its types and the client picks; VNC authentication first, None if that is all. */
async function clientChosenType(reader: ByteReader, socket: Socket): Promise<number> {
  const count = await reader.readU8();
  if (count === 0) throw new Error(`the desktop refused the RFB connection: ${await readReason(reader)}`);
  const types = [...(await reader.read(count))];
  const chosen = [SECURITY_VNC_AUTH, SECURITY_NONE].find((type) => types.includes(type));
  if (chosen === undefined) throw new Error(`the desktop offers no VNC authentication or None (${types})`);
  socket.write(Buffer.of(chosen));
  return chosen;
}

/** RFB 3.3: the server decides the type. */
async function serverChosenType(reader: ByteReader): Promise<number> {
  const type = await reader.readU32();
  if (type === SECURITY_INVALID) throw new Error(`the desktop refused the RFB connection: ${await readReason(reader)}`);
  if (type !== SECURITY_NONE && type !== SECURITY_VNC_AUTH) throw new Error(`unsupported RFB security type ${type}`);
  return type;
}

async function readReason(reader: ByteReader): Promise<string> {
  const length = await reader.readU32();
  return length > 0 ? (await reader.read(Math.min(length, 4096))).toString('utf8') : '';
}
