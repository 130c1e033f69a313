/**
 * One interactive connection to a target host, whatever the protocol (SSH in bastion/ssh, Telnet in
 * bastion/telnet). The terminal gateway speaks only this: it never knows how the login happened.
 *
 * Bytes are the host's raw bytes; the gateway converts the asset's encoding (UTF-8 or GB2312) on both sides.
 * `pause`/`resume` are flow control: while paused the connection stops reading from the network, so the
 * host's own flow control (TCP, SSH window) holds it back.
 */
export interface HostConnection {
  readonly protocol: 'SSH' | 'TELNET';
  write(data: Buffer): void;
  resize(cols: number, rows: number): void;
  pause(): void;
  resume(): void;
  /** Ends the connection; `onClose` follows once. */
  close(): void;
  onData(listener: (data: Buffer) => void): void;
  /** Called once when the connection is gone, for whatever reason; exitCode when the host sent one. */
  onClose(listener: (event: HostCloseEvent) => void): void;
}

export interface HostCloseEvent {
  /** 'exit': the shell ended; 'lost': the network or the host dropped the connection; 'closed': close() was called. */
  kind: 'exit' | 'lost' | 'closed';
  exitCode: number | null;
}

/** What opening a connection needs: the terminal size and type at login. */
export interface HostTerminalOptions {
  cols: number;
  rows: number;
  term: string;
}
