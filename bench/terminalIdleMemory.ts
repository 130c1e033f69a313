import { TEST_USERS } from '../tests/support/sshd';
import { DirectShell } from './directShell';
import { collectGarbage, heapAndExternal, sleep } from './gc';
import { startTerminalBench } from './terminalBench';
import { TerminalSocketClient } from './terminalSocketClient';

/**
 * Memory per idle session (issue 6 benchmark): `sessions` gateway sessions opened (batches of 10), attached
 * and left at their prompt; the growth of the process's heap in use plus external memory (after a full GC) and
 * of its RSS, divided by the number of sessions. The baseline is the same number of ssh2 shells alone to the
 * same sshd, measured the same way in the same process. The socket clients live in the server's process too,
 * so the gateway figure includes them (a few KiB each). Needs root.
 */
export interface IdleMemoryResult {
  sessions: number;
  gatewayKiB: number;
  gatewayRssKiB: number;
  directKiB: number;
  /** False when no GC could be forced (readings include garbage). */
  collected: boolean;
}

const BATCH = 10;

interface Idle {
  received: number;
  lastByteAt: number;
}

export async function measureIdleMemory(
  sessions = Number(process.env.GATEHOUSE_BENCH_IDLE_SESSIONS ?? 50),
): Promise<IdleMemoryResult> {
  const bench = await startTerminalBench();
  try {
    const target = {
      host: bench.sshd.host,
      port: bench.sshd.port,
      username: TEST_USERS.key.name,
      privateKey: bench.key.privateKey,
    };
    const direct = await perSession(sessions, () => DirectShell.open(target));
    for (const shell of direct.opened) shell.close();
    await sleep(500);
    const gateway = await perSession(sessions, async () => TerminalSocketClient.connect(await bench.openSession()));
    for (const client of gateway.opened) client.drop();
    return {
      sessions,
      gatewayKiB: gateway.heldBytes / 1024,
      gatewayRssKiB: gateway.rssBytes / 1024,
      directKiB: direct.heldBytes / 1024,
      collected: gateway.collected,
    };
  } finally {
    await bench.close();
  }
}

/** Opens `count` sessions in batches, waits until each shows its prompt, and measures the growth per session. */
async function perSession<T extends Idle>(count: number, open: () => Promise<T>) {
  const collected = collectGarbage();
  const heldBefore = heapAndExternal();
  const rssBefore = process.memoryUsage().rss;
  const opened: T[] = [];
  for (let start = 0; start < count; start += BATCH) {
    const batch = Math.min(BATCH, count - start);
    opened.push(...(await Promise.all(Array.from({ length: batch }, open))));
  }
  while (opened.some((session) => session.received === 0 || performance.now() - session.lastByteAt < 300)) {
    await sleep(100);
  }
  collectGarbage();
  return {
    opened,
    collected,
    heldBytes: (heapAndExternal() - heldBefore) / count,
    rssBytes: (process.memoryUsage().rss - rssBefore) / count,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await measureIdleMemory());
