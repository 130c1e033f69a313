import { describe, expect, it } from 'vitest';
import { type TelnetEvent, TelnetParser } from '../../../src/server/bastion/telnet/parser';
import { DO, IAC, Option, SB, SE, TTYPE_SEND, WILL } from '../../../src/server/bastion/telnet/protocol';

/** Feeds the chunks in order; text events are joined so that where the chunks were cut does not matter. */
function parse(chunks: Buffer[], parser = new TelnetParser()): (TelnetEvent | { type: 'text'; text: Buffer })[] {
  const out: (TelnetEvent | { type: 'text'; text: Buffer })[] = [];
  for (const chunk of chunks) {
    parser.feed(chunk, (event) => {
      const last = out.at(-1);
      if (event.type === 'data' && last?.type === 'text') last.text = Buffer.concat([last.text, event.data]);
      else if (event.type === 'data') out.push({ type: 'text', text: Buffer.from(event.data) });
      else out.push(event);
    });
  }
  return out;
}

/** Every way of cutting `bytes` into two chunks, and into single bytes. */
function splits(bytes: Buffer): Buffer[][] {
  const ways: Buffer[][] = [[bytes], [...bytes].map((byte) => Buffer.from([byte]))];
  for (let cut = 1; cut < bytes.length; cut++) ways.push([bytes.subarray(0, cut), bytes.subarray(cut)]);
  return ways;
}

const stream = Buffer.from([
  ...Buffer.from('ab'),
  IAC,
  DO,
  Option.terminalType,
  ...Buffer.from('c'),
  IAC,
  IAC,
  ...Buffer.from('d\r\0e\r\nf'),
  IAC,
  SB,
  Option.terminalType,
  TTYPE_SEND,
  IAC,
  IAC,
  IAC,
  SE,
  IAC,
  241, // NOP
  ...Buffer.from('g'),
  IAC,
  WILL,
  Option.echo,
]);

const expected = [
  { type: 'text', text: Buffer.from('ab') },
  { type: 'negotiate', verb: DO, option: Option.terminalType },
  { type: 'text', text: Buffer.from([0x63, 0xff, ...Buffer.from('d\re\r\nf')]) },
  { type: 'subnegotiation', option: Option.terminalType, data: Buffer.from([TTYPE_SEND, IAC]) },
  { type: 'command', code: 241 },
  { type: 'text', text: Buffer.from('g') },
  { type: 'negotiate', verb: WILL, option: Option.echo },
];

describe('Telnet parser', () => {
  it('reads text, IAC IAC, negotiations, subnegotiations and commands the same however the stream is cut', () => {
    for (const chunks of splits(stream)) expect(parse(chunks)).toEqual(expected);
  });

  it('turns CR NUL into CR, also when the NUL comes in the next chunk, and keeps CR LF', () => {
    expect(parse([Buffer.from('x\r'), Buffer.from('\0y')])).toEqual([{ type: 'text', text: Buffer.from('x\ry') }]);
    expect(parse([Buffer.from('x\r'), Buffer.from('\ny')])).toEqual([{ type: 'text', text: Buffer.from('x\r\ny') }]);
  });

  it('in binary mode keeps NUL after CR', () => {
    const parser = new TelnetParser();
    parser.binaryIn = true;
    expect(parse([Buffer.from('x\r\0y')], parser)).toEqual([{ type: 'text', text: Buffer.from('x\r\0y') }]);
  });

  it('passes UTF-8 split across chunks byte for byte', () => {
    const text = Buffer.from('堡垒机', 'utf8');
    for (const chunks of splits(text)) expect(parse(chunks)).toEqual([{ type: 'text', text }]);
  });

  it('ends a subnegotiation broken by another command and reads that command', () => {
    const bytes = Buffer.from([IAC, SB, Option.windowSize, 1, 2, IAC, WILL, Option.echo, 0x7a]);
    expect(parse([bytes])).toEqual([
      { type: 'subnegotiation', option: Option.windowSize, data: Buffer.from([1, 2]) },
      { type: 'negotiate', verb: WILL, option: Option.echo },
      { type: 'text', text: Buffer.from('z') },
    ]);
  });

  it('cuts an endless subnegotiation short instead of holding it all', () => {
    const parser = new TelnetParser();
    const events: TelnetEvent[] = [];
    parser.feed(Buffer.from([IAC, SB, 99]), (event) => events.push(event));
    for (let index = 0; index < 100; index++) parser.feed(Buffer.alloc(1000, 0x41), (event) => events.push(event));
    parser.feed(Buffer.from([IAC, SE, 0x42]), (event) => events.push(event));
    const sub = events.find((event) => event.type === 'subnegotiation');
    expect(sub?.type === 'subnegotiation' && sub.data.length).toBe(4096);
    expect(events.at(-1)).toEqual({ type: 'data', data: Buffer.from('B') });
  });
});
