import type ssh2 from 'ssh2';

export interface CommandResult {
  /** The exit status; null when the host ended the channel without one (a signal, a dropped connection). */
  exitCode: number | null;
  stdout: string;
  /** Set when the output went past the limit and was cut there. */
  truncated: boolean;
}

/**
 * Runs one command on an authenticated connection with exec (no shell, no pty: nothing the user's login files
 * print gets in the way) and gathers its standard output up to `maxBytes`. Standard error is drained and dropped:
 * callers judge by the exit status, so no text from the peer reaches an error message. Rejects when the channel
 * cannot be opened or the command outlives `timeoutMs`.
 */
export function runCommand(
  client: ssh2.Client,
  command: string,
  options: { timeoutMs: number; maxBytes: number },
): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${command}: no answer within ${options.timeoutMs} ms`)),
      options.timeoutMs,
    );
    client.exec(command, (error, channel) => {
      if (error) {
        clearTimeout(timer);
        reject(error);
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      let truncated = false;
      let exitCode: number | null = null;
      channel.on('data', (chunk: Buffer) => {
        if (size >= options.maxBytes) {
          truncated = true;
          return;
        }
        chunks.push(chunk.subarray(0, options.maxBytes - size));
        size += chunk.length;
        if (size > options.maxBytes) truncated = true;
      });
      channel.stderr.on('data', () => undefined);
      channel.on('exit', (code: number | null) => {
        exitCode = typeof code === 'number' ? code : null;
      });
      channel.on('close', () => {
        clearTimeout(timer);
        resolve({ exitCode, stdout: Buffer.concat(chunks).toString('utf8'), truncated });
      });
    });
  });
}
