import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { writeSelfSignedCert } from '../../tests/support/selfSignedCert';
import { freePort } from '../../tests/support/sshd';

const run = promisify(execFile);
const START_TIMEOUT_MS = 60_000;

/**
 * A MariaDB of the machine's own build with TLS on, for the native listener's like-for-like baseline: the machine's
 * MariaDB has TLS off, while a client through the listener always speaks TLS, so a direct connection with TLS needs a
 * server that offers it. Private data directory and port, a self-signed certificate, one account with a password;
 * stopped and removed after the bench. Needs root (mariadbd runs as the mysql user).
 */
export class TlsMariaDb {
  private constructor(
    private readonly dir: string,
    private readonly child: ChildProcess,
    readonly host: string,
    readonly port: number,
    readonly user: string,
    readonly password: string,
  ) {}

  static async start(): Promise<TlsMariaDb> {
    const dir = mkdtempSync(join(tmpdir(), 'gh-bench-mariadb-'));
    const data = join(dir, 'data');
    const socket = join(dir, 'mariadb.sock');
    try {
      await writeSelfSignedCert(dir, { commonName: '127.0.0.1' });
      await run('chown', ['-R', 'mysql:mysql', dir]);
      await run('mariadb-install-db', [
        '--no-defaults',
        `--datadir=${data}`,
        '--user=mysql',
        '--auth-root-authentication-method=socket',
        '--skip-test-db',
      ]);
    } catch (error) {
      rmSync(dir, { recursive: true, force: true });
      throw error;
    }
    const host = '127.0.0.1';
    const port = await freePort(host);
    const child = spawn(
      '/usr/sbin/mariadbd',
      [
        '--no-defaults',
        `--datadir=${data}`,
        '--user=mysql',
        `--socket=${socket}`,
        `--port=${port}`,
        `--bind-address=${host}`,
        `--pid-file=${join(dir, 'mariadb.pid')}`,
        `--ssl-cert=${join(dir, 'cert.pem')}`,
        `--ssl-key=${join(dir, 'key.pem')}`,
        '--skip-name-resolve',
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let log = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      log = (log + chunk.toString()).slice(-4000);
    });
    const server = new TlsMariaDb(dir, child, host, port, 'gh_bench_tls', 'Bench#Tls2026');
    try {
      await server.waitReady(socket, () => log);
      await run('mysql', [
        `--socket=${socket}`,
        '-uroot',
        '-e',
        `CREATE USER '${server.user}'@'127.0.0.1' IDENTIFIED BY '${server.password}'; ` +
          `GRANT SELECT ON *.* TO '${server.user}'@'127.0.0.1'`,
      ]);
    } catch (error) {
      await server.stop();
      throw error;
    }
    return server;
  }

  private async waitReady(socket: string, log: () => string): Promise<void> {
    const deadline = Date.now() + START_TIMEOUT_MS;
    for (;;) {
      if (this.child.exitCode !== null) throw new Error(`mariadbd exited: ${log()}`);
      const ping = await run('mysqladmin', [`--socket=${socket}`, '-uroot', 'ping']).then(
        () => true,
        () => false,
      );
      if (ping) return;
      if (Date.now() > deadline) throw new Error(`mariadbd did not start: ${log()}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  async stop(): Promise<void> {
    if (this.child.exitCode === null && this.child.signalCode === null) {
      const gone = new Promise((resolve) => this.child.once('exit', resolve));
      this.child.kill('SIGTERM');
      const timer = setTimeout(() => this.child.kill('SIGKILL'), 10_000);
      await gone;
      clearTimeout(timer);
    }
    rmSync(this.dir, { recursive: true, force: true });
  }
}
