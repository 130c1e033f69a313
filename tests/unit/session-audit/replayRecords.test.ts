import { describe, expect, it } from 'vitest';
import { ReplayRecordsBuilder, serverHandshake } from '../../../src/app/features/session-audit/graphical/replayRecords';
import {
  RfbReplayPlayer,
  type RfbReplayScreen,
} from '../../../src/app/features/session-audit/graphical/rfbReplayPlayer';

/** An RFB 3.8 handshake with security None and a 4-byte desktop name, as the bastion sends it. */
function handshake(): Uint8Array {
  const init = new Uint8Array(24 + 4);
  const view = new DataView(init.buffer);
  view.setUint16(0, 800);
  view.setUint16(2, 600);
  view.setUint32(20, 4);
  init.set(new TextEncoder().encode('desk'), 24);
  return new Uint8Array([...new TextEncoder().encode('RFB 003.008\n'), 1, 1, 0, 0, 0, 0, ...init]);
}
const bytes = (...values: number[]) => new Uint8Array(values);
const setPixelFormat = () => new Uint8Array(20);

describe('graphical replay records', () => {
  it('finds the server handshake however it was chunked, and not in a stream that lacks one', () => {
    const whole = handshake();
    expect(serverHandshake(whole)).toEqual(whole);
    expect(serverHandshake(new Uint8Array([...whole, 0, 0, 0, 1]))).toEqual(whole);
    expect(serverHandshake(whole.subarray(0, whole.length - 1))).toBeNull();
    expect(serverHandshake(bytes(0, 0, 0, 1))).toBeNull();
    const builder = new ReplayRecordsBuilder();
    builder.add(0, 0, whole.subarray(0, 12));
    builder.add(1, 0, whole.subarray(12, 14));
    builder.add(2, 0, whole.subarray(14));
    expect(builder.build().handshake).toEqual(whole);
  });

  it('marks the first server record after a later connection’s SetPixelFormat, and keeps client records out', () => {
    const builder = new ReplayRecordsBuilder();
    builder.add(0, 0, handshake());
    builder.add(5, 1, setPixelFormat());
    builder.add(6, 0, bytes(0, 0, 0, 1));
    builder.add(900, 1, bytes(4, 1, 0, 0, 0, 0, 0, 0x61));
    builder.add(1000, 1, setPixelFormat());
    builder.add(1001, 0, bytes(3, 0, 0, 0));
    builder.add(1002, 0, bytes(0, 0, 0, 1));
    builder.add(2000, 1, setPixelFormat());
    builder.add(2001, 0, handshake());
    const built = builder.build();
    expect(built.durationMs).toBe(2001);
    expect(built.records.map((record) => [record.time, record.restart ?? false, record.ownHandshake ?? false])).toEqual(
      [
        [0, false, false],
        [6, false, false],
        [1001, true, false],
        [1002, false, false],
        [2001, true, true],
      ],
    );
  });

  it('starts a new noVNC with the first handshake at a later connection, and seeks from the last one before the target', async () => {
    const builder = new ReplayRecordsBuilder();
    builder.add(0, 0, handshake());
    builder.add(5, 1, setPixelFormat());
    builder.add(10, 0, bytes(0xa));
    builder.add(1000, 1, setPixelFormat());
    builder.add(1001, 0, bytes(0xb));
    builder.add(2000, 0, bytes(0xc));
    const screens: number[][] = [];
    const make = (): RfbReplayScreen => {
      const fed: number[] = [];
      screens.push(fed);
      return { feed: (data) => fed.push(data.length === 1 ? (data[0] ?? 0) : -data.length) };
    };
    const player = new RfbReplayPlayer(builder.build(), make, {
      nowMs: () => 0,
      after: () => () => undefined,
      yieldToPage: () => Promise.resolve(),
    });
    await player.seek(2);
    // What the first connection drew is not needed: a new noVNC, the borrowed handshake (by its length), its stream.
    expect(screens).toEqual([[-handshake().length], [-handshake().length, 0xb, 0xc]]);
    // Back to 1.5 s: from that connection's start, not from the recording's.
    await player.seek(1.5);
    expect(screens.at(-1)).toEqual([-handshake().length, 0xb]);
    expect(screens).toHaveLength(3);
    // Back before it: from the beginning.
    await player.seek(0.5);
    expect(screens.at(-1)).toEqual([-handshake().length, 0xa]);
  });
});
