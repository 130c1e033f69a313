import { expect, it } from 'vitest';
import { checkLoginPolicy } from '../../src/server/modules/approvals';
import { loadNotifyCounts } from '../../src/server/modules/notify-socket/notifyCounts';
import { Permission } from '../../src/shared/access/permissions';
import type { LoginApproval } from '../../src/shared/api/approvals';
import type { FlowModelRow } from '../../src/shared/api/flowModels';
import { bpmnXml, end, flow, start, task } from '../support/bpmnFixture';
import { approvalApi, assetWithAccount, ok, person } from './approvalFixtures';
import { signInAdmin } from './fixtures';
import { flowApi, taskOf } from './flowApi';
import { describeEachDatabase } from './harness';

/**
 * Login and command approvals run on the flows bound to their kinds: a fresh Gatehouse has one-step default
 * models (the policy's approvers decide, as before flows), and an administrator's redesign takes effect for
 * the next request.
 */
describeEachDatabase('login and command approvals on their flows', (server) => {
  it('a fresh Gatehouse binds one-step default models to login and command approvals', async () => {
    const admin = await signInAdmin(server());
    const rows = (await flowApi(server(), admin).listModels()).body.rows as FlowModelRow[];
    expect(rows.find((row) => row.processKind === 'login')).toMatchObject({
      modelKey: 'Process_login_approval',
      name: '登录审批',
      enabled: true,
      deployedVersion: 1,
    });
    expect(rows.find((row) => row.processKind === 'command')).toMatchObject({
      modelKey: 'Process_command_approval',
      deployedVersion: 1,
    });
  });

  it('a login approval redesigned to two steps needs the policy’s approver and then the security officer', async () => {
    const admin = await signInAdmin(server());
    const applicant = await person(server(), 'lf_operator');
    const approver = await person(server(), 'lf_lead');
    const officer = await person(server(), 'lf_officer');
    const designer = await person(server(), 'lf_designer', [Permission.flowEdit]);
    const target = await assetWithAccount(server(), admin, 'lf-host', [applicant.id]);
    ok(
      await approvalApi(server(), admin).addLoginPolicy({
        name: 'lf-needs-approval',
        action: 2,
        priority: 10,
        assetIds: [target.assetId],
        approverIds: [approver.id],
      }),
    );
    const login = ((await flowApi(server(), designer.token).listModels()).body.rows as FlowModelRow[]).find(
      (row) => row.processKind === 'login',
    );
    if (!login) throw new Error('no login model');
    ok(
      await flowApi(server(), designer.token).editModel({
        id: login.id,
        name: login.name,
        bpmnXml: bpmnXml(
          [
            start(),
            task('Lead', { name: '组长审批', approverType: 'requested' }),
            task('Officer', { name: '安全员审批', approvers: String(officer.id) }),
            end(),
            flow('F1', 'Start', 'Lead'),
            flow('F2', 'Lead', 'Officer'),
            flow('F3', 'Officer', 'End'),
          ],
          { processId: login.modelKey },
        ),
      }),
    );
    ok(await flowApi(server(), designer.token).deploy(login.id));

    const applicantApi = approvalApi(server(), applicant.token, '10.9.0.1');
    const request = ok<LoginApproval>(
      await applicantApi.applyLogin({ assetId: target.assetId, accountId: target.accountId, reason: '夜间变更' }),
    );
    // The lead decides in the 审批消息 dialog, as before flows; the request then waits for the officer.
    expect((await loadNotifyCounts(server().db, approver.id)).noApproveNum).toBe(1);
    expect((await loadNotifyCounts(server().db, officer.id)).noApproveNum).toBe(0);
    const leadView = ok<LoginApproval>(
      await approvalApi(server(), approver.token).decideLogin({ id: request.id, status: 2, expirationTime: 30 }),
    );
    expect(leadView.status).toBe(1);
    expect((await loadNotifyCounts(server().db, approver.id)).noApproveNum).toBe(0);
    expect((await loadNotifyCounts(server().db, officer.id)).noApproveNum).toBe(1);
    const officerMessages = ok<{ rows: { messageTitle: string; messageJumpParam: string }[] }>(
      await approvalApi(server(), officer.token).messages(),
    ).rows;
    expect(JSON.parse(officerMessages[0]?.messageJumpParam ?? '{}')).toMatchObject({
      recordId: request.id,
      approveType: 'login',
    });
    const facts = { userId: applicant.id, assetId: target.assetId, accountId: target.accountId, sourceIp: '10.9.0.1' };
    expect((await checkLoginPolicy(server().app.gatehouse, facts)).kind).toBe('approvalRequired');

    // The officer decides in the approval centre; the login window is the lead's 30 minutes.
    const instances = (await flowApi(server(), officer.token).waiting()).body.rows as { processInstanceId: number }[];
    const instanceId = instances[0]?.processInstanceId ?? 0;
    ok(
      await flowApi(server(), officer.token).complete({
        taskId: await taskOf(server(), officer, instanceId),
        status: 2,
      }),
    );
    const decided = ok<LoginApproval>(await applicantApi.getLogin(request.id));
    expect(decided).toMatchObject({ status: 2, expirationTime: 30, approveByName: 'lf_officer' });
    expect((await checkLoginPolicy(server().app.gatehouse, facts)).kind).toBe('allow');
  });

  it('a holder of system:approval:decide whom the flow does not name still settles a login request at once', async () => {
    const admin = await signInAdmin(server());
    const applicant = await person(server(), 'ls_operator');
    const approver = await person(server(), 'ls_lead');
    const deputy = await person(server(), 'ls_deputy', [Permission.approvalDecide]);
    const target = await assetWithAccount(server(), admin, 'ls-host', [applicant.id]);
    ok(
      await approvalApi(server(), admin).addLoginPolicy({
        name: 'ls-needs-approval',
        action: 2,
        priority: 10,
        assetIds: [target.assetId],
        approverIds: [approver.id],
      }),
    );
    const applicantApi = approvalApi(server(), applicant.token, '10.9.0.2');
    const request = ok<LoginApproval>(
      await applicantApi.applyLogin({ assetId: target.assetId, accountId: target.accountId, reason: '紧急' }),
    );
    const refused = ok<LoginApproval>(
      await approvalApi(server(), deputy.token).decideLogin({ id: request.id, status: 3, refuseReason: '不在窗口期' }),
    );
    expect(refused).toMatchObject({ status: 3, refuseReason: '不在窗口期', approveByName: 'ls_deputy' });
    expect((await loadNotifyCounts(server().db, approver.id)).noApproveNum).toBe(0);
    const late = await approvalApi(server(), approver.token).decideLogin({ id: request.id, status: 2 });
    expect(late.body.msg).toBe('审批已完成');
  });
});
