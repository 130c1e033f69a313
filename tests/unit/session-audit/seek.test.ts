import { describe, expect, it } from 'vitest';
import { parseCast } from '../../../src/app/features/session-audit/player/castParser';
import {
  CastPlayer,
  type PlayerClock,
  type ScreenSink,
  SEEK_CHUNK_CHARS,
} from '../../../src/app/features/session-audit/player/castPlayer';
import { buildTimeline, screenStateAt } from '../../../src/app/features/session-audit/player/timeline';

const recording = [
  '{"version":2,"width":80,"height":24}',
  '[0.1,"o","$ "]',
  '[1.0,"i","ls\\r"]',
  '[1.0,"m","ls"]',
  '[1.1,"o","ls\\r\\na.txt\\r\\n$ "]',
  '[2.0,"r","100x30"]',
  '[2.5,"o","wide\\r\\n"]',
  '[62.5,"o","after an idle minute\\r\\n"]',
  '[63.0,"o","end"]',
  '',
].join('\n');

/** Records what the player did to the screen; the text shown is what was written since the last reset. */
class FakeScreen implements ScreenSink {
  shown = '';
  size = '';
  resets = 0;
  writes = 0;
  reset(): void {
    this.shown = '';
    this.resets += 1;
  }
  resize(cols: number, rows: number): void {
    this.size = `${cols}x${rows}`;
  }
  write(data: string, done?: () => void): void {
    this.shown += data;
    this.writes += 1;
    done?.();
  }
}

/** A clock moved by the test; timers fire when it passes them. */
class HandClock implements PlayerClock {
  ms = 0;
  private timers: { at: number; run: () => void }[] = [];
  nowMs = () => this.ms;
  after = (ms: number, run: () => void) => {
    const timer = { at: this.ms + ms, run };
    this.timers.push(timer);
    return () => {
      this.timers = this.timers.filter((item) => item !== timer);
    };
  };
  yieldToPage = () => Promise.resolve();
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

describe('timeline and screen state', () => {
  const cast = parseCast(recording);

  it('gives the output and size in force at any moment', () => {
    const timeline = buildTimeline(cast, false);
    expect(timeline.duration).toBe(63);
    expect(screenStateAt(timeline, 0.05).segments).toEqual([{ cols: 80, rows: 24, data: '' }]);
    expect(screenStateAt(timeline, 1.1).segments).toEqual([{ cols: 80, rows: 24, data: '$ ls\r\na.txt\r\n$ ' }]);
    const later = screenStateAt(timeline, 3);
    expect(later.segments).toEqual([
      { cols: 80, rows: 24, data: '$ ls\r\na.txt\r\n$ ' },
      { cols: 100, rows: 30, data: 'wide\r\n' },
    ]);
    expect(later.next).toBe(4);
  });

  it('compresses idle gaps longer than two seconds and maps command moments onto the player’s clock', () => {
    const timeline = buildTimeline(cast, true);
    expect(timeline.duration).toBeCloseTo(5, 6);
    expect(timeline.playTimeOf(1.0)).toBeCloseTo(1.0, 6);
    expect(timeline.playTimeOf(62.5)).toBeCloseTo(4.5, 6);
    expect(timeline.recordedTimeOf(4.5)).toBeCloseTo(62.5, 6);
    expect(timeline.recordedTimeOf(1.1)).toBeCloseTo(1.1, 6);
    expect(screenStateAt(timeline, 4.5).segments.at(-1)?.data).toBe('wide\r\nafter an idle minute\r\n');
  });
});

describe('cast player', () => {
  it('plays in time at the chosen speed and stops at the end', () => {
    const screen = new FakeScreen();
    const clock = new HandClock();
    const player = new CastPlayer(buildTimeline(parseCast(recording), false), screen, clock);
    player.play();
    clock.advance(500);
    expect(screen.shown).toBe('$ ');
    clock.advance(700);
    expect(screen.shown).toBe('$ ls\r\na.txt\r\n$ ');
    player.setSpeed(8);
    clock.advance(1000);
    expect(screen.size).toBe('100x30');
    expect(player.status.position).toBeCloseTo(9.2, 6);
    clock.advance(60_000);
    expect(screen.shown.endsWith('end')).toBe(true);
    expect(player.status).toMatchObject({ playing: false, position: 63 });
  });

  it('pauses where it is and resumes from there', () => {
    const screen = new FakeScreen();
    const clock = new HandClock();
    const player = new CastPlayer(buildTimeline(parseCast(recording), false), screen, clock);
    player.play();
    clock.advance(1050);
    player.pause();
    clock.advance(10_000);
    expect(player.status.position).toBeCloseTo(1.05, 6);
    expect(screen.shown).toBe('$ ');
    player.play();
    clock.advance(100);
    expect(screen.shown).toBe('$ ls\r\na.txt\r\n$ ');
  });

  it('re-renders the screen as it was on a seek, backwards and forwards, and keeps playing from there', async () => {
    const screen = new FakeScreen();
    const clock = new HandClock();
    const player = new CastPlayer(buildTimeline(parseCast(recording), false), screen, clock);
    await player.seek(62.6);
    expect(screen.shown).toBe('$ ls\r\na.txt\r\n$ wide\r\nafter an idle minute\r\n');
    expect(screen.size).toBe('100x30');
    await player.seek(1.5);
    expect(screen.resets).toBe(2);
    expect(screen.shown).toBe('$ ls\r\na.txt\r\n$ ');
    expect(screen.size).toBe('80x24');
    player.play();
    clock.advance(1100);
    expect(screen.shown).toBe('$ ls\r\na.txt\r\n$ wide\r\n');
  });

  it('writes a long history in chunks and lets a newer seek win', async () => {
    const big = 'x'.repeat(SEEK_CHUNK_CHARS * 3 + 5);
    const text = `{"version":2,"width":80,"height":24}\n[1,"o","${big}"]\n[2,"o","tail"]\n`;
    const screen = new FakeScreen();
    const player = new CastPlayer(buildTimeline(parseCast(text), false), screen, new HandClock());
    await player.seek(2);
    // One empty write drains what was queued, then the history in four chunks.
    expect(screen.writes).toBe(5);
    expect(screen.shown).toBe(`${big}tail`);
    const first = player.seek(1.5);
    const second = player.seek(0.5);
    await Promise.all([first, second]);
    expect(screen.shown).toBe('');
    expect(player.status).toMatchObject({ position: 0.5, seeking: false });
  });
});
