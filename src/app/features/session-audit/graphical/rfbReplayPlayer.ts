import { browserClock, type PlayerClock, type PlayerStatus } from '../player/castPlayer';

export const RFB_PLAYBACK_SPEEDS = [1, 2, 4, 8] as const;
/** Bytes handed to noVNC per step of a seek, so a long recording re-draws without freezing the page. */
export const RFB_SEEK_CHUNK_BYTES = 1024 * 1024;
/** The position is reported at least this often while playing. */
const TICK_MS = 100;

/** What the browser received during the session: the RFB stream's chunks with their milliseconds. */
export interface RfbReplayRecord {
  time: number;
  data: Uint8Array;
  /** The first record of a later connection (the browser attached again): a new noVNC starts here. */
  restart?: boolean;
  /** A `restart` record that begins with its own connection's handshake (else the first one is fed before it). */
  ownHandshake?: boolean;
}

export interface RfbReplayRecording {
  records: readonly RfbReplayRecord[];
  durationMs: number;
  /**
   * The handshake the browser received first (ProtocolVersion to ServerInit), fed to the new noVNC of a later
   * connection whose own handshake the recording does not hold. Null when there is none to reuse.
   */
  handshake?: Uint8Array | null;
}

/** A fresh noVNC fed by the player; the one before it is thrown away when a new one is made. */
export interface RfbReplayScreen {
  feed(bytes: Uint8Array): void;
}

/**
 * Plays a graphical recording into noVNC: play, pause, speed, seek. RFB draws by differences, so the picture at a
 * moment is the sum of everything before it: a seek forward hands noVNC every record up to the target at once; a
 * seek back starts a new noVNC and does the same from the beginning. A newer seek cancels an unfinished one.
 */
export class RfbReplayPlayer {
  private position = 0;
  private next = 0;
  private playing = false;
  private speed = 1;
  private seeking = false;
  private seekGeneration = 0;
  private anchor = { ms: 0, position: 0 };
  private cancelTick: (() => void) | null = null;
  private screen: RfbReplayScreen;
  private readonly listeners = new Set<(status: PlayerStatus) => void>();
  private readonly duration: number;
  /** Indices of the records that start a later connection, in order. */
  private readonly restarts: number[];

  constructor(
    private readonly recording: RfbReplayRecording,
    private readonly makeScreen: () => RfbReplayScreen,
    private readonly clock: PlayerClock = browserClock,
  ) {
    this.duration = recording.durationMs / 1000;
    this.restarts = recording.records.flatMap((record, index) => (record.restart ? [index] : []));
    this.screen = makeScreen();
    this.deliverUpTo(0);
  }

  get status(): PlayerStatus {
    return {
      position: this.playing && !this.seeking ? this.clockPosition() : this.position,
      duration: this.duration,
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
    if (this.position >= this.duration) {
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

  /** Shows the desktop as it was at t seconds, then goes on playing if it was playing. */
  async seek(t: number): Promise<void> {
    const target = Math.min(Math.max(0, t), this.duration);
    const generation = ++this.seekGeneration;
    if (this.playing && !this.seeking) this.advance();
    this.stopTimer();
    const targetMs = target * 1000;
    const lastFed = this.recording.records[this.next - 1];
    this.seeking = true;
    // A later connection before the target draws from its own start: what came before it need not be fed.
    const restart = this.restarts.findLast((index) => (this.recording.records[index]?.time ?? 0) <= targetMs);
    if (lastFed && lastFed.time > targetMs) {
      // Records already fed past the target cannot be taken back: start over, from that connection if there is one.
      if (restart === undefined) this.screen = this.makeScreen();
      this.next = restart ?? 0;
    } else if (restart !== undefined && restart > this.next) {
      this.next = restart;
    }
    this.position = target;
    this.emit();
    let fed = 0;
    while (this.next < this.recording.records.length) {
      const record = this.recording.records[this.next];
      if (!record || record.time > targetMs) break;
      this.feed(record);
      this.next += 1;
      fed += record.data.length;
      if (fed >= RFB_SEEK_CHUNK_BYTES) {
        fed = 0;
        await this.clock.yieldToPage();
        if (generation !== this.seekGeneration) return;
      }
    }
    if (generation !== this.seekGeneration) return;
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

  private advance(): void {
    if (this.seeking) return;
    this.position = this.clockPosition();
    this.deliverUpTo(this.position * 1000);
  }

  private deliverUpTo(ms: number): void {
    while (this.next < this.recording.records.length) {
      const record = this.recording.records[this.next];
      if (!record || record.time > ms) break;
      this.feed(record);
      this.next += 1;
    }
  }

  private feed(record: RfbReplayRecord): void {
    if (record.restart) {
      this.screen = this.makeScreen();
      if (this.recording.handshake && !record.ownHandshake) this.screen.feed(this.recording.handshake);
    }
    this.screen.feed(record.data);
  }

  private clockPosition(): number {
    const elapsed = ((this.clock.nowMs() - this.anchor.ms) / 1000) * this.speed;
    return Math.min(this.anchor.position + elapsed, this.duration);
  }

  private schedule(): void {
    this.stopTimer();
    const upcoming = this.recording.records[this.next];
    const untilNext = upcoming ? (upcoming.time - this.position * 1000) / this.speed : Number.POSITIVE_INFINITY;
    const untilEnd = ((this.duration - this.position) / this.speed) * 1000;
    const wait = Math.max(0, Math.min(untilNext, untilEnd, TICK_MS));
    this.cancelTick = this.clock.after(wait, () => this.tick());
  }

  private tick(): void {
    this.cancelTick = null;
    if (!this.playing || this.seeking) return;
    this.advance();
    if (this.position >= this.duration) {
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
