/**
 * Lighthouse on /login (issue 11): performance score, largest contentful paint, total blocking time and
 * bytes on the wire, against a bare React + Fluent page (bench/bare-page) built and measured in the same
 * run, served by the same static setup as the console (precompressed files, src/server/plugins/static.ts).
 * Lighthouse's defaults: a simulated mid-range phone on a slow 4G link (150 ms, 1.6 Mbit/s, CPU ÷ 4),
 * storage cleared before each run, so every run is a first visit.
 *
 * Alone: `npx tsx bench/lighthouse.ts` (after `npm run build`).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import * as chromeLauncher from 'chrome-launcher';
import Fastify from 'fastify';
import lighthouse from 'lighthouse';
import { build } from 'vite';
import { compressTree } from '../build/precompress';
import { registerStatic } from '../src/server/plugins/static';
import type { BenchRow } from './table';
import { median } from './table';

const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface PageFigures {
  score: number;
  lcpMs: number;
  tbtMs: number;
  fcpMs: number;
  totalKb: number;
  scriptKb: number;
}

interface NetworkItem {
  resourceType?: string;
  transferSize?: number;
}

/** One Lighthouse run (performance only) in a fresh headless chromium. */
async function runLighthouse(url: string): Promise<PageFigures> {
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error' });
    const lhr = result?.lhr;
    if (!lhr || lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr?.runtimeError?.message}`);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const requests = (lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? [];
    const scriptBytes = requests
      .filter((item) => item.resourceType === 'Script')
      .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
    return {
      score: lhr.categories.performance?.score ?? Number.NaN,
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      fcpMs: audit('first-contentful-paint'),
      totalKb: audit('total-byte-weight') / 1024,
      scriptKb: scriptBytes / 1024,
    };
  } finally {
    chrome.kill();
  }
}

/** Lighthouse's own advice for a trace it failed to record (NO_NAVSTART and the like): run it again. */
const RETRIES = 2;

async function runLighthouseRetrying(url: string): Promise<PageFigures> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await runLighthouse(url);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (attempt >= RETRIES || !message.includes('run Lighthouse again')) throw error;
      console.warn(`${message} — running it again`);
    }
  }
}

/** The median of each figure over `runs` runs (each figure on its own: runs differ in what was slow). */
async function measure(url: string, runs: number): Promise<PageFigures> {
  const all: PageFigures[] = [];
  for (let i = 0; i < runs; i += 1) all.push(await runLighthouseRetrying(url));
  const of = (key: keyof PageFigures) => median(all.map((figures) => figures[key]));
  return {
    score: of('score'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    fcpMs: of('fcpMs'),
    totalKb: of('totalKb'),
    scriptKb: of('scriptKb'),
  };
}

/** Builds bench/bare-page with Vite into a temporary directory and precompresses it as the console's build is. */
async function buildBarePage(outDir: string): Promise<void> {
  await build({
    configFile: false,
    root: resolve(import.meta.dirname, 'bare-page'),
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true },
  });
  await compressTree(outDir);
}

/** Lighthouse figures of /login on a running (set-up) Gatehouse and of the bare page, `runs` runs each. */
export async function measureLighthouse(
  consoleUrl: string,
  barePort: number,
  runs = 3,
): Promise<{ login: PageFigures; bare: PageFigures }> {
  const outDir = mkdtempSync(join(tmpdir(), 'gatehouse-bare-page-'));
  const bareServer = Fastify();
  try {
    await buildBarePage(outDir);
    await registerStatic(bareServer, outDir);
    await bareServer.listen({ port: barePort, host: '127.0.0.1' });
    const bare = await measure(`http://127.0.0.1:${barePort}/`, runs);
    const login = await measure(`${consoleUrl}/login`, runs);
    return { login, bare };
  } finally {
    await bareServer.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}

const fmt = (value: number, digits = 0) => value.toFixed(digits);

export function lighthouseRows({ login, bare }: { login: PageFigures; bare: PageFigures }, runs = 3): BenchRow[] {
  const label = `Lighthouse, /login (simulated mobile, median of ${runs})`;
  const ratio = (value: number, base: number) => `${fmt(value / base, 2)}×`;
  return [
    {
      benchmark: `${label}: performance score`,
      value: fmt(login.score, 2),
      baseline: `${fmt(bare.score, 2)} bare React + Fluent page`,
      ratio: ratio(login.score, bare.score),
      target: '≥ 0.95',
    },
    {
      benchmark: `${label}: largest contentful paint`,
      value: `${fmt(login.lcpMs / 1000, 2)} s`,
      baseline: `${fmt(bare.lcpMs / 1000, 2)} s bare page`,
      ratio: ratio(login.lcpMs, bare.lcpMs),
      target: '≤ 1.5 s',
    },
    {
      benchmark: `${label}: first contentful paint`,
      value: `${fmt(login.fcpMs / 1000, 2)} s`,
      baseline: `${fmt(bare.fcpMs / 1000, 2)} s bare page`,
      ratio: ratio(login.fcpMs, bare.fcpMs),
      target: '—',
    },
    {
      benchmark: `${label}: total blocking time`,
      value: `${fmt(login.tbtMs)} ms`,
      baseline: `${fmt(bare.tbtMs)} ms bare page`,
      ratio: bare.tbtMs > 0 ? ratio(login.tbtMs, bare.tbtMs) : '—',
      target: '—',
    },
    {
      benchmark: `${label}: bytes transferred, total`,
      value: `${fmt(login.totalKb, 1)} KB`,
      baseline: `${fmt(bare.totalKb, 1)} KB bare page`,
      ratio: ratio(login.totalKb, bare.totalKb),
      target: '—',
    },
    {
      benchmark: `${label}: bytes transferred, JavaScript`,
      value: `${fmt(login.scriptKb, 1)} KB`,
      baseline: `${fmt(bare.scriptKb, 1)} KB bare page`,
      ratio: ratio(login.scriptKb, bare.scriptKb),
      target: '—',
    },
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { printTable } = await import('./table');
  const { initialise } = await import('./consoleSetup');
  const { startServer } = await import('./serverProcess');
  const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
  const server = await startServer(8192);
  try {
    await initialise(server.url);
    printTable(lighthouseRows(await measureLighthouse(server.url, 8193, runs), runs));
  } finally {
    await server.stop();
  }
}
