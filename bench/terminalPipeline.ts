import { type ChildProcess, spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { TEST_USERS } from '../tests/support/sshd';
import { EchoStream } from './echoStream';
import { percentile, startTerminalBench } from './terminalBench';
import { TerminalSocketClient } from './terminalSocketClient';

/**
 * Keystroke echo round trip (issue 6 benchmark): one key sent, until its echo arrives, through the web terminal
 * (WebSocket → gateway → ssh2 → sshd → pty and back, recording and command index included) vs OpenSSH's `ssh -tt`
 * to the same sshd with the same key (stdin → ssh → sshd → pty and back). Keys alternate between the two; p50
 * and p95 of `keys` each. Needs root (test users, sshd), like the SSH test suite.
 */
export interface EchoResult {
  gatewayP50: number;
  gatewayP95: number;
  opensshP50: number;
  opensshP95: number;
}

const KEY_CHARS = 'abcdefghijklmnopqrstuvwxyz';

export async function measureTerminalEcho(keys: number): Promise<EchoResult> {
  const bench = await startTerminalBench();
  const { sshd, key, scratch } = bench;
  let ssh: ChildProcess | undefined;
  let socket: TerminalSocketClient | undefined;
  try {
    const gateway = new EchoStream((data) => socket?.type(data.toString('utf8')));
    socket = await TerminalSocketClient.connect(await bench.openSession(), (data) => gateway.take(data));

    const keyPath = join(scratch, 'id');
    const knownHosts = join(scratch, 'known_hosts');
    writeFileSync(keyPath, key.privateKey, { mode: 0o600 });
    writeFileSync(knownHosts, `${sshd.knownHostsLine}\n`);
    const child = spawn(
      'ssh',
      [
        ...['-F', '/dev/null', '-tt', '-i', keyPath, '-p', String(sshd.port)],
        ...['-o', 'BatchMode=yes', '-o', 'IdentitiesOnly=yes', '-o', 'StrictHostKeyChecking=yes'],
        ...['-o', `UserKnownHostsFile=${knownHosts}`],
        `${TEST_USERS.key.name}@${sshd.host}`,
      ],
      { stdio: ['pipe', 'pipe', 'ignore'] },
    );
    ssh = child;
    const direct = new EchoStream((data) => child.stdin?.write(data));
    child.stdout?.on('data', (data: Buffer) => direct.take(data));

    for (const stream of [gateway, direct]) await stream.settle();
    const times = { gateway: [] as number[], openssh: [] as number[] };
    for (let index = 0; index < keys; index += 1) {
      const char = KEY_CHARS[index % KEY_CHARS.length] as string;
      times.gateway.push(await gateway.roundTrip(char));
      times.openssh.push(await direct.roundTrip(char));
      // Keep the shell's line short: Ctrl-U clears it (not timed).
      if (index % 20 === 19) for (const stream of [gateway, direct]) await stream.clearLine();
    }
    return {
      gatewayP50: percentile(times.gateway, 0.5),
      gatewayP95: percentile(times.gateway, 0.95),
      opensshP50: percentile(times.openssh, 0.5),
      opensshP95: percentile(times.openssh, 0.95),
    };
  } finally {
    socket?.drop();
    ssh?.kill();
    await bench.close();
  }
}
