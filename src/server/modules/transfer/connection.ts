import type { FastifyBaseLogger } from 'fastify';
import { formatMessage, type Lang, type MessageKey } from '../../../shared/messages';
import {
  CANCEL_CLOSE_CODE,
  ERROR_PREFIX,
  TransferCancelSchema,
  TransferCloseCode,
  type TransferServerMessage,
} from '../../../shared/protocol/transfer';
import { closeHard, WS_OPEN, type WsSocket } from '../../realtime/socket';

/**
 * One transfer socket's plumbing: frames are handled strictly one after another (a step may await a
 * disk write, and the next frame must not overtake it), the server-side inactivity timer, and the two
 * ways to end — `done` or `error:<text>` — each followed by a close.
 */
export class TransferConnection {
  private queue: Promise<void> = Promise.resolve();
  private timer: NodeJS.Timeout | undefined;
  private isEnded = false;

  constructor(
    readonly socket: WsSocket,
    private readonly lang: Lang,
    private readonly inactivityMs: number,
    private readonly log: FastifyBaseLogger,
  ) {}

  get ended(): boolean {
    return this.isEnded;
  }

  /** Queues a step; after the end only `always` steps (clean-up) still run. A thrown error fails the transfer. */
  enqueue(step: () => Promise<void> | void, options: { always?: boolean } = {}): void {
    this.queue = this.queue.then(async () => {
      if (this.isEnded && !options.always) return;
      try {
        await step();
      } catch (error) {
        this.log.error({ err: error }, 'transfer socket step failed');
        this.fail('transferStoreFailed');
      }
    });
  }

  /** Restarts the inactivity timer (on every frame in either direction). */
  touch(): void {
    if (this.isEnded) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(
      () => this.fail('transferInactive', { seconds: Math.round(this.inactivityMs / 1000) }),
      this.inactivityMs,
    );
    this.timer.unref();
  }

  send(message: TransferServerMessage): void {
    if (!this.isEnded && this.socket.readyState === WS_OPEN) this.socket.send(JSON.stringify(message));
  }

  /** `error:<text>` in the caller's language, then close. Later frames are ignored. */
  fail(key: MessageKey, params: Record<string, string | number> = {}, code: number = TransferCloseCode.failed): void {
    if (this.isEnded) return;
    if (this.socket.readyState === WS_OPEN) this.socket.send(`${ERROR_PREFIX}${formatMessage(key, this.lang, params)}`);
    this.end();
    closeHard(this.socket, code, key);
  }

  /** `done`, then a normal close. */
  finish(): void {
    if (this.isEnded) return;
    this.send({ type: 'done' });
    this.end();
    this.socket.close(1000, 'done');
  }

  /** True (and the socket closed with the cancel code) when the client's frame is a cancel. */
  closeIfCancelled(json: unknown): boolean {
    if (!TransferCancelSchema.safeParse(json).success) return false;
    this.end();
    this.socket.close(CANCEL_CLOSE_CODE, 'cancelled');
    return true;
  }

  /** Stops everything without a message (the client cancelled or went away). */
  end(): void {
    this.isEnded = true;
    clearTimeout(this.timer);
  }
}

/** A client text frame as JSON; undefined when it is not JSON. */
export function parseClientText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    // The caller answers an unreadable frame with `error:`.
    return undefined;
  }
}
