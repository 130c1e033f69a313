import type { BenchRow } from './table';
import { measureBulkOutput } from './terminalBulk';
import { measureFlowControl } from './terminalFlow';
import { measureIdleMemory } from './terminalIdleMemory';
import { measureConcurrentSessions } from './terminalLoad';

const fmt = (value: number, digits = 0) => value.toFixed(digits);

/**
 * The web terminal under load (issue 6 benchmark, docs/terminal.md "Benchmarks"): bulk output, flow control,
 * memory per idle session and concurrent sessions typing, each against a baseline of the same run. Needs root.
 */
export async function terminalLoadRows(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const bulk = await measureBulkOutput();
  rows.push({
    benchmark: `bulk output, cat of ${fmt(bulk.megabytes)} MB through the web-terminal socket (client acks)`,
    value: `${fmt(bulk.gatewayMBps, 1)} MB/s`,
    baseline: `${fmt(bulk.directMBps, 1)} MB/s ssh2 shell to the same sshd`,
    ratio: `${fmt((bulk.gatewayMBps / bulk.directMBps) * 100)} %`,
    target: '≥ 80 %',
  });
  const flow = await measureFlowControl();
  rows.push({
    benchmark: `flow control: RSS growth while \`yes\` streams 5 s (${fmt(flow.streamedMB, 1)} MB sent)`,
    value: `${fmt(flow.rssGrowthMiB, 1)} MiB (${fmt(flow.heldGrowthMiB, 1)} MiB held after GC)`,
    baseline: `${fmt(flow.rssBeforeMiB)} MiB RSS before`,
    ratio: `${fmt((flow.rssBeforeMiB + flow.rssGrowthMiB) / flow.rssBeforeMiB, 2)}×`,
    target: 'bounded',
  });
  rows.push({
    benchmark: 'flow control: Ctrl-C during `yes` to the last output byte',
    value: `${fmt(flow.gatewayStopMs, 1)} ms`,
    baseline: `${fmt(flow.directStopMs, 1)} ms ssh2 shell to the same sshd`,
    ratio: `${fmt(flow.gatewayStopMs / flow.directStopMs, 2)}×`,
    target: '< 1000 ms',
  });
  const idle = await measureIdleMemory();
  rows.push({
    benchmark: `memory per idle attached session (heap + external after GC, ${idle.sessions} sessions)`,
    value: `${fmt(idle.gatewayKiB)} KiB (RSS ${fmt(idle.gatewayRssKiB)} KiB)`,
    baseline: `${fmt(idle.directKiB)} KiB per ssh2 shell alone${idle.collected ? '' : ' (no GC)'}`,
    ratio: `${fmt(idle.gatewayKiB / idle.directKiB, 2)}×`,
    target: '≤ 1024 KiB',
  });
  const load = await measureConcurrentSessions();
  for (const [label, value] of [
    ['p50', load.loadP50],
    ['p95', load.loadP95],
  ] as const) {
    rows.push({
      benchmark: `echo round trip, ${load.reached} sessions each typing every 100 ms (${label}, ${load.keys} keys)`,
      value: `${fmt(value, 2)} ms`,
      baseline: `${fmt(load.idleP50, 2)} ms idle echo p50 (one session)`,
      ratio: `${fmt(value / load.idleP50, 2)}×`,
      target: '—',
    });
  }
  rows.push({
    benchmark: `concurrent sessions held and typing (of ${load.wanted} wanted)`,
    value: `${load.up} up`,
    baseline: `${load.reached} opened${load.openError ? `; ${load.openError}` : ''}`,
    ratio: `${fmt(load.up / load.wanted, 2)}×`,
    target: '200 up',
  });
  return rows;
}
