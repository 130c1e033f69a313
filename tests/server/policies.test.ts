import { expect, it } from 'vitest';
import { decideCommand } from '../../src/server/modules/approvals';
import { Permission } from '../../src/shared/access/permissions';
import type { CommandPolicy, LoginPolicy } from '../../src/shared/api/policies';
import { ResponseCode } from '../../src/shared/codes';
import { inTimeWindows } from '../../src/shared/rules/approvalRules';
import { approvalApi, assetWithAccount, ok, person } from './approvalFixtures';
import { signInAdmin } from './fixtures';
import { describeEachDatabase } from './harness';

describeEachDatabase('command interception and login policies', (server) => {
  it('keeps command policies: a dangerous regular expression is refused with its own code, the rest round-trips', async () => {
    const admin = await signInAdmin(server());
    const api = approvalApi(server(), admin);
    const approver = await person(server(), 'pol_crud_approver');
    const base = { name: 'pol-crud', matchKind: 1, action: 1, priority: 7, approverIds: [approver.id] };

    const nested = await api.addCommandPolicy({ ...base, patterns: ['^ls$', '(a+)+$'] });
    expect(nested.body).toMatchObject({
      code: ResponseCode.policyPatternInvalid,
      data: { field: 'patterns', index: 1 },
    });
    expect(nested.body.msg).toContain('第 2 条匹配内容有误');
    const invalid = await api.addCommandPolicy({ ...base, patterns: ['rm (-rf'] });
    expect(invalid.body.code).toBe(ResponseCode.policyPatternInvalid);
    const empty = await api.addCommandPolicy({ ...base, patterns: ['  '] });
    expect(empty.body.code).toBe(400);
    expect(empty.body.msg).toContain('请输入匹配内容');
    const unknownUser = await api.addCommandPolicy({ ...base, patterns: ['reboot'], userIds: [999_999] });
    expect(unknownUser.body).toMatchObject({ code: 400, data: { field: 'userIds' } });

    const added = ok<CommandPolicy>(await api.addCommandPolicy({ ...base, patterns: ['^shutdown\\b', 'reboot'] }));
    expect(added).toMatchObject({ matchKind: 1, action: 1, priority: 7, patterns: ['^shutdown\\b', 'reboot'] });
    expect(added.approvers).toEqual([{ id: approver.id, name: 'pol_crud_approver' }]);
    const again = await api.addCommandPolicy({ ...base, patterns: ['x'] });
    expect(again.body).toMatchObject({ code: 400, data: { field: 'name' } });

    const edited = ok<CommandPolicy>(
      await api.send('PUT', '/policy/command/edit', {
        ...base,
        id: added.id,
        matchKind: 0,
        patterns: ['halt'],
        action: 0,
      }),
    );
    expect(edited).toMatchObject({ matchKind: 0, patterns: ['halt'], action: 0 });
    const list = await api.send('GET', '/policy/command/list', undefined, { name: 'POL-CRUD' });
    expect((list.body.rows as CommandPolicy[]).map((row) => row.id)).toEqual([added.id]);
    ok(await api.send('POST', `/policy/command/remove/${added.id}`));
    expect((await api.send('GET', `/policy/command/${added.id}`)).body.code).toBe(ResponseCode.policyNotFound);
  });

  it('keeps a scope entry deleted since the policy was saved when the policy is edited, but refuses it on a new one', async () => {
    const admin = await signInAdmin(server());
    const api = approvalApi(server(), admin);
    const now = server().clock.now().toISOString();
    const { id: groupId } = await server()
      .db.insertInto('user_groups')
      .values({ group_name: 'pol-stale-group', remark: '', created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const body = { name: 'pol-stale', matchKind: 0, patterns: ['reboot'], action: 0, groupIds: [groupId] };
    const added = ok<CommandPolicy>(await api.addCommandPolicy(body));
    await server().db.deleteFrom('user_groups').where('id', '=', groupId).execute();
    const edited = ok<CommandPolicy>(
      await api.send('PUT', '/policy/command/edit', { ...body, id: added.id, priority: 3 }),
    );
    // Still narrowed to the (gone) group, so it applies to nobody rather than to everyone.
    expect(edited).toMatchObject({ priority: 3, scope: { groupIds: [groupId] }, scopeNames: { groups: [] } });
    const fresh = await api.addCommandPolicy({ ...body, name: 'pol-stale-2' });
    expect(fresh.body).toMatchObject({ code: 400, data: { field: 'groupIds' } });
  });

  it('lets only system:policy:edit change policies', async () => {
    const reader = await person(server(), 'pol_reader', [Permission.policyCenterQuery]);
    const api = approvalApi(server(), reader.token);
    expect((await api.send('GET', '/policy/command/list')).body.code).toBe(200);
    const refused = await api.addCommandPolicy({ name: 'pol-nope', matchKind: 0, patterns: ['ls'], action: 2 });
    expect(refused.body.code).toBe(ResponseCode.forbidden);
  });

  it('decides a line by priority and scope', async () => {
    const admin = await signInAdmin(server());
    const api = approvalApi(server(), admin);
    const alice = await person(server(), 'pol_scope_alice');
    const bob = await person(server(), 'pol_scope_bob');
    const approver = await person(server(), 'pol_scope_approver');
    const target = await assetWithAccount(server(), admin, 'pol-scope-host');
    const other = await assetWithAccount(server(), admin, 'pol-scope-other');
    const block = ok<CommandPolicy>(
      await api.addCommandPolicy({
        name: 'pol-scope-block',
        matchKind: 0,
        patterns: ['reboot'],
        action: 0,
        priority: 20,
        assetIds: [target.assetId],
      }),
    );
    const warnAlice = ok<CommandPolicy>(
      await api.addCommandPolicy({
        name: 'pol-scope-warn',
        matchKind: 0,
        patterns: ['reboot'],
        action: 2,
        priority: 10,
        userIds: [alice.id],
        assetIds: [target.assetId],
      }),
    );
    const hold = ok<CommandPolicy>(
      await api.addCommandPolicy({
        name: 'pol-scope-hold',
        matchKind: 1,
        patterns: ['^rm\\s+-rf'],
        action: 1,
        priority: 30,
        assetIds: [target.assetId],
        approverIds: [approver.id],
      }),
    );
    const facts = (userId: number, line: string, assetId = target.assetId) => ({
      userId,
      assetId,
      accountId: target.accountId,
      line,
    });
    expect(await decideCommand(server().app.gatehouse, facts(alice.id, 'sudo reboot'))).toMatchObject({
      action: 'warn',
      policyId: warnAlice.id,
    });
    expect(await decideCommand(server().app.gatehouse, facts(bob.id, '/sbin/reboot'))).toMatchObject({
      action: 'block',
      policyId: block.id,
      policyName: 'pol-scope-block',
    });
    expect(await decideCommand(server().app.gatehouse, facts(bob.id, 'rebooted'))).toMatchObject({ action: 'allow' });
    expect(await decideCommand(server().app.gatehouse, facts(bob.id, 'reboot', other.assetId))).toMatchObject({
      action: 'allow',
      policyId: null,
    });
    expect(await decideCommand(server().app.gatehouse, facts(bob.id, 'rm -rf /tmp/x'))).toEqual({
      action: 'hold',
      policyId: hold.id,
      policyName: 'pol-scope-hold',
      approverIds: [approver.id],
      timedOut: false,
    });
    // A disabled policy stops deciding.
    ok(
      await api.send('PUT', '/policy/command/edit', {
        id: warnAlice.id,
        name: 'pol-scope-warn',
        matchKind: 0,
        patterns: ['reboot'],
        action: 2,
        priority: 10,
        userIds: [alice.id],
        assetIds: [target.assetId],
        enabled: false,
      }),
    );
    expect(await decideCommand(server().app.gatehouse, facts(alice.id, 'reboot'))).toMatchObject({ action: 'block' });
  });

  it('keeps login policies with time ranges and source lists, refusing bad ones', async () => {
    const admin = await signInAdmin(server());
    const api = approvalApi(server(), admin);
    const bad = await api.addLoginPolicy({
      name: 'pol-login-bad',
      action: 1,
      timeRanges: [{ start: '9:00', end: '18:00' }],
    });
    expect(bad.body.code).toBe(400);
    const same = await api.addLoginPolicy({
      name: 'pol-login-bad',
      action: 1,
      timeRanges: [{ start: '09:00', end: '09:00' }],
    });
    expect(same.body.code).toBe(400);
    const noEntries = await api.addLoginPolicy({ name: 'pol-login-bad', action: 1, accessMode: 1 });
    expect(noEntries.body).toMatchObject({ code: 400, data: { field: 'accessEntries' } });
    const added = ok<LoginPolicy>(
      await api.addLoginPolicy({
        name: 'pol-login-ok',
        action: 1,
        days: [6, 7, 6],
        timeRanges: [{ start: '22:00', end: '06:00' }],
        accessMode: 0,
        accessEntries: ['10.66.0.0/16'],
        assetIds: [],
        enabled: false,
      }),
    );
    expect(added).toMatchObject({ days: [6, 7], accessMode: 0, accessEntries: ['10.66.0.0/16'], enabled: false });
  });
});

it('reads time windows in local time, over midnight too', () => {
  const at = (day: number, hours: number, minutes = 0) => {
    // 2026-11-23 is a Monday.
    const date = new Date(2026, 10, 22 + day, hours, minutes);
    return date;
  };
  expect(inTimeWindows([], [], at(1, 3))).toBe(true);
  expect(inTimeWindows([1, 2, 3, 4, 5], [{ start: '09:00', end: '18:00' }], at(1, 9))).toBe(true);
  expect(inTimeWindows([1, 2, 3, 4, 5], [{ start: '09:00', end: '18:00' }], at(1, 18))).toBe(false);
  expect(inTimeWindows([1, 2, 3, 4, 5], [{ start: '09:00', end: '18:00' }], at(6, 10))).toBe(false);
  // Friday 22:00–06:00 reaches into Saturday morning, not into Friday morning.
  expect(inTimeWindows([5], [{ start: '22:00', end: '06:00' }], at(6, 5, 59))).toBe(true);
  expect(inTimeWindows([5], [{ start: '22:00', end: '06:00' }], at(5, 5))).toBe(false);
  expect(inTimeWindows([5], [{ start: '22:00', end: '24:00' }], at(5, 23, 59))).toBe(true);
});
