import { describe, expect, it } from 'vitest';
import { ResumeBuffer } from '../../src/server/bastion/gateway/resumeBuffer';

/** The resume buffer alone: offsets, what is replayed, what is reported lost (docs/terminal.md). */
describe('terminal resume buffer', () => {
  it('replays from an offset and reports what fell out of the buffer', () => {
    const buffer = new ResumeBuffer(10);
    buffer.push(Buffer.from('abcdef'));
    buffer.push(Buffer.from('ghij'));
    expect(buffer.since(0)).toEqual({ from: 0, lost: 0, data: Buffer.from('abcdefghij') });
    buffer.push(Buffer.from('klmn'));
    expect(buffer.end).toBe(14);
    expect(buffer.since(6)).toEqual({ from: 6, lost: 0, data: Buffer.from('ghijklmn') });
    // Older than the buffer: starts at the oldest byte held.
    expect(buffer.since(1)).toEqual({ from: 4, lost: 3, data: Buffer.from('efghijklmn') });
    // Beyond the end (a confused client): nothing to send.
    expect(buffer.since(99)).toEqual({ from: 14, lost: 0, data: Buffer.alloc(0) });
  });
});
