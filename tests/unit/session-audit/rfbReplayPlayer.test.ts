import { describe, expect, it } from 'vitest';
import {
  RFB_SEEK_CHUNK_BYTES,
  RfbReplayPlayer,
  type RfbReplayRecording,
  type RfbReplayScreen,
} from '../../../src/app/features/session-audit/graphical/rfbReplayPlayer';
import type { PlayerClock } from '../../../src/app/features/session-audit/player/castPlayer';

const bytes = (text: string) => new TextEncoder().encode(text);
const recording: RfbReplayRecording = {
  records: [
    { time: 0, data: bytes('A') },
    { time: 500, data: bytes('B') },
    { time: 1500, data: bytes('C') },
    { time: 3000, data: bytes('D') },
  ],
  durationMs: 3000,
};

/** Each noVNC the player made, with what it was fed. */
class Screens {
  made: string[] = [];
  make = (): RfbReplayScreen => {
    const index = this.made.push('') - 1;
    return {
      feed: (data) => {
        this.made[index] += new TextDecoder().decode(data);
      },
    };
  };
  get current(): string {
    return this.made.at(-1) ?? '';
  }
}

class HandClock implements PlayerClock {
  ms = 0;
  yields = 0;
  private timers: { at: number; run: () => void }[] = [];
  nowMs = () => this.ms;
  after = (ms: number, run: () => void) => {
    const timer = { at: this.ms + ms, run };
    this.timers.push(timer);
    return () => {
      this.timers = this.timers.filter((item) => item !== timer);
    };
  };
  yieldToPage = () => {
    this.yields += 1;
    return Promise.resolve();
  };
  advance(ms: number): void {
    const end = this.ms + ms;
    for (;;) {
      const due = this.timers.filter((timer) => timer.at <= end).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      this.timers = this.timers.filter((timer) => timer !== due);
      this.ms = due.at;
      due.run();
    }
    this.ms = end;
  }
}

describe('graphical replay player', () => {
  it('feeds the records at their times, faster at a higher speed, and stops at the end', () => {
    const screens = new Screens();
    const clock = new HandClock();
    const player = new RfbReplayPlayer(recording, screens.make, clock);
    expect(screens.made).toEqual(['A']);
    expect(player.status).toMatchObject({ position: 0, duration: 3, playing: false });
    player.play();
    clock.advance(499);
    expect(screens.current).toBe('A');
    clock.advance(1);
    expect(screens.current).toBe('AB');
    player.setSpeed(2);
    clock.advance(500);
    expect(screens.current).toBe('ABC');
    expect(player.status.position).toBeCloseTo(1.5);
    player.pause();
    clock.advance(10_000);
    expect(screens.current).toBe('ABC');
    player.setSpeed(8);
    player.play();
    clock.advance(200);
    expect(screens.current).toBe('ABCD');
    expect(player.status).toMatchObject({ position: 3, playing: false, speed: 8 });
    expect(screens.made).toHaveLength(1);
  });

  it('seeks forward on the same screen and backward on a new one fed from the start', async () => {
    const screens = new Screens();
    const player = new RfbReplayPlayer(recording, screens.make, new HandClock());
    await player.seek(1.6);
    expect(screens.made).toEqual(['ABC']);
    await player.seek(2.9);
    expect(screens.made).toEqual(['ABC']);
    await player.seek(3);
    expect(screens.made).toEqual(['ABCD']);
    await player.seek(0.5);
    expect(screens.made).toEqual(['ABCD', 'AB']);
    expect(player.status).toMatchObject({ position: 0.5, seeking: false });
    await player.seek(99);
    expect(player.status.position).toBe(3);
    expect(screens.current).toBe('ABCD');
  });

  it('plays from the start again when play is pressed at the end', async () => {
    const screens = new Screens();
    const clock = new HandClock();
    const player = new RfbReplayPlayer(recording, screens.make, clock);
    await player.seek(3);
    player.play();
    await Promise.resolve();
    await Promise.resolve();
    expect(screens.made).toEqual(['ABCD', 'A']);
    expect(player.status.playing).toBe(true);
    clock.advance(500);
    expect(screens.current).toBe('AB');
  });

  it('hands a long seek to noVNC in chunks, letting the page breathe, and a newer seek wins', async () => {
    const big = new Uint8Array(RFB_SEEK_CHUNK_BYTES / 2).fill(0x61);
    const long: RfbReplayRecording = {
      records: Array.from({ length: 10 }, (_, i) => ({ time: i * 1000, data: big })),
      durationMs: 9000,
    };
    const fed: number[] = [];
    let made = 0;
    const clock = new HandClock();
    const player = new RfbReplayPlayer(
      long,
      () => {
        made += 1;
        return { feed: (data) => fed.push(data.length) };
      },
      clock,
    );
    const first = player.seek(9);
    const second = player.seek(1.5);
    await Promise.all([first, second]);
    // The first seek fed two records and yielded; the second, backward from there, started a new screen.
    expect(made).toBe(2);
    expect(player.status).toMatchObject({ position: 1.5, seeking: false });
    await player.seek(9);
    expect(clock.yields).toBeGreaterThanOrEqual(3);
    // At start: 1; the first seek: 2 before it yielded; the second: 2 (0 s and 1 s); the last: 2 s to 9 s.
    expect(fed.length).toBe(1 + 2 + 2 + 8);
  });
});
