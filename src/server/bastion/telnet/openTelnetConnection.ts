import type { HostTerminalOptions } from '../hostConnection';
import type { SshEndpoint, SshTimeouts } from '../ssh';
import { TelnetConnection } from './connection';
import { DEFAULT_LOGIN_PATTERNS, LoginDialogue, type LoginPatterns } from './loginDialogue';
import { openTransport } from './transport';

export interface TelnetTimeouts {
  /** TCP connect (or the jump host's channel open). Default 15 s. */
  connectTimeoutMs?: number;
  /** From connected to logged in. Default 30 s (a refused password alone costs login's 3 s delay). */
  loginTimeoutMs?: number;
  /** See LoginTiming.quietLoginMs; 0 turns it off. Default 5 s. */
  quietLoginMs?: number;
  /** For the jump hosts' SSH connections. */
  ssh?: SshTimeouts;
}

export interface TelnetConnectOptions {
  host: string;
  port: number;
  userName: string;
  password: string;
  terminal: HostTerminalOptions;
  /** The asset's network proxy chain (resolveProxyChain), root first. */
  jumpHosts?: readonly SshEndpoint[];
  timeouts?: TelnetTimeouts;
  /** Replaces some of the default prompt patterns for hosts that word them differently. */
  loginPatterns?: Partial<LoginPatterns>;
  /** Gives up (the user closed the tab while connecting): rejects with the signal's reason, closes the stream. */
  signal?: AbortSignal;
}

const DEFAULTS = { connectTimeoutMs: 15_000, loginTimeoutMs: 30_000, quietLoginMs: 5_000 };

/**
 * Connects to a Telnet host and logs in with the account's user name and password. Resolves with the logged-in
 * connection, whose first output is what the host printed during the login (banner, prompts, never the
 * password); rejects with a TelnetConnectError (refused credential, unreachable, timed out, jump host failed).
 */
export async function openTelnetConnection(options: TelnetConnectOptions): Promise<TelnetConnection> {
  const timeouts = { ...DEFAULTS, ...options.timeouts };
  const transport = await openTransport({
    host: options.host,
    port: options.port,
    connectTimeoutMs: timeouts.connectTimeoutMs,
    ...(options.jumpHosts ? { jumpHosts: options.jumpHosts } : {}),
    ...(timeouts.ssh ? { sshTimeouts: timeouts.ssh } : {}),
  });
  if (options.signal?.aborted) {
    transport.close();
    throw options.signal.reason;
  }
  const connection = new TelnetConnection(transport, options.terminal);
  const dialogue = new LoginDialogue(options.userName, options.password, {
    ...DEFAULT_LOGIN_PATTERNS,
    ...options.loginPatterns,
  });
  await connection.login(
    dialogue,
    options.password,
    { loginTimeoutMs: timeouts.loginTimeoutMs, quietLoginMs: timeouts.quietLoginMs },
    options.signal,
  );
  return connection;
}
