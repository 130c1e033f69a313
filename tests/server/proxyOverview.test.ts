import { expect, it } from 'vitest';
import { Permission } from '../../src/shared/access/permissions';
import { type ProxyOverview, ProxyOverviewSchema } from '../../src/shared/api/proxyOverview';
import { AgentStatus } from '../../src/shared/rules/proxyStates';
import { addAsset, linuxAsset, platformIdByName } from './assetApi';
import { call } from './client';
import { createUser, signIn, signInAdmin } from './fixtures';
import { describeEachDatabase, type TestServer } from './harness';
import { insertProxyRow } from './proxyRows';

/**
 * Issue 17 item 3: /privilege/agent/overview lists each network proxy with its last check and the assets behind
 * it (names only for whoever sees every asset), and the application proxies with their route.
 */
const PATH = '/privilege/agent/overview';

async function overviewAs(server: TestServer, token: string): Promise<ProxyOverview> {
  const result = await call(server.app, 'GET', PATH, { token });
  expect(result.body.code).toBe(200);
  return ProxyOverviewSchema.parse(result.body.data);
}

describeEachDatabase('proxy overview (issue 17)', (server) => {
  it('lists proxies with health, latency and the assets behind each, and application proxies with their route', async () => {
    const admin = await signInAdmin(server());
    const east = await insertProxyRow(server(), { name: 'po-east-jump', status: AgentStatus.online, latencyMs: 37 });
    const west = await insertProxyRow(server(), { name: 'po-west-jump', status: AgentStatus.offline });
    await insertProxyRow(server(), { name: 'po-never-checked', status: null });
    const linux = (await platformIdByName(server(), admin, 'Linux')).platformId;
    const behindEast: number[] = [];
    for (const name of ['po-db07', 'po-db01', 'po-web03', 'po-web01', 'po-app02', 'po-app01', 'po-cache01']) {
      behindEast.push((await addAsset(server(), admin, linuxAsset(linux, { assetName: name }))).assetId);
    }
    const westAsset = (await addAsset(server(), admin, linuxAsset(linux, { assetName: 'po-west01' }))).assetId;
    await server().db.updateTable('assets').set({ proxy_id: east }).where('id', 'in', behindEast).execute();
    await server().db.updateTable('assets').set({ proxy_id: west }).where('id', '=', westAsset).execute();
    const now = server().clock.now().toISOString();
    await server()
      .db.insertInto('application_proxies')
      .values({
        name: 'po-grafana',
        url: 'https://grafana.example',
        network_proxy_id: west,
        description: '',
        enabled: 1,
        created_at: now,
        updated_at: now,
      })
      .execute();

    const overview = await overviewAs(server(), admin);
    const byName = new Map(overview.network.map((row) => [row.name, row]));
    expect(byName.get('po-east-jump')).toMatchObject({ status: AgentStatus.online, latencyMs: 37, assetCount: 7 });
    // The first five by name, of seven.
    expect(byName.get('po-east-jump')?.assets?.map((asset) => asset.assetName)).toEqual([
      'po-app01',
      'po-app02',
      'po-cache01',
      'po-db01',
      'po-db07',
    ]);
    expect(byName.get('po-west-jump')).toMatchObject({ status: AgentStatus.offline, latencyMs: null, assetCount: 1 });
    expect(byName.get('po-never-checked')).toMatchObject({
      status: null,
      lastCheckTime: null,
      assetCount: 0,
      assets: [],
    });
    expect(overview.applications.find((row) => row.name === 'po-grafana')).toMatchObject({
      url: 'https://grafana.example',
      networkProxyName: 'po-west-jump',
      enabled: true,
    });
  });

  it('counts without naming the assets for a reader who does not see every asset, and refuses one without the right', async () => {
    const reader = await createUser(server(), { userName: 'po_reader', permissions: [Permission.agentQuery] });
    const overview = await overviewAs(server(), await signIn(server(), 'po_reader', reader.password));
    const east = overview.network.find((row) => row.name === 'po-east-jump');
    expect(east).toMatchObject({ assetCount: 7, assets: null });
    const outsider = await createUser(server(), { userName: 'po_outsider', permissions: [Permission.assetQuery] });
    const refused = await call(server().app, 'GET', PATH, {
      token: await signIn(server(), 'po_outsider', outsider.password),
    });
    expect(refused.body.code).toBe(403);
  });
});
