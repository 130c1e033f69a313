import { randomBytes } from 'node:crypto';
import type { Socket } from 'node:net';
import { createSecureContext, type SecureContextOptions, TLSSocket } from 'node:tls';
import { newSalt } from '../../../bastion/database/native/mysql/authPlugins';
import { refusalText } from '../../../bastion/database/native/mysql/mysqlRefusals';
import { Cap, PayloadReader } from '../../../bastion/database/native/mysql/mysqlWire';
import { PacketChannel } from '../../../bastion/database/native/mysql/packetChannel';
import type { Deps } from '../../../deps';
import type { NativeIdentity } from '../nativeAccess';
import { findNativeLogin, needsCleartext, verifyNativePassword, verifyNativeScramble } from '../nativeLogin';

const HANDSHAKE_TIMEOUT_MS = 30_000;
/** What the listener tells clients it is; the database's own version is what `SELECT VERSION()` answers. */
export const SERVER_VERSION = '5.7.99-Gatehouse';
const UTF8MB4_GENERAL_CI = 45;
const ER_SECURE_TRANSPORT_REQUIRED = 3159;
const ER_HANDSHAKE_ERROR = 1043;
const NATIVE_PLUGIN = 'mysql_native_password';
const CLEAR_PLUGIN = 'mysql_clear_password';

/**
 * What the listener offers: protocol 4.1 with plugin authentication and TLS. Never local files (LOAD DATA LOCAL),
 * several statements in one text, session-state tracking or the EOF-less result format: the relay reads results
 * in the classic format both ends then share.
 */
export const LISTENER_CAPABILITIES =
  Cap.LONG_PASSWORD |
  Cap.FOUND_ROWS |
  Cap.LONG_FLAG |
  Cap.CONNECT_WITH_DB |
  Cap.IGNORE_SPACE |
  Cap.PROTOCOL_41 |
  Cap.INTERACTIVE |
  Cap.SSL |
  Cap.TRANSACTIONS |
  Cap.SECURE_CONNECTION |
  Cap.MULTI_RESULTS |
  Cap.PS_MULTI_RESULTS |
  Cap.PLUGIN_AUTH |
  Cap.CONNECT_ATTRS |
  Cap.PLUGIN_AUTH_LENENC_CLIENT_DATA;

/** The client's login refused before its identity is known; `code` and SQLSTATE for the ERR packet. */
export class ClientRefusal extends Error {
  constructor(
    message: string,
    readonly code: number,
    readonly sqlState: string,
  ) {
    super(message);
    this.name = 'ClientRefusal';
  }
}

/**
 * Where the login stands, for the listener's refusal: the channel in use (plain, then TLS) and the sequence id of
 * the next packet to the client.
 */
export interface LoginConversation {
  channel: PacketChannel | null;
  seq: number;
}

/** A client that proved who it is, over TLS, with what it asked for. */
export interface ClientLogin {
  channel: PacketChannel;
  socket: TLSSocket;
  identity: NativeIdentity;
  capabilities: number;
  charset: number;
  /** The database the client named (CONNECT_WITH_DB), else null. */
  database: string | null;
  userAgent: string;
  /** The sequence id the listener's next packet of the login carries. */
  nextSeq: number;
  connectionId: number;
}

let nextConnectionId = 0x40000000 + (randomBytes(2).readUInt16LE(0) << 8);

/** A connection id for the handshake, apart from the database's own thread ids (KILL QUERY is translated). */
export function allocateConnectionId(): number {
  nextConnectionId = nextConnectionId >= 0x7ffffff0 ? 0x40000000 : nextConnectionId + 1;
  return nextConnectionId;
}

/**
 * The client side of the login: greeting, the client's SSLRequest and the TLS upgrade (a client that does not ask
 * for TLS is refused: its password would have crossed in clear), then its HandshakeResponse41. A token is checked
 * by mysql_native_password against the stored SHA1(SHA1(secret)) (an auth switch when the client started with
 * another plugin); own credentials need the cleartext password, asked for by an auth switch to
 * mysql_clear_password, under TLS only.
 */
export async function loginClient(
  deps: Deps,
  socket: Socket,
  tls: Pick<SecureContextOptions, 'cert' | 'key'>,
  clientIp: string,
  connectionId: number,
  conversation: LoginConversation,
): Promise<ClientLogin> {
  const salt = newSalt(randomBytes(20));
  const plain = new PacketChannel(socket, HANDSHAKE_TIMEOUT_MS);
  conversation.channel = plain;
  plain.write(greeting(connectionId, salt), 0);
  const sslRequest = await plain.read();
  conversation.seq = sslRequest.seq + 1;
  const asked = sslRequest.payload.length >= 4 ? sslRequest.payload.readUInt32LE(0) : 0;
  if (sslRequest.payload.length !== 32 || !(asked & Cap.SSL))
    throw new ClientRefusal(refusalText('mysqlNativeTlsRequired'), ER_SECURE_TRANSPORT_REQUIRED, 'HY000');
  plain.detach();
  const secure = new TLSSocket(socket, { isServer: true, secureContext: createSecureContext(tls) });
  const channel = new PacketChannel(secure, HANDSHAKE_TIMEOUT_MS);
  conversation.channel = channel;
  return authenticate(deps, channel, secure, salt, clientIp, connectionId, conversation);
}

function greeting(connectionId: number, salt: Buffer): Buffer {
  const head = Buffer.alloc(4 + 8 + 1 + 2 + 1 + 2 + 2 + 1 + 10);
  let at = 0;
  head.writeUInt32LE(connectionId, at);
  at += 4;
  salt.copy(head, at, 0, 8);
  at += 9;
  head.writeUInt16LE(LISTENER_CAPABILITIES & 0xffff, at);
  at += 2;
  head[at] = UTF8MB4_GENERAL_CI;
  at += 1;
  head.writeUInt16LE(0x0002, at);
  at += 2;
  head.writeUInt16LE(LISTENER_CAPABILITIES >>> 16, at);
  at += 2;
  head[at] = 21;
  return Buffer.concat([
    Buffer.from([10]),
    Buffer.from(`${SERVER_VERSION}\0`, 'latin1'),
    head,
    salt.subarray(8),
    Buffer.from([0]),
    Buffer.from(`${NATIVE_PLUGIN}\0`, 'latin1'),
  ]);
}

interface HandshakeResponse {
  capabilities: number;
  charset: number;
  user: string;
  auth: Buffer;
  database: string | null;
  plugin: string;
  attributes: Map<string, string>;
}

function parseResponse(payload: Buffer): HandshakeResponse {
  const reader = new PayloadReader(payload);
  const capabilities = reader.u32() & LISTENER_CAPABILITIES;
  reader.u32();
  const charset = reader.u8();
  reader.bytes(23);
  const user = reader.nulBytes().toString('utf8');
  let auth: Buffer;
  if (capabilities & Cap.PLUGIN_AUTH_LENENC_CLIENT_DATA) auth = reader.lenencBytes();
  else if (capabilities & Cap.SECURE_CONNECTION) auth = reader.bytes(reader.u8());
  else auth = reader.nulBytes();
  const database = capabilities & Cap.CONNECT_WITH_DB && reader.left > 0 ? reader.nulBytes().toString('utf8') : '';
  const plugin = capabilities & Cap.PLUGIN_AUTH && reader.left > 0 ? reader.nulBytes().toString('latin1') : '';
  const attributes = new Map<string, string>();
  if (capabilities & Cap.CONNECT_ATTRS && reader.left > 0) {
    const end = (reader.lenenc() ?? 0) + reader.at;
    while (reader.at < end && reader.left > 0) {
      const key = reader.lenencBytes().toString('utf8');
      attributes.set(key, reader.lenencBytes().toString('utf8'));
    }
  }
  return { capabilities, charset, user, auth, database: database || null, plugin: plugin || NATIVE_PLUGIN, attributes };
}

/** The client program as the session row's user agent: `mysql (libmariadb 3.3.8)`. */
function userAgentOf(attributes: Map<string, string>): string {
  const program = attributes.get('program_name') ?? 'MySQL client';
  const library = [attributes.get('_client_name'), attributes.get('_client_version')].filter(Boolean).join(' ');
  return (library ? `${program} (${library})` : program).slice(0, 200);
}

function authSwitch(plugin: string, salt: Buffer): Buffer {
  return Buffer.concat([Buffer.from([0xfe]), Buffer.from(`${plugin}\0`, 'latin1'), salt, Buffer.from([0])]);
}

async function authenticate(
  deps: Deps,
  channel: PacketChannel,
  socket: TLSSocket,
  salt: Buffer,
  clientIp: string,
  connectionId: number,
  conversation: LoginConversation,
): Promise<ClientLogin> {
  const first = await channel.read();
  let response: HandshakeResponse;
  try {
    response = parseResponse(first.payload);
  } catch {
    throw new ClientRefusal(refusalText('mysqlNativeBadHandshake'), ER_HANDSHAKE_ERROR, '08S01');
  }
  if (!(response.capabilities & Cap.PROTOCOL_41))
    throw new ClientRefusal(refusalText('mysqlNativeBadHandshake'), ER_HANDSHAKE_ERROR, '08S01');
  let seq = first.seq + 1;
  conversation.seq = seq;
  const login = await findNativeLogin(deps, response.user);
  const userAgent = userAgentOf(response.attributes);
  let identity: NativeIdentity;
  if (needsCleartext(login)) {
    channel.write(authSwitch(CLEAR_PLUGIN, salt), seq);
    const answer = await channel.read();
    seq = answer.seq + 1;
    conversation.seq = seq;
    const password = answer.payload.at(-1) === 0 ? answer.payload.subarray(0, -1) : answer.payload;
    identity = await verifyNativePassword(deps, login, password.toString('utf8'), { ip: clientIp, userAgent });
  } else {
    let scramble = response.auth;
    if (response.plugin !== NATIVE_PLUGIN || scramble.length !== 20) {
      channel.write(authSwitch(NATIVE_PLUGIN, salt), seq);
      const answer = await channel.read();
      seq = answer.seq + 1;
      conversation.seq = seq;
      scramble = answer.payload;
    }
    identity = verifyNativeScramble(deps, login, salt, scramble);
  }
  return {
    channel,
    socket,
    identity,
    capabilities: response.capabilities,
    charset: response.charset,
    database: response.database,
    userAgent,
    nextSeq: seq,
    connectionId,
  };
}
