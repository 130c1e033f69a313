import { chromium } from '@playwright/test';
import { signInByToken } from '../tests/e2e/support/tokenSignIn';
import {
  createWallScreenUser,
  type HeapReading,
  OverviewReads,
  pageHeap,
  pushOneEvent,
  SharedWorkerProbe,
} from '../tests/support/wallHeap';
import { initialise } from './consoleSetup';
import { startServer } from './serverProcess';
import type { BenchRow } from './table';

/**
 * A wall screen's memory over days (issue 17 item 5): the /wall tab of a wall-screen user and the hub's SharedWorker
 * holding its notify socket, their JS heap (after a full collection) and the tab's DOM nodes after `warmUp` dashboard
 * events pushed against after `events`, and the tab's growth per push from `settled` on (once V8's optimised code,
 * most of the early growth, has settled) against the size of one overview reply. Each event is a real failed sign-in, pushed on the `dashboard` topic and read
 * and drawn by the page before the next (tests/support/wallHeap.ts): a wall's day at one push a second, in minutes.
 * The server compares the figures every 10 ms (GATEHOUSE_DASHBOARD_WATCH_MS) instead of every second, and allows
 * the sign-in rate (GATEHOUSE_RATE_LIMIT_FACTOR). Serves the console of GATEHOUSE_DIST_DIR, `dist/` by default.
 */
export interface WallHeapResult {
  warmUp: number;
  events: number;
  /** Pushes the page read (its finished overview reads), and the dashboard frames the worker's socket received. */
  reads: number;
  frames: number | undefined;
  seconds: number;
  /** The tab after `warmUp`, after `settled` (once the JIT has settled) and after `events` pushes. */
  tab: { warm: HeapReading; settled: HeapReading; end: HeapReading };
  settled: number;
  /** One overview reply as the page reads it, bytes of JSON: what a page keeping each push's figures would keep. */
  replyBytes: number;
  worker: { warmBytes: number; endBytes: number } | undefined;
}

const WALL = { userName: 'wall_bench_soc', password: 'Wall#Bench2026' };
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'];

export async function measureWallHeap(
  port: number,
  events = Number(process.env.GATEHOUSE_BENCH_WALL_EVENTS ?? 10_000),
  warmUp = 100,
  settled = Math.min(2000, events),
): Promise<WallHeapResult> {
  const server = await startServer(port, undefined, {
    GATEHOUSE_DASHBOARD_WATCH_MS: '10',
    GATEHOUSE_RATE_LIMIT_FACTOR: '1000000',
  });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    await initialise(server.url);
    await createWallScreenUser({ baseUrl: server.url, dataDir: server.dataDir }, WALL);
    const context = await browser.newContext({ locale: 'zh-CN', serviceWorkers: 'block' });
    const page = await context.newPage();
    const reads = new OverviewReads(page);
    const firstRead = reads.next(30_000);
    const token = await signInByToken(page, WALL, '/wall?periods=24h', {
      baseUrl: server.url,
      dataDir: server.dataDir,
    });
    await firstRead;
    await page.getByTestId('wall-status').getByText('● 实时').waitFor({ timeout: 30_000 });
    const cdp = await context.newCDPSession(page);
    const worker = await SharedWorkerProbe.attach(browser, page, 'hub');
    const started = performance.now();
    const readsBefore = reads.count;
    for (let pushed = 0; pushed < warmUp; pushed++) await pushOneEvent(reads, server.url, WALL.userName);
    const warm = await pageHeap(cdp);
    const workerWarm = await worker?.heapBytes();
    for (let pushed = warmUp; pushed < settled; pushed++) await pushOneEvent(reads, server.url, WALL.userName);
    const settledReading = await pageHeap(cdp);
    for (let pushed = settled; pushed < events; pushed++) await pushOneEvent(reads, server.url, WALL.userName);
    const end = await pageHeap(cdp);
    const workerEnd = await worker?.heapBytes();
    const seconds = (performance.now() - started) / 1000;
    const frames = worker?.dashboardFrames;
    const reply = await fetch(`${server.url}/prod-api/dashboard/overview?period=24h`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const replyBytes = Buffer.byteLength(await reply.text());
    await worker?.detach();
    await context.close();
    return {
      warmUp,
      events,
      reads: reads.count - readsBefore,
      frames,
      seconds,
      tab: { warm, settled: settledReading, end },
      settled,
      replyBytes,
      worker:
        workerWarm !== undefined && workerEnd !== undefined
          ? { warmBytes: workerWarm, endBytes: workerEnd }
          : undefined,
    };
  } finally {
    await browser.close();
    await server.stop();
  }
}

const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(2)} MB`;
const ratio = (value: number, baseline: number) => `${(value / baseline).toFixed(2)}×`;

export function wallHeapRows(result: WallHeapResult): BenchRow[] {
  const { tab, worker, warmUp, events } = result;
  const after = `after ${events.toLocaleString('en')} dashboard pushes`;
  const perPush = (tab.end.usedBytes - tab.settled.usedBytes) / (events - result.settled);
  const rows: BenchRow[] = [
    {
      benchmark: `/wall tab JS heap ${after} (after GC; ${result.reads} reads in ${result.seconds.toFixed(0)} s)`,
      value: mb(tab.end.usedBytes),
      baseline: `${mb(tab.warm.usedBytes)} after ${warmUp}`,
      ratio: ratio(tab.end.usedBytes, tab.warm.usedBytes),
      target: 'growth < 4 MB',
    },
    {
      benchmark: `/wall tab JS heap growth per push, pushes ${result.settled.toLocaleString('en')} → ${events.toLocaleString('en')}`,
      value: `${perPush.toFixed(0)} B`,
      baseline: `${result.replyBytes} B one overview reply`,
      ratio: ratio(perPush, result.replyBytes),
      target: '≪ 1× (nothing kept per push)',
    },
    {
      benchmark: `/wall tab DOM nodes ${after} (after GC)`,
      value: String(tab.end.nodes),
      baseline: `${tab.warm.nodes} after ${warmUp}`,
      ratio: ratio(tab.end.nodes, tab.warm.nodes),
      target: 'no growth',
    },
  ];
  if (worker) {
    rows.push({
      benchmark: `hub SharedWorker JS heap ${after} (after GC; ${result.frames ?? '?'} frames)`,
      value: mb(worker.endBytes),
      baseline: `${mb(worker.warmBytes)} after ${warmUp}`,
      ratio: ratio(worker.endBytes, worker.warmBytes),
      target: 'growth < 0.5 MB',
    });
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { printTable } = await import('./table');
  const result = await measureWallHeap(Number(process.env.GATEHOUSE_BENCH_WALL_PORT ?? 9710));
  console.log(JSON.stringify(result));
  printTable(wallHeapRows(result));
}
