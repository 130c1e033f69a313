/**
 * When a live session opened and when its user last typed, on the server's clock (deps.now, so tests can move
 * it), for the behaviour policies' idle timeout and maximum length (modules/terminal/sessionStanding.ts).
 */
export class SessionActivity {
  readonly openedAt: number;
  private lastInput: number;
  /** The maximum-length warning was given (once per session). */
  endWarned = false;

  constructor(private readonly now: () => number) {
    this.openedAt = now();
    this.lastInput = this.openedAt;
  }

  get lastInputAt(): number {
    return this.lastInput;
  }

  touch(): void {
    this.lastInput = this.now();
  }
}
