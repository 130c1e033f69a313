import { type ExecFileException, execFile } from 'node:child_process';

/**
 * Runs iproute2's `ip` (docs/network.md). Always execFile with an argument list, never a shell: every argument comes
 * from a value the shared schemas have checked (interface names, prefixes, addresses, numbers) or from this module,
 * so nothing a caller sends can become a command. In namespace mode every command is `ip -n <namespace> …`.
 */
export interface IpRunner {
  run(args: readonly string[]): Promise<string>;
}

/** A command that failed, with what it said on stderr, cut to what a person needs to read. */
export class IpCommandError extends Error {
  constructor(
    readonly args: readonly string[],
    readonly reason: string,
  ) {
    super(`${commandText(args)}: ${reason}`);
    this.name = 'IpCommandError';
  }
}

const TIMEOUT_MS = 10_000;
const MAX_OUTPUT_BYTES = 16 * 1024 * 1024;
/** `ip` lives in /usr/sbin or /sbin, which the PATH of a service user may lack. */
const SEARCH_PATH = '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin';
const REASON_MAX = 300;

/** A namespace name as `ip netns add` makes them; checked at start so it can never be read as an option. */
export const NAMESPACE_PATTERN = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,63}$/;

export function ipRunner(namespace: string | null, file = 'ip'): IpRunner {
  const prefix = namespace ? ['-n', namespace] : [];
  return {
    run: (args) =>
      new Promise((resolve, reject) => {
        execFile(
          file,
          [...prefix, ...args],
          {
            timeout: TIMEOUT_MS,
            maxBuffer: MAX_OUTPUT_BYTES,
            // English messages whatever the host's locale: they are summarised and compared, not translated.
            env: { PATH: process.env.PATH ? `${process.env.PATH}:${SEARCH_PATH}` : SEARCH_PATH, LC_ALL: 'C' },
          },
          (error, stdout, stderr) => {
            if (!error) return resolve(stdout);
            reject(new IpCommandError(args, failureReason(error, stderr)));
          },
        );
      }),
  };
}

function failureReason(error: ExecFileException, stderr: string): string {
  if (error.code === 'ENOENT') return 'the ip command (iproute2) is not installed';
  if (error.killed) return `no answer within ${TIMEOUT_MS / 1000} s`;
  return summariseStderr(stderr) || error.message.split('\n')[0] || 'failed';
}

/** The lines `ip` wrote on stderr, joined and cut: "RTNETLINK answers: File exists", "Error: Nexthop has invalid gateway." */
export function summariseStderr(stderr: string): string {
  const text = stderr
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('; ');
  return text.length > REASON_MAX ? `${text.slice(0, REASON_MAX - 1)}…` : text;
}

/** How a command reads in messages and the log: "ip route add 10.20.0.0/16 via 10.0.0.1". */
export function commandText(args: readonly string[]): string {
  return ['ip', ...args].join(' ');
}
