import { describe, expect, it } from 'vitest';
import { encodeData, terminalType, windowSize } from '../../../src/server/bastion/telnet/encoder';
import { IAC, Option, SB, SE } from '../../../src/server/bastion/telnet/protocol';

describe('Telnet encoder', () => {
  it('doubles 0xFF in the user data', () => {
    expect(encodeData(Buffer.from([0x41, 0xff, 0x42, 0xff]), false)).toEqual(
      Buffer.from([0x41, 0xff, 0xff, 0x42, 0xff, 0xff]),
    );
    expect(encodeData(Buffer.from([0xff]), true)).toEqual(Buffer.from([0xff, 0xff]));
  });

  it('sends a lone CR (Enter) as CR NUL and leaves CR LF alone, unless in binary mode', () => {
    expect(encodeData(Buffer.from('ls\r'), false)).toEqual(Buffer.from('ls\r\0'));
    expect(encodeData(Buffer.from('a\r\nb\rc'), false)).toEqual(Buffer.from('a\r\nb\r\0c'));
    expect(encodeData(Buffer.from('ls\r'), true)).toEqual(Buffer.from('ls\r'));
  });

  it('returns plain data untouched', () => {
    const data = Buffer.from('echo 你好\n', 'utf8');
    expect(encodeData(data, false)).toBe(data);
  });

  it('writes NAWS with 16-bit sizes and doubles a 255 inside it', () => {
    expect(windowSize(80, 24)).toEqual(Buffer.from([IAC, SB, Option.windowSize, 0, 80, 0, 24, IAC, SE]));
    expect(windowSize(255, 300)).toEqual(Buffer.from([IAC, SB, Option.windowSize, 0, 255, 255, 1, 44, IAC, SE]));
  });

  it('answers TERMINAL-TYPE with IS and the name', () => {
    expect(terminalType('xterm-256color')).toEqual(
      Buffer.from([IAC, SB, Option.terminalType, 0, ...Buffer.from('xterm-256color'), IAC, SE]),
    );
  });
});
