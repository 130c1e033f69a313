import type { Duplex } from 'node:stream';

/**
 * Gathers what is written to `socket` within one event-loop turn: the first write of a turn goes at once (a short
 * answer waits for nothing); the ones after it in the same turn, a long result streaming in, are corked and written
 * together when the turn ends — one TLS write per turn instead of one per ~20 KiB chunk read from the database.
 */
export class TurnGathering {
  private writesThisTurn = 0;

  constructor(private readonly socket: Duplex) {}

  /** Call before each write. */
  beforeWrite(): void {
    this.writesThisTurn += 1;
    if (this.writesThisTurn === 1) {
      setImmediate(() => {
        if (this.writesThisTurn > 1) this.socket.uncork();
        this.writesThisTurn = 0;
      });
    } else if (this.writesThisTurn === 2) this.socket.cork();
  }
}
