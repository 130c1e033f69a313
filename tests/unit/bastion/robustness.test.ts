import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { type FeedResult, LineEditor } from '../../../src/server/bastion/intercept/lineEditor';
import { CastFormatError, streamCast } from '../../../src/server/bastion/recording/asciicastReader';

/** A small seeded generator (mulberry32), so every run feeds the same "random" bytes. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Bytes biased towards what terminals send: escapes, controls, ASCII, UTF-8 pieces. */
function terminalBytes(next: () => number, length: number): Buffer {
  const pieces = [
    '\x1b',
    '[',
    'O',
    '~',
    '2',
    '0',
    '1',
    ';',
    '\r',
    '\n',
    '\x7f',
    '\x03',
    '\x15',
    '\x16',
    '\t',
    'a',
    ' ',
  ];
  const bytes: number[] = [];
  while (bytes.length < length) {
    const roll = next();
    if (roll < 0.5) bytes.push(...Buffer.from(pieces[Math.floor(next() * pieces.length)] as string));
    else if (roll < 0.8) bytes.push(Math.floor(next() * 128));
    else bytes.push(Math.floor(next() * 256));
  }
  return Buffer.from(bytes);
}

describe('robustness on arbitrary bytes', () => {
  it('the line editor never throws and forwards every byte once, in order, when all lines are released', () => {
    for (let seed = 1; seed <= 200; seed += 1) {
      const next = random(seed);
      const editor = new LineEditor({ cols: 20 + Math.floor(next() * 100) });
      const sent: Buffer[] = [];
      const forwarded: Buffer[] = [];
      const drain = (result: FeedResult): void => {
        forwarded.push(result.forward);
        if (result.pending) drain(result.pending.release());
      };
      for (let chunk = 0; chunk < 20; chunk += 1) {
        const input = terminalBytes(next, 1 + Math.floor(next() * 40));
        sent.push(input);
        drain(editor.feedInput(input));
        editor.feedOutput(terminalBytes(next, Math.floor(next() * 60)));
      }
      expect(Buffer.concat(forwarded).equals(Buffer.concat(sent)), `seed ${seed}`).toBe(true);
    }
  });

  it('the line editor survives any mix of releases and discards', () => {
    for (let seed = 1; seed <= 100; seed += 1) {
      const next = random(seed);
      const editor = new LineEditor({ cols: 80 });
      const decide = (result: FeedResult): void => {
        if (!result.pending) return;
        expect(typeof result.pending.line).toBe('string');
        decide(next() < 0.5 ? result.pending.release() : result.pending.discard());
      };
      for (let chunk = 0; chunk < 20; chunk += 1) {
        decide(editor.feedInput(terminalBytes(next, 1 + Math.floor(next() * 40))));
        editor.feedOutput(terminalBytes(next, Math.floor(next() * 60)));
      }
    }
  });

  it('the cast reader answers arbitrary input with records or a CastFormatError, nothing else', async () => {
    const header = Buffer.from('{"version":2,"width":80,"height":24}\n');
    for (let seed = 1; seed <= 200; seed += 1) {
      const next = random(seed);
      const body = terminalBytes(next, Math.floor(next() * 200));
      try {
        for await (const record of streamCast(Readable.from([Buffer.concat([header, body])]))) {
          expect(['header', 'event', 'truncated']).toContain(record.kind);
        }
      } catch (error) {
        expect(error, `seed ${seed}`).toBeInstanceOf(CastFormatError);
      }
    }
  });
});
