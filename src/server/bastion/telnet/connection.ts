import type { HostCloseEvent, HostConnection, HostTerminalOptions } from '../hostConnection';
import type { HostKeySeen } from '../ssh';
import { encodeData, terminalType, windowSize } from './encoder';
import { TelnetConnectError } from './errors';
import type { LoginDialogue, LoginStep } from './loginDialogue';
import { OptionNegotiator } from './negotiation';
import { type TelnetEvent, TelnetParser } from './parser';
import { Option, TTYPE_SEND } from './protocol';
import type { Transport } from './transport';

/** The login-phase output handed to the gateway keeps at most this much (the end of it). */
const MAX_LOGIN_OUTPUT_BYTES = 64 * 1024;

export interface LoginTiming {
  loginTimeoutMs: number;
  /** After the password, a host that printed something and then stays quiet this long counts as logged in. */
  quietLoginMs: number;
}

/** A Telnet connection to a host; logged in by `login` before anyone else sees it. */
export class TelnetConnection implements HostConnection {
  readonly protocol = 'TELNET' as const;
  private readonly parser = new TelnetParser();
  private readonly negotiator: OptionNegotiator;
  private cols: number;
  private rows: number;
  private readonly term: string;
  private phase: 'login' | 'open' | 'ended' = 'login';
  private loginOutput: Buffer[] = [];
  private loginOutputBytes = 0;
  private onLoginText: ((data: Buffer) => void) | undefined;
  private onLoginEnd: ((error: Error) => void) | undefined;
  private readonly dataListeners: ((data: Buffer) => void)[] = [];
  private readonly closeListeners: ((event: HostCloseEvent) => void)[] = [];
  /** Output waiting for the first onData listener, or for a flush already scheduled. */
  private pending: Buffer[] = [];
  private flushScheduled = false;
  private closeEvent: HostCloseEvent | undefined;
  private closeRequested = false;

  constructor(
    private readonly transport: Transport,
    terminal: HostTerminalOptions,
  ) {
    this.cols = terminal.cols;
    this.rows = terminal.rows;
    this.term = terminal.term;
    this.negotiator = new OptionNegotiator((bytes) => this.send(bytes), {
      onOursEnabled: (option) => {
        if (option === Option.windowSize) this.send(windowSize(this.cols, this.rows));
      },
      onTheirsEnabled: (option) => {
        if (option === Option.binary) this.parser.binaryIn = true;
      },
      onTheirsDisabled: (option) => {
        if (option === Option.binary) this.parser.binaryIn = false;
      },
    });
    const { stream } = transport;
    this.negotiator.offer(Option.binary);
    stream.on('data', (chunk: Buffer) => this.receive(chunk));
    // Telnet has no half-open connection: the host's end is the end (a jump host's channel closes only then).
    stream.on('end', () => stream.end());
    stream.on('close', () => this.ended());
    // A stream error is followed by 'close'; the transport remembers it as a lost connection.
    stream.on('error', () => undefined);
  }

  get jumpHostKeys(): HostKeySeen[] {
    return this.transport.jumpHostKeys;
  }

  /**
   * Answers the host's login prompts. Resolves once a shell prompt (or quiet after the password) shows the
   * login succeeded; rejects with a TelnetConnectError (or the signal's reason when aborted) and closes the
   * connection otherwise.
   */
  login(dialogue: LoginDialogue, password: string, timing: LoginTiming, signal?: AbortSignal): Promise<void> {
    return new Promise((resolve, reject) => {
      let quietTimer: NodeJS.Timeout | undefined;
      const abort = () => finish(signal?.reason ?? new Error('aborted'));
      const finish = (error?: Error) => {
        clearTimeout(deadline);
        clearTimeout(quietTimer);
        signal?.removeEventListener('abort', abort);
        this.onLoginText = undefined;
        this.onLoginEnd = undefined;
        if (error) {
          this.phase = 'ended';
          this.transport.close();
          reject(error);
          return;
        }
        this.handOver(password);
        resolve();
      };
      const deadline = setTimeout(
        () => finish(new TelnetConnectError('loginTimeout', { params: { seconds: timing.loginTimeoutMs / 1000 } })),
        timing.loginTimeoutMs,
      );
      this.onLoginEnd = finish;
      if (signal?.aborted) abort();
      else signal?.addEventListener('abort', abort, { once: true });
      this.onLoginText = (data) => {
        const step: LoginStep = dialogue.take(data);
        if (step.action === 'answer') {
          // The answer goes out as typed text (Enter as CR NUL, or CR in binary mode), as a Telnet client sends it.
          this.send(encodeData(Buffer.from(`${step.text}\r`, 'utf8'), this.negotiator.isOurs(Option.binary)));
        } else if (step.action === 'refused') {
          finish(new TelnetConnectError('authRejected'));
        } else if (step.action === 'loggedIn') {
          finish();
        } else if (dialogue.answeredPassword && dialogue.outputAfterPassword && timing.quietLoginMs > 0) {
          clearTimeout(quietTimer);
          quietTimer = setTimeout(() => finish(), timing.quietLoginMs);
        }
      };
    });
  }

  write(data: Buffer): void {
    if (this.phase !== 'open') return;
    this.send(encodeData(data, this.negotiator.isOurs(Option.binary)));
  }

  resize(cols: number, rows: number): void {
    this.cols = cols;
    this.rows = rows;
    if (this.phase !== 'ended' && this.negotiator.isOurs(Option.windowSize)) this.send(windowSize(cols, rows));
  }

  pause(): void {
    this.transport.stream.pause();
  }

  resume(): void {
    this.transport.stream.resume();
  }

  close(): void {
    if (this.closeEvent || this.closeRequested) return;
    this.closeRequested = true;
    this.transport.close();
  }

  /** Output that arrived before the first listener (the login phase's at least) follows in a microtask. */
  onData(listener: (data: Buffer) => void): void {
    this.dataListeners.push(listener);
    if (this.pending.length > 0 || this.closeEvent) this.scheduleFlush();
  }

  /** A close that already happened is announced in a microtask, after any output still waiting. */
  onClose(listener: (event: HostCloseEvent) => void): void {
    this.closeListeners.push(listener);
    if (this.closeEvent) this.scheduleFlush();
  }

  private send(bytes: Buffer): void {
    const { stream } = this.transport;
    if (!stream.destroyed && stream.writable) stream.write(bytes);
  }

  private receive(chunk: Buffer): void {
    const text: Buffer[] = [];
    this.parser.feed(chunk, (event) => this.handleEvent(event, text));
    if (text.length === 0) return;
    const data = text.length === 1 ? (text[0] as Buffer) : Buffer.concat(text);
    if (this.phase === 'login') {
      this.keepLoginOutput(data);
      this.onLoginText?.(data);
    } else if (this.phase === 'open') {
      this.deliver(data);
    }
  }

  private handleEvent(event: TelnetEvent, text: Buffer[]): void {
    switch (event.type) {
      case 'data':
        text.push(event.data);
        break;
      case 'negotiate':
        this.negotiator.handle(event.verb, event.option);
        break;
      case 'subnegotiation':
        if (
          event.option === Option.terminalType &&
          event.data[0] === TTYPE_SEND &&
          this.negotiator.isOurs(Option.terminalType)
        ) {
          this.send(terminalType(this.term));
        }
        break;
      case 'command':
        break;
    }
  }

  private keepLoginOutput(data: Buffer): void {
    this.loginOutput.push(data);
    this.loginOutputBytes += data.length;
    while (this.loginOutputBytes > MAX_LOGIN_OUTPUT_BYTES && this.loginOutput.length > 1) {
      this.loginOutputBytes -= (this.loginOutput.shift() as Buffer).length;
    }
  }

  /** The login is done: what the host printed during it becomes the first output, never with the password. */
  private handOver(password: string): void {
    this.phase = 'open';
    const output = withoutSecret(Buffer.concat(this.loginOutput), password);
    this.loginOutput = [];
    if (output.length > 0) this.pending.push(output);
  }

  private deliver(data: Buffer): void {
    if (this.dataListeners.length === 0 || this.flushScheduled || this.pending.length > 0) {
      // Keeps the order: earlier output is still waiting.
      this.pending.push(data);
      if (this.dataListeners.length > 0) this.scheduleFlush();
      return;
    }
    for (const listener of this.dataListeners) listener(data);
  }

  /**
   * One microtask delivers the waiting output (when someone listens) and then the close (when it happened),
   * so listeners registered together after `await openTelnetConnection()` see them in that order.
   */
  private scheduleFlush(): void {
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    queueMicrotask(() => {
      this.flushScheduled = false;
      if (this.dataListeners.length > 0 && this.pending.length > 0) {
        const data = Buffer.concat(this.pending);
        this.pending = [];
        for (const listener of this.dataListeners) listener(data);
      }
      if (this.closeEvent) this.announceClose();
    });
  }

  private ended(): void {
    if (this.phase === 'login') {
      this.onLoginEnd?.(new TelnetConnectError('closed'));
      return;
    }
    // Already over: a failed login (nobody was handed the connection) or a close already announced.
    if (this.phase === 'ended') return;
    this.phase = 'ended';
    const kind = this.closeRequested ? 'closed' : this.transport.isLost() ? 'lost' : 'exit';
    this.closeEvent = { kind, exitCode: null };
    // Ends the jump hosts' SSH connections too.
    this.transport.close();
    this.scheduleFlush();
  }

  private announceClose(): void {
    const event = this.closeEvent;
    if (!event) return;
    for (const listener of this.closeListeners.splice(0)) listener(event);
  }
}

/**
 * The password as the host might have echoed it after it was typed (a host that does not turn echo off).
 * Removed wherever it appears; a password is never shown or recorded.
 */
function withoutSecret(output: Buffer, password: string): Buffer {
  const secret = Buffer.from(password, 'utf8');
  if (secret.length === 0) return output;
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = output.indexOf(secret); at >= 0; at = output.indexOf(secret, from)) {
    parts.push(output.subarray(from, at));
    from = at + secret.length;
  }
  if (from === 0) return output;
  parts.push(output.subarray(from));
  return Buffer.concat(parts);
}
