import { TEST_USERS } from '../tests/support/sshd';
import { DirectShell } from './directShell';
import { collectGarbage, heapAndExternal, sleep } from './gc';
import { startTerminalBench } from './terminalBench';
import { TerminalSocketClient } from './terminalSocketClient';

/**
 * Flow control (issue 6 benchmark): `yes` streams endlessly in a gateway session whose client acknowledges as it
 * receives; the server process's RSS is sampled every 100 ms for `streamMs`, then Ctrl-C is sent and the time to
 * the last output byte is taken (output counts as stopped after 300 ms without a byte). The baseline is the same
 * Ctrl-C in an ssh2 shell straight to the sshd. The socket client runs in the server's process (it holds no
 * more than one acknowledgement's worth). Needs root.
 */
export interface FlowResult {
  streamedMB: number;
  rssBeforeMiB: number;
  /** Highest RSS while streaming, above the RSS before. */
  rssGrowthMiB: number;
  /** Heap in use plus external memory after a GC, after the stream minus before it (what the stream left held). */
  heldGrowthMiB: number;
  gatewayStopMs: number;
  directStopMs: number;
}

const QUIET_MS = 300;

interface Stream {
  lastByteAt: number;
  received: number;
  type(text: string): void;
}

export async function measureFlowControl(streamMs = 5000): Promise<FlowResult> {
  const bench = await startTerminalBench();
  try {
    const direct = await DirectShell.open({
      host: bench.sshd.host,
      port: bench.sshd.port,
      username: TEST_USERS.key.name,
      privateKey: bench.key.privateKey,
    });
    await quiet(direct);
    direct.type('yes\r');
    await sleep(1000);
    const directStopMs = await interrupt(direct);
    direct.close();

    const gateway = await TerminalSocketClient.connect(await bench.openSession());
    await quiet(gateway);
    collectGarbage();
    const heldBefore = heapAndExternal();
    const rssBefore = process.memoryUsage().rss;
    let rssMax = rssBefore;
    const startBytes = gateway.received;
    gateway.type('yes\r');
    const until = performance.now() + streamMs;
    while (performance.now() < until) {
      await sleep(100);
      rssMax = Math.max(rssMax, process.memoryUsage().rss);
    }
    const streamed = gateway.received - startBytes;
    const gatewayStopMs = await interrupt(gateway);
    collectGarbage();
    const heldAfter = heapAndExternal();
    gateway.drop();
    const mib = 1024 * 1024;
    return {
      streamedMB: streamed / 1_000_000,
      rssBeforeMiB: rssBefore / mib,
      rssGrowthMiB: (rssMax - rssBefore) / mib,
      heldGrowthMiB: (heldAfter - heldBefore) / mib,
      gatewayStopMs,
      directStopMs,
    };
  } finally {
    await bench.close();
  }
}

async function quiet(stream: Stream): Promise<void> {
  while (stream.received === 0 || performance.now() - stream.lastByteAt < QUIET_MS) await sleep(50);
}

/**
 * Sends Ctrl-C; milliseconds from then to the last output byte once the output has been quiet for 300 ms. The
 * first wait is unconditional: after a long pause of the event loop (a major GC) bytes already received may not
 * have been read yet.
 */
async function interrupt(stream: Stream): Promise<number> {
  const sent = performance.now();
  stream.type('\u0003');
  await sleep(QUIET_MS);
  await quiet(stream);
  return stream.lastByteAt - sent;
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await measureFlowControl());
