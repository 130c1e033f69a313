import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { Permission } from '../../src/shared/access/permissions';
import type {
  NetworkBond,
  NetworkInterface,
  NetworkOverview,
  NetworkRoute,
  ReloadResult,
} from '../../src/shared/api/network';
import { ResponseCode } from '../../src/shared/codes';
import { call } from './client';
import { createUser, signIn, signInAdmin } from './fixtures';
import { DIALECTS, SQLITE_ONLY, startServer, type TestServer } from './harness';

/**
 * The network tab (docs/network.md), against a network namespace each block makes for itself: the servers run every
 * command as `ip -n <namespace>`, and the tests read the namespace with `ip` directly. Changes only in appliance mode.
 */
const run = promisify(execFile);
const ip = async (...args: string[]) => (await run('ip', args)).stdout;
const NAMESPACE_OWNER = /^gh-net-(\d+)-\d+$/;

let made = 0;
function namespaceName(): string {
  made += 1;
  return `gh-net-${process.pid}-${made}`;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    // ESRCH: no such process, so its namespaces are leftovers.
    return false;
  }
}

/** Namespaces of test processes that died before their afterAll. */
async function removeLeftovers(): Promise<void> {
  for (const line of (await ip('netns', 'list')).split('\n')) {
    const name = line.split(' ')[0] ?? '';
    const owner = Number(NAMESPACE_OWNER.exec(name)?.[1]);
    if (owner && owner !== process.pid && !isAlive(owner)) await ip('netns', 'del', name);
  }
}

/** An interface to play with: a dummy where the kernel has the driver, else one end of a veth pair (both are up). */
async function addLink(ns: string, name: string): Promise<void> {
  try {
    await ip('-n', ns, 'link', 'add', name, 'type', 'dummy');
  } catch {
    // No dummy driver (this machine kind's kernel has none): a veth pair gives an Ethernet link all the same.
    await ip('-n', ns, 'link', 'add', name, 'type', 'veth', 'peer', 'name', `${name}p`);
    await ip('-n', ns, 'link', 'set', `${name}p`, 'up');
  }
}

/** d0 10.77.0.2/24 up; d1 up without addresses and with IPv6 turned off, so that an IPv6 address on it fails. */
async function makeNamespace(ns: string): Promise<void> {
  await removeLeftovers();
  await ip('netns', 'add', ns);
  await addLink(ns, 'd0');
  await ip('-n', ns, 'addr', 'add', '10.77.0.2/24', 'dev', 'd0');
  await ip('-n', ns, 'link', 'set', 'd0', 'up');
  await addLink(ns, 'd1');
  await ip('-n', ns, 'link', 'set', 'd1', 'up');
  await run('ip', ['netns', 'exec', ns, 'sh', '-c', 'echo 1 > /proc/sys/net/ipv6/conf/d1/disable_ipv6']);
}

const kernelRoutes = async (ns: string) =>
  JSON.parse((await ip('-n', ns, '-j', '-d', 'route', 'show', 'table', 'main')) || '[]') as {
    dst: string;
    gateway?: string;
    dev?: string;
    metric?: number;
    protocol?: string;
  }[];
const kernelLink = async (ns: string, name: string) =>
  (JSON.parse(await ip('-n', ns, '-j', '-d', 'addr', 'show', 'dev', name)) as Record<string, unknown>[])[0] ?? {};

/** One server (and namespace) per block; `isManaged` is appliance mode. */
function networkBlock(
  title: string,
  dialect: (typeof DIALECTS)[number],
  isManaged: boolean,
  body: (env: () => { server: TestServer; ns: string }) => void,
) {
  describe(`${title} [${dialect}]`, () => {
    const ns = namespaceName();
    let server: TestServer | undefined;
    beforeAll(async () => {
      await makeNamespace(ns);
      server = await startServer(dialect, { network: { isManaged, namespace: ns } });
    });
    afterAll(async () => {
      await server?.stop();
      await ip('netns', 'del', ns);
    });
    body(() => {
      if (!server) throw new Error('server not started');
      return { server, ns };
    });
  });
}

for (const dialect of SQLITE_ONLY) {
  networkBlock('network, read-only (no appliance mode)', dialect, false, (env) => {
    it('reads the namespace’s interfaces and routes, and says it is read-only', async () => {
      const { server, ns } = env();
      const admin = await signInAdmin(server);
      const overview = await call(server.app, 'GET', '/setting-center/network', { token: admin });
      expect(overview.body).toMatchObject({ code: 200, data: { isManaged: false, namespace: ns } });
      const interfaces = (await call(server.app, 'GET', '/setting-center/network/interface', { token: admin })).body
        .data as NetworkInterface[];
      expect(interfaces.find((one) => one.name === 'd0')).toMatchObject({
        isUp: true,
        mtu: 1500,
        // The kernel adds an IPv6 link-local address beside it once the link is up.
        addresses: expect.arrayContaining([
          { family: 'inet', cidr: '10.77.0.2/24', scope: 'global', isDynamic: false },
        ]),
        isStored: false,
      });
      expect(interfaces.find((one) => one.name === 'd0')?.mac).toMatch(/^([0-9a-f]{2}:){5}[0-9a-f]{2}$/);
      const routes = (await call(server.app, 'GET', '/setting-center/network/route', { token: admin })).body
        .data as NetworkRoute[];
      expect(routes).toContainEqual(
        expect.objectContaining({ destination: '10.77.0.0/24', device: 'd0', protocol: 'kernel', gateway: null }),
      );
    });

    it('refuses every change with the appliance-mode message and leaves the kernel alone', async () => {
      const { server, ns } = env();
      const admin = await signInAdmin(server);
      const before = await kernelRoutes(ns);
      const route = { destination: '10.99.0.0/16', gateway: '10.77.0.1' };
      for (const [method, path, body] of [
        ['POST', '/setting-center/network/route', route],
        ['DELETE', '/setting-center/network/route', route],
        ['POST', '/setting-center/network/bond', { name: 'bond0', mode: 'active-backup', members: ['d1'] }],
        ['PUT', '/setting-center/network', { interfaces: [{ name: 'd0', mtu: 1400 }] }],
        ['GET', '/setting-center/network/reload', undefined],
      ] as const) {
        const refused = await call(server.app, method, path, { token: admin, body, lang: 'en' });
        expect(refused.body, `${method} ${path}`).toMatchObject({ code: ResponseCode.networkNotManaged });
        expect(refused.body.msg).toContain('GATEHOUSE_MANAGE_NETWORK=1');
      }
      expect(await kernelRoutes(ns)).toEqual(before);
      expect((await kernelLink(ns, 'd0')).mtu).toBe(1500);
    });
  });
}

for (const dialect of DIALECTS) {
  networkBlock('network, appliance mode', dialect, true, (env) => {
    it('adds a route to the namespace, stores it and logs it; reload puts it back after it was removed by hand', async () => {
      const { server, ns } = env();
      const admin = await signInAdmin(server);
      const route = { destination: '10.99.0.0/16', gateway: '10.77.0.1', metric: 50 };
      const added = await call(server.app, 'POST', '/setting-center/network/route', { token: admin, body: route });
      expect(added.body.code).toBe(200);
      expect(added.body.data).toContainEqual(expect.objectContaining({ ...route, device: 'd0', isStored: true }));
      expect(await kernelRoutes(ns)).toContainEqual(
        expect.objectContaining({ dst: '10.99.0.0/16', gateway: '10.77.0.1', metric: 50, protocol: 'static' }),
      );
      const overview = (await call(server.app, 'GET', '/setting-center/network', { token: admin })).body
        .data as NetworkOverview;
      expect(overview.stored.routes).toEqual([{ ...route, device: null }]);
      expect(overview.stored.updatedBy).toBe('admin');

      await ip('-n', ns, 'route', 'del', '10.99.0.0/16');
      const reload = await call(server.app, 'GET', '/setting-center/network/reload', { token: admin });
      expect(reload.body.data).toEqual({
        items: [{ kind: 'route', name: '10.99.0.0/16 via 10.77.0.1 metric 50', status: 'applied', message: null }],
        applied: 1,
        unchanged: 0,
        failed: 0,
      } satisfies ReloadResult);
      expect((await kernelRoutes(ns)).some((one) => one.dst === '10.99.0.0/16')).toBe(true);
      const again = (await call(server.app, 'GET', '/setting-center/network/reload', { token: admin })).body
        .data as ReloadResult;
      expect(again).toMatchObject({ applied: 0, unchanged: 1, failed: 0 });

      const log = await call(server.app, 'GET', '/monitor/operlog/list', { token: admin, query: { pageSize: '20' } });
      const rows = JSON.stringify(log.body.rows);
      expect(rows).toContain('10.99.0.0/16 via 10.77.0.1 metric 50');
      expect(rows).toContain('/setting-center/network/reload');

      const deleted = await call(server.app, 'DELETE', '/setting-center/network/route', {
        token: admin,
        body: { destination: '10.99.0.0/16' },
      });
      expect(deleted.body.code).toBe(200);
      expect((await kernelRoutes(ns)).some((one) => one.dst === '10.99.0.0/16')).toBe(false);
      const after = (await call(server.app, 'GET', '/setting-center/network', { token: admin })).body
        .data as NetworkOverview;
      expect(after.stored.routes).toEqual([]);
      const gone = await call(server.app, 'DELETE', '/setting-center/network/route', {
        token: admin,
        body: { destination: '10.99.0.0/16' },
      });
      expect(gone.body).toMatchObject({ code: ResponseCode.networkNotFound, data: { field: 'destination' } });
    });

    it('refuses bad input naming the field, and reports a command the kernel refuses with its error', async () => {
      const { server, ns } = env();
      const admin = await signInAdmin(server);
      const before = await kernelRoutes(ns);
      const cases: [Record<string, unknown>, string, string][] = [
        [{ destination: '10.99.0.0/99', gateway: '10.77.0.1' }, 'destination', 'CIDR'],
        [{ destination: '10.99.0.1/16', gateway: '10.77.0.1' }, 'destination', '10.99.0.0/16'],
        [{ destination: '10.99.0.0/16', gateway: '10.77.0.1; reboot' }, 'gateway', 'IPv4'],
        [{ destination: '10.99.0.0/16', device: '-d0' }, 'device', 'letters'],
        [{ destination: '10.99.0.0/16', device: 'd0', metric: -1 }, 'metric', 'metric'],
        [{ destination: 'fd00:9::/64', gateway: '10.77.0.1' }, 'gateway', 'family'],
        [{ destination: '10.99.0.0/16' }, 'gateway', 'gateway'],
        [{ destination: '10.99.0.0/16', device: 'nope0' }, 'device', 'nope0'],
      ];
      for (const [body, field, text] of cases) {
        const refused = await call(server.app, 'POST', '/setting-center/network/route', {
          token: admin,
          body,
          lang: 'en',
        });
        expect(refused.status, JSON.stringify(body)).toBe(200);
        expect(refused.body.code, JSON.stringify(body)).not.toBe(200);
        expect(refused.body.data, JSON.stringify(body)).toMatchObject({ field });
        expect(refused.body.msg, JSON.stringify(body)).toContain(text);
      }
      const unreachable = await call(server.app, 'POST', '/setting-center/network/route', {
        token: admin,
        body: { destination: '10.98.0.0/16', gateway: '10.200.0.1' },
        lang: 'en',
      });
      expect(unreachable.body.code).toBe(ResponseCode.networkCommandFailed);
      expect(unreachable.body.msg).toContain('ip -4 route add 10.98.0.0/16 via 10.200.0.1');
      expect((unreachable.body.data as { reason: string }).reason).toMatch(/gateway|unreachable/i);
      expect(await kernelRoutes(ns)).toEqual(before);
      const stored = (await call(server.app, 'GET', '/setting-center/network', { token: admin })).body
        .data as NetworkOverview;
      expect(stored.stored.routes).toEqual([]);
    });

    it('changes interfaces all or nothing: a later failure takes the earlier changes back', async () => {
      const { server, ns } = env();
      const admin = await signInAdmin(server);
      const saved = await call(server.app, 'PUT', '/setting-center/network', {
        token: admin,
        body: { interfaces: [{ name: 'd0', mtu: 1400, addresses: ['10.77.0.2/24', '10.78.0.2/24'] }] },
      });
      expect(saved.body.code).toBe(200);
      expect((saved.body.data as NetworkOverview).stored.interfaces).toEqual([
        { name: 'd0', mtu: 1400, addresses: ['10.77.0.2/24', '10.78.0.2/24'] },
      ]);
      const d0 = await kernelLink(ns, 'd0');
      expect(d0.mtu).toBe(1400);
      expect(JSON.stringify(d0.addr_info)).toContain('10.78.0.2');

      const failed = await call(server.app, 'PUT', '/setting-center/network', {
        token: admin,
        body: {
          interfaces: [
            { name: 'd0', mtu: 1300 },
            { name: 'd1', addresses: ['fd00:1::2/64'] },
          ],
        },
        lang: 'en',
      });
      expect(failed.body.code).toBe(ResponseCode.networkCommandFailed);
      expect(failed.body.msg).toContain('ip addr add fd00:1::2/64 dev d1');
      expect(failed.body.msg).toContain('IPv6 is disabled');
      expect(failed.body.msg).toContain('The 1 change(s)');
      expect((await kernelLink(ns, 'd0')).mtu).toBe(1400);
      const stored = (await call(server.app, 'GET', '/setting-center/network', { token: admin })).body
        .data as NetworkOverview;
      expect(stored.stored.interfaces).toEqual([
        { name: 'd0', mtu: 1400, addresses: ['10.77.0.2/24', '10.78.0.2/24'] },
      ]);

      const unknown = await call(server.app, 'PUT', '/setting-center/network', {
        token: admin,
        body: {
          interfaces: [
            { name: 'd0', isUp: true },
            { name: 'nope0', isUp: true },
          ],
        },
      });
      expect(unknown.body).toMatchObject({ code: ResponseCode.networkNotFound, data: { field: 'interfaces.1.name' } });
      const empty = await call(server.app, 'PUT', '/setting-center/network', {
        token: admin,
        body: { interfaces: [{ name: 'd0' }] },
      });
      expect(empty.body).toMatchObject({ code: 400, data: { field: 'interfaces.0.name' } });

      // Back as it was, for the reload of the other tests: the settings of d0 stay stored.
      await ip('-n', ns, 'link', 'set', 'd0', 'mtu', '1500');
      const reload = (await call(server.app, 'GET', '/setting-center/network/reload', { token: admin })).body
        .data as ReloadResult;
      expect(reload.items).toContainEqual({ kind: 'interface', name: 'd0', status: 'applied', message: null });
      expect((await kernelLink(ns, 'd0')).mtu).toBe(1400);
    });

    it('makes a bond of d1 where the kernel has bonding, and otherwise fails leaving nothing half made', async () => {
      const { server, ns } = env();
      const admin = await signInAdmin(server);
      const hasBonding = await ip('-n', ns, 'link', 'add', 'probe0', 'type', 'bond').then(
        async () => {
          await ip('-n', ns, 'link', 'del', 'probe0');
          return true;
        },
        () => false,
      );
      const body = { name: 'bond0', mode: 'active-backup', members: ['d1'], addresses: ['10.79.0.2/24'] };
      const added = await call(server.app, 'POST', '/setting-center/network/bond', { token: admin, body, lang: 'en' });
      if (hasBonding) {
        expect(added.body.code).toBe(200);
        expect(added.body.data).toContainEqual(
          expect.objectContaining({
            name: 'bond0',
            mode: 'active-backup',
            members: [expect.objectContaining({ name: 'd1' })],
          }),
        );
        expect((await kernelLink(ns, 'd1')).master).toBe('bond0');
        const deleted = await call(server.app, 'DELETE', '/setting-center/network/bond', {
          token: admin,
          body: { name: 'bond0' },
        });
        expect(deleted.body).toMatchObject({ code: 200, data: [] });
      } else {
        expect(added.body.code).toBe(ResponseCode.networkCommandFailed);
        expect(added.body.msg).toContain('ip link add bond0 type bond mode active-backup miimon 100');
      }
      const d1 = await kernelLink(ns, 'd1');
      expect(d1.master).toBeUndefined();
      expect(d1.flags).toContain('UP');
      expect((await call(server.app, 'GET', '/setting-center/network/bond', { token: admin })).body.data).toEqual(
        [] satisfies NetworkBond[],
      );
      const taken = await call(server.app, 'POST', '/setting-center/network/bond', {
        token: admin,
        body: { ...body, name: 'd0' },
      });
      expect(taken.body).toMatchObject({ code: ResponseCode.networkConflict, data: { field: 'name' } });
      const loop = await call(server.app, 'POST', '/setting-center/network/bond', {
        token: admin,
        body: { ...body, members: ['lo'] },
      });
      expect(loop.body).toMatchObject({ code: ResponseCode.networkConflict, data: { field: 'members' } });
    });

    it('a node in appliance mode applies its stored settings again when it starts (after a reboot)', async () => {
      const { server, ns } = env();
      const admin = await signInAdmin(server);
      const route = { destination: '10.95.0.0/16', device: 'd0' };
      expect(
        (await call(server.app, 'POST', '/setting-center/network/route', { token: admin, body: route })).body.code,
      ).toBe(200);
      await ip('-n', ns, 'route', 'del', '10.95.0.0/16');
      // The same node (same node id, same database) starting again, as after a reboot.
      const restarted = await buildApp({
        dataDir: server.dataDir,
        databaseUrl: server.databaseUrl,
        now: server.clock.now,
        distDir: join(server.dataDir, 'no-dist'),
        licence: { file: null },
        network: { isManaged: true, namespace: ns },
      });
      try {
        await restarted.ready();
        expect(await kernelRoutes(ns)).toContainEqual(expect.objectContaining({ dst: '10.95.0.0/16', dev: 'd0' }));
      } finally {
        await restarted.close();
      }
      const deleted = await call(server.app, 'DELETE', '/setting-center/network/route', { token: admin, body: route });
      expect(deleted.body.code).toBe(200);
    });

    it('lets a reader read but not change, and refuses one without the setting rights', async () => {
      const { server } = env();
      const { password } = await createUser(server, { userName: 'net_reader', permissions: [Permission.settingQuery] });
      const reader = await signIn(server, 'net_reader', password);
      for (const path of [
        '/setting-center/network',
        '/setting-center/network/interface',
        '/setting-center/network/route',
      ]) {
        expect((await call(server.app, 'GET', path, { token: reader })).body.code, path).toBe(200);
      }
      const refused = await call(server.app, 'POST', '/setting-center/network/route', {
        token: reader,
        body: { destination: '10.96.0.0/16', device: 'd0' },
      });
      expect(refused.body.code).toBe(ResponseCode.forbidden);
      expect((await call(server.app, 'GET', '/setting-center/network/reload', { token: reader })).body.code).toBe(
        ResponseCode.forbidden,
      );
      const { password: other } = await createUser(server, { userName: 'net_nobody', permissions: [] });
      const nobody = await signIn(server, 'net_nobody', other);
      expect((await call(server.app, 'GET', '/setting-center/network', { token: nobody })).body.code).toBe(
        ResponseCode.forbidden,
      );
    });
  });
}
