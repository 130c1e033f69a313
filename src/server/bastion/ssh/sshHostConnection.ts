import type ssh2 from 'ssh2';
import type { HostCloseEvent, HostConnection, HostTerminalOptions } from '../hostConnection';
import { connectSsh, type SshConnection, type SshConnectOptions } from './connect';
import { SshConnectError } from './errors';
import type { HostKeySeen } from './hostKey';

export interface SshShell {
  connection: HostConnection;
  /** The target's host key as presented (record it on first contact). */
  hostKey: HostKeySeen;
}

/**
 * Logs into the target (through the jump hosts) and opens an interactive shell with a pseudo-terminal. Every
 * failure before the shell exists is an SshConnectError; after that the connection reports through onClose.
 */
export async function openSshShell(options: SshConnectOptions, terminal: HostTerminalOptions): Promise<SshShell> {
  const ssh = await connectSsh(options);
  try {
    const channel = await new Promise<ssh2.ClientChannel>((resolve, reject) => {
      ssh.client.shell({ cols: terminal.cols, rows: terminal.rows, term: terminal.term }, (error, stream) =>
        error ? reject(error) : resolve(stream),
      );
    });
    return { connection: new SshHostConnection(ssh, channel), hostKey: ssh.hostKey };
  } catch {
    ssh.close();
    // The host refused a shell (e.g. a forced command or no pty allowed): the login itself worked, the session cannot.
    throw new SshConnectError('closed', undefined, { detail: 'shell refused' });
  }
}

/** One SSH shell channel as the gateway's HostConnection. */
class SshHostConnection implements HostConnection {
  readonly protocol = 'SSH' as const;
  private readonly dataListeners: ((data: Buffer) => void)[] = [];
  private readonly closeListeners: ((event: HostCloseEvent) => void)[] = [];
  /**
   * The shell prints (banner, prompt) as soon as it opens, while the gateway is still recording the host key
   * and opening the recording: output and a close before the first listener wait here, so nothing is lost.
   */
  private readonly earlyOutput: Buffer[] = [];
  private earlyClose: HostCloseEvent | null = null;
  private exitCode: number | null = null;
  private exited = false;
  private closing = false;
  private closed = false;

  constructor(
    private readonly ssh: SshConnection,
    private readonly channel: ssh2.ClientChannel,
  ) {
    const forward = (data: Buffer) => {
      if (this.dataListeners.length === 0) this.earlyOutput.push(data);
      for (const listener of this.dataListeners) listener(data);
    };
    channel.on('data', forward);
    channel.stderr.on('data', forward);
    channel.on('exit', (code: number | null) => {
      this.exited = true;
      if (typeof code === 'number') this.exitCode = code;
    });
    channel.on('close', () => this.finish(this.closing ? 'closed' : this.exited ? 'exit' : 'lost'));
    // After `ready` the client's errors are network failures (keepalive timeout, reset): the connection is lost.
    ssh.client.on('error', () => this.finish(this.closing ? 'closed' : 'lost'));
    ssh.client.on('close', () => this.finish(this.closing ? 'closed' : this.exited ? 'exit' : 'lost'));
  }

  write(data: Buffer): void {
    if (!this.closed) this.channel.write(data);
  }

  resize(cols: number, rows: number): void {
    if (!this.closed) this.channel.setWindow(rows, cols, 0, 0);
  }

  pause(): void {
    // Unread data makes ssh2 stop enlarging the channel window, so the host's sshd stops sending.
    this.channel.pause();
    this.channel.stderr.pause();
  }

  resume(): void {
    this.channel.resume();
    this.channel.stderr.resume();
  }

  close(): void {
    if (this.closed || this.closing) return;
    this.closing = true;
    this.channel.close();
    this.ssh.close();
  }

  onData(listener: (data: Buffer) => void): void {
    this.dataListeners.push(listener);
    for (const data of this.earlyOutput.splice(0)) listener(data);
  }

  onClose(listener: (event: HostCloseEvent) => void): void {
    this.closeListeners.push(listener);
    const early = this.earlyClose;
    // A microtask later: output listeners added in the same turn get the early output before the close.
    if (early) queueMicrotask(() => listener(early));
  }

  private finish(kind: HostCloseEvent['kind']): void {
    if (this.closed) return;
    this.closed = true;
    this.ssh.close();
    const event: HostCloseEvent = { kind, exitCode: this.exitCode };
    if (this.closeListeners.length === 0) this.earlyClose = event;
    for (const listener of this.closeListeners) listener(event);
  }
}
