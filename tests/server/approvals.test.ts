import { expect, it } from 'vitest';
import {
  checkLoginPolicy,
  decideCommand,
  requestCommandApproval,
  waitForCommandApproval,
  withdrawCommandApproval,
} from '../../src/server/modules/approvals';
import { loadNotifyCounts } from '../../src/server/modules/notify-socket/notifyCounts';
import { Permission } from '../../src/shared/access/permissions';
import type { CommandApproval, LoginApproval, LoginCheck } from '../../src/shared/api/approvals';
import type { StationMessage } from '../../src/shared/api/messages';
import { ResponseCode } from '../../src/shared/codes';
import { NOTIFY_PATH } from '../../src/shared/protocol/notify';
import { localWeekTime } from '../../src/shared/rules/approvalRules';
import { approvalApi, assetWithAccount, ok, person } from './approvalFixtures';
import { call } from './client';
import { signInAdmin } from './fixtures';
import { describeEachDatabase, type TestServer } from './harness';
import { listen, openSocket, type TestSocket } from './sockets';

const MINUTE = 60_000;

async function messagesOf(server: TestServer, token: string, query: Record<string, string> = {}) {
  return ok<{ rows: StationMessage[]; total: number }>(await approvalApi(server, token).messages(query));
}

/** The same list as a reader of the English console gets it. */
async function englishMessagesOf(server: TestServer, token: string) {
  const result = await call(server.app, 'GET', '/approve/message/list', { token, lang: 'en' });
  return (result.body.data as { rows: StationMessage[] }).rows;
}

describeEachDatabase('command and login approvals', (server) => {
  it('lets only the approvers decide a held command, once, with the refusal-reason rules, and tells the waiter', async () => {
    const admin = await signInAdmin(server());
    const applicant = await person(server(), 'cmd_applicant');
    const approver = await person(server(), 'cmd_approver');
    const bystander = await person(server(), 'cmd_bystander');
    const target = await assetWithAccount(server(), admin, 'cmd-host');
    const deps = server().app.gatehouse;
    const before = await loadNotifyCounts(server().db, approver.id);

    const recordId = await requestCommandApproval(deps, {
      userId: applicant.id,
      assetId: target.assetId,
      accountId: target.accountId,
      line: 'rm -rf /srv/data',
      policyId: null,
      approverIds: [approver.id],
      sessionId: 41,
    });
    const outcome = waitForCommandApproval(deps, recordId);
    expect(await loadNotifyCounts(server().db, approver.id)).toEqual({
      unreadCount: before.unreadCount + 1,
      noApproveNum: before.noApproveNum + 1,
    });
    const [notice] = (await messagesOf(server(), approver.token, { status: '1' })).rows;
    expect(notice?.messageTitle).toBe('命令审批');
    expect(JSON.parse(notice?.messageJumpParam ?? '{}')).toMatchObject({
      recordId,
      approveStatus: 1,
      approveType: 'command',
      assetsIp: '127.0.0.1',
      accountId: target.accountId,
      account: 'root',
      assetsName: 'cmd-host',
      sessionId: '41',
      protocols: 'SSH',
    });

    const seen = ok<CommandApproval>(await approvalApi(server(), approver.token).getCommand(recordId));
    expect(seen).toMatchObject({
      recordId,
      serverName: '',
      assetsName: 'cmd-host',
      assetsIp: '127.0.0.1',
      assetsPort: 2222,
      account: 'root',
      createByName: 'cmd_applicant',
      approvalOrder: 'rm -rf /srv/data',
      status: 1,
      canDecide: true,
    });
    expect((await approvalApi(server(), bystander.token).getCommand(recordId)).body.code).toBe(
      ResponseCode.approvalNotFound,
    );
    expect(ok<CommandApproval>(await approvalApi(server(), applicant.token).getCommand(recordId))).toMatchObject({
      canDecide: false,
      isApplicant: true,
    });

    const decide = (token: string, body: Record<string, unknown>) =>
      approvalApi(server(), token).decideCommand({ recordId, ...body });
    expect((await decide(applicant.token, { status: 2 })).body.code).toBe(ResponseCode.approvalNotApprover);
    expect((await decide(bystander.token, { status: 2 })).body.code).toBe(ResponseCode.approvalNotFound);
    const noReason = await decide(approver.token, { status: 3 });
    expect(noReason.body).toMatchObject({ code: 400, data: { field: 'refuseReason' } });
    expect(noReason.body.msg).toContain('请输入拒绝原因');
    expect((await decide(approver.token, { status: 3, refuseReason: 'x'.repeat(100) })).body.code).toBe(400);
    expect((await decide(approver.token, { status: 5 })).body.code).toBe(400);

    const refused = await decide(approver.token, { status: 3, refuseReason: '生产数据，不可删除' });
    expect(refused.body.msg).toBe('提交审批成功');
    expect(refused.body.data).toMatchObject({
      status: 3,
      refuseReason: '生产数据，不可删除',
      approveByName: 'cmd_approver',
    });
    expect(await outcome).toEqual({ status: 3, refuseReason: '生产数据，不可删除', approveByName: 'cmd_approver' });
    expect((await decide(approver.token, { status: 2 })).body.code).toBe(ResponseCode.approvalDecided);
    expect((await loadNotifyCounts(server().db, approver.id)).noApproveNum).toBe(before.noApproveNum);

    const [result] = (await messagesOf(server(), applicant.token)).rows;
    expect(result?.messageTitle).toBe('命令审批已拒绝');
    expect(result?.messageContent).toContain('，拒绝原因：生产数据，不可删除');
    const [english] = await englishMessagesOf(server(), applicant.token);
    expect(english?.messageTitle).toBe('Command refused');
    expect(english?.messageContent).toMatch(
      /^Your request to run ".+" on .+ was refused\. Reason: 生产数据，不可删除$/,
    );
  });

  it('shows a withdrawn command as status 4, which nobody can decide, and the waiter hears it', async () => {
    const admin = await signInAdmin(server());
    const applicant = await person(server(), 'wd_applicant');
    const approver = await person(server(), 'wd_approver');
    const target = await assetWithAccount(server(), admin, 'wd-host');
    const deps = server().app.gatehouse;
    const recordId = await requestCommandApproval(deps, {
      userId: applicant.id,
      assetId: target.assetId,
      accountId: target.accountId,
      line: 'systemctl stop nginx',
      policyId: null,
      approverIds: [approver.id],
    });
    const outcome = waitForCommandApproval(deps, recordId);
    expect((await approvalApi(server(), approver.token).withdrawCommand(recordId)).body.code).toBe(
      ResponseCode.approvalNotApplicant,
    );
    await withdrawCommandApproval(deps, recordId);
    expect((await outcome).status).toBe(4);
    const seen = ok<CommandApproval>(await approvalApi(server(), approver.token).getCommand(recordId));
    expect(seen).toMatchObject({ status: 4, canDecide: false });
    expect(seen.updateTime).not.toBe('');
    expect((await approvalApi(server(), approver.token).decideCommand({ recordId, status: 2 })).body.code).toBe(
      ResponseCode.approvalDecided,
    );
    // A wait that starts after the outcome answers at once; an aborted wait rejects.
    expect((await waitForCommandApproval(deps, recordId)).status).toBe(4);
    const other = await requestCommandApproval(deps, {
      userId: applicant.id,
      assetId: target.assetId,
      accountId: target.accountId,
      line: 'true',
      policyId: null,
      approverIds: [approver.id],
    });
    const controller = new AbortController();
    const aborted = waitForCommandApproval(deps, other, { signal: controller.signal });
    controller.abort(new Error('session closed'));
    await expect(aborted).rejects.toThrow('session closed');
  });

  it('applies login policies by source address, deny and approval; an approval opens a window that expires', async () => {
    const admin = await signInAdmin(server());
    const adminApi = approvalApi(server(), admin);
    const applicant = await person(server(), 'login_applicant');
    const approver = await person(server(), 'login_approver');
    const target = await assetWithAccount(server(), admin, 'login-host', [applicant.id]);
    const deps = server().app.gatehouse;
    const facts = (sourceIp: string) => ({
      userId: applicant.id,
      assetId: target.assetId,
      accountId: target.accountId,
      sourceIp,
    });
    expect((await checkLoginPolicy(deps, facts('10.9.0.1'))).kind).toBe('allow');

    ok(
      await adminApi.addLoginPolicy({
        name: 'login-deny-lab',
        action: 1,
        priority: 1,
        assetIds: [target.assetId],
        accessMode: 1,
        accessEntries: ['10.66.0.0/16'],
      }),
    );
    ok(
      await adminApi.addLoginPolicy({
        name: 'login-never-today',
        action: 1,
        priority: 2,
        assetIds: [target.assetId],
        // The day after tomorrow only (ISO day numbers): a policy outside its time window does not apply. Not
        // tomorrow: the test moves its clock on by minutes, which may cross midnight.
        days: [((localWeekTime(server().clock.now()).day + 1) % 7) + 1],
      }),
    );
    ok(
      await adminApi.addLoginPolicy({
        name: 'login-needs-approval',
        action: 2,
        priority: 10,
        assetIds: [target.assetId],
        approverIds: [approver.id],
      }),
    );
    expect(await checkLoginPolicy(deps, facts('10.66.3.4'))).toMatchObject({
      kind: 'deny',
      policyName: 'login-deny-lab',
    });
    expect(await checkLoginPolicy(deps, facts('10.9.0.1'))).toMatchObject({
      kind: 'approvalRequired',
      policyName: 'login-needs-approval',
      approverIds: [approver.id],
      pendingId: null,
    });

    const applicantApi = approvalApi(server(), applicant.token, '10.9.0.1');
    expect(ok<LoginCheck>(await applicantApi.checkLogin(target.assetId, target.accountId)).kind).toBe(
      'approvalRequired',
    );
    const noReason = await applicantApi.applyLogin({ assetId: target.assetId, accountId: target.accountId });
    expect(noReason.body).toMatchObject({ code: 400, data: { field: 'reason' } });
    const filed = await applicantApi.applyLogin({
      assetId: target.assetId,
      accountId: target.accountId,
      reason: '排查线上故障',
    });
    expect(filed.body.msg).toBe('提交申请成功');
    const request = filed.body.data as LoginApproval;
    expect(request).toMatchObject({ status: 1, reason: '排查线上故障', assetsName: 'login-host', account: 'root' });
    const twice = ok<LoginApproval>(
      await applicantApi.applyLogin({ assetId: target.assetId, accountId: target.accountId, reason: '再次' }),
    );
    expect(twice.id).toBe(request.id);
    const stranger = await person(server(), 'login_stranger');
    expect(
      (
        await approvalApi(server(), stranger.token).applyLogin({
          assetId: target.assetId,
          accountId: target.accountId,
          reason: 'x',
        })
      ).body.code,
    ).toBe(ResponseCode.loginNoRight);

    const approverApi = approvalApi(server(), approver.token);
    expect((await approverApi.messages({ status: '1' })).body.data).toMatchObject({ total: 1 });
    expect(ok<LoginApproval>(await approverApi.getLogin(request.id))).toMatchObject({ canDecide: true, status: 1 });
    const missing = await approverApi.decideLogin({ id: request.id, status: 2, expirationTime: null });
    expect(missing.body.msg).toContain('资产不能为空');
    const tooBig = await approverApi.decideLogin({ id: request.id, status: 2, expirationTime: 100_000_001 });
    expect(tooBig.body.code).toBe(400);
    const zero = await approverApi.decideLogin({ id: request.id, status: 2, expirationTime: 0 });
    expect(zero.body.code).toBe(400);
    const refuseEmpty = await approverApi.decideLogin({ id: request.id, status: 3 });
    expect(refuseEmpty.body.msg).toContain('请输入拒绝原因');

    const approved = ok<LoginApproval>(await approverApi.decideLogin({ id: request.id, status: 2 }));
    expect(approved).toMatchObject({ status: 2, expirationTime: 5, approveByName: 'login_approver' });
    expect(await checkLoginPolicy(deps, facts('10.9.0.1'))).toMatchObject({ kind: 'allow', approvalId: request.id });
    const [decision] = (await messagesOf(server(), applicant.token, { status: '1' })).rows;
    expect(decision?.messageTitle).toBe('登录审批已同意');
    expect(decision?.messageContent).toMatch(/的申请已同意，请在 5 分钟内登录$/);
    const [englishDecision] = await englishMessagesOf(server(), applicant.token);
    expect(englishDecision?.messageTitle).toBe('Login approved');
    expect(englishDecision?.messageContent).toMatch(/was approved\. Log in within 5 minutes$/);
    expect(JSON.parse(decision?.messageJumpParam ?? '{}')).toMatchObject({
      approveStatus: 2,
      approveType: 'login',
      assetId: target.assetId,
      accountId: target.accountId,
    });

    server().clock.advance(4 * MINUTE);
    expect((await checkLoginPolicy(deps, facts('10.9.0.1'))).kind).toBe('allow');
    server().clock.advance(2 * MINUTE);
    expect(await checkLoginPolicy(deps, facts('10.9.0.1'))).toMatchObject({
      kind: 'approvalRequired',
      pendingId: null,
    });
  });

  it('files a held line with the policy’s approvers, or with the decide-permission holders when it names none', async () => {
    const admin = await signInAdmin(server());
    const adminApi = approvalApi(server(), admin);
    const applicant = await person(server(), 'route_applicant');
    const approver = await person(server(), 'route_approver');
    const decider = await person(server(), 'route_decider', [Permission.approvalDecide]);
    const target = await assetWithAccount(server(), admin, 'route-host');
    const deps = server().app.gatehouse;
    ok(
      await adminApi.addCommandPolicy({
        name: 'route-named',
        matchKind: 0,
        patterns: ['shutdown'],
        action: 1,
        assetIds: [target.assetId],
        approverIds: [approver.id],
      }),
    );
    ok(
      await adminApi.addCommandPolicy({
        name: 'route-anyone',
        matchKind: 0,
        patterns: ['mkfs'],
        action: 1,
        assetIds: [target.assetId],
      }),
    );
    const file = async (line: string) => {
      const decision = await decideCommand(deps, {
        userId: applicant.id,
        assetId: target.assetId,
        accountId: target.accountId,
        line,
      });
      expect(decision.action).toBe('hold');
      return requestCommandApproval(deps, {
        userId: applicant.id,
        assetId: target.assetId,
        accountId: target.accountId,
        line,
        policyId: decision.policyId,
      });
    };
    const pendingIds = async (token: string) =>
      ok<{ id: number }[]>(await approvalApi(server(), token).send('GET', '/approve/pending/list')).map(
        (row) => row.id,
      );

    const toNamed = await file('shutdown -h now');
    expect(ok<CommandApproval>(await approvalApi(server(), approver.token).getCommand(toNamed))).toMatchObject({
      canDecide: true,
      policyName: 'route-named',
    });
    expect(await pendingIds(approver.token)).toContain(toNamed);
    expect(await pendingIds(decider.token)).not.toContain(toNamed);
    // Holding system:approval:decide lets one decide any request, assigned or not.
    expect(ok<CommandApproval>(await approvalApi(server(), decider.token).getCommand(toNamed)).canDecide).toBe(true);

    const toAnyone = await file('mkfs.ext4 /dev/sdb');
    expect(await pendingIds(decider.token)).toContain(toAnyone);
    expect(await pendingIds(admin)).toContain(toAnyone);
    expect(await pendingIds(approver.token)).not.toContain(toAnyone);
    expect(await pendingIds(applicant.token)).toEqual([]);
  });

  it('pushes no_approve_num and unread_count on the notify sockets as a request is filed and decided', async () => {
    const admin = await signInAdmin(server());
    const applicant = await person(server(), 'sock_applicant');
    const approver = await person(server(), 'sock_approver');
    const target = await assetWithAccount(server(), admin, 'sock-host');
    const base = await listen(server());
    const url = (token: string) => `${base}${NOTIFY_PATH}?Authorization=${encodeURIComponent(token)}`;
    const approverSocket = await openSocket(url(approver.token));
    const applicantSocket = await openSocket(url(applicant.token));
    await approverSocket.waitForJson({ type: 'no_approve_num', data: 0 });
    await applicantSocket.waitForJson({ type: 'unread_count', data: 0 });
    const recordId = await requestCommandApproval(server().app.gatehouse, {
      userId: applicant.id,
      assetId: target.assetId,
      accountId: target.accountId,
      line: 'iptables -F',
      policyId: null,
      approverIds: [approver.id],
    });
    await approverSocket.waitForJson({ type: 'no_approve_num', data: 1 });
    await approverSocket.waitForJson({ type: 'unread_count', data: 1 });
    // Frames are kept from the start: look only at those that arrive after the decision.
    const newer = (socket: TestSocket, fields: { type: string; data: number }) => {
      const from = socket.frames.length;
      return socket.waitFor((frame) => {
        if (socket.frames.indexOf(frame) < from || !frame.text) return false;
        const json = JSON.parse(frame.text) as { type?: string; data?: number };
        return json.type === fields.type && json.data === fields.data;
      });
    };
    const cleared = newer(approverSocket, { type: 'no_approve_num', data: 0 });
    const told = newer(applicantSocket, { type: 'unread_count', data: 1 });
    ok(await approvalApi(server(), approver.token).decideCommand({ recordId, status: 2 }));
    await cleared;
    await told;
    await approverSocket.close();
    await applicantSocket.close();
  });

  it('lists approval messages on /approve/message/list and marks them read, with the counts following', async () => {
    const admin = await signInAdmin(server());
    const applicant = await person(server(), 'msg_applicant');
    const approver = await person(server(), 'msg_approver');
    const target = await assetWithAccount(server(), admin, 'msg-host');
    const deps = server().app.gatehouse;
    for (const line of ['reboot', 'halt'])
      await requestCommandApproval(deps, {
        userId: applicant.id,
        assetId: target.assetId,
        accountId: target.accountId,
        line,
        policyId: null,
        approverIds: [approver.id],
      });
    const api = approvalApi(server(), approver.token);
    const page = await messagesOf(server(), approver.token, { pageNum: '1', pageSize: '3', status: '1' });
    expect(page.total).toBe(2);
    expect(page.rows.map((row) => row.messageContent)).toEqual([
      expect.stringContaining('halt'),
      expect.stringContaining('reboot'),
    ]);
    const first = page.rows[0];
    if (!first) throw new Error('no message');
    expect(ok<{ unreadCount: number }>(await api.markRead({ recordId: first.recordId, isSelectAll: 0 }))).toEqual({
      unreadCount: 1,
    });
    // Another user's message id changes nothing.
    expect(
      ok<{ unreadCount: number }>(
        await approvalApi(server(), applicant.token).markRead({ recordId: page.rows[1]?.recordId, isSelectAll: 0 }),
      ),
    ).toEqual({ unreadCount: 0 });
    expect(ok<{ unreadCount: number }>(await api.markRead({ isSelectAll: 1 }))).toEqual({ unreadCount: 0 });
    expect((await messagesOf(server(), approver.token, { status: '2' })).total).toBe(2);
    expect(await loadNotifyCounts(server().db, approver.id)).toEqual({ unreadCount: 0, noApproveNum: 2 });
    const pending = ok<{ kind: string; detail: string; createByName: string }[]>(
      await api.send('GET', '/approve/pending/list'),
    );
    expect(pending.map((row) => [row.kind, row.detail, row.createByName])).toEqual([
      ['command', 'halt', 'msg_applicant'],
      ['command', 'reboot', 'msg_applicant'],
    ]);
    expect(ok<unknown[]>(await approvalApi(server(), applicant.token).send('GET', '/approve/pending/list'))).toEqual(
      [],
    );
    expect((await api.markRead({ isSelectAll: 0 })).body).toMatchObject({ code: 400, data: { field: 'recordId' } });
  });
});
