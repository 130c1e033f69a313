import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { connectSsh } from '../src/server/bastion/ssh';
import { ensureTestUsers, makeClientKey, TEST_USERS, TestSshd } from '../tests/support/sshd';
import { median } from './table';

const run = promisify(execFile);

/**
 * Connect + key authentication + running `true` on a local sshd, through Gatehouse's SSH layer (ssh2) and
 * through OpenSSH's `ssh` binary with the same ed25519 key and the same host-key check. Both run the command so
 * that the work is the same; the binary also pays for a process start. Runs alternate; medians of `runs`.
 * Needs root (test users, sshd), like the SSH test suite.
 */
export async function measureSshConnect(runs: number): Promise<{ gatehouseMs: number; opensshMs: number }> {
  await ensureTestUsers();
  const sshd = await TestSshd.start({ users: [TEST_USERS.key.name] });
  const scratch = mkdtempSync(join(tmpdir(), 'gh-bench-ssh-'));
  try {
    const key = await makeClientKey();
    sshd.authorizeKey(TEST_USERS.key.name, key.publicKey);
    const keyPath = join(scratch, 'id');
    const knownHosts = join(scratch, 'known_hosts');
    writeFileSync(keyPath, key.privateKey, { mode: 0o600 });
    writeFileSync(knownHosts, `${sshd.knownHostsLine}\n`);

    const viaGatehouse = async () => {
      const started = performance.now();
      const connection = await connectSsh({
        host: sshd.host,
        port: sshd.port,
        username: TEST_USERS.key.name,
        credential: { kind: 'key', privateKey: key.privateKey },
        knownHostKey: sshd.hostKey.fingerprint,
      });
      await new Promise<void>((resolve, reject) =>
        connection.client.exec('true', (error, stream) => {
          if (error) return reject(error);
          stream.on('close', () => resolve()).resume();
        }),
      );
      const elapsed = performance.now() - started;
      connection.close();
      return elapsed;
    };
    const viaOpenssh = async () => {
      const started = performance.now();
      // The key exchange ssh2 negotiates first; OpenSSH 9 would otherwise pick the costlier sntrup761x25519.
      const options = [
        'BatchMode=yes',
        'IdentitiesOnly=yes',
        'StrictHostKeyChecking=yes',
        'KexAlgorithms=curve25519-sha256',
      ];
      options.push(`UserKnownHostsFile=${knownHosts}`);
      await run('ssh', [
        ...['-F', '/dev/null', '-i', keyPath, '-p', String(sshd.port)],
        ...options.flatMap((option) => ['-o', option]),
        `${TEST_USERS.key.name}@${sshd.host}`,
        'true',
      ]);
      return performance.now() - started;
    };

    await viaGatehouse();
    await viaOpenssh();
    const gatehouse: number[] = [];
    const openssh: number[] = [];
    for (let index = 0; index < runs; index++) {
      gatehouse.push(await viaGatehouse());
      openssh.push(await viaOpenssh());
    }
    return { gatehouseMs: median(gatehouse), opensshMs: median(openssh) };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
    await sshd.stop();
  }
}
