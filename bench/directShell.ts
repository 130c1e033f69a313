import { Client, type ClientChannel } from 'ssh2';

export interface DirectShellTarget {
  host: string;
  port: number;
  username: string;
  privateKey: string;
}

/**
 * The baseline side of the web-terminal benchmarks: an ssh2 client alone, logged into the same sshd as the
 * same user with the same key, with an interactive shell on a pseudo-terminal like the gateway's.
 */
export class DirectShell {
  lastByteAt = 0;
  received = 0;
  private readonly listeners: ((data: Buffer) => void)[] = [];

  private constructor(
    private readonly client: Client,
    private readonly channel: ClientChannel,
  ) {
    const take = (data: Buffer) => {
      this.received += data.length;
      this.lastByteAt = performance.now();
      for (const listener of this.listeners) listener(data);
    };
    channel.on('data', take);
    channel.stderr.on('data', take);
  }

  static open(target: DirectShellTarget): Promise<DirectShell> {
    const client = new Client();
    return new Promise((resolve, reject) => {
      client.once('error', reject);
      client.once('ready', () =>
        client.shell({ cols: 80, rows: 24, term: 'xterm-256color' }, (error, channel) =>
          error ? reject(error) : resolve(new DirectShell(client, channel)),
        ),
      );
      client.connect({ ...target, readyTimeout: 30_000 });
    });
  }

  onOutput(listener: (data: Buffer) => void): void {
    this.listeners.push(listener);
  }

  type(text: string): void {
    this.channel.write(text);
  }

  close(): void {
    this.client.end();
  }
}
