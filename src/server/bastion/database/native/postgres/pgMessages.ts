/**
 * PostgreSQL frontend/backend protocol 3.0 messages (https://www.postgresql.org/docs/current/protocol-message-formats.html):
 * the few the listener builds itself and the fields it reads. Everything else is relayed as bytes.
 */

export const PROTOCOL_3_0 = 196_608;
export const SSL_REQUEST = 80_877_103;
export const GSSENC_REQUEST = 80_877_104;
export const CANCEL_REQUEST = 80_877_102;

/** A type byte and its body (the length word removed). */
export interface PgMessage {
  type: number;
  body: Buffer;
  /** The whole message as received, type byte and length included. */
  raw: Buffer;
}

export function message(type: string, body: Buffer = Buffer.alloc(0)): Buffer {
  const head = Buffer.alloc(5);
  head[0] = type.charCodeAt(0);
  head.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([head, body]);
}

export function cstring(text: string): Buffer {
  return Buffer.from(`${text}\0`, 'utf8');
}

export function int32(value: number): Buffer {
  const buffer = Buffer.alloc(4);
  buffer.writeInt32BE(value, 0);
  return buffer;
}

/** A message without a type byte (StartupMessage, SSLRequest, CancelRequest). */
export function untypedMessage(body: Buffer): Buffer {
  return Buffer.concat([int32(body.length + 4), body]);
}

/** ErrorResponse or NoticeResponse: severity, SQLSTATE, message, optional hint. */
function fields(type: 'E' | 'N', severity: string, code: string, text: string, hint?: string): Buffer {
  const parts = [
    Buffer.from('S'),
    cstring(severity),
    Buffer.from('V'),
    cstring(severity),
    Buffer.from('C'),
    cstring(code),
    Buffer.from('M'),
    cstring(text),
  ];
  if (hint) parts.push(Buffer.from('H'), cstring(hint));
  parts.push(Buffer.from([0]));
  return message(type, Buffer.concat(parts));
}

export const errorResponse = (code: string, text: string, severity: 'ERROR' | 'FATAL' = 'ERROR', hint?: string) =>
  fields('E', severity, code, text, hint);

export const noticeResponse = (text: string, code = '01000') => fields('N', 'WARNING', code, text);

export const authentication = (code: number, extra: Buffer = Buffer.alloc(0)) =>
  message('R', Buffer.concat([int32(code), extra]));

export const backendKeyData = (pid: number, secret: number) => message('K', Buffer.concat([int32(pid), int32(secret)]));

export const readyForQuery = (status: string) => message('Z', Buffer.from(status));

/** Reads NUL-terminated strings from `offset` on. */
export function readCStrings(body: Buffer, offset: number, count: number): { values: string[]; end: number } {
  const values: string[] = [];
  let at = offset;
  for (let i = 0; i < count; i += 1) {
    const nul = body.indexOf(0, at);
    if (nul < 0) throw new Error('malformed message: unterminated string');
    values.push(body.toString('utf8', at, nul));
    at = nul + 1;
  }
  return { values, end: at };
}

/** An ErrorResponse's or NoticeResponse's fields by their code letter (C: SQLSTATE, M: message). */
export function readFields(body: Buffer): Map<string, string> {
  const result = new Map<string, string>();
  let at = 0;
  while (at < body.length && body[at] !== 0) {
    const code = String.fromCharCode(body[at] as number);
    const nul = body.indexOf(0, at + 1);
    if (nul < 0) break;
    result.set(code, body.toString('utf8', at + 1, nul));
    at = nul + 1;
  }
  return result;
}

/** The StartupMessage's parameters (after its protocol version). */
export function readStartupParameters(body: Buffer): Map<string, string> {
  const params = new Map<string, string>();
  let at = 4;
  while (at < body.length && body[at] !== 0) {
    const { values, end } = readCStrings(body, at, 2);
    params.set(values[0] as string, values[1] as string);
    at = end;
  }
  return params;
}

export function startupMessage(params: ReadonlyMap<string, string>): Buffer {
  const parts = [int32(PROTOCOL_3_0)];
  for (const [key, value] of params) parts.push(cstring(key), cstring(value));
  parts.push(Buffer.from([0]));
  return untypedMessage(Buffer.concat(parts));
}
