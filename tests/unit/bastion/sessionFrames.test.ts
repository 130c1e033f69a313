import { describe, expect, it } from 'vitest';
import { ChunkQueue, parseClientFrame } from '../../../src/server/bastion/gateway/sessionFrames';

describe('terminal session frames', () => {
  it('hands queued output over joined, once', () => {
    const queue = new ChunkQueue();
    expect(queue.take()).toBeUndefined();
    queue.push(Buffer.from('ls '));
    queue.push(Buffer.from('-la\r\n'));
    expect(queue.size).toBe(2);
    expect(queue.take()?.toString()).toBe('ls -la\r\n');
    expect(queue.take()).toBeUndefined();
    queue.push(Buffer.from('x'));
    queue.clear();
    expect(queue.size).toBe(0);
  });

  it('reads known browser frames and refuses anything else', () => {
    expect(parseClientFrame(Buffer.from(JSON.stringify({ type: 'resize', cols: 120, rows: 40 })))).toMatchObject({
      type: 'resize',
      cols: 120,
      rows: 40,
    });
    expect(parseClientFrame(Buffer.from('{"type":"unknown"}'))).toBeUndefined();
    expect(parseClientFrame(Buffer.from('not json'))).toBeUndefined();
  });
});
