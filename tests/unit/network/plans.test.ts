import { describe, expect, it } from 'vitest';
import { applySteps, NetworkApplyError } from '../../../src/server/modules/network/applySteps';
import { IpCommandError, type IpRunner, summariseStderr } from '../../../src/server/modules/network/ipCommand';
import { mergeInterfaces } from '../../../src/server/modules/network/networkService';
import {
  planBondAdd,
  planBondDelete,
  planInterfaceChange,
  planRouteAdd,
  planRouteDelete,
  routeMatches,
} from '../../../src/server/modules/network/plans';
import type { NetworkInterface, NetworkRoute } from '../../../src/shared/api/network';

const iface = (name: string, extra: Partial<NetworkInterface> = {}): NetworkInterface => ({
  name,
  index: 2,
  kind: null,
  state: 'UP',
  isUp: true,
  hasCarrier: true,
  mac: '52:54:00:00:00:01',
  linkType: 'ether',
  mtu: 1500,
  master: null,
  isLoopback: false,
  addresses: [],
  isStored: false,
  ...extra,
});

const route = (extra: Partial<NetworkRoute>): NetworkRoute => ({
  family: 'inet',
  type: 'unicast',
  destination: '10.20.0.0/16',
  gateway: '10.0.0.1',
  device: 'eth0',
  metric: null,
  protocol: 'static',
  scope: null,
  source: null,
  isStored: false,
  ...extra,
});

describe('plans of network changes', () => {
  it('changes only what differs: MTU, then new addresses before old ones go, then the state', () => {
    const live = iface('eth0', {
      addresses: [
        { family: 'inet', cidr: '10.0.0.2/24', scope: 'global', isDynamic: false },
        { family: 'inet', cidr: '10.0.0.99/24', scope: 'global', isDynamic: true },
        { family: 'inet6', cidr: 'fe80::1/64', scope: 'link', isDynamic: false },
      ],
    });
    const steps = planInterfaceChange({ name: 'eth0', mtu: 9000, addresses: ['10.1.0.2/24'], isUp: false }, live);
    expect(steps).toEqual([
      { args: ['link', 'set', 'dev', 'eth0', 'mtu', '9000'], undo: [['link', 'set', 'dev', 'eth0', 'mtu', '1500']] },
      { args: ['addr', 'add', '10.1.0.2/24', 'dev', 'eth0'], undo: [['addr', 'del', '10.1.0.2/24', 'dev', 'eth0']] },
      { args: ['addr', 'del', '10.0.0.2/24', 'dev', 'eth0'], undo: [['addr', 'add', '10.0.0.2/24', 'dev', 'eth0']] },
      { args: ['link', 'set', 'dev', 'eth0', 'down'], undo: [['link', 'set', 'dev', 'eth0', 'up']] },
    ]);
    expect(planInterfaceChange({ name: 'eth0', mtu: 1500, isUp: true, addresses: ['10.0.0.2/24'] }, live)).toEqual([]);
  });

  it('adds routes as static with the family said, and deletes them with an undo that puts them back as they were', () => {
    expect(planRouteAdd({ destination: 'default', gateway: 'fe80::1', device: 'eth0', metric: 10 })).toEqual([
      {
        args: ['-6', 'route', 'add', 'default', 'via', 'fe80::1', 'dev', 'eth0', 'metric', '10', 'proto', 'static'],
        undo: [['-6', 'route', 'del', 'default', 'via', 'fe80::1', 'dev', 'eth0', 'metric', '10']],
      },
    ]);
    const kernel = route({
      destination: '10.0.0.0/24',
      gateway: null,
      protocol: 'kernel',
      scope: 'link',
      source: '10.0.0.2',
    });
    expect(planRouteDelete([kernel])).toEqual([
      {
        args: ['-4', 'route', 'del', '10.0.0.0/24', 'dev', 'eth0'],
        undo: [
          ['-4', 'route', 'add', '10.0.0.0/24', 'dev', 'eth0', 'proto', 'kernel', 'scope', 'link', 'src', '10.0.0.2'],
        ],
      },
    ]);
  });

  it('matches routes on the fields given, default of each family apart', () => {
    const live = route({ metric: 50 });
    expect(routeMatches(live, { destination: '10.20.0.0/16' })).toBe(true);
    expect(routeMatches(live, { destination: '10.20.0.0/16', metric: 50, gateway: '10.0.0.1' })).toBe(true);
    expect(routeMatches(live, { destination: '10.20.0.0/16', metric: 0 })).toBe(false);
    expect(routeMatches(live, { destination: '10.20.0.0/16', device: 'eth1' })).toBe(false);
    const v6Default = route({ family: 'inet6', destination: 'default', gateway: 'fe80::1' });
    expect(routeMatches(v6Default, { destination: 'default' })).toBe(false);
    expect(routeMatches(v6Default, { destination: 'default', gateway: 'fe80::1' })).toBe(true);
  });

  it('makes a bond whose undo deletes it and gives each member back its state', () => {
    const bond = {
      name: 'bond0',
      mode: 'active-backup' as const,
      members: ['eth1', 'eth2'],
      miimon: 100,
      mtu: null,
      addresses: ['10.9.0.2/24'],
    };
    const steps = planBondAdd(bond, [iface('eth1'), iface('eth2', { isUp: false })]);
    expect(steps.map((step) => step.args.join(' '))).toEqual([
      'link add bond0 type bond mode active-backup miimon 100',
      'link set dev eth1 down',
      'link set dev eth1 master bond0',
      'link set dev eth2 down',
      'link set dev eth2 master bond0',
      'addr add 10.9.0.2/24 dev bond0',
      'link set dev bond0 up',
      'link set dev eth1 up',
      'link set dev eth2 up',
    ]);
    expect(steps.map((step) => step.undo.map((args) => args.join(' ')))).toEqual([
      ['link del dev bond0'],
      ['link set dev eth1 up'],
      ['link set dev eth1 nomaster'],
      [],
      ['link set dev eth2 nomaster'],
      [],
      [],
      [],
      ['link set dev eth2 down'],
    ]);
  });

  it('deletes a bond, brings its members that were up back up, and can make it again', () => {
    const bond = {
      name: 'bond0',
      mode: '802.3ad',
      miimon: 100,
      state: 'UP',
      mtu: 9000,
      members: [{ name: 'eth1', state: 'ACTIVE', linkState: 'UP' }],
      addresses: ['10.9.0.2/24'],
      isStored: true,
    };
    const [remove, up] = planBondDelete(bond, [iface('eth1', { master: 'bond0' })]);
    expect(remove?.args).toEqual(['link', 'del', 'dev', 'bond0']);
    expect(remove?.undo.map((args) => args.join(' '))).toEqual([
      'link add bond0 type bond mode 802.3ad miimon 100',
      'link set dev eth1 down',
      'link set dev eth1 master bond0',
      'link set dev bond0 mtu 9000',
      'addr add 10.9.0.2/24 dev bond0',
      'link set dev bond0 up',
      'link set dev eth1 up',
    ]);
    expect(up?.args).toEqual(['link', 'set', 'dev', 'eth1', 'up']);
  });

  it('keeps the settings stored for an interface that a later change leaves out', () => {
    const stored = [
      { name: 'eth0', mtu: 9000, addresses: ['10.0.0.2/24'] },
      { name: 'eth1', isUp: false },
    ];
    expect(
      mergeInterfaces(stored, [
        { name: 'eth0', isUp: true },
        { name: 'eth2', mtu: 1400 },
      ]),
    ).toEqual([
      { name: 'eth0', mtu: 9000, addresses: ['10.0.0.2/24'], isUp: true },
      { name: 'eth1', isUp: false },
      { name: 'eth2', mtu: 1400 },
    ]);
  });
});

describe('applying steps', () => {
  /** A runner that records commands and fails the ones named. */
  function fakeRunner(failing: string[]): IpRunner & { ran: string[] } {
    const ran: string[] = [];
    return {
      ran,
      run: async (args) => {
        const text = args.join(' ');
        ran.push(text);
        if (failing.includes(text)) throw new IpCommandError(args, 'RTNETLINK answers: Operation not permitted');
        return '';
      },
    };
  }
  const steps = [
    { args: ['a'], undo: [['undo-a']] },
    { args: ['b'], undo: [['undo-b1'], ['undo-b2']] },
    { args: ['c'], undo: [['undo-c']] },
  ];

  it('undoes what ran, last first, when a step fails, and says how many were undone', async () => {
    const runner = fakeRunner(['c']);
    const error = await applySteps(runner, steps).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NetworkApplyError);
    expect(error).toMatchObject({ undone: 2, undoFailure: null, failure: { args: ['c'] } });
    expect(runner.ran).toEqual(['a', 'b', 'c', 'undo-b1', 'undo-b2', 'undo-a']);
  });

  it('goes on undoing past an undo that fails, and reports the first that failed', async () => {
    const runner = fakeRunner(['c', 'undo-b1']);
    const error = await applySteps(runner, steps).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ undone: 2, undoFailure: { args: ['undo-b1'] } });
    expect(runner.ran).toEqual(['a', 'b', 'c', 'undo-b1', 'undo-b2', 'undo-a']);
  });

  it('summarises stderr to its lines, cut at 300 characters', () => {
    expect(summariseStderr('RTNETLINK answers: File exists\n\n')).toBe('RTNETLINK answers: File exists');
    expect(summariseStderr('Error: a\n  Error: b\n')).toBe('Error: a; Error: b');
    expect(summariseStderr('x'.repeat(400))).toHaveLength(300);
  });
});
