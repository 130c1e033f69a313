import { screenStateAt, type Timeline } from './timeline';

/** The terminal the player draws on (an xterm Terminal in the page; a recorder in tests). */
export interface ScreenSink {
  reset(): void;
  resize(cols: number, rows: number): void;
  /** Calls `done` once the terminal has taken the data in. */
  write(data: string, done?: () => void): void;
}

/** The player's clock and timer; tests drive both by hand. */
export interface PlayerClock {
  nowMs(): number;
  after(ms: number, run: () => void): () => void;
  /** Lets the page breathe between two chunks of a seek. */
  yieldToPage(): Promise<void>;
}

export const browserClock: PlayerClock = {
  nowMs: () => performance.now(),
  after: (ms, run) => {
    const timer = setTimeout(run, ms);
    return () => clearTimeout(timer);
  },
  yieldToPage: () => new Promise((resolve) => setTimeout(resolve, 0)),
};

export const PLAYBACK_SPEEDS = [0.5, 1, 2, 4, 8] as const;
/** Output written per step of a seek, so a long recording re-renders without freezing the page. */
export const SEEK_CHUNK_CHARS = 64 * 1024;
/** The position is reported at least this often while playing (slider and time display). */
const TICK_MS = 100;

export interface PlayerStatus {
  position: number;
  duration: number;
  playing: boolean;
  speed: number;
  /** A seek is re-rendering the screen. */
  seeking: boolean;
}

/**
 * Plays a timeline onto a terminal: play, pause, speed, and seek. A seek resets the terminal and writes
 * every event up to the target in chunks (awaiting the terminal and yielding between chunks), so the
 * screen shows exactly what it showed at that moment; a newer seek cancels an unfinished one.
 */
export class CastPlayer {
  private position = 0;
  private next = 0;
  private playing = false;
  private speed = 1;
  private seeking = false;
  private seekGeneration = 0;
  private anchor = { ms: 0, position: 0 };
  private cancelTick: (() => void) | null = null;
  private readonly listeners = new Set<(status: PlayerStatus) => void>();

  constructor(
    private timeline: Timeline,
    private readonly sink: ScreenSink,
    private readonly clock: PlayerClock = browserClock,
  ) {
    sink.resize(timeline.width, timeline.height);
  }

  get status(): PlayerStatus {
    return {
      position: this.playing && !this.seeking ? this.clockPosition() : this.position,
      duration: this.timeline.duration,
      playing: this.playing,
      speed: this.speed,
      seeking: this.seeking,
    };
  }

  subscribe(listener: (status: PlayerStatus) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  play(): void {
    if (this.playing) return;
    // Playing from the end starts over.
    if (this.position >= this.timeline.duration) {
      void this.seek(0).then(() => this.play());
      return;
    }
    this.playing = true;
    this.anchor = { ms: this.clock.nowMs(), position: this.position };
    if (!this.seeking) this.schedule();
    this.emit();
  }

  pause(): void {
    if (!this.playing) return;
    this.advance();
    this.playing = false;
    this.stopTimer();
    this.emit();
  }

  setSpeed(speed: number): void {
    if (this.playing) this.advance();
    this.speed = speed;
    this.anchor = { ms: this.clock.nowMs(), position: this.position };
    if (this.playing && !this.seeking) this.schedule();
    this.emit();
  }

  /** Replaces the timeline (idle compression switched) and keeps the picture at the same recorded moment. */
  async replaceTimeline(timeline: Timeline, position: number): Promise<void> {
    this.timeline = timeline;
    await this.seek(position);
  }

  /** Shows the screen as it was at player time t, then goes on playing if it was playing. */
  async seek(t: number): Promise<void> {
    const target = Math.min(Math.max(0, t), this.timeline.duration);
    const generation = ++this.seekGeneration;
    this.stopTimer();
    this.seeking = true;
    this.position = target;
    this.emit();
    const state = screenStateAt(this.timeline, target);
    // Output queued while playing must be parsed before the reset, or it would land on the new screen.
    await new Promise<void>((resolve) => this.sink.write('', resolve));
    if (generation !== this.seekGeneration) return;
    this.sink.reset();
    for (const segment of state.segments) {
      this.sink.resize(segment.cols, segment.rows);
      for (let start = 0; start < segment.data.length; start += SEEK_CHUNK_CHARS) {
        await new Promise<void>((resolve) =>
          this.sink.write(segment.data.slice(start, start + SEEK_CHUNK_CHARS), resolve),
        );
        await this.clock.yieldToPage();
        if (generation !== this.seekGeneration) return;
      }
    }
    if (generation !== this.seekGeneration) return;
    this.next = state.next;
    this.seeking = false;
    this.anchor = { ms: this.clock.nowMs(), position: target };
    if (this.playing) this.schedule();
    this.emit();
  }

  dispose(): void {
    this.seekGeneration += 1;
    this.playing = false;
    this.stopTimer();
    this.listeners.clear();
  }

  /** Moves the position to where the clock says and writes every event that is due. */
  private advance(): void {
    if (this.seeking) return;
    this.position = this.clockPosition();
    let output = '';
    while (this.next < this.timeline.events.length) {
      const event = this.timeline.events[this.next];
      if (!event || event.playAt > this.position) break;
      if (event.kind === 'output') {
        output += event.data;
      } else {
        if (output) this.sink.write(output);
        output = '';
        this.sink.resize(event.cols, event.rows);
      }
      this.next += 1;
    }
    if (output) this.sink.write(output);
  }

  private clockPosition(): number {
    const elapsed = ((this.clock.nowMs() - this.anchor.ms) / 1000) * this.speed;
    return Math.min(this.anchor.position + elapsed, this.timeline.duration);
  }

  private schedule(): void {
    this.stopTimer();
    const upcoming = this.timeline.events[this.next];
    const untilNext = upcoming ? ((upcoming.playAt - this.position) / this.speed) * 1000 : Number.POSITIVE_INFINITY;
    const untilEnd = ((this.timeline.duration - this.position) / this.speed) * 1000;
    const wait = Math.max(0, Math.min(untilNext, untilEnd, TICK_MS));
    this.cancelTick = this.clock.after(wait, () => this.tick());
  }

  private tick(): void {
    this.cancelTick = null;
    if (!this.playing || this.seeking) return;
    this.advance();
    if (this.position >= this.timeline.duration) {
      this.playing = false;
    } else {
      this.schedule();
    }
    this.emit();
  }

  private stopTimer(): void {
    this.cancelTick?.();
    this.cancelTick = null;
  }

  private emit(): void {
    const status = this.status;
    for (const listener of this.listeners) listener(status);
  }
}
