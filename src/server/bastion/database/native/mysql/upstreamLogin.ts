import type { Duplex } from 'node:stream';
import { cachingSha2Encrypted, cachingSha2Scramble, nativePasswordScramble } from './authPlugins';
import { Cap, PayloadReader, parseErr } from './mysqlWire';
import { PacketChannel } from './packetChannel';

const HANDSHAKE_TIMEOUT_MS = 10_000;
const ER_ACCESS_DENIED = 1045;
const ER_DBACCESS_DENIED = 1044;

/** The database refused the login (`refused`: the credential or the database name) or broke off. */
export class UpstreamLoginError extends Error {
  constructor(
    message: string,
    readonly refused: boolean,
  ) {
    super(message);
    this.name = 'UpstreamLoginError';
  }
}

export interface UpstreamLogin {
  user: string;
  password: string;
  database: string | null;
  /** What the client and the listener agreed; only those the database also offers are asked for. */
  capabilities: number;
  charset: number;
}

export interface UpstreamSession {
  /** The database's id of this connection (what KILL QUERY names). */
  threadId: number;
  /** The database's final OK packet (status flags, for the client's own OK). */
  ok: Buffer;
  serverVersion: string;
}

/**
 * Logs into the database as its own client over `stream`: handshake v10, HandshakeResponse41 with
 * mysql_native_password or caching_sha2_password (an auth switch to either is followed; the cleartext plugin is
 * refused over an unencrypted link), then the OK. The stream is left to the relay afterwards.
 */
export async function loginUpstream(stream: Duplex, login: UpstreamLogin): Promise<UpstreamSession> {
  const channel = new PacketChannel(stream, HANDSHAKE_TIMEOUT_MS);
  try {
    return await converse(channel, login);
  } catch (error) {
    if (error instanceof UpstreamLoginError) throw error;
    throw new UpstreamLoginError((error as Error).message, false);
  } finally {
    channel.detach();
  }
}

async function converse(channel: PacketChannel, login: UpstreamLogin): Promise<UpstreamSession> {
  const greeting = await channel.read();
  if (greeting.payload[0] === 0xff) throw new UpstreamLoginError(parseErr(greeting.payload).message, false);
  const reader = new PayloadReader(greeting.payload);
  if (reader.u8() !== 10) throw new UpstreamLoginError('the database does not speak protocol 10', false);
  const serverVersion = reader.nulBytes().toString('latin1');
  const threadId = reader.u32();
  const salt1 = reader.bytes(8);
  reader.u8();
  let serverCaps = reader.u16();
  reader.u8();
  reader.u16();
  serverCaps |= reader.u16() << 16;
  serverCaps >>>= 0;
  const saltLength = reader.u8();
  reader.bytes(10);
  const salt2 = reader.bytes(Math.max(13, saltLength - 8));
  let salt: Buffer = Buffer.concat([salt1, salt2.subarray(0, Math.max(12, saltLength - 9))]);
  let plugin = (serverCaps & Cap.PLUGIN_AUTH) !== 0 ? reader.nulBytes().toString('latin1') : 'mysql_native_password';
  if (!(serverCaps & Cap.PROTOCOL_41) || !(serverCaps & Cap.SECURE_CONNECTION))
    throw new UpstreamLoginError('the database is too old (no protocol 4.1 authentication)', false);

  // The client's own options as agreed with the listener; never TLS (this link is the bastion's), local files,
  // connection attributes or several statements in one text (each statement is judged on its own).
  const withheld = Cap.SSL | Cap.LOCAL_FILES | Cap.CONNECT_ATTRS | Cap.MULTI_STATEMENTS | Cap.CONNECT_WITH_DB;
  let caps = (login.capabilities & serverCaps & ~withheld) | Cap.PROTOCOL_41 | Cap.SECURE_CONNECTION;
  if (login.database && serverCaps & Cap.CONNECT_WITH_DB) caps |= Cap.CONNECT_WITH_DB;
  if (!['mysql_native_password', 'caching_sha2_password'].includes(plugin)) plugin = 'mysql_native_password';
  const authData = authFor(plugin, login.password, salt);

  const head = Buffer.alloc(32);
  head.writeUInt32LE(caps >>> 0, 0);
  head.writeUInt32LE(0x1000000, 4);
  head[8] = login.charset;
  const parts: Buffer[] = [head, Buffer.from(login.user, 'utf8'), Buffer.from([0])];
  // A scramble is at most 32 bytes: its length-encoded and one-byte lengths are the same byte.
  parts.push(Buffer.from([authData.length]), authData);
  if (caps & Cap.CONNECT_WITH_DB) parts.push(Buffer.from(login.database ?? '', 'utf8'), Buffer.from([0]));
  if (caps & Cap.PLUGIN_AUTH) parts.push(Buffer.from(plugin, 'latin1'), Buffer.from([0]));
  let seq = greeting.seq + 1;
  channel.write(Buffer.concat(parts), seq);

  for (;;) {
    const answer = await channel.read();
    seq = answer.seq + 1;
    const kind = answer.payload[0];
    if (kind === 0x00) return { threadId, ok: answer.payload, serverVersion };
    if (kind === 0xff) {
      const error = parseErr(answer.payload);
      const refused = error.code === ER_ACCESS_DENIED || error.code === ER_DBACCESS_DENIED;
      throw new UpstreamLoginError(`${error.code} (${error.sqlState}): ${error.message}`, refused);
    }
    if (kind === 0xfe) {
      const switched = new PayloadReader(answer.payload, 1);
      plugin = switched.nulBytes().toString('latin1');
      const data = switched.rest();
      salt = data[data.length - 1] === 0 ? data.subarray(0, -1) : data;
      if (plugin !== 'mysql_native_password' && plugin !== 'caching_sha2_password')
        throw new UpstreamLoginError(
          `the database asks for the ${plugin} plugin, which Gatehouse does not speak`,
          true,
        );
      channel.write(authFor(plugin, login.password, salt), seq);
      continue;
    }
    if (kind === 0x01 && plugin === 'caching_sha2_password') {
      const more = answer.payload.subarray(1);
      if (more.length === 1 && more[0] === 3) continue; // fast authentication succeeded: the OK follows
      if (more.length === 1 && more[0] === 4) {
        channel.write(Buffer.from([2]), seq); // full authentication: ask for the server's RSA public key
        continue;
      }
      channel.write(cachingSha2Encrypted(login.password, salt, more.toString('latin1')), seq);
      continue;
    }
    throw new UpstreamLoginError(`unexpected answer 0x${(kind ?? 0).toString(16)} during the database login`, false);
  }
}

function authFor(plugin: string, password: string, salt: Buffer): Buffer {
  return plugin === 'caching_sha2_password'
    ? cachingSha2Scramble(password, salt)
    : nativePasswordScramble(password, salt);
}
