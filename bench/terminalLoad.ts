import { EchoStream } from './echoStream';
import { sleep } from './gc';
import { percentile, startTerminalBench } from './terminalBench';
import { TerminalSocketClient } from './terminalSocketClient';

/**
 * Concurrent sessions held and typing (issue 6 benchmark): first the idle echo round trip on one session (100
 * keys), then GATEHOUSE_BENCH_SESSIONS sessions (default 200) opened in batches of 10 — the test sshd admits
 * 50 unauthenticated connections at a time (MaxStartups) — each typing one key every 100 ms for `typingMs`
 * and timing its echo. Reports the round trip under load against the idle one, how many sessions were
 * reached, and how many were still up at the end. The socket clients share the server's process. Needs root.
 */
export interface LoadResult {
  wanted: number;
  reached: number;
  /** Sessions whose socket was open and whose every key came back, at the end. */
  up: number;
  keys: number;
  idleP50: number;
  loadP50: number;
  loadP95: number;
  openError: string | undefined;
}

const BATCH = 10;
const KEY_INTERVAL_MS = 100;
const KEY_CHARS = 'abcdefghijklmnopqrstuvwxyz';

interface Typist {
  client: TerminalSocketClient;
  echo: EchoStream;
  failed: boolean;
}

export async function measureConcurrentSessions(
  wanted = Number(process.env.GATEHOUSE_BENCH_SESSIONS ?? 200),
  typingMs = 5000,
): Promise<LoadResult> {
  const bench = await startTerminalBench();
  const typists: Typist[] = [];
  try {
    const open = async (): Promise<Typist> => {
      let client: TerminalSocketClient | undefined;
      const echo = new EchoStream((data) => client?.type(data.toString('utf8')));
      client = await TerminalSocketClient.connect(await bench.openSession(), (data) => echo.take(data));
      await echo.settle();
      return { client, echo, failed: false };
    };
    const first = await open();
    typists.push(first);
    const idle: number[] = [];
    for (let index = 0; index < 100; index += 1) {
      idle.push(await first.echo.roundTrip(KEY_CHARS[index % KEY_CHARS.length] as string));
      if (index % 20 === 19) await first.echo.clearLine();
    }

    let openError: string | undefined;
    while (typists.length < wanted && !openError) {
      const batch = Math.min(BATCH, wanted - typists.length);
      const results = await Promise.allSettled(Array.from({ length: batch }, open));
      for (const result of results) {
        if (result.status === 'fulfilled') typists.push(result.value);
        else openError ??= String(result.reason);
      }
    }

    const times: number[] = [];
    const until = performance.now() + typingMs;
    await Promise.all(
      typists.map(async (typist, which) => {
        // Spread the sessions' keys over the interval instead of all at once.
        await sleep((which * KEY_INTERVAL_MS) / typists.length);
        for (let index = 0; performance.now() < until; index += 1) {
          const started = performance.now();
          try {
            times.push(await typist.echo.roundTrip(KEY_CHARS[index % KEY_CHARS.length] as string));
          } catch {
            typist.failed = true;
            return;
          }
          if (index % 20 === 19) await typist.echo.clearLine();
          await sleep(Math.max(0, KEY_INTERVAL_MS - (performance.now() - started)));
        }
      }),
    );
    return {
      wanted,
      reached: typists.length,
      up: typists.filter((typist) => typist.client.open && !typist.failed).length,
      keys: times.length,
      idleP50: percentile(idle, 0.5),
      loadP50: percentile(times, 0.5),
      loadP95: percentile(times, 0.95),
      openError,
    };
  } finally {
    for (const typist of typists) typist.client.drop();
    await bench.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await measureConcurrentSessions());
