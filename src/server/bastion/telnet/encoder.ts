import { CR, IAC, LF, type NegotiationVerb, NUL, Option, SB, SE, TTYPE_IS } from './protocol';

/**
 * The user's bytes as Telnet data: 0xFF doubled (IAC IAC) and, unless Gatehouse sends in binary mode, a CR
 * not followed by LF sent as CR NUL (RFC 854: a bare carriage return). A terminal's Enter is a lone CR, so it
 * goes out as CR NUL, which telnetd reads as the end of a line like a real Telnet client's Enter.
 */
export function encodeData(data: Buffer, binaryOut: boolean): Buffer {
  let extra = 0;
  for (let index = 0; index < data.length; index++) {
    const byte = data[index];
    if (byte === IAC || (!binaryOut && byte === CR && data[index + 1] !== LF)) extra++;
  }
  if (extra === 0) return data;
  const out = Buffer.allocUnsafe(data.length + extra);
  let at = 0;
  for (let index = 0; index < data.length; index++) {
    const byte = data[index] as number;
    out[at++] = byte;
    if (byte === IAC) out[at++] = IAC;
    else if (!binaryOut && byte === CR && data[index + 1] !== LF) out[at++] = NUL;
  }
  return out;
}

export function negotiation(verb: NegotiationVerb, option: number): Buffer {
  return Buffer.from([IAC, verb, option]);
}

/** IAC SB option <payload with IAC doubled> IAC SE. */
export function subnegotiation(option: number, payload: readonly number[] | Buffer): Buffer {
  const bytes: number[] = [IAC, SB, option];
  for (const byte of payload) {
    bytes.push(byte);
    if (byte === IAC) bytes.push(IAC);
  }
  bytes.push(IAC, SE);
  return Buffer.from(bytes);
}

/** NAWS (RFC 1073): width and height as 16-bit big-endian numbers. */
export function windowSize(cols: number, rows: number): Buffer {
  const clamp = (value: number) => Math.max(0, Math.min(0xffff, Math.trunc(value)));
  const width = clamp(cols);
  const height = clamp(rows);
  return subnegotiation(Option.windowSize, [width >> 8, width & 0xff, height >> 8, height & 0xff]);
}

/** The answer to TERMINAL-TYPE SEND (RFC 1091): IS and the name in ASCII. */
export function terminalType(term: string): Buffer {
  const name = Buffer.from(term.replace(/[^\x21-\x7e]/g, ''), 'latin1');
  return subnegotiation(Option.terminalType, [TTYPE_IS, ...name]);
}
