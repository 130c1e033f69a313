/**
 * Gatehouse benchmarks: `npm run bench` builds, then prints one table. Machines are shared and noisy, so
 * each figure comes with a baseline measured in the same run and the ratio between them.
 */
import { accountListRows, measureAccountList } from './accountList';
import { assetListRows, measureAssetList } from './assetList';
import { measureBundles } from './bundleSize';
import { cofferListRows, measureCofferList } from './cofferList';
import { measureColdStart } from './coldStart';
import { initialise } from './consoleSetup';
import { dashboardRows, measureDashboard } from './dashboard';
import { dbConsoleRows, measureDbConsole } from './dbConsole';
import { measureDbNative } from './dbNative';
import { flowBacklogRows, measureFlowBacklog } from './flowBacklog';
import { measureHub } from './hub';
import { lighthouseRows, measureLighthouse } from './lighthouse';
import { measurePasswordChange, passwordChangeRows } from './passwordChange';
import { measureRdp, rdpRows } from './rdp';
import { startServer } from './serverProcess';
import { measureSignInRate } from './signInRate';
import { measureSshConnect } from './sshConnect';
import { type BenchRow, printTable } from './table';
import { measureTaskCentre, taskCentreRows } from './taskCentre';
import { measureTerminalEcho } from './terminalPipeline';
import { terminalLoadRows } from './terminalRows';
import { measureWallHeap, wallHeapRows } from './wallHeap';
import { measureWebAsset, webAssetRows } from './webAsset';

const PORT = 8190;
const rows: BenchRow[] = [];
const fmt = (value: number, digits = 0) => value.toFixed(digits);

const cold = await measureColdStart(5, PORT);
rows.push({
  benchmark: 'server cold start to first answer (fresh data dir, median of 5)',
  value: `${fmt(cold.gatehouseMs)} ms`,
  baseline: `${fmt(cold.bareMs)} ms bare node:http`,
  ratio: `${fmt(cold.gatehouseMs / cold.bareMs, 1)}×`,
  target: '≤ 1000 ms',
});

const server = await startServer(PORT, undefined, { GATEHOUSE_TRUST_PROXY: 'true' });
try {
  await initialise(server.url);
  // Issue 11: /login under Lighthouse against a bare React + Fluent page served the same way (port PORT + 1).
  const lighthouseRuns = 3;
  rows.push(...lighthouseRows(await measureLighthouse(server.url, PORT + 1, lighthouseRuns), lighthouseRuns));
  const bundles = await measureBundles(server.url, server.dataDir);
  rows.push({
    benchmark: 'JavaScript to show /login (gzip)',
    value: `${fmt(bundles.loginKb, 1)} KB`,
    baseline: '200 KB target',
    ratio: `${fmt(bundles.loginKb / 200, 2)}×`,
    target: '≤ 200 KB',
  });
  rows.push({
    benchmark: 'JavaScript for the signed-in shell (gzip, incl. /login)',
    value: `${fmt(bundles.shellKb, 1)} KB`,
    baseline: `${fmt(bundles.loginKb, 1)} KB /login`,
    ratio: `${fmt(bundles.shellKb / bundles.loginKb, 2)}×`,
    target: '—',
  });
  rows.push({
    benchmark: 'JavaScript the approval centre adds to the shell (gzip; form renderer, no modeler)',
    value: `${fmt(bundles.approveCenterKb, 1)} KB`,
    baseline: `${fmt(bundles.shellKb, 1)} KB shell`,
    ratio: `${fmt(bundles.approveCenterKb / bundles.shellKb, 2)}×`,
    target: `bpmn-js before the designer: ${bundles.bpmnBeforeDesigner.length === 0 ? 'none ✓' : bundles.bpmnBeforeDesigner.join(', ')}`,
  });
  rows.push({
    benchmark: 'JavaScript the flow designer adds (gzip; bpmn-js modeler + form designer)',
    value: `${fmt(bundles.designerKb, 1)} KB`,
    baseline: `${fmt(bundles.shellKb, 1)} KB shell`,
    ratio: `${fmt(bundles.designerKb / bundles.shellKb, 2)}×`,
    target: 'only on /flow-manage-form',
  });
  for (const concurrency of [1, 4]) {
    const rate = await measureSignInRate(server.url, server.dataDir, concurrency, 5000);
    rows.push({
      benchmark: `sign-ins per second (captcha + password, ${concurrency} client${concurrency > 1 ? 's' : ''})`,
      value: `${fmt(rate.signInsPerSecond, 1)} /s`,
      baseline: `${fmt(rate.hashesPerSecond, 1)} /s scrypt alone`,
      ratio: `${fmt(rate.signInsPerSecond / rate.hashesPerSecond, 2)}×`,
      target: '—',
    });
  }
  const hub = await measureHub(server.url, server.dataDir);
  for (const { tabs, sockets } of hub.socketsByTabs) {
    rows.push({
      benchmark: `notify sockets open, ${tabs} tab${tabs > 1 ? 's' : ''} in one browser context`,
      value: String(sockets),
      baseline: `${tabs} (one socket per tab)`,
      ratio: `${fmt(sockets / tabs, 2)}×`,
      target: tabs === 20 ? '1' : '—',
    });
  }
  const { propagation } = hub;
  rows.push({
    benchmark: `badge propagation, send → last of ${propagation.tabs} tabs (p50, ${propagation.events} events)`,
    value: `${fmt(propagation.p50)} ms`,
    baseline: `${fmt(propagation.httpP50)} ms send + GET unreadCount`,
    ratio: `${fmt(propagation.p50 / propagation.httpP50, 2)}×`,
    target: '—',
  });
  rows.push({
    benchmark: `badge propagation, send → last of ${propagation.tabs} tabs (p95, ${propagation.events} events)`,
    value: `${fmt(propagation.p95)} ms`,
    baseline: `${fmt(propagation.httpP95)} ms send + GET unreadCount`,
    ratio: `${fmt(propagation.p95 / propagation.httpP95, 2)}×`,
    target: '≤ 200 ms',
  });
  rows.push({
    benchmark: 'warm start offline (service worker) to sidebar menu visible (median of 5)',
    value: `${fmt(hub.warmStart.offlineMs)} ms`,
    baseline: `${fmt(hub.warmStart.onlineMs)} ms online warm start`,
    ratio: `${fmt(hub.warmStart.offlineMs / hub.warmStart.onlineMs, 2)}×`,
    target: '≤ 500 ms',
  });
} finally {
  await server.stop();
}
// Issue 17 item 5: a wall screen's tab and hub worker after 10,000 dashboard pushes against after 100 (a server of its
// own that compares the figures every 10 ms; about five minutes).
rows.push(...wallHeapRows(await measureWallHeap(PORT + 5)));

const sshBenchmark = 'SSH connect + key auth + `true` on a local sshd (median of 20)';
if (process.getuid?.() === 0) {
  const ssh = await measureSshConnect(20);
  rows.push({
    benchmark: sshBenchmark,
    value: `${fmt(ssh.gatehouseMs)} ms`,
    baseline: `${fmt(ssh.opensshMs)} ms ssh binary`,
    ratio: `${fmt(ssh.gatehouseMs / ssh.opensshMs, 2)}×`,
    target: '—',
  });
  const echo = await measureTerminalEcho(300);
  for (const [label, value, baseline] of [
    ['p50', echo.gatewayP50, echo.opensshP50],
    ['p95', echo.gatewayP95, echo.opensshP95],
  ] as const) {
    rows.push({
      benchmark: `keystroke echo round trip through the web-terminal socket (${label}, 300 keys)`,
      value: `${fmt(value, 2)} ms`,
      baseline: `${fmt(baseline, 2)} ms ssh -tt to the same sshd`,
      ratio: `${fmt(value / baseline, 2)}×`,
      target: label === 'p50' ? '≤ 1 ms added' : '—',
    });
  }
  rows.push(...(await terminalLoadRows()));
  // Password change (issue 15): 500 accounts on five loopback sshd, a Gatehouse task against direct ssh2 passwd.
  rows.push(...passwordChangeRows(await measurePasswordChange()));
} else {
  rows.push({
    benchmark: sshBenchmark,
    value: 'skipped',
    baseline: 'needs root (sshd, users)',
    ratio: '—',
    target: '—',
  });
  rows.push({
    benchmark: 'password change across 500 accounts on five loopback sshd (accounts per minute)',
    value: 'skipped',
    baseline: 'needs root (sshd, users)',
    ratio: '—',
    target: '—',
  });
}
// Assets (issue 5): in-process servers of their own, one per database, each seeded with 100,000 assets.
for (const dialect of ['sqlite', 'postgres'] as const) rows.push(...assetListRows(await measureAssetList(dialect)));
// Accounts (issue 5): the same 100,000 assets with three accounts each.
for (const dialect of ['sqlite', 'postgres'] as const) rows.push(...accountListRows(await measureAccountList(dialect)));
// Coffer: 10,000 safes over those 300,000 accounts, the safe lists and the account where-list.
for (const dialect of ['sqlite', 'postgres'] as const) rows.push(...cofferListRows(await measureCofferList(dialect)));
// Approval flows: 10,000 running requests, the backlog and complete calls.
for (const dialect of ['sqlite', 'postgres'] as const) rows.push(...flowBacklogRows(await measureFlowBacklog(dialect)));
// Task centre (issue 15): 100,000 runs of 200 tasks and 100,000 job-log rows, the run list, a run and the job log.
for (const dialect of ['sqlite', 'postgres'] as const) rows.push(...taskCentreRows(await measureTaskCentre(dialect)));
// Dashboard (issue 17): 1,000,000 sessions and 10,000,000 command lines, the figures over the summary tables
// against the same figures over the raw rows.
for (const dialect of ['sqlite', 'postgres'] as const) rows.push(...dashboardRows(await measureDashboard(dialect)));

// Database sessions (issue 18): the web SQL console's statements against a direct connection, on MariaDB and PostgreSQL.
for (const kind of ['MySQL', 'PostgreSQL'] as const) rows.push(...dbConsoleRows(await measureDbConsole(kind)));
// Native clients through the listeners: every protocol module of bench/dbNative/ (postgres.ts, mysql.ts).
rows.push(...(await measureDbNative()));
// Web assets (issue 19): a request through the asset's origin against the same request straight to the app.
rows.push(...webAssetRows(await measureWebAsset()));
// Issue 19: RDP in the browser against the same xfreerdp on a local display, and sessions per node (needs root, xrdp).
rows.push(...rdpRows(await measureRdp()));

printTable(rows);
