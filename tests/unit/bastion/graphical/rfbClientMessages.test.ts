import { describe, expect, it } from 'vitest';
import { RfbClientMessageParser, RfbFrameError } from '../../../../src/server/bastion/graphical/rfbClientMessages';

const key = Buffer.from([4, 1, 0, 0, 0, 0, 0, 0x61]);
const pointer = Buffer.from([5, 0, 0, 10, 0, 20]);
const cut = Buffer.concat([Buffer.from([6, 0, 0, 0, 0, 0, 0, 3]), Buffer.from('abc')]);
const encodings = Buffer.from([2, 0, 0, 2, 0, 0, 0, 0, 0xff, 0xff, 0xff, 0x21]);
const qemuKey = Buffer.from([255, 0, 0, 1, 0, 0, 0, 0x61, 0, 0, 0, 30]);
const fence = Buffer.from([248, 0, 0, 0, 0, 0, 0, 1, 2, 9, 9]);

describe('RFB client message framing', () => {
  it('cuts a stream into whole messages whatever the chunking', () => {
    const stream = Buffer.concat([encodings, key, pointer, cut, qemuKey, fence]);
    for (const size of [1, 3, 7, stream.length]) {
      const parser = new RfbClientMessageParser();
      const types: number[] = [];
      for (let at = 0; at < stream.length; at += size)
        types.push(...parser.push(stream.subarray(at, at + size)).map((message) => message.type));
      expect(types).toEqual([2, 4, 5, 6, 255, 248]);
    }
  });

  it('refuses what it cannot frame instead of passing it on', () => {
    expect(() => new RfbClientMessageParser().push(Buffer.from([99, 0, 0]))).toThrow(RfbFrameError);
    expect(() => new RfbClientMessageParser().push(Buffer.from([255, 1, 0, 0]))).toThrow(RfbFrameError);
    const huge = Buffer.from([6, 0, 0, 0, 0x7f, 0, 0, 0]);
    expect(() => new RfbClientMessageParser().push(huge)).toThrow(RfbFrameError);
  });
});
