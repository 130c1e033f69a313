import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startBasicApp, WEB_USER } from '../tests/support/webApps';
import { openBenchApp, percentile } from './assetList';
import { benchOperator } from './dbTarget';
import type { BenchRow } from './table';

/**
 * Web assets (issue 19, docs/web-assets.md): the latency a request gains through the bastion. A small app behind
 * HTTP basic auth (tests/support/webApps.ts) is asked for its page directly (with the credential, as a browser
 * that had it would) and through its asset origin on an in-process Gatehouse (cookie, standing, basic injected,
 * request recorded), alternately, over keep-alive connections, so both see the same machine load.
 */
const WARMUP = 200;
const SAMPLES = 2000;

export interface WebAssetResult {
  directP50: number;
  directP95: number;
  proxiedP50: number;
  proxiedP95: number;
}

function timedGet(port: number, path: string, headers: Record<string, string>, agent: Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const outgoing = request({ host: '127.0.0.1', port, path, headers, agent }, (answer) => {
      answer.resume();
      answer.on('end', () => {
        if (answer.statusCode !== 200) reject(new Error(`${path}: HTTP ${answer.statusCode}`));
        else resolve(Number(process.hrtime.bigint() - started) / 1e6);
      });
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

export async function measureWebAsset(): Promise<WebAssetResult> {
  const upstream = await startBasicApp();
  const bench = await openBenchApp(undefined);
  try {
    const { inject, token } = bench;
    const platforms = await inject('GET', '/privilege/platform/list?pageSize=500', token);
    const platform = ((platforms as { rows?: { platformId: number; platformName: string }[] }).rows ?? []).find(
      (row) => row.platformName === 'Web',
    );
    if (!platform) throw new Error('no platform Web');
    const asset = await inject('POST', '/privilege/assets/add', token, {
      assetName: 'bench-web',
      assetType: 2,
      address: `${upstream.origin}/`,
      platformId: platform.platformId,
      deptId: null,
      encoding: 'UTF-8',
      protocols: [{ protocol: 'HTTP(S)', port: upstream.port }],
      tagIds: [],
      description: '',
      proxyId: null,
    });
    const assetId = (asset.data as { assetId: number }).assetId;
    await inject('POST', '/privilege/application/add', token, {
      name: 'bench_web',
      url: upstream.origin,
      loginMode: 'basic',
    });
    const account = await inject('POST', '/privilege/account/add', token, {
      assetId,
      accountName: WEB_USER.name,
      password: WEB_USER.password,
    });
    const accountId = (account.data as { accountId: number }).accountId;
    const window = (await inject('GET', '/privilege/impower/default-window', token)).data as object;
    const operator = await benchOperator(bench);
    await inject('POST', '/privilege/impower/add', token, {
      permissionType: 1,
      ...window,
      userIds: [operator.userId],
      assetIds: [assetId],
      accountIds: [accountId],
    });
    await bench.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (bench.app.server.address() as AddressInfo).port;
    const opened = await inject('POST', '/web/sessions', operator.token, { assetId, accountId });
    const launchUrl = new URL((opened.data as { launchUrl: string }).launchUrl);
    const host = `asset-${assetId}.localhost:${port}`;
    const cookie = await new Promise<string>((resolve, reject) => {
      request(
        { host: '127.0.0.1', port, path: `${launchUrl.pathname}${launchUrl.search}`, headers: { host } },
        (answer) => {
          answer.resume();
          resolve(
            [answer.headers['set-cookie'] ?? []]
              .flat()
              .map((line) => line.split(';')[0])
              .join('; '),
          );
        },
      )
        .on('error', reject)
        .end();
    });
    const basic = `Basic ${Buffer.from(`${WEB_USER.name}:${WEB_USER.password}`).toString('base64')}`;
    const directAgent = new Agent({ keepAlive: true, maxSockets: 1 });
    const proxiedAgent = new Agent({ keepAlive: true, maxSockets: 1 });
    const direct: number[] = [];
    const proxied: number[] = [];
    for (let i = 0; i < WARMUP + SAMPLES; i += 1) {
      const a = await timedGet(upstream.port, '/page', { authorization: basic }, directAgent);
      const b = await timedGet(port, '/page', { host, cookie }, proxiedAgent);
      if (i < WARMUP) continue;
      direct.push(a);
      proxied.push(b);
    }
    directAgent.destroy();
    proxiedAgent.destroy();
    return {
      directP50: percentile(direct, 0.5),
      directP95: percentile(direct, 0.95),
      proxiedP50: percentile(proxied, 0.5),
      proxiedP95: percentile(proxied, 0.95),
    };
  } finally {
    await bench.close();
    await upstream.close();
  }
}

export function webAssetRows(result: WebAssetResult): BenchRow[] {
  const ms = (value: number) => `${value.toFixed(2)} ms`;
  return (['50', '95'] as const).map((p) => {
    const proxied = p === '50' ? result.proxiedP50 : result.proxiedP95;
    const direct = p === '50' ? result.directP50 : result.directP95;
    return {
      benchmark: `web asset GET through the bastion (p${p}, ${SAMPLES} keep-alive requests, basic injected)`,
      value: `${ms(proxied)} (+${ms(proxied - direct)})`,
      baseline: `${ms(direct)} direct to the app`,
      ratio: `${(proxied / direct).toFixed(2)}×`,
      target: p === '50' ? 'added ≤ 2 ms' : '—',
    };
  });
}
