import { expect, it } from 'vitest';
import { fireDueTimers } from '../../src/server/modules/flow';
import { loadNotifyCounts } from '../../src/server/modules/notify-socket/notifyCounts';
import { Permission } from '../../src/shared/access/permissions';
import type { FlowComment, Highlight, InstanceForm, MyInstanceRow, TaskRow } from '../../src/shared/api/flow';
import type { StationMessage } from '../../src/shared/api/messages';
import { ResponseCode } from '../../src/shared/codes';
import { bpmnXml, end, flow, linear, start, task, timer, xor } from '../support/bpmnFixture';
import { approvalApi, ok, type Person, person } from './approvalFixtures';
import { deployedModel, designer, flowApi, taskOf } from './flowApi';
import { describeEachDatabase, type TestServer } from './harness';

const HOUR = 3_600_000;

/** start → 经理审批 (one of [first]) → 复核 (all of [second]) → end */
function twoLevels(modelKey: string, first: Person[], second: Person[]): string {
  return bpmnXml(
    [
      start(),
      task('Manager', { name: '经理审批', approvers: first.map((p) => p.id).join(',') }),
      task('Review', { name: '复核', approvers: second.map((p) => p.id).join(','), approvalMode: 'all' }),
      end(),
      flow('F1', 'Start', 'Manager'),
      flow('F2', 'Manager', 'Review'),
      flow('F3', 'Review', 'End'),
    ],
    { processId: modelKey },
  );
}

async function messagesOf(server: TestServer, who: Person): Promise<StationMessage[]> {
  return ok<{ rows: StationMessage[] }>(await approvalApi(server, who.token).messages()).rows;
}

function myRow(rows: unknown, id: number): MyInstanceRow | undefined {
  return (rows as MyInstanceRow[]).find((row) => row.processInstanceId === id);
}

describeEachDatabase('approval flows', (server) => {
  it('runs a two-level flow: one of the managers, then every reviewer; each hears of it, the applicant of the end', async () => {
    const author = await designer(server(), 'fl_author');
    const applicant = await person(server(), 'fl_applicant');
    const manager = await person(server(), 'fl_manager');
    const reviewerA = await person(server(), 'fl_reviewer_a');
    const reviewerB = await person(server(), 'fl_reviewer_b');
    const modelKey = 'Process_two_levels';
    await deployedModel(server(), author.token, {
      modelKey,
      name: '请假审批',
      bpmnXml: twoLevels(modelKey, [manager], [reviewerA, reviewerB]),
    });
    const before = await loadNotifyCounts(server().db, manager.id);

    const mine = flowApi(server(), applicant.token);
    const { processInstanceId: id } = ok<{ processInstanceId: number }>(
      await mine.apply(modelKey, { days: 2, reason: '家中有事' }),
    );
    expect(await loadNotifyCounts(server().db, manager.id)).toEqual({
      unreadCount: before.unreadCount + 1,
      noApproveNum: before.noApproveNum + 1,
    });
    const [notice] = await messagesOf(server(), manager);
    expect(notice?.messageTitle).toBe('待审批：请假审批');
    expect(notice?.messageJumpWebRoute).toBe(`/approve-center-list-form?id=${id}`);
    expect(JSON.parse(notice?.messageJumpParam ?? '{}')).toMatchObject({ processInstanceId: id });
    expect(myRow((await mine.mine()).body.rows, id)).toMatchObject({
      status: 1,
      result: 'in_approval',
      currentActivityNames: ['经理审批'],
    });

    // Reviewers have nothing yet; the manager approves.
    expect((await flowApi(server(), reviewerA.token).waiting()).body.total).toBe(0);
    ok(await flowApi(server(), manager.token).complete({ taskId: await taskOf(server(), manager, id), status: 2 }));
    expect(await loadNotifyCounts(server().db, manager.id)).toMatchObject({ noApproveNum: before.noApproveNum });

    // All of: the first reviewer's approval leaves the request waiting for the second.
    ok(await flowApi(server(), reviewerA.token).complete({ taskId: await taskOf(server(), reviewerA, id), status: 2 }));
    expect(myRow((await mine.mine()).body.rows, id)).toMatchObject({ status: 1, currentActivityNames: ['复核'] });
    ok(await flowApi(server(), reviewerB.token).complete({ taskId: await taskOf(server(), reviewerB, id), status: 2 }));
    expect(myRow((await mine.mine()).body.rows, id)).toMatchObject({
      status: 2,
      result: 'passed',
      currentActivityNames: [],
    });
    const outcome = (await messagesOf(server(), applicant))[0];
    expect(outcome?.messageTitle).toBe('审批通过：请假审批');

    const timeline = ok<FlowComment[]>(await mine.comments(id));
    expect(timeline.map((entry) => [entry.kind, entry.userName])).toEqual([
      ['submit', 'fl_applicant'],
      ['approve', 'fl_manager'],
      ['approve', 'fl_reviewer_a'],
      ['approve', 'fl_reviewer_b'],
      ['passed', ''],
    ]);
    expect(timeline[4]?.message).toBe('审批通过，流程结束');
    const lit = ok<Highlight>(await mine.highlight(id));
    expect(lit.activeActivityIds).toEqual([]);
    expect(lit.finishedActivityIds).toEqual(['Start', 'Manager', 'Review', 'End']);
    expect(lit.highLightedFlows).toEqual(['F1', 'F2', 'F3']);

    const records = (await flowApi(server(), reviewerB.token).decided()).body.rows as TaskRow[];
    expect(records[0]).toMatchObject({ processInstanceId: id, taskStatus: 2, result: 'passed', activityName: '复核' });
  });

  it('a refusal ends the request with its reason; a refusal without one is refused', async () => {
    const author = await designer(server(), 'rf_author');
    const applicant = await person(server(), 'rf_applicant');
    const manager = await person(server(), 'rf_manager');
    const reviewer = await person(server(), 'rf_reviewer');
    const modelKey = 'Process_refusal';
    await deployedModel(server(), author.token, {
      modelKey,
      name: '采购审批',
      bpmnXml: twoLevels(modelKey, [manager], [reviewer]),
    });
    const { processInstanceId: id } = ok<{ processInstanceId: number }>(
      await flowApi(server(), applicant.token).apply(modelKey, { days: 1, reason: '买服务器' }),
    );
    const taskId = await taskOf(server(), manager, id);
    const bare = await flowApi(server(), manager.token).complete({ taskId, status: 3 });
    expect(bare.body).toMatchObject({ code: ResponseCode.badRequest, data: { field: 'refuseReason' } });
    expect(bare.body.msg).toContain('请输入拒绝原因');
    const long = await flowApi(server(), manager.token).complete({ taskId, status: 3, refuseReason: 'x'.repeat(100) });
    expect(long.body.msg).toContain('拒绝原因长度最大为99个字符');

    ok(await flowApi(server(), manager.token).complete({ taskId, status: 3, refuseReason: '预算不足' }));
    const row = myRow((await flowApi(server(), applicant.token).mine()).body.rows, id);
    expect(row).toMatchObject({ status: 3, result: 'refused' });
    expect((await flowApi(server(), reviewer.token).waiting()).body.total).toBe(0);
    expect((await messagesOf(server(), applicant))[0]?.messageContent).toBe(
      '您提交的「采购审批」申请被拒绝，原因：预算不足',
    );
    const again = await flowApi(server(), manager.token).complete({ taskId, status: 2 });
    expect(again.body).toMatchObject({ code: ResponseCode.approvalDecided, msg: '审批已完成' });
  });

  it('an exclusive gateway reads the form: a long leave goes to the director, a short one passes at once', async () => {
    const author = await designer(server(), 'gw_author');
    const applicant = await person(server(), 'gw_applicant');
    const director = await person(server(), 'gw_director');
    const modelKey = 'Process_gateway';
    await deployedModel(server(), author.token, {
      modelKey,
      name: '请假分流',
      bpmnXml: bpmnXml(
        [
          start(),
          xor('Split', 'Short'),
          task('Director', { name: '总监审批', approvers: String(director.id) }),
          end(),
          flow('F1', 'Start', 'Split'),
          flow('Long', 'Split', 'Director', 'days > 3'),
          flow('Short', 'Split', 'End'),
          flow('F3', 'Director', 'End'),
        ],
        { processId: modelKey },
      ),
    });
    const api = flowApi(server(), applicant.token);
    const offered = ok<{ modelKey: string }[]>(await api.appliable()).map((model) => model.modelKey);
    expect(offered).toContain(modelKey);
    expect(offered).not.toContain('Process_login_approval');
    const long = ok<{ processInstanceId: number }>(await api.apply(modelKey, { days: 5, reason: '旅行' }));
    const short = ok<{ processInstanceId: number }>(await api.apply(modelKey, { days: 1, reason: '看病' }));
    const rows = (await api.mine()).body.rows;
    expect(myRow(rows, long.processInstanceId)).toMatchObject({ status: 1, currentActivityNames: ['总监审批'] });
    expect(myRow(rows, short.processInstanceId)).toMatchObject({ status: 2, result: 'passed' });
    expect(ok<Highlight>(await api.highlight(short.processInstanceId)).highLightedFlows).toEqual(['F1', 'Short']);
  });

  it('the applicant withdraws; only the applicant may; the approver’s task goes with it', async () => {
    const author = await designer(server(), 'cn_author');
    const applicant = await person(server(), 'cn_applicant');
    const manager = await person(server(), 'cn_manager');
    const modelKey = 'Process_cancel';
    await deployedModel(server(), author.token, {
      modelKey,
      name: '撤回测试',
      bpmnXml: bpmnXml(linear([], { approvers: String(manager.id) }), { processId: modelKey }),
    });
    const { processInstanceId: id } = ok<{ processInstanceId: number }>(
      await flowApi(server(), applicant.token).apply(modelKey, { days: 1, reason: '测试' }),
    );
    const taskId = await taskOf(server(), manager, id);
    const stranger = await flowApi(server(), manager.token).cancel(id);
    expect(stranger.body).toMatchObject({ code: ResponseCode.approvalNotApplicant, msg: '只有申请人可以撤回申请' });
    ok(await flowApi(server(), applicant.token).cancel(id));
    expect(myRow((await flowApi(server(), applicant.token).mine()).body.rows, id)).toMatchObject({
      status: 3,
      result: 'revoked',
    });
    expect((await flowApi(server(), manager.token).waiting()).body.total).toBe(0);
    const late = await flowApi(server(), manager.token).complete({ taskId, status: 2 });
    expect(late.body.msg).toBe('审批已完成');
    expect((await flowApi(server(), applicant.token).cancel(id)).body.msg).toBe('审批已完成');
  });

  it('only a holder of system:flow:stop stops a request; the applicant hears why', async () => {
    const author = await designer(server(), 'st_author');
    const applicant = await person(server(), 'st_applicant');
    const manager = await person(server(), 'st_manager');
    const stopper = await person(server(), 'st_admin', [Permission.flowStop]);
    const modelKey = 'Process_stop';
    await deployedModel(server(), author.token, {
      modelKey,
      name: '终止测试',
      bpmnXml: bpmnXml(linear([], { approvers: String(manager.id) }), { processId: modelKey }),
    });
    const { processInstanceId: id } = ok<{ processInstanceId: number }>(
      await flowApi(server(), applicant.token).apply(modelKey, { days: 1, reason: '测试' }),
    );
    expect((await flowApi(server(), manager.token).stop(id, '不需要了')).body.code).toBe(ResponseCode.forbidden);
    const seen = ok<InstanceForm>(await flowApi(server(), stopper.token).form(id));
    expect(seen).toMatchObject({ canStop: true, canCancel: false, myTaskId: null, formData: { days: 1 } });
    ok(await flowApi(server(), stopper.token).stop(id, '流程调整'));
    expect(myRow((await flowApi(server(), applicant.token).mine()).body.rows, id)).toMatchObject({
      status: 3,
      result: 'terminated',
    });
    expect((await messagesOf(server(), applicant))[0]?.messageContent).toBe(
      '您提交的「终止测试」申请已被管理员终止，原因：流程调整',
    );
  });

  it('a timer passes an undecided step on to the deputy; an expiry timer ends the request', async () => {
    const author = await designer(server(), 'tm_author');
    const applicant = await person(server(), 'tm_applicant');
    const manager = await person(server(), 'tm_manager');
    const deputy = await person(server(), 'tm_deputy');
    const escalating = 'Process_timer_escalate';
    await deployedModel(server(), author.token, {
      modelKey: escalating,
      name: '超时转交',
      bpmnXml: bpmnXml(
        [
          start(),
          task('Manager', { name: '经理审批', approvers: String(manager.id) }),
          timer('Late', 'Manager', { action: 'escalate' }),
          task('Deputy', { name: '副经理审批', approvers: String(deputy.id) }),
          end(),
          flow('F1', 'Start', 'Manager'),
          flow('F2', 'Manager', 'End'),
          flow('F3', 'Late', 'Deputy'),
          flow('F4', 'Deputy', 'End'),
        ],
        { processId: escalating },
      ),
    });
    const expiring = 'Process_timer_expire';
    await deployedModel(server(), author.token, {
      modelKey: expiring,
      name: '超时结束',
      bpmnXml: bpmnXml(linear([timer('Late', 'Task_1', { action: 'expire' })], { approvers: String(manager.id) }), {
        processId: expiring,
      }),
    });
    const api = flowApi(server(), applicant.token);
    const first = ok<{ processInstanceId: number }>(await api.apply(escalating, { days: 1, reason: '出差' }));
    const second = ok<{ processInstanceId: number }>(await api.apply(expiring, { days: 1, reason: '出差' }));
    const deps = server().app.gatehouse;

    server().clock.advance(HOUR - 60_000);
    await fireDueTimers(deps);
    expect(myRow((await api.mine()).body.rows, first.processInstanceId)?.currentActivityNames).toEqual(['经理审批']);

    server().clock.advance(2 * 60_000);
    await fireDueTimers(deps);
    const rows = (await api.mine()).body.rows;
    expect(myRow(rows, first.processInstanceId)).toMatchObject({ status: 1, currentActivityNames: ['副经理审批'] });
    expect(myRow(rows, second.processInstanceId)).toMatchObject({ status: 3, result: 'ended' });
    const managerTasks = (await flowApi(server(), manager.token).waiting()).body.rows as TaskRow[];
    expect(managerTasks.filter((row) => row.processInstanceId === first.processInstanceId)).toEqual([]);
    await taskOf(server(), deputy, first.processInstanceId);
    const kinds = ok<FlowComment[]>(await api.comments(first.processInstanceId)).map((entry) => entry.kind);
    expect(kinds).toEqual(['submit', 'escalate']);
    server().clock.advance(-HOUR - 60_000);
  });

  it('a tampered submission is refused with the field’s message and files nothing', async () => {
    const author = await designer(server(), 'tp_author');
    const applicant = await person(server(), 'tp_applicant');
    const manager = await person(server(), 'tp_manager');
    const modelKey = 'Process_tamper';
    await deployedModel(server(), author.token, {
      modelKey,
      name: '表单校验',
      bpmnXml: bpmnXml(linear([], { approvers: String(manager.id) }), { processId: modelKey }),
    });
    const api = flowApi(server(), applicant.token);
    const missing = await api.apply(modelKey, { days: 1 });
    expect(missing.body).toMatchObject({ code: ResponseCode.badRequest, msg: '「申请理由」必须填写' });
    const extra = await api.apply(modelKey, { days: 1, reason: '测试', approved: true });
    expect(extra.body.code).toBe(ResponseCode.badRequest);
    expect(extra.body.msg).toContain('approved');
    const wrongType = await api.apply(modelKey, { days: 'many', reason: '测试' });
    expect(wrongType.body.msg).toBe('「天数」格式不正确');
    expect((await api.mine()).body.total).toBe(0);
  });

  it('a redeploy changes new requests only; a running one finishes on its own version', async () => {
    const author = await designer(server(), 'vr_author');
    const applicant = await person(server(), 'vr_applicant');
    const manager = await person(server(), 'vr_manager');
    const director = await person(server(), 'vr_director');
    const modelKey = 'Process_versions';
    const modelId = await deployedModel(server(), author.token, {
      modelKey,
      name: '版本测试',
      bpmnXml: bpmnXml(linear([], { approvers: String(manager.id) }), { processId: modelKey }),
    });
    const api = flowApi(server(), applicant.token);
    const old = ok<{ processInstanceId: number }>(await api.apply(modelKey, { days: 1, reason: 'v1' }));
    ok(
      await flowApi(server(), author.token).editModel({
        id: modelId,
        name: '版本测试',
        bpmnXml: twoLevels(modelKey, [manager], [director]),
      }),
    );
    ok(await flowApi(server(), author.token).deploy(modelId));
    const fresh = ok<{ processInstanceId: number }>(await api.apply(modelKey, { days: 1, reason: 'v2' }));
    for (const id of [old.processInstanceId, fresh.processInstanceId]) {
      ok(await flowApi(server(), manager.token).complete({ taskId: await taskOf(server(), manager, id), status: 2 }));
    }
    const rows = (await api.mine()).body.rows;
    expect(myRow(rows, old.processInstanceId)).toMatchObject({ status: 2, result: 'passed' });
    expect(myRow(rows, fresh.processInstanceId)).toMatchObject({ status: 1, currentActivityNames: ['复核'] });
  });

  it('a request is seen only by its applicant, its approvers and those who may stop it; designing needs system:flow:edit', async () => {
    const author = await designer(server(), 'vw_author');
    const applicant = await person(server(), 'vw_applicant');
    const manager = await person(server(), 'vw_manager');
    const stranger = await person(server(), 'vw_stranger');
    const modelKey = 'Process_visibility';
    await deployedModel(server(), author.token, {
      modelKey,
      name: '可见性',
      bpmnXml: bpmnXml(linear([], { approvers: String(manager.id) }), { processId: modelKey }),
    });
    const { processInstanceId: id } = ok<{ processInstanceId: number }>(
      await flowApi(server(), applicant.token).apply(modelKey, { days: 1, reason: '测试' }),
    );
    for (const call of [
      flowApi(server(), stranger.token).comments(id),
      flowApi(server(), stranger.token).form(id),
      flowApi(server(), stranger.token).highlight(id),
      flowApi(server(), stranger.token).instanceApprovers(id),
      flowApi(server(), stranger.token).activity(id, 'Task_1'),
    ]) {
      expect((await call).body).toMatchObject({ code: ResponseCode.forbidden, msg: '您无权查看该审批申请' });
    }
    expect(ok<InstanceForm>(await flowApi(server(), manager.token).form(id)).myTaskId).toBeGreaterThan(0);
    const refused = await flowApi(server(), stranger.token).addModel({ modelKey: 'Process_x', name: 'x' });
    expect(refused.body.code).toBe(ResponseCode.forbidden);
    const ownTask = await flowApi(server(), applicant.token).complete({
      taskId: await taskOf(server(), manager, id),
      status: 2,
    });
    expect(ownTask.body).toMatchObject({ code: ResponseCode.approvalNotApprover });
  });

  it('a diagram with an unsupported element or a condition on an unknown field is refused on save, by name', async () => {
    const author = await designer(server(), 'dg_author');
    const api = flowApi(server(), author.token);
    const unsupported = await api.addModel({
      modelKey: 'Process_bad',
      name: '坏流程',
      form: { list: [] },
      bpmnXml: bpmnXml(
        [
          start(),
          '<bpmn:serviceTask id="Call" name="调用接口" />',
          end(),
          flow('F1', 'Start', 'Call'),
          flow('F2', 'Call', 'End'),
        ],
        { processId: 'Process_bad' },
      ),
    });
    expect(unsupported.body.code).toBe(ResponseCode.flowDiagramInvalid);
    expect(unsupported.body.msg).toContain('调用接口');
    const unknownField = await api.addModel({
      modelKey: 'Process_bad_field',
      name: '坏条件',
      bpmnXml: bpmnXml(
        [
          start(),
          xor('Split', 'Other'),
          task('A', { approvers: '1' }),
          end(),
          flow('F1', 'Start', 'Split'),
          flow('Cond', 'Split', 'A', 'salary > 3'),
          flow('Other', 'Split', 'End'),
          flow('F3', 'A', 'End'),
        ],
        { processId: 'Process_bad_field' },
      ),
    });
    expect(unknownField.body.code).toBe(ResponseCode.flowDiagramInvalid);
    expect(unknownField.body.msg).toContain('salary');
    const badKey = await api.addModel({ modelKey: 'leave', name: '坏标识' });
    expect(badKey.body.code).toBe(ResponseCode.badRequest);
    expect((await api.listModels({ name: '坏' })).body.total).toBe(0);
  });

  it('a model with requests in approval cannot be removed; once they ended it can, and its requests still read', async () => {
    const author = await designer(server(), 'rm_author');
    const applicant = await person(server(), 'rm_applicant');
    const manager = await person(server(), 'rm_manager');
    const modelKey = 'Process_remove';
    const modelId = await deployedModel(server(), author.token, {
      modelKey,
      name: '删除测试',
      bpmnXml: bpmnXml(linear([], { approvers: String(manager.id) }), { processId: modelKey }),
    });
    const { processInstanceId: id } = ok<{ processInstanceId: number }>(
      await flowApi(server(), applicant.token).apply(modelKey, { days: 1, reason: '测试' }),
    );
    const busy = await flowApi(server(), author.token).removeModels([modelId]);
    expect(busy.body).toMatchObject({
      code: ResponseCode.flowModelInUse,
      msg: '流程「删除测试」还有进行中的申请，不能删除',
    });
    ok(await flowApi(server(), manager.token).complete({ taskId: await taskOf(server(), manager, id), status: 2 }));
    expect(ok<{ removed: number }>(await flowApi(server(), author.token).removeModels([modelId]))).toEqual({
      removed: 1,
    });
    expect(ok<InstanceForm>(await flowApi(server(), applicant.token).form(id))).toMatchObject({
      status: 2,
      modelName: '删除测试',
    });
  });
});
